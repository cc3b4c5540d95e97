import SelectionScripting
import Testing

/// `SEL_DEFAULT_OPTS` and `SEL_DEFAULT_OPTS_FILE`: splitting into words as a shell does.
@Suite struct ShellWordsTests {
    @Test(arguments: [
        ("", []),
        ("  \t\n ", []),
        ("--height 10", ["--height", "10"]),
        ("--prompt '> ' --header=\"a b\"", ["--prompt", "> ", "--header=a b"]),
        (#"--header "say \"hi\" \\ \$HOME \` \x""#, ["--header", #"say "hi" \ $HOME ` \x"#]),
        (#"a\ b c\'d"#, ["a b", "c'd"]),
        ("'it''s' \"\" ''", ["its", "", ""]),
        ("--bind 'ctrl-a:select-all+accept' # defaults for every list\n--multi", ["--bind", "ctrl-a:select-all+accept", "--multi"]),
        ("a#b #c d\ne", ["a#b", "e"]),
        ("one\\\ntwo \"three\\\nfour\"", ["onetwo", "threefour"]),
        ("$HOME ~ *", ["$HOME", "~", "*"]),
        ("'multi\nline'", ["multi\nline"]),
    ])
    func splitsAsAShellDoes(text: String, words: [String]) throws {
        #expect(try ShellWords.split(text) == words)
    }

    @Test(arguments: [
        ("--title 'abc", ShellWords.Problem(reason: "unterminated single quote", position: 9)),
        ("--title \"abc", ShellWords.Problem(reason: "unterminated double quote", position: 9)),
        ("--title \"abc\\\"", ShellWords.Problem(reason: "unterminated double quote", position: 9)),
        ("abc\\", ShellWords.Problem(reason: "ends with a backslash", position: 4)),
        // A quote sharing a character with the prepended mark before it (ShellWordsFuzzer): the third.
        ("\u{FFFD}\u{81}\u{605}'", ShellWords.Problem(reason: "unterminated single quote", position: 3)),
    ])
    func malformedTextIsAProblemAtAPosition(text: String, problem: ShellWords.Problem) {
        #expect(throws: problem) { try ShellWords.split(text) }
    }

    @Test func problemsReadAsOneLine() {
        #expect("\(ShellWords.Problem(reason: "unterminated single quote", position: 9))" == "unterminated single quote (at character 9)")
    }

    /// A quote, a blank or a backslash followed by a combining mark is still one (a shell reads
    /// bytes); read by Character, `'\u{301}'` was one word `'́'` with its quotes, and the words
    /// did not survive being quoted again (found while writing ShellWordsFuzzer's round trip).
    @Test(arguments: [
        ("'\u{301}'", ["\u{301}"]),
        ("a \u{301}b", ["a", "\u{301}b"]),
        ("\"x\"\u{301}", ["x\u{301}"]),
        ("\\\u{301}", ["\u{301}"]),
        ("a\\\r\nb", ["ab"]),
        ("#\u{301} c\r\nd", ["d"]),
    ])
    func quotesAndBlanksBeforeCombiningMarksStillCount(text: String, words: [String]) throws {
        #expect(try ShellWords.split(text) == words)
    }

    @Test func positionsCountCharacters() {
        #expect(throws: ShellWords.Problem(reason: "unterminated single quote", position: 3)) { try ShellWords.split("e\u{301}\u{301} 'x") }
    }
}
