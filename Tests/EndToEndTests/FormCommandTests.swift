import Foundation
import SelectionTesting
import Testing

/// `sel form` end to end: document errors, then forms filled in tmux with the exact output,
/// exit statuses and the terminal restored (docs/behaviour.md §19, FORM-xx).
@Suite(.serialized) struct FormCommandTests {
    /// Three groups: a service and an environment; replicas (production only), checks and a
    /// confirmation; a note and a reason whose default names the service.
    static let deploy = """
        {
          "title": "Deploy",
          "groups": [
            {"title": "Target", "fields": [
              {"key": "service", "title": "Service", "type": "input", "required": true, "pattern": "[a-z-]+", "message": "lower case and dashes"},
              {"key": "env", "title": "Environment", "type": "choose", "options": ["staging", "production"]}
            ]},
            {"title": "Options", "fields": [
              {"key": "replicas", "title": "Replicas", "type": "number", "min": 1, "max": 9, "default": 2, "when": {"field": "env", "equals": "production"}},
              {"key": "checks", "title": "Checks", "type": "multi", "options": ["lint", "unit", "smoke"], "min": 1},
              {"key": "notify", "title": "Notify the team", "type": "confirm", "default": true}
            ]},
            {"title": "Notes", "fields": [
              {"type": "note", "title": "Almost done", "description": "Say why, in a line"},
              {"key": "reason", "title": "Reason", "type": "input", "default": "ship {service}"}
            ]}
          ]
        }
        """

    func pane(with document: String = deploy, width: Int = 60, height: Int = 16) throws -> TmuxPane {
        let pane = try TmuxPane(width: width, height: height)
        try document.write(to: pane.directory.appendingPathComponent("form.json"), atomically: true, encoding: .utf8)
        return pane
    }

    // MARK: Documents

