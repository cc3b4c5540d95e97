import SelectionCore
import SelectionTesting
import Testing

@testable import SelectionTerminal

/// `--ansi` input: SGR sequences become style runs, every other sequence is taken out, and what
/// remains is what fzf prints for the line.
@Suite struct ANSITextTests {
    private func parse(_ text: String) -> ANSIText { ANSIText(parsing: Array(text.utf8)) }
    private func text(_ line: ANSIText) -> String { String(decoding: line.bytes, as: UTF8.self) }
    private func runs(_ line: ANSIText) -> [String] { line.runs.map(\.description) }

    @Test func plainLinesAreUnchanged() {
        let line = ANSIText(parsing: [0x61, 0xFF, 0x09, 0x62])
        #expect(line.bytes == [0x61, 0xFF, 0x09, 0x62])
        #expect(line.runs == [])
        #expect(line.isPlain)
        #expect(line.segments.map(\.text) == ["a\u{FFFD}\tb"])
    }

    @Test func gitBranchColourIsAGreenRun() {
        let line = parse("* \u{1B}[32mmain\u{1B}[m")
        #expect(text(line) == "* main")
        #expect(runs(line) == ["2..<6 fg:green"])
        #expect(line.segments.map(\.text) == ["* ", "main"])
        #expect(line.segments.map(\.style) == [.plain, Style(foreground: .ansi(.green))])
        #expect(line.endStyle == .plain)
    }

    @Test(arguments: [
        ("\u{1B}[1mx", "bold"), ("\u{1B}[2mx", "dim"), ("\u{1B}[3mx", "italic"), ("\u{1B}[4mx", "underline"),
        ("\u{1B}[4:3mx", "underline"), ("\u{1B}[21mx", "underline"), ("\u{1B}[7mx", "reverse"), ("\u{1B}[9mx", "strikethrough"),
        ("\u{1B}[31mx", "fg:red"), ("\u{1B}[97mx", "fg:brightWhite"), ("\u{1B}[44mx", "bg:blue"), ("\u{1B}[101mx", "bg:brightRed"),
        ("\u{1B}[38;5;208mx", "fg:208"), ("\u{1B}[48;5;17mx", "bg:17"), ("\u{1B}[38:5:208mx", "fg:208"),
        ("\u{1B}[38;2;255;128;0mx", "fg:#ff8000"), ("\u{1B}[48:2::1:2:3mx", "bg:#010203"), ("\u{1B}[48:2:1:2:3mx", "bg:#010203"),
        ("\u{1B}[01;04;38;5;196;48;5;236mx", "fg:196 bg:236 bold underline"),
        ("\u{1B}[1;31m\u{1B}[22;39mx", "plain"), ("\u{1B}[1;3;4;7;9m\u{1B}[23;24;27;29mx", "bold"),
        ("\u{1B}[31;44m\u{1B}[39mx", "bg:blue"), ("\u{1B}[31;44m\u{1B}[49mx", "fg:red"), ("\u{1B}[1;31m\u{1B}[0mx", "plain"),
        ("\u{1B}[1;31m\u{1B}[mx", "plain"), ("\u{1B}[1;31m\u{1B}[;4mx", "underline"), ("\u{1B}[4m\u{1B}[4:0mx", "plain"),
        ("\u{1B}[5;8;53mx", "plain"), ("\u{1B}[58;5;3;1mx", "bold"), ("\u{1B}[58:2::1:2:3;1mx", "bold"),
    ])
    func sgrParameters(input: String, style: String) {
        let line = parse(input)
        #expect(text(line) == "x")
        #expect((line.runs.first?.style ?? .plain).description == style)
    }

    @Test(arguments: [
        "\u{1B}[38;5;256mx", "\u{1B}[38;5mx", "\u{1B}[38;2;1;2mx", "\u{1B}[38;2;1;2;300mx", "\u{1B}[38;7;1mx", "\u{1B}[38mx",
        "\u{1B}[99999999999999999999999mx", "\u{1B}[?1;31mx",
    ])
    func malformedOrPrivateColoursChangeNothing(input: String) {
        let line = parse(input)
        #expect(text(line) == "x")
        #expect(line.runs == [])
    }

