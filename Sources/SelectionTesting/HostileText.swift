/// Text that a terminal would obey, by kind, and a checker that finds what of it reached a
/// terminal's output: run every path that writes user text with each payload, then check the
/// bytes it wrote.
///
/// The checker knows nothing of the library's `Sanitiser`: it reads the bytes as a terminal
/// would, so a sanitiser that forgot a kind of control cannot also blind the check.
///
/// ```swift
/// for kind in HostileText.Kind.allCases {
///     let device = ScriptedLineDevice(answers: [])   // no answer: the list, the question, the end
///     _ = try PlainHost.run(PlainDialogue(labels: kind.texts), on: device)
///     #expect(HostileText.findings(in: Array(device.transcript.utf8), as: .text) == [])
/// }
/// ```
public enum HostileText {
    /// A kind of text that a terminal acts on instead of drawing, or that reorders what it draws.
    public enum Kind: String, CaseIterable, Sendable, CustomStringConvertible {
        /// Control sequences: `ESC [` … a final byte (cursor moves, erasing, modes, colours).
        case csi = "CSI"
        /// Operating system commands: `ESC ]` … BEL or ST (window title, hyperlinks, clipboard).
        case osc = "OSC"
        /// The other strings: DCS, APC, PM and SOS (`ESC P`, `ESC _`, `ESC ^`, `ESC X` … ST).
        case strings = "DCS/APC/PM/SOS"
        /// Two-byte escapes (`ESC c` reset, `ESC 7`/`ESC 8`, index) and a lone ESC.
        case escapes = "other ESC"
        /// C0 controls (CR, BS, BEL, NUL, TAB, …) and DEL.
        case c0 = "C0 and DEL"
        /// C1 controls as characters: U+009B (CSI), U+009D (OSC), U+0085 (NEL), U+0090 (DCS), …
        case c1 = "C1"
        /// Bytes that are not UTF-8: a raw 0x9B (CSI to an 8-bit terminal), overlong forms, lone
        /// surrogates, cut sequences.
        case invalidUTF8 = "invalid UTF-8"
        /// Bidi embeddings and overrides U+202A–U+202E ("Trojan Source").
        case bidiOverrides = "bidi embeddings and overrides"
        /// Bidi isolates U+2066–U+2069.
        case bidiIsolates = "bidi isolates"
        /// Bidi marks: LRM U+200E, RLM U+200F, ALM U+061C.
        case bidiMarks = "bidi marks"
        /// The line and paragraph separators U+2028 and U+2029 (a paragraph break to the bidi algorithm).
        case separators = "line and paragraph separators"

        /// `rawValue`: the kind's name.
        public var description: String { rawValue }

        /// A few payloads of this kind, as bytes (what a file, a pipe or another program gives).
        ///
        /// The CSI payloads carry the parameters 1337 or 4242, which the library never writes,
        /// so that one reaching a screen is told from the renderer's own sequences.
        public var payloads: [[UInt8]] {
            switch self {
            case .csi:
                [
                    Array("\u{1B}[1337;4242Hmoved".utf8), Array("\u{1B}[4242;1337mred\u{1B}[0m".utf8),
                    Array("\u{1B}[?1337h\u{1B}[2J".utf8), Array("up\u{1B}[4242A".utf8),
                ]
            case .osc:
                [
                    Array("\u{1B}]0;PWNED\u{07}title".utf8), Array("\u{1B}]8;;https://evil.example\u{1B}\\link\u{1B}]8;;\u{1B}\\".utf8),
                    Array("\u{1B}]52;c;cm0gLXJmIH4K\u{07}clip".utf8), Array("\u{1B}]11;?\u{1B}\\".utf8),
                ]
            case .strings:
                [
                    Array("\u{1B}P+q544e\u{1B}\\dcs".utf8), Array("\u{1B}_Gf=100;AAAA\u{1B}\\apc".utf8),
                    Array("\u{1B}^private\u{1B}\\pm".utf8), Array("\u{1B}Xstring\u{1B}\\sos".utf8),
                ]
            case .escapes:
                [Array("\u{1B}creset".utf8), Array("\u{1B}7save\u{1B}8".utf8), Array("\u{1B}D\u{1B}Mindex".utf8), Array("end\u{1B}".utf8)]
            case .c0:
                [
                    Array("car\rriage".utf8), Array("bell\u{07}".utf8), Array("back\u{08}space".utf8), Array("nul\u{00}".utf8),
                    Array("tab\tbed".utf8), Array("del\u{7F}".utf8), Array("\u{0B}\u{0C}\u{1A}".utf8),
                ]
            case .c1:
                [
                    Array("\u{9B}1337;4242H".utf8), Array("\u{9D}0;title\u{9C}".utf8), Array("next\u{85}line".utf8),
                    Array("\u{90}q\u{9C}\u{9F}apc\u{9C}".utf8),
                ]
            case .invalidUTF8:
                [[0x9B, 0x32, 0x4A], [0x6F, 0x6B, 0xFF, 0xFE], [0xC0, 0xAF], [0xED, 0xA0, 0x80], [0x61, 0xE2, 0x80]]
            case .bidiOverrides:
                [Array("invoice\u{202E}fdp.exe".utf8), Array("\u{202A}a\u{202B}b\u{202C}\u{202D}c".utf8)]
            case .bidiIsolates:
                [Array("\u{2066}a\u{2069}".utf8), Array("\u{2067}b\u{2068}c\u{2069}".utf8)]
            case .bidiMarks:
                [Array("left\u{200E}".utf8), Array("\u{200F}right".utf8), Array("\u{061C}arabic".utf8), Array("a\u{200F}1\u{200E}2".utf8)]
            case .separators:
                [Array("one\u{2028}two".utf8), Array("para\u{2029}graph".utf8)]
            }
        }

