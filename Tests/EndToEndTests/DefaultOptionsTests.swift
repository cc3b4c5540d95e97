import Foundation
import Testing

@testable import sel

/// `SEL_DEFAULT_OPTS` and `SEL_DEFAULT_OPTS_FILE`: the merge (defaults first, the command line
/// wins) and the errors (status 2, naming the source); the splitting is ShellWordsTests'.
@Suite struct DefaultOptionsTests {
    private func read(_ environment: [String: String], files: [String: String] = [:]) throws(DefaultOptions.Failure) -> DefaultOptions {
        try DefaultOptions.read(environment: environment) { path in
            guard let text = files[path] else { throw DefaultOptions.Failure(description: "no such file") }
            return text
        }
    }

    @Test func theFileComesFirstThenTheVariable() throws {
        let defaults = try read(
            ["SEL_DEFAULT_OPTS_FILE": "/d", "SEL_DEFAULT_OPTS": "--height 5"], files: ["/d": "--height 10\n--prompt '> '\n"])
        #expect(defaults.words == ["--height", "10", "--prompt", "> ", "--height", "5"])
        #expect(defaults.name == "SEL_DEFAULT_OPTS_FILE (/d) or SEL_DEFAULT_OPTS")
    }

    @Test func theCommandLineComesAfterTheDefaultsForChooseOnly() throws {
        let defaults = try read(["SEL_DEFAULT_OPTS": "--height 10"])
        #expect(defaults.arguments(merging: ["choose", "--height", "5", "a"]) == ["choose", "--height", "10", "--height", "5", "a"])
        #expect(defaults.arguments(merging: ["filter", "--query", "a"]) == ["filter", "--query", "a"])
        #expect(defaults.arguments(merging: []) == [])
        #expect(try read([:]).arguments(merging: ["choose", "a"]) == ["choose", "a"])
        #expect(try read(["SEL_DEFAULT_OPTS": "  "]).sources == [])
    }

    @Test func failuresNameTheirSource() {
        #expect(throws: DefaultOptions.Failure(description: "SEL_DEFAULT_OPTS: unterminated single quote (at character 9)")) {
            try read(["SEL_DEFAULT_OPTS": "--title 'x"])
        }
        #expect(throws: DefaultOptions.Failure(description: "SEL_DEFAULT_OPTS_FILE (/d): unterminated double quote (at character 1)")) {
            try read(["SEL_DEFAULT_OPTS_FILE": "/d"], files: ["/d": "\"x"])
        }
        #expect(throws: DefaultOptions.Failure(description: "SEL_DEFAULT_OPTS_FILE (/none): cannot read the file: no such file")) {
            try read(["SEL_DEFAULT_OPTS_FILE": "/none"])
        }
        #expect(throws: DefaultOptions.Failure(description: "SEL_DEFAULT_OPTS: \"--\" is not allowed: defaults hold options, not items")) {
            try read(["SEL_DEFAULT_OPTS": "--multi -- a"])
        }
    }
}

@Suite struct SubcommandSuggestionTests {
    private let commands = ["choose", "confirm", "filter", "wheel", "keys", "demo"]

    @Test(arguments: [
        ("chose", "unknown command 'chose': did you mean 'choose'?"),
        ("chosoe", "unknown command 'chosoe': did you mean 'choose'?"),
        ("Choose", "unknown command 'Choose': did you mean 'choose'?"),
        ("confrim", "unknown command 'confrim': did you mean 'confirm'?"),
        ("fitler", "unknown command 'fitler': did you mean 'filter'?"),
        ("key", "unknown command 'key': did you mean 'keys'?"),
        ("dem", "unknown command 'dem': did you mean 'demo'?"),
        ("deploy", "unknown command 'deploy' (commands: choose, confirm, filter, wheel, keys, demo)"),
        ("a\u{1B}[2J", "unknown command 'a␛[2J' (commands: choose, confirm, filter, wheel, keys, demo)"),
    ])
    func typosGetTheNearestCommand(word: String, message: String) {
        #expect(SubcommandSuggestion.message(for: word, commands: commands) == message)
    }