    @Test func documentErrorsNameTheFileLineColumnAndPathAndExitTwo_FORM14() throws {
        let misspelt = """
            {"groups": [
              {"fields": [{"key": "a", "type": "input"}]},
              {"fields": [
                {"key": "b", "type": "input"},
                {"key": "c", "type": "confirm"},
                {"key": "d", "type": "chose", "options": ["x"]}
              ]}
            ]}
            """
        let cases: [(String, String)] = [
            (misspelt, "sel form: <stdin>:6:26: groups[1].fields[2].type: unknown kind \"chose\" (did you mean \"choose\"?)\n"),
            (
                #"{"fields": [{"key": "a", "type": "input", "requird": true}]}"#,
                "sel form: <stdin>:1:54: fields[0].requird: unknown key (did you mean \"required\"?); the keys here are key, title, type, description, default, required, message, when, placeholder, pattern, min, max\n"
            ),
            (
                #"{"fields": [{"key": "a", "type": "input", "when": {"field": "b", "equals": "x"}}, {"key": "b", "type": "input"}]}"#,
                "sel form: <stdin>:1:61: fields[0].when.field: \"b\" is not the key of an earlier field\n"
            ),
            (
                #"{"fields": [{"key": "a b", "type": "input"}]}"#,
                "sel form: <stdin>:1:21: fields[0].key: \"a b\" must be letters, digits and _, not starting with a digit\n"
            ),
            (
                #"{"fields": [{"key": "n", "type": "number", "default": "2"}]}"#,
                "sel form: <stdin>:1:55: fields[0].default: a number field's default must be a number, not a string\n"
            ),
            (
                #"{"fields": [{"key": "p", "type": "input", "pattern": "(x"}]}"#,
                "sel form: <stdin>:1:54: fields[0].pattern: \"(x\" is not a regular expression\n"
            ),
            (
                #"{"fields": [{"key": "c", "type": "choose"}]}"#,
                "sel form: <stdin>:1:13: fields[0]: needs \"options\": a non-empty array of options or of sections\n"
            ),
            // Counts are whole numbers in bounds (FormDocumentFuzzer found a `max` of 5.6e103 trapping).
            (
                #"{"fields": [{"key": "b", "type": "multi", "options": ["p"], "max": 1e300}]}"#,
                "sel form: <stdin>:1:68: fields[0].max: must be a whole number from 0 to 1000000, not 1e+300\n"
            ),
            (
                #"{"fields": [{"key": "n", "type": "number", "decimals": 2.5}]}"#,
                "sel form: <stdin>:1:56: fields[0].decimals: must be a whole number from 0 to 15, not 2.5\n"
            ),
            (#"{"title": "x"}"#, "sel form: <stdin>:1:1: a form needs a \"groups\" array (or a \"fields\" array for one group)\n"),
            ("{\"fields\": [\n", "sel form: <stdin>:2:1: expected a value, found end of input\n"),
        ]
        for (document, message) in cases {
            let result = try SelProcess.run(["form"], input: Array(document.utf8))
            #expect(result.status == 2, "\(document)")
            #expect(result.output == [])
            #expect(result.errors == message)
        }
        let missing = try SelProcess.run(["form", "/nonexistent/form.json"])
        #expect(missing.status == 2)
        #expect(missing.errors == "sel form: cannot read /nonexistent/form.json\n")
    }

    @Test func aDocumentErrorIsReportedBeforeAnythingIsDrawn_FORM14() throws {
        let pane = try pane(with: #"{"fields": [{"key": "a", "type": "chose"}]}"#)
        try pane.runCommand("\(Tools.shellQuoted(Tools.sel)) form form.json; echo rc=$?")
        let screen = try pane.waitFor("rc=2")
        #expect(screen.joined().contains("sel form: form.json:1:34: fields[0].type: unknown kind \"chose\" (did you mean \"choose\"?)"))
        #expect(try pane.modeFlags() == "0 1 0 0")
    }

    // MARK: Filling in

    @Test func aThreeGroupFormFilledInWithAnAnswerChangedPrintsExactJSON_FORM01_FORM04_FORM05() throws {
        let pane = try pane()
        try pane.startSel("form form.json", waitFor: "Deploy · Target (1/3)")
        try pane.type("api")
        try pane.press("Enter")
        try pane.waitFor("│›  staging")
        try pane.press("Down", "Enter")
        try pane.waitFor("Deploy · Options (2/3)")
        try pane.press("BSpace")
        try pane.type("3")
        try pane.press("Enter")
        try pane.waitFor("│›[ ] lint")
        try pane.press("Space", "Enter")
        try pane.waitFor("› Notify the team [ Yes ]   No")
        try pane.press("Enter")
        let notes = try pane.waitFor("Deploy · Notes (3/3)")
        #expect(notes.contains("› Reason   ship api"))
        // Back: to the previous group, then Shift-Tab into the first; choose staging instead.
        try pane.press("PPage")
        try pane.waitFor("› Replicas          [−] 3      [+]  1 … 9")
        try pane.press("BTab")
        try pane.waitFor("› Environment   production ▾")
        try pane.press("Enter")
        try pane.waitFor("│›✓ production")
        try pane.press("Up", "Enter")
        // staging hides Replicas: Enter went on to Checks, whose list opened.
        let options = try pane.waitFor("│›[x] lint")
        #expect(!options.contains { $0.contains("Replicas") })
        try pane.press("Escape")
        try pane.waitFor("enter open · tab next")
        try pane.press("NPage")
        try pane.waitFor("Deploy · Notes (3/3)")
        try pane.press("Enter")
        #expect(try pane.waitForFile("rc") == "0")
        #expect(try pane.selOutput() == #"{"service":"api","env":"staging","checks":["lint"],"notify":true,"reason":"ship api"}"# + "\n")
        try pane.expectTerminalRestored()
    }

    @Test func aWhenFieldAppearsAndDisappearsAsTheEarlierAnswerChanges_FORM06() throws {
        let pane = try pane()
        try pane.startSel("form form.json", waitFor: "Deploy · Target (1/3)")
        try pane.type("api")
        try pane.press("Enter")
        try pane.waitFor("│›  staging")
        try pane.press("Enter")
        var screen = try pane.waitFor("Deploy · Options (2/3)")
        #expect(!screen.contains { $0.contains("Replicas") })
        try pane.press("Escape")
        try pane.waitFor("enter open · tab next")
        try pane.press("PPage")
        try pane.waitFor("› Service")
        try pane.press("Tab", "Enter")
        try pane.waitFor("│›✓ staging")
        try pane.press("Down", "Enter")
        screen = try pane.waitFor("› Replicas          [−] 2      [+]  1 … 9")
        #expect(screen.contains("  Checks            Select… ▾"))
        try pane.press("C-c")
        #expect(try pane.waitForFile("rc") == "130")
        #expect(try pane.selOutput() == "")
        try pane.expectTerminalRestored()
    }

    @Test func optionsFromStreamsACommandsLinesWithEarlierAnswersInItsEnvironment_FORM15() throws {
        let document = """
            {"fields": [
              {"key": "env", "title": "Env", "type": "input"},
              {"key": "host", "title": "Host", "type": "choose", "options_from": "echo \\"$env-a\\"; sleep 1; echo \\"$env-b\\"; sleep 30"}
            ]}
            """
        let pane = try pane(with: document)
        try pane.startSel("form form.json", waitFor: "› Env")
        try pane.type("it's")
        try pane.press("Enter")
        let first = try pane.waitFor("it's-a")
        #expect(!first.contains { $0.contains("it's-b") })
        try pane.waitFor("it's-b")
        try pane.press("Down", "Enter")
        #expect(try pane.waitForFile("rc") == "0")
        #expect(try pane.selOutput() == #"{"env":"it's","host":"it's-b"}"# + "\n")
        try pane.expectTerminalRestored()
    }

    @Test func validationRefusesToFinishAndNamesTheField_FORM02_FORM03() throws {
        let pane = try pane()
        try pane.startSel("form form.json", waitFor: "Deploy · Target (1/3)")
        try pane.type("API")
        try pane.press("Enter")
        try pane.waitFor("✗ lower case and dashes")
        try pane.press("NPage", "NPage")
        try pane.waitFor("Deploy · Notes (3/3)")
        try pane.press("Enter")
        let screen = try pane.waitFor("✗ Cannot finish: Service — lower case and dashes")
        #expect(screen.contains("Deploy · Target (1/3)"))
        #expect(screen.contains("› Service       API"))
        try pane.press("Escape")
        try pane.waitFor("Leave the form? Your answers are dropped. (y/N)")
        try pane.type("y")
        #expect(try pane.waitForFile("rc") == "1")
        #expect(try pane.selOutput() == "")
        try pane.expectTerminalRestored()
    }

    // MARK: Output

    /// Answers with quotes, a dollar, a tab and a line break, filled in through a form of one group.
    static let quoting = """
        {"fields": [
          {"key": "name", "type": "input"},
          {"key": "notes", "type": "write", "default": "one\\ttwo"},
          {"key": "tags", "type": "multi", "options": ["a b", "it's"]},
          {"key": "count", "type": "number", "step": 0.5, "default": 2.5},
          {"key": "ok", "type": "confirm"},
          {"key": "later", "type": "input", "when": {"field": "ok", "equals": "true"}}
        ]}
        """

    func fillQuoting(output: String) throws -> TmuxPane {
        let pane = try pane(with: Self.quoting)
        try pane.startSel("form form.json --output \(output)", waitFor: "› name")
        try pane.type(#"it's "q" $HOME \n"#)
        try pane.press("Tab")
        try pane.waitFor("one")
        try pane.press("Enter")
        try pane.type("three")
        try pane.press("C-d")
        try pane.waitFor("│›[ ] a b")
        try pane.press("Space", "Down", "Space", "Enter")
        try pane.waitFor("› count")
        try pane.press("Enter")
        try pane.waitFor("› ok")
        try pane.press("Enter")
        #expect(try pane.waitForFile("rc") == "0")
        return pane
    }

    @Test func jsonOutputLeavesHiddenFieldsOut_FORM13() throws {
        let pane = try fillQuoting(output: "json")
        #expect(
            try pane.selOutput()
                == #"{"name":"it's \"q\" $HOME \\n","notes":"one\ttwo\nthree","tags":["a b","it's"],"count":2.5,"ok":false}"# + "\n")
    }

    @Test func envOutputGivesTheSameValuesBackThroughEvalInBash_FORM13() throws {
        let pane = try fillQuoting(output: "env")
        let output = try pane.selOutput()
        #expect(output == "name='it'\\''s \"q\" $HOME \\n'\nnotes='one\ttwo\nthree'\ntags='a b\nit'\\''s'\ncount='2.5'\nok='false'\n")
        let script = #"eval "$(cat out)"; printf '%s|' "$name" "$notes" "$tags" "$count" "$ok""#
        let (printed, status) = try Tools.run("/bin/bash", ["-c", "cd \(Tools.shellQuoted(pane.directory.path)) && \(script)"])
        #expect(status == 0)
        #expect(printed == "it's \"q\" $HOME \\n|one\ttwo\nthree|a b\nit's|2.5|false|")
    }

    @Test func tsvOutputEscapesTabsAndLineBreaksAndSpreadsLists_FORM13() throws {
        let pane = try fillQuoting(output: "tsv")
        #expect(
            try pane.selOutput()
                == "name\tit's \"q\" $HOME \\\\n\nnotes\tone\\ttwo\\nthree\ntags\ta b\tit's\ncount\t2.5\nok\tfalse\n")
    }

    @Test func plainModeAsksTheSameFormLineByLineWithTheSameAnswers_FORM12() throws {
        let pane = try pane(height: 30)
        try pane.startSel("form --plain form.json", waitFor: "Service:")
        for (answer, next) in [
            ("API", "Service [API]:"), ("api", "Choose 1-2:"), ("1", "Choose from 1-3"), ("1", "Notify the team [Y/n]"),
            ("y", "Reason [ship api]:"),
        ] {
            try pane.type(answer)
            try pane.press("Enter")
            try pane.waitFor(next)
        }
        try pane.press("Enter")
        #expect(try pane.waitForFile("rc") == "0")
        #expect(try pane.selOutput() == #"{"service":"api","env":"staging","checks":["lint"],"notify":true,"reason":"ship api"}"# + "\n")
        let screen = try pane.capture().joined(separator: "\n")
        #expect(screen.contains("✗ Service: lower case and dashes"))
        #expect(screen.contains("— Deploy · Target —"))
        #expect(screen.contains("Almost done: Say why, in a line"))
        try pane.expectTerminalRestored()
    }
}