    @Test func runsMergeAndSplitWhereTheStyleChanges() {
        let line = parse("\u{1B}[31mab\u{1B}[31mcd\u{1B}[1mef\u{1B}[0mgh\u{1B}[7m")
        #expect(text(line) == "abcdefgh")
        #expect(runs(line) == ["0..<4 fg:red", "4..<6 fg:red bold"])
        #expect(line.endStyle == Style(attributes: .reverse))
        #expect(line.segments.map(\.text) == ["abcd", "ef", "gh"])
    }

    @Test func lsColoursWithResetsAndEmptyParameters() {
        // `ls --color=always` on a directory and a symlink.
        let line = parse("\u{1B}[0m\u{1B}[01;34mdir\u{1B}[0m  \u{1B}[01;36mlink\u{1B}[0m")
        #expect(text(line) == "dir  link")
        #expect(runs(line) == ["0..<3 fg:blue bold", "5..<9 fg:cyan bold"])
    }

    /// The expected texts are what `fzf --ansi --filter ''` prints for the same lines (fzf 0.74.5).
    @Test(arguments: [
        ("a\u{1B}[2Jb", "ab"), ("a\u{1B}[10;10Hb", "ab"), ("a\u{1B}[?1049hb", "ab"), ("a\u{1B}[6nb", "ab"),
        ("a\u{1B}]0;pwned\u{07}b", "ab"), ("a\u{1B}]0;pwned\u{1B}\\b", "ab"), ("a\u{1B}]52;c;cm0gLXJmIH4K\u{07}b", "ab"),
        ("a\u{1B}]0;ti\ttle\u{07}b", "ab"), ("\u{1B}]8;;https://evil.example\u{1B}\\click\u{1B}]8;;\u{1B}\\", "click"),
        ("a\u{1B}cb", "ab"), ("a\u{1B}7\u{1B}8b", "ab"), ("a\u{1B}(Bb", "ab"), ("a\u{1B}=b", "ab"), ("a\u{0E}b\u{0F}", "ab"),
        // Broken or unknown escapes lose the ESC and the character after it, as in fzf.
        ("a\u{1B}[31", "a31"), ("a\u{1B}[ qb", "a qb"), ("a\u{1B}[>4;2mb", "a>4;2mb"), ("a\u{1B}[3\u{1B}[1mm", "a3m"),
        ("a\u{1B}\u{1B}[1mb", "a[1mb"), ("a\u{1B}P+q544e\u{1B}\\b", "a+q544e"), ("a\u{1B}_Gf=100;AAAA\u{1B}\\b", "aGf=100;AAAA"),
        ("a\u{1B}]8;;u\u{1B}b", "a8;;u"), ("x\u{1B}éy", "xy"),
        // Overstrike: a character and the backspace after it go.
        ("b\u{08}bold", "bold"), ("\u{1B}[1mb\u{08}b", "b"), ("é\u{08}x", "x"),
    ])
    func otherSequencesAreTakenOutOfTheTextAsFzfDoes(input: String, expected: String) {
        let line = parse(input)
        #expect(text(line) == expected)
    }

    @Test func aLoneEscapeAtTheEndStaysAndIsDrawnAsAPlaceholder() {
        let line = parse("end\u{1B}")
        #expect(line.bytes == Array("end\u{1B}".utf8))
        var frame = Buffer(width: 8, height: 1)
        frame.write(line.segments[0].text, at: Point(x: 0, y: 0))
        #expect(frame.lines == ["end␛    "])
    }

