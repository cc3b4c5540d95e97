import SelectionScripting
import Testing

/// Reading a history from its end (`ShellHistory.NewestFirst`) gives what reading it forwards
/// and folding gives (`ShellHistoryOracle`), for random histories made of each format's special
/// lines, and the first commands come without the rest being read.
@Suite struct ShellHistoryNewestFirstTests {
    /// Lines each format treats specially, and bytes that are special within them.
    private static let pieces: [ShellHistory.Format: [String]] = [
        .bash: ["#1700000000", "#17000000x", "#", "ls", "make", "", "  indented", "a\\", "#99999999999999999999999", "\u{0}", "ls"],
        .bashListing: ["\t ls", "\t*make", "\tmake", "\t", "continued", "", "\t ls", "x\u{0}"],
        .zsh: [
            ": 1700000000:0;ls", ": 1700000001:0;make\\", "ls\\", "make", "\\: not", ": 12", ": :0;x", "ends \\ ", "\\", "",
            ": 1700000002:0;ls",
        ],
        .fish: [
            "- cmd: ls", "- cmd: make\\\\n", "  when: 1700000000", "  when: x", "  paths:", "    - src", "garbage", "",
            "- cmd", "- cmd: ls", "  when: 1700000005",
        ],
    ]

    @Test(arguments: ShellHistory.Format.allCases)
    func readingFromTheEndAgreesWithReadingForwards(format: ShellHistory.Format) {
        var generator = SystemRandomNumberGenerator()
        let pieces = Self.pieces[format] ?? []
        for _ in 0..<2_000 {
            let count = Int.random(in: 0..<12, using: &generator)
            var text = (0..<count).map { _ in pieces.randomElement(using: &generator) ?? "" }.joined(separator: "\n")
            if Bool.random(using: &generator) { text += "\n" }
            let bytes = Array(text.utf8)
            let read = Array(ShellHistory.NewestFirst(bytes, format: format))
            let expected = ShellHistoryOracle.entries(bytes, format)
            #expect(read == expected, "\(text.debugDescription)")
            if read != expected { return }
        }
    }

    /// The newest commands read from a tail are those the whole history gives first, wherever
    /// the tail is cut.
    @Test(arguments: [ShellHistory.Format.bash, .zsh, .fish])
    func theNewestFromATailAreTheNewestOfTheWhole(format: ShellHistory.Format) {
        var generator = SystemRandomNumberGenerator()
        let pieces = Self.pieces[format] ?? []
        var found = 0
        for _ in 0..<300 {
            let count = Int.random(in: 0..<16, using: &generator)
            let text = (0..<count).map { _ in pieces.randomElement(using: &generator) ?? "" }.joined(separator: "\n") + "\n"
            let bytes = Array(text.utf8)
            let whole = Array(ShellHistory.NewestFirst(bytes, format: format))
            for cut in 0...bytes.count {
                let newest = ShellHistory.newest(4, inTail: bytes[cut...], format: format)
                #expect(newest == Array(whole.prefix(newest.count)), "\(text.debugDescription) cut at \(cut)")
                found += newest.count
            }
        }
        #expect(found > 0)
    }

    @Test func aTailOfALongHistoryGivesItsNewest() {
        var text = ""
        for index in 0..<1_000 { text += ": \(1_700_000_000 + index):0;command \(index)\n" }
        let bytes = Array(text.utf8)
        let newest = ShellHistory.newest(128, inTail: bytes[(bytes.count - 8_192)...], format: .zsh)
        #expect(newest == Array(ShellHistory.NewestFirst(bytes, format: .zsh).prefix(128)))
        #expect(newest.count == 128)
        #expect(ShellHistory.newest(128, inTail: bytes[...], format: .bashListing).isEmpty)
    }

    @Test func theNewestComesFirstAndRepeatsOnce() {
        var text = ""
        for index in 0..<10_000 { text += ": \(1_700_000_000 + index):0;command \(index % 5_000)\n" }
        var commands = ShellHistory.NewestFirst(Array(text.utf8), format: .zsh)
        #expect(commands.next() == ShellHistory.Entry(command: Array("command 4999".utf8)[...], time: 1_700_009_999))
        #expect(commands.next()?.time == 1_700_009_998)
        #expect(Array(commands).count == 4_998)
    }
}