        /// The payloads as text, decoded as the library decodes input (invalid UTF-8 becomes U+FFFD).
        public var texts: [String] { payloads.map { String(decoding: $0, as: UTF8.self) } }
    }

    /// What output may legitimately hold besides printable text.
    public enum Output: Sendable, Hashable {
        /// Lines of text (line mode, messages, a summary line): printable text and line feeds only.
        case text
        /// A renderer's frames: also CR and the CSI sequences the renderer writes (cursor moves,
        /// erasing, SGR, the cursor's visibility, synchronized updates), but none with the
        /// payloads' parameters 1337 or 4242.
        case screen
    }

    /// The bidi controls a terminal with a bidi algorithm obeys.
    static let bidiControls: Set<UInt32> = [0x061C, 0x200E, 0x200F, 0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069]

    /// What in `bytes` a terminal would obey (or that reorders text), described; empty when nothing.
    ///
    /// - Parameters:
    ///   - bytes: What was written to the terminal.
    ///   - output: What the output may hold besides printable text.
    /// - Returns: One description per finding, in order.
    public static func findings(in bytes: some Collection<UInt8>, as output: Output) -> [String] {
        guard let text = String(validating: Array(bytes), as: UTF8.self) else { return ["invalid UTF-8"] }
        var findings: [String] = []
        var scalars = Array(text.unicodeScalars)[...]
        while let scalar = scalars.popFirst() {
            let value = scalar.value
            switch value {
            case 0x1B:
                if let problem = escapeProblem(&scalars, output: output) { findings.append(problem) }
            case 0x0A:
                continue
            case 0x0D where output == .screen:
                continue
            case 0x00..<0x20, 0x7F:
                findings.append("C0 control U+\(hex(value))")
            case 0x80..<0xA0:
                findings.append("C1 control U+\(hex(value))")
            case 0x2028, 0x2029:
                findings.append("separator U+\(hex(value))")
            default:
                if bidiControls.contains(value) { findings.append("bidi control U+\(hex(value))") }
            }
        }
        return findings
    }

    /// Reads what follows an ESC; a description of what a terminal would obey, or nil for a
    /// renderer's own CSI sequence on a screen.
    private static func escapeProblem(_ scalars: inout ArraySlice<Unicode.Scalar>, output: Output) -> String? {
        guard let introducer = scalars.popFirst() else { return "lone ESC" }
        guard introducer == "[" else { return "ESC \(introducer.escaped(asASCII: true))" }
        var parameters = ""
        while let next = scalars.first, (0x20...0x3F).contains(next.value) {
            parameters.unicodeScalars.append(next)
            scalars.removeFirst()
        }
        guard let final = scalars.popFirst(), (0x40...0x7E).contains(final.value) else { return "CSI \(parameters) unfinished" }
        let sequence = "CSI \(parameters)\(final)"
        guard output == .screen else { return sequence }
        if parameters.contains("1337") || parameters.contains("4242") { return sequence }
        switch final {
        case "A", "B", "C", "D", "H", "J", "K", "X", "m":
            return parameters.allSatisfy { $0.isASCII && ($0.isNumber || $0 == ";" || $0 == ":") } ? nil : sequence
        case "h", "l":
            return parameters == "?25" || parameters == "?2026" ? nil : sequence
        default:
            return sequence
        }
    }

    private static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