    @Test func whatRemainsNeverHoldsAWholeSequence() {
        // Seeded random lines made of the bytes sequences are made of: the output holds no ESC
        // but a last one (or one before a newline), and parsing it again changes nothing.
        var random = SeededRandom(seed: 16)
        let alphabet: [UInt8] = [
            0x1B, 0x1B, 0x1B, 0x5B, 0x5D, 0x28, 0x5C, 0x3B, 0x3A, 0x3F, 0x30, 0x31, 0x38, 0x6D, 0x48, 0x07, 0x08, 0x0E, 0x61,
            0xC3, 0xA9, 0x0A, 0x20,
        ]
        for _ in 0..<5_000 {
            let length = Int(random.next() % 24)
            let input = (0..<length).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] }
            let line = ANSIText(parsing: input)
            let escapes = line.bytes.indices.filter { line.bytes[$0] == 0x1B }
            #expect(escapes.allSatisfy { $0 == line.bytes.count - 1 || line.bytes[$0 + 1] == 0x0A }, "\(input)")
            var previous = 0
            for run in line.runs {
                #expect(run.range.lowerBound >= previous && !run.range.isEmpty && run.range.upperBound <= line.bytes.count, "\(input)")
                #expect(!run.style.isPlain)
                previous = run.range.upperBound
            }
        }
    }

    @Test(arguments: [
        "end\u{1B}", "a\u{1B}[31", "a\u{1B}]0;title", "a\u{1B}]0;ti\ntle\u{07}", "a\u{1B}]0;x\u{1B}b", "a\u{1B}[3\u{1B}[1mb",
        "a\u{1B}\u{01}b", "a\u{9B}31mb", "a\u{1B}[31\u{7F}mb",
    ])
    func brokenSequencesAreDrawnSafely(input: String) {
        let line = parse(input)
        // What is left of a broken sequence is sanitised when drawn.
        #expect(!line.bytes.isEmpty)
        for (text, _) in line.segments {
            var frame = Buffer(width: 40, height: 1)
            frame.write(text, at: Point(x: 0, y: 0))
            let cells = (0..<frame.width).map { frame[$0, 0] }
            #expect(cells.allSatisfy { Sanitiser.isSafe($0.character) }, "\(input.debugDescription)")
        }
    }

    @Test func aNestedEscapeBreaksTheOuterSequenceOnly() {
        // `ESC [ 3` is broken by the ESC that starts `ESC [ 1 m`: `ESC [` goes, as in fzf, and the second sequence applies.
        let line = parse("a\u{1B}[3\u{1B}[1mb")
        #expect(line.bytes == Array("a3b".utf8))
        #expect(runs(line) == ["2..<3 bold"])
    }

    @Test func hostilePayloadsInsideColouredInputShowTheColoursNotThePayload() {
        let payloads = HostileLabelTests.labels.filter { $0.text.utf8.count < 100_000 }
        for (name, payload) in payloads {
            let line = parse("\u{1B}[1;31mred \u{1B}[0m" + payload + "\u{1B}[32m green\u{1B}[0m")
            let drawn = String(decoding: line.bytes, as: UTF8.self)
            #expect(drawn.hasPrefix("red "), "\(name)")
            // A payload that ends in a lone ESC takes the next character with it, as in fzf: `ESC ESC` goes, `[32m green` shows.
            let endsInEscape = payload.unicodeScalars.last == "\u{1B}"
            #expect(drawn.hasSuffix(endsInEscape ? "[32m green" : " green"), "\(name)")
            #expect(line.runs.first == ANSIText.Run(range: 0..<4, style: Style(foreground: .ansi(.red), attributes: .bold)), "\(name)")
            if !endsInEscape { #expect(line.runs.last?.style == Style(foreground: .ansi(.green)), "\(name)") }
            var frame = Buffer(width: 80, height: 1)
            var x = 0
            for (text, style) in line.segments { x = frame.write(text, at: Point(x: x, y: 0), style: style) }
            let cells = (0..<frame.width).map { frame[$0, 0] }
            #expect(cells.allSatisfy { Sanitiser.isSafe($0.character) }, "\(name)")
            var renderer = Renderer(mode: .inline, capability: .trueColour)
            var terminal = RendererTestTerminal(width: 80, height: 1)
            _ = show(frame, with: &renderer, on: &terminal)
            #expect(terminal.violations == [], "\(name)")
            #expect(frame[0, 0].style == Style(foreground: .ansi(.red), attributes: .bold), "\(name)")
        }
    }

    @Test func theMegabyteLineParsesInOnePass() {
        let payload = String(repeating: "\u{1B}]52;c;AAAA\u{07}\u{1B}[31mx\u{1B}[2J", count: 50_000)
        let line = parse(payload)
        #expect(line.bytes.count == 50_000)
        #expect(runs(line) == ["0..<50000 fg:red"])
    }

    @Test func droppingColoursKeepsTheAttributes() {
        let line = parse("\u{1B}[1;31ma\u{1B}[22mb\u{1B}[4;32mc\u{1B}[44md").droppingColours()
        #expect(runs(line) == ["0..<1 bold", "2..<4 underline"])
        #expect(text(line) == "abcd")
    }
}