    @Test(arguments: ["choose", "--help", "-h", "help", "--version"])
    func commandsAndOptionsAreNotTypos(word: String) {
        #expect(SubcommandSuggestion.message(for: word, commands: commands) == nil)
    }

    @Test func editDistanceCountsASwapAsOne() {
        #expect(SubcommandSuggestion.editDistance("chose", "choose") == 1)
        #expect(SubcommandSuggestion.editDistance("cohose", "choose") == 1)
        #expect(SubcommandSuggestion.editDistance("", "keys") == 4)
        #expect(SubcommandSuggestion.editDistance("wheel", "wheel") == 0)
    }
}

/// The same rules through the built binary: the status and the one message on standard error.
@Suite struct DefaultOptionsCommandTests {
    private func sel(_ environment: [String: String], _ arguments: [String], input: String = "") throws -> SelProcess.Result {
        let assignments = environment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        return try SelProcess.run(
            executable: URL(fileURLWithPath: "/usr/bin/env"),
            ["-u", "SEL_DEFAULT_OPTS", "-u", "SEL_DEFAULT_OPTS_FILE"] + assignments
                + [SelProcess.binary().path] + arguments, input: Array(input.utf8))
    }

    @Test func theCommandLineWinsOverTheDefaults() throws {
        let result = try sel(["SEL_DEFAULT_OPTS": "--select-if-one --output index"], ["choose", "--output", "label", "only"])
        #expect(result == SelProcess.Result(status: 0, output: Array("only\n".utf8), errors: ""))
        let defaultsOnly = try sel(["SEL_DEFAULT_OPTS": "--select-if-one --output index"], ["choose", "only"])
        #expect(defaultsOnly == SelProcess.Result(status: 0, output: Array("0\n".utf8), errors: ""))
    }

    @Test func aMalformedDefaultIsAUsageErrorWithStatus2() throws {
        let result = try sel(["SEL_DEFAULT_OPTS": "--title 'unterminated"], ["choose", "a"])
        #expect(
            result
                == SelProcess.Result(
                    status: 2, output: [], errors: "sel choose: SEL_DEFAULT_OPTS: unterminated single quote (at character 9)\n"))
    }

    @Test func anUnknownOptionInTheDefaultsIsBlamedOnThem() throws {
        let result = try sel(["SEL_DEFAULT_OPTS": "--hieght 3"], ["choose", "a"])
        #expect(result.status == 2)
        #expect(result.errors.hasPrefix("sel choose: SEL_DEFAULT_OPTS: Unknown option '--hieght'"))
    }

    @Test func anItemInTheDefaultsIsRefused() throws {
        let result = try sel(["SEL_DEFAULT_OPTS": "stray --select-if-one"], ["choose", "a"])
        #expect(
            result
                == SelProcess.Result(
                    status: 2, output: [], errors: "sel choose: SEL_DEFAULT_OPTS: holds an item; defaults hold options only\n")
        )
    }

    @Test func anUnreadableFileIsAUsageError() throws {
        let result = try sel(["SEL_DEFAULT_OPTS_FILE": "/nonexistent/sel-defaults"], ["choose", "a"])
        #expect(
            result
                == SelProcess.Result(
                    status: 2, output: [],
                    errors: "sel choose: SEL_DEFAULT_OPTS_FILE (/nonexistent/sel-defaults): cannot read the file: no such file\n"))
    }

    @Test func otherCommandsIgnoreTheDefaults() throws {
        let result = try sel(["SEL_DEFAULT_OPTS": "--not-a-filter-option"], ["filter", "--query", "b"], input: "a\nb\n")
        #expect(result == SelProcess.Result(status: 0, output: Array("b\n".utf8), errors: ""))
    }

    @Test func aSubcommandTypoGetsASuggestionAndStatus2() throws {
        let result = try sel([:], ["chose", "a"])
        #expect(result == SelProcess.Result(status: 2, output: [], errors: "sel: unknown command 'chose': did you mean 'choose'?\n"))
    }
}
