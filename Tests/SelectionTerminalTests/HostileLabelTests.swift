import SelectionCore
import Testing

@testable import SelectionTerminal

/// Untrusted labels written into a buffer and rendered, widget-less: every escape sequence in
/// the output must be one the renderer itself emits.
@Suite struct HostileLabelTests {
    static let invalidUTF8 = String(
        decoding: [0x61, 0xC3, 0x28, 0xFF, 0x1B, 0x5B, 0x32, 0x4A, 0xC2, 0x9B, 0x41, 0x9B, 0xE2, 0x80] as [UInt8], as: UTF8.self)

    static let labels: [(name: String, text: String)] = [
        ("CSI SGR", "\u{1B}[31mRED\u{1B}[0m"),
        ("CSI clear and home", "\u{1B}[2J\u{1B}[H"),
        ("CSI CUP", "\u{1B}[10;10Hmoved"),
        ("CSI alternate screen and mouse", "\u{1B}[?1049h\u{1B}[?1000h\u{1B}[?2004l"),
        ("CSI device status report", "\u{1B}[6n\u{1B}[c"),
        ("OSC 0 title, BEL", "\u{1B}]0;pwned\u{07}"),
        ("OSC 0 title, ST", "\u{1B}]0;pwned\u{1B}\\"),
        ("OSC 8 hyperlink", "\u{1B}]8;;https://evil.example\u{1B}\\click\u{1B}]8;;\u{1B}\\"),
        ("OSC 52 clipboard, BEL", "\u{1B}]52;c;cm0gLXJmIH4K\u{07}"),
        ("OSC 52 clipboard, ST", "\u{1B}]52;c;cm0gLXJmIH4K\u{1B}\\"),
        ("DCS", "\u{1B}P+q544e\u{1B}\\"),
        ("APC", "\u{1B}_Gf=100;AAAA\u{1B}\\"),
        ("PM", "\u{1B}^private\u{1B}\\"),
        ("SOS", "\u{1B}Xstring\u{1B}\\"),
        ("ESC reset, save, restore", "\u{1B}c\u{1B}7\u{1B}8\u{1B}D\u{1B}M"),
        ("lone ESC", "end\u{1B}"),
        ("C1 CSI U+009B", "\u{9B}31mred\u{9B}2J"),
        ("C1 OSC and ST", "\u{9D}0;title\u{9C}"),
        ("C1 DCS, APC, PM, SOS", "\u{90}q\u{9C}\u{9F}x\u{9C}\u{9E}y\u{9C}\u{98}z\u{9C}"),
        ("invalid UTF-8", invalidUTF8),
        ("bidi override", "invoice\u{202E}fdp.exe"),
        ("bidi isolates and embeddings", "\u{2066}a\u{2069}\u{2067}b\u{2068}c\u{202A}d\u{202B}e\u{202C}\u{202D}f"),
        ("C0 controls and DEL", "a\r\nb\u{08}\u{7F}\u{00}\t\u{0B}\u{0C}\u{07}\u{05}c"),
        ("one megabyte of combining marks on one letter", "Z" + String(repeating: "\u{301}\u{302}", count: 250_000) + "\u{1B}[2J"),
        ("one megabyte", String(repeating: "\u{1B}]52;c;AAAA\u{07}\u{1B}[2J\u{9B}H\u{202E}", count: 46_000)),
    ]

    @Test func theMegabyteLabelsAreMegabytes() {
        #expect(Self.labels.suffix(2).map { $0.text.utf8.count >= 1_000_000 } == [true, true])
    }

    @Test func stackedMarksCostOnlyTheCellsTheyFill() {
        var frame = Buffer(width: 3, height: 1)
        frame.write("Z" + String(repeating: "\u{301}", count: 500_000), at: Point(x: 0, y: 0))
        // Z keeps 31 marks; the leftover marks are drawn on dotted circles, 31 per cell, as far as the row goes.
        let z = "Z" + String(repeating: "\u{301}", count: 31)
        let leftover = "\u{25CC}" + String(repeating: "\u{301}", count: 31)
        #expect(frame.lines == [z + leftover + leftover])
        var renderer = Renderer(mode: .fullScreen, capability: .trueColour)
        #expect(readable(renderer.render(frame)) == "⎋[?2026h⎋[?25l⎋[m⎋[2J⎋[H\(z)\(leftover)\(leftover)⎋[?2026l")
    }

    /// Problems in renderer output, found by a tokenizer independent of the test terminal.
    private func findings(in bytes: [UInt8], mode: Renderer.Mode) -> [String] {
        guard let text = String(validating: bytes, as: UTF8.self) else { return ["invalid UTF-8"] }
        var problems: [String] = []
        var scalars = Array(text.unicodeScalars)[...]
        while let scalar = scalars.popFirst() {
            switch scalar.value {
            case 0x1B:
                var sequence = ""
                guard scalars.popFirst() == "[" else {
                    problems.append("ESC not followed by [")
                    continue
                }
                while let next = scalars.first, (0x20...0x3F).contains(next.value) {
                    sequence.unicodeScalars.append(next)
                    scalars.removeFirst()
                }
                guard let final = scalars.popFirst() else {
                    problems.append("unterminated CSI \(sequence)")
                    continue
                }
                sequence.unicodeScalars.append(final)
                if !isKnown(sequence, mode: mode) { problems.append("unknown CSI \(sequence)") }
            case 0x0D, 0x0A:
                continue
            case 0x00..<0x20, 0x7F, 0x80..<0xA0, 0x202A...0x202E, 0x2066...0x2069:
                problems.append("raw U+\(String(scalar.value, radix: 16, uppercase: true))")
            default:
                continue
            }
        }
        return problems
    }

