import Foundation
import Testing

/// `sel filter` end to end: the built binary, real standard streams, exit statuses.
@Suite struct FilterCommandTests {
    func filter(_ arguments: [String], _ input: [UInt8]) throws -> SelProcess.Result {
        try SelProcess.run(["filter"] + arguments, input: input)
    }

    func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    @Test func printsMatchesBestFirst() throws {
        let result = try filter(["--query", "fb"], bytes("foobar\nfoo-bar\nxyz\nfoo bar\nfooBar\n"))
        #expect(result == .init(status: 0, output: bytes("foo bar\nfooBar\nfoo-bar\nfoobar\n"), errors: ""))
    }

    @Test func printsLinesByteForByteIncludingInvalidUTF8AndControls() throws {
        // Invalid bytes, an escape sequence, a NUL and a carriage return all come back as read.
        let invalidAfter: [UInt8] = [0x78, 0x61, 0x62, 0xFF]
        let invalidInside: [UInt8] = [0x61, 0x62, 0xFE, 0x80]
        let controls = bytes("\u{1B}[31mab\u{0}x\r")
        let input = invalidAfter + [0x0A] + controls + [0x0A] + bytes("zzz\n") + invalidInside + [0x0A]
        let result = try filter(["--query", "ab"], input)
        #expect(result.status == 0)
        #expect(result.output == invalidInside + [0x0A] + invalidAfter + [0x0A] + controls + [0x0A])
    }

    @Test func noMatchExitsOneWithNoOutput() throws {
        #expect(try filter(["--query", "qqq"], bytes("abc\n")) == .init(status: 1, output: [], errors: ""))
    }

    @Test func emptyInputExitsOne() throws {
        #expect(try filter(["--query", "a"], []) == .init(status: 1, output: [], errors: ""))
        #expect(try filter(["--query", ""], []) == .init(status: 1, output: [], errors: ""))
    }

    @Test func emptyQueryPrintsEveryLineInOrder() throws {
        #expect(try filter(["--query", ""], bytes("b\na\n\nc")).output == bytes("b\na\n\nc\n"))
    }

    @Test(arguments: [
        ["--query", "a", "--tiebreak", "size"],
        ["--query", "a", "--limit", "-1"],
        ["--query", "a", "--bogus"],
        [],
        ["--query"],
    ])
    func usageErrorsExitTwoWithAMessage(_ arguments: [String]) throws {
        let result = try filter(arguments, bytes("a\n"))
        #expect(result.status == 2)
        #expect(result.output.isEmpty)
        #expect(result.errors.hasPrefix("sel filter: "))
    }

    @Test func unreadableInputExitsTwoWithAMessage() throws {
        let result = try SelProcess.run(["filter", "--query", "a"], standardInput: "/")
        #expect(result.status == 2)
        #expect(result.output.isEmpty)
        #expect(result.errors == "sel filter: cannot read standard input: Is a directory\n")
    }

    @Test func crlfLinesAndAMissingFinalNewline() throws {
        let result = try filter(["--query", "ab"], bytes("xab\r\nab\r\nabc"))
        #expect(result.output == bytes("ab\r\nabc\nxab\r\n"))
        // "ab$" ignores the trailing carriage return, as fzf's suffix match skips white space.
        #expect(try filter(["--query", "ab$"], bytes("xab\r\nab\r\nabc")).output == bytes("ab\r\nxab\r\n"))
    }

    @Test func megabyteLineIsMatchedAndPrintedWhole() throws {
        let long = bytes("start ") + [UInt8](repeating: 0x78, count: 1 << 20) + bytes(" needle end")
        let input = bytes("short needle\n") + long + bytes("\nnothing\n")
        let result = try filter(["--query", "needle"], input)
        #expect(result.status == 0)
        #expect(result.output == bytes("short needle\n") + long + bytes("\n"))
    }

    @Test func nulDelimitedInputAndOutput() throws {
        let input = bytes("one\ntwo\u{0}three\u{0}tw\u{0}")
        #expect(try filter(["--read0", "--print0", "--query", "tw"], input).output == bytes("tw\u{0}one\ntwo\u{0}"))
        #expect(try filter(["--read0", "--query", "tw"], input).output == bytes("tw\none\ntwo\n"))
        #expect(try filter(["--print0", "--query", "o"], bytes("one\ntwo\n")).output == bytes("one\u{0}two\u{0}"))
    }

    @Test func limitPrintsOnlyTheBest() throws {
        let result = try filter(["--limit", "2", "--query", "a"], bytes("xa\na\nya\nba\n"))
        #expect(result == .init(status: 0, output: bytes("a\nxa\n"), errors: ""))
    }

    @Test func exactMatchesSubstrings() throws {
        #expect(try filter(["--exact", "--query", "ab"], bytes("a-b\nxaby\n")).output == bytes("xaby\n"))
        #expect(try filter(["--exact", "--query", "'ab"], bytes("a-b\nxaby\n")).output == bytes("a-b\nxaby\n"))
    }

    @Test(arguments: [
        ("length", "y ab\nab yyyy\nyy ab y\n"),
        ("index", "ab yyyy\ny ab\nyy ab y\n"),
        ("begin", "ab yyyy\ny ab\nyy ab y\n"),
        ("end", "y ab\nyy ab y\nab yyyy\n"),
    ])
    func tiebreaks(_ criterion: String, _ expected: String) throws {
        let result = try filter(["--tiebreak", criterion, "--query", "ab"], bytes("ab yyyy\ny ab\nyy ab y\n"))
        #expect(result.output == bytes(expected))
    }

    @Test func extendedSyntax() throws {
        let input = bytes("src/main.swift\nsrc/main.go\ntests/main_test.go\nREADME.md\n")
        #expect(try filter(["--query", "^src .go$ | .md$"], input).output == bytes("src/main.go\n"))
        #expect(try filter(["--query", "main !test"], input).output == bytes("src/main.go\nsrc/main.swift\n"))
        #expect(try filter(["--query", "-x"], bytes("a-x\nab\n")).output == bytes("a-x\n"))
    }
}
