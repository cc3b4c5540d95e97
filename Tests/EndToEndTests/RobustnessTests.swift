import Foundation
import Testing

/// Issue 14 at the command line: negative numbers read as values, numbers checked before use,
/// JSON documents checked whole with the item named, every message sanitised with one prefix,
/// and failed writes reported instead of trapping. (The broader runs are scripts/reliability.py.)
@Suite struct RobustnessTests {
    private func choose(json: String) throws -> SelProcess.Result {
        try SelProcess.run(["choose", "--json"], input: Array(json.utf8))
    }

    @Test func negativeValuesAreReadAsValues() throws {
        let plain = try SelProcess.runWithoutTerminal(
            ["wheel", "--plain", "--format", "YYYY-MM-DD", "--value", "-86400", "--min", "-172800"], input: Array("\n".utf8))
        #expect(plain.status == 0)
        #expect(plain.output == Array("-86400\n".utf8))
        let timeout = try SelProcess.run(["choose", "--timeout", "-1", "a"])
        #expect(timeout.status == 2)
        #expect(
            timeout.errors.hasPrefix(
                "sel choose: The value '-1' is invalid for '--timeout <seconds>': the time must be more than 0 seconds\n"))
        let limit = try SelProcess.run(["choose", "--multi", "--limit", "-1", "a"])
        #expect(limit.errors.hasPrefix("sel choose: --limit must be 1 or more, not -1.\n"))
    }

    @Test(arguments: [
        ("inf", "not a finite number of seconds"),
        ("1e17", "the time must be at most 1000000000 seconds (about 31 years)"),
        ("1e300", "the time must be at most 1000000000 seconds (about 31 years)"),
        ("nan", "not a finite number of seconds"),
        ("0", "the time must be more than 0 seconds"),
        ("soon", "not a number of seconds"),
    ])
    func timeoutsAreCheckedWithTheUnit(text: String, reason: String) throws {
        for command in [["choose", "a"], ["choose", "--plain", "a"], ["wheel"]] {
            let result = try SelProcess.run([command[0], "--timeout", text] + command.dropFirst())
            #expect(result.status == 2)
            #expect(result.errors.hasPrefix("sel \(command[0]): The value '\(text)' is invalid for '--timeout <seconds>': \(reason)\n"))
        }
    }

    @Test func wheelValuesMustBeFinite() throws {
        let result = try SelProcess.run(["wheel", "--value", "inf"])
        #expect(result.status == 2)
        #expect(result.errors == "sel wheel: --value \"inf\" is not a finite number (a value in 999.99 is wanted)\n")
    }

    @Test func jsonErrorsNameTheItemAndSuggestTheKey() throws {
        #expect(
            try choose(json: #"["a", {"label": "Kale", "disabld": "x"}]"#).errors
                == "sel choose: item 2 (\"Kale\"): unknown key \"disabld\" (did you mean \"disabled\"?); the keys are \"label\", \"value\", \"detail\", \"disabled\", \"colour\", \"color\"\n"
        )
        #expect(
            try choose(json: #"["a", "b", {"label": 3}]"#).errors
                == "sel choose: item 3: an option object needs a string \"label\", not a number\n")
        #expect(
            try choose(json: #"[{"label": "Kale", "value": [1]}]"#).errors
                == "sel choose: item 1 (\"Kale\"): \"value\" must be a string or a number, not an array\n")
        #expect(
            try choose(json: #"[{"title": "Greens", "options": ["a", {"label": "Leek", "label": "x"}]}]"#).errors
                == "sel choose: section 1, item 2 (\"Leek\"): \"label\" is given twice\n")
        #expect(
            try choose(json: #"[{"title": "Greens", "selection": "many", "options": []}]"#).errors
                == "sel choose: section 1 (\"Greens\"): \"selection\" must be single, multiple or none, not \"many\"\n")
        #expect(try choose(json: "[01]").errors == "sel choose: invalid JSON at line 1, column 3: a number cannot have a leading zero\n")
    }

    @Test func messagesQuotingInputAreSanitised() throws {
        let hostile = "\u{1B}]0;PWN\u{07}\u{1B}[2J"
        let json = try choose(json: ##"[{"label":"\u001b]0;PWN\u0007\u001b[2J","colour":"#zz"}]"##)
        #expect(json.status == 2)
        #expect(json.errors.hasPrefix("sel choose: item 1 (\"␛]0;PWN␇␛[2J\"): \"colour\" "))
        for arguments in [
            ["wheel", "--value", hostile], ["wheel", "--unit", hostile], ["wheel", "--format", hostile], ["demo", hostile],
            ["choose", "--limit", hostile, "--multi", "a"],
        ] {
            let result = try SelProcess.run(arguments)
            #expect(result.status == 2)
            #expect(!result.errors.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" }, "\(arguments)")
            // sel shows controls as the screen does; the wheel pattern's own error quotes it as a Swift literal.
            let shown = arguments[1] == "--format" ? #"\u{1B}]0;PWN\u{07}\u{1B}[2J"# : "␛]0;PWN␇␛[2J"
            #expect(result.errors.contains(shown), "\(arguments)")
            #expect(result.errors.hasPrefix("sel \(arguments[0]): "), "\(arguments)")
        }
    }

    @Test func aResultThatCannotBeWrittenExitsTwoWithAMessage() throws {
        let result = try SelProcess.run(["choose", "--select-if-one", "only"], standardOutput: "/dev/full")
        #expect(result.status == 2)
        #expect(result.errors == "sel choose: the result was not written: cannot write standard output: No space left on device\n")
        let help = try SelProcess.run(["--help"], standardOutput: "/dev/full")
        #expect(help.status == 2)
        #expect(help.errors == "sel: the result was not written: cannot write standard output: No space left on device\n")
    }
}
