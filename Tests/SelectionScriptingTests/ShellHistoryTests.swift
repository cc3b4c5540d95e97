import SelectionScripting
import Testing

/// The shells' history formats read for CTRL-R: newest first, each command once (with the time
/// of its newest copy), multi-line commands whole, each shell's escapes undone, and any bytes read without a trap.
@Suite struct ShellHistoryTests {
    private typealias Entry = ShellHistory.Entry

    private func entries(_ text: String, _ format: ShellHistory.Format) -> [Entry] {
        ShellHistory(parsing: Array(text.utf8), format: format).entries
    }

    private func entry(_ command: String, _ time: Int64? = nil) -> Entry {
        Entry(command: Array(command.utf8)[...], time: time)
    }

    @Test func bashFileWithTimesKeepsMultiLineCommandsAndFoldsRepeats() {
        let text = "#1700000000\nmake\n#1700000100\nfor x in a b; do\n  echo $x\ndone\n\n#1700000200\nmake\n#1700000300\nls -l\n"
        #expect(
            entries(text, .bash) == [
                entry("ls -l", 1_700_000_300), entry("make", 1_700_000_200), entry("for x in a b; do\n  echo $x\ndone", 1_700_000_100),
            ])
    }

    @Test func bashFileWithoutTimesIsOneCommandALine() {
        #expect(entries("cd /tmp\nls\ncd /tmp\n#not a time\n", .bash) == [entry("#not a time"), entry("cd /tmp"), entry("ls")])
        // Lines before the first time are commands of their own; a time stays with its command.
        #expect(
            entries("old one\nold two\n#1700000000\nnew\nsecond line", .bash) == [
                entry("new\nsecond line", 1_700_000_000), entry("old two"), entry("old one"),
            ])
    }

    @Test func bashListingIsNewestFirstAlready() {
        let text = "\t echo three\n\t*echo edited\n\t for x in a; do\n  echo $x\ndone\n\t echo three\n"
        #expect(entries(text, .bashListing) == [entry("echo three"), entry("echo edited"), entry("for x in a; do\n  echo $x\ndone")])
    }

    @Test func zshExtendedHistoryWithContinuationsAndMeta() {
        var bytes = Array(": 1700000000:0;echo two\\\necho three\n: 1700000005:3;make\n".utf8)
        // `echo \u{83}\u{9B} é` metafied: 0x83 0xA3, 0x83 0xBB; é stays.
        bytes += Array(": 1700000010:0;echo ".utf8) + [0x83, 0xA3, 0x83, 0xBB] + Array(" é\n".utf8)
        // A command ending in a backslash is written with a space after it.
        bytes += Array(": 1700000020:0;ends in \\ \n: 1700000030:0;make\n".utf8)
        let history = ShellHistory(parsing: bytes, format: .zsh)
        #expect(
            history.entries == [
                entry("make", 1_700_000_030), entry("ends in \\", 1_700_000_020),
                Entry(command: (Array("echo ".utf8) + [0x83, 0x9B] + Array(" é".utf8))[...], time: 1_700_000_010),
                entry("echo two\necho three", 1_700_000_000),
            ])
        #expect(history.hasTimes)
    }

    @Test func zshPlainHistoryHasNoTimes() {
        let history = ShellHistory(parsing: Array("ls\n\\: not extended\necho a\\\nb\n".utf8), format: .zsh)
        #expect(history.entries == [entry("echo a\nb"), entry(": not extended"), entry("ls")])
        #expect(!history.hasTimes)
    }

    @Test func fishHistoryWithEscapesAndPaths() {
        let text = """
            - cmd: echo one\\ntwo
              when: 1700000000
            - cmd: cd src
              when: 1700000100
              paths:
                - src
            - cmd: printf '\\\\n'
              when: 1700000200
            - cmd: cd src
              when: 1700000050
            garbage line
            - cmd: kept \\x as is
              when: nonsense

            """
        #expect(
            entries(text, .fish) == [
                entry("kept \\x as is"), entry("cd src", 1_700_000_050), entry("printf '\\n'", 1_700_000_200),
                entry("echo one\ntwo", 1_700_000_000),
            ])
    }

    @Test func controlBytesStayInTheCommandAndNULCommandsAreLeftOut() {
        let escape = "echo \u{1B}[31mred\u{1B}]0;title\u{07} \r"
        #expect(entries("#1700000000\n\(escape)\n#1700000001\nbad\u{0}nul\n", .bash) == [entry(escape, 1_700_000_000)])
        #expect(entries("- cmd: \(escape)\n  when: 1\n", .fish) == [entry(escape, 1)])
    }

    @Test func timesThatDoNotFitAreNone() {
        #expect(entries(": 99999999999999999999999:0;ls\n", .zsh) == [entry("ls")])
        #expect(entries("#99999999999999999999999\nls\n", .bash) == [entry("ls")])
        #expect(entries(": :0;x\n:\n: 12\n", .zsh) == [entry("x")])
    }

    @Test(
        arguments: [
            (0, "0s"), (59, "59s"), (60, "1m"), (3_599, "59m"), (3_600, "1h"), (86_399, "23h"), (86_400, "1d"), (604_799, "6d"),
            (604_800, "1w"), (31_535_999, "52w"), (31_536_000, "1y"), (4_000_000_000, "99y"), (-5, "0s"),
        ] as [(Int64, String)])
    func agesAreShort(seconds: Int64, age: String) {
        #expect(ShellHistory.age(of: 1_700_000_000 - seconds, at: 1_700_000_000) == age)
    }

    @Test func extremeTimesDoNotTrap() {
        #expect(ShellHistory.age(of: Int64.min, at: Int64.max) == "99y")
        #expect(ShellHistory.age(of: Int64.max, at: Int64.min) == "0s")
    }

    /// Every format reads any bytes without a trap: every byte value, and every prefix of a
    /// history holding each format's special bytes.
    @Test(arguments: ShellHistory.Format.allCases)
    func anyBytesAreReadWithoutATrap(format: ShellHistory.Format) {
        let special: [UInt8] = [0x0A, 0x5C, 0x83, 0x3A, 0x3B, 0x23, 0x09, 0x20, 0x2D, 0x00, 0xFF, 0x31]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<300 {
            let bytes = (0..<Int.random(in: 0..<64, using: &generator)).map { _ in
                Bool.random(using: &generator)
                    ? special.randomElement(using: &generator) ?? 0 : UInt8.random(in: 0...255, using: &generator)
            }
            let history = ShellHistory(parsing: bytes, format: format)
            #expect(history.entries.allSatisfy { !$0.command.isEmpty && !$0.command.contains(0) })
        }
        let sample = Array("#1\n: 1:2;a\\\n- cmd: b\\\\\\n\n  when: 3\n\t c\n".utf8) + [0x83]
        for end in 0...sample.count {
            _ = ShellHistory(parsing: Array(sample[..<end]), format: format)
        }
    }
}