    /// The renderer's known set: CUP (full-screen only), CUU/CUD/CUF/CUB, ED 0/2, EL, SGR, ?2026 h/l, ?25 h/l.
    private func isKnown(_ sequence: String, mode: Renderer.Mode) -> Bool {
        if ["?2026h", "?2026l", "?25h", "?25l", "J", "K"].contains(sequence) { return true }
        if sequence == "2J" { return mode == .fullScreen }
        guard let final = sequence.last else { return false }
        let parameterText = sequence.dropLast()
        guard parameterText.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ";") }) else { return false }
        let numbers = parameterText.isEmpty ? [] : parameterText.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
        guard numbers.allSatisfy({ $0 != nil }) else { return false }
        let values = numbers.compactMap { $0 }
        switch final {
        case "H": return mode == .fullScreen && values.count <= 2
        case "A", "B", "C", "D": return values.count <= 1
        case "m": return isKnownSGR(values)
        default: return false
        }
    }

    private func isKnownSGR(_ values: [Int]) -> Bool {
        let simple: Set<Int> = Set([0, 1, 2, 3, 4, 7, 9, 22, 23, 24, 27, 29, 39, 49]).union(30...37).union(40...47).union(90...97).union(
            100...107)
        var index = 0
        while index < values.count {
            let value = values[index]
            if value == 38 || value == 48 {
                guard index + 1 < values.count else { return false }
                let count = values[index + 1] == 5 ? 1 : values[index + 1] == 2 ? 3 : -1
                guard count > 0, index + 1 + count < values.count,
                    values[(index + 2)...(index + 1 + count)].allSatisfy({ (0...255).contains($0) })
                else { return false }
                index += 2 + count
            } else {
                guard simple.contains(value) else { return false }
                index += 1
            }
        }
        return true
    }

    private func frame(for label: String) -> Buffer {
        var frame = Buffer(width: 40, height: 4)
        frame.write(label, at: Point(x: 0, y: 0), style: Style(foreground: .rgb(Colour(red: 200, green: 30, blue: 90))))
        frame.write(label, at: Point(x: 5, y: 1), style: Style(attributes: .reverse), overflow: .ellipsis)
        frame.write(label, at: Point(x: 2, y: 2), clip: Rect(x: 4, y: 2, width: 10, height: 1))
        frame.write("› " + label, at: Point(x: 0, y: 3), style: Style(background: .indexed(24)), overflow: .ellipsis)
        return frame
    }

    @Test(arguments: [Renderer.Mode.fullScreen, .inline], ColourCapability.allCases)
    func everyEscapeSequenceInTheOutputIsTheRenderers(mode: Renderer.Mode, capability: ColourCapability) {
        var renderer = Renderer(mode: mode, capability: capability)
        var terminal = RendererTestTerminal(width: 40, height: 4)
        // One renderer for all labels: the first is a full repaint, the rest go through the diff.
        for (name, label) in Self.labels {
            let frame = frame(for: label)
            let unsafeCells = (0..<frame.height).flatMap { y in (0..<frame.width).map { frame[$0, y] } }
                .filter { !Sanitiser.isSafe($0.character) }
            #expect(unsafeCells.isEmpty, "\(name)")
            let bytes = show(frame, cursor: Point(x: 3, y: 1), with: &renderer, on: &terminal)
            #expect(findings(in: bytes, mode: mode) == [], "\(name): \(readable(bytes))")
            #expect(terminal.violations == [], "\(name)")
            #expect(grid(terminal.buffer()) == grid(degraded(frame, to: capability)), "\(name)")
        }
        #expect(findings(in: renderer.clearRegion(), mode: mode) == [])
    }

    @Test func labelsShowTheirControlsAsVisiblePlaceholders() {
        var frame = Buffer(width: 40, height: 6)
        let shown = [
            "\u{1B}]52;c;cm0gLXJmIH4K\u{07}",
            "\u{1B}]8;;https://evil.example\u{1B}\\click",
            "\u{9B}31mred",
            "invoice\u{202E}fdp.exe",
            Self.invalidUTF8,
            "a\r\nb\u{08}\u{7F}\t",
        ]
        for (row, label) in shown.enumerated() {
            frame.write(label, at: Point(x: 0, y: row))
        }
        #expect(
            grid(frame) == """
                "␛]52;c;cm0gLXJmIH4K␇                    "
                "␛]8;;https://evil.example␛\\click        "
                "⍰31mred                                 "
                "invoicefdp.exe                          "
                "a\u{FFFD}(\u{FFFD}␛[2J⍰A\u{FFFD}\u{FFFD}                            "
                "a␍␊b␈␡␉                                 "
                """)
    }
}
