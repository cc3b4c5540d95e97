import Foundation
import Testing

/// `sel choose` with the flags fzf and gum scripts use, in a real terminal (tmux): the screen,
/// the exact bytes printed, the exit status, and the terminal restored.
@Suite(.serialized) struct ChooseScriptingTests {
    /// Writes `input` to the file `in`, then runs `sel choose ARGUMENTS < in > out 2> err` from a
    /// bash script that records `stty -g` before and after and the exit status in `rc`.
    private func start(
        _ pane: TmuxPane, _ arguments: String, input: String, environment: String = "", waitFor marker: String? = "╭"
    ) throws {
        try Data(input.utf8).write(to: pane.directory.appendingPathComponent("in"))
        let script = """
            stty -g > before
            \(environment) \(Tools.shellQuoted(Tools.sel)) choose \(arguments) < in > out 2> err
            echo $? > rc
            stty -g > after

            """
        try script.write(to: pane.directory.appendingPathComponent("run.sh"), atomically: true, encoding: .utf8)
        try pane.runCommand("clear; bash run.sh")
        if let marker { try pane.waitFor(marker) }
    }

    private func output(_ pane: TmuxPane) throws -> String {
        String(decoding: try Data(contentsOf: pane.directory.appendingPathComponent("out")), as: UTF8.self)
    }

    private func finish(_ pane: TmuxPane, status: String) throws {
        #expect(try pane.waitForFile("rc") == status)
        #expect(try pane.waitForFile("before") == pane.waitForFile("after"))
        #expect(try pane.modeFlags() == "0 1 0 0")
    }

    private let greek = "alpha\nbeta\ngamma\n"

    @Test func queryPrintQueryAndExpectTogether() throws {
        let pane = try TmuxPane()
        try start(pane, "--query be --print-query --expect ctrl-x,alt-y --header 'Pick one'", input: greek)
        try pane.waitFor("›  beta")
        #expect(
            Array(try pane.capture().prefix(7)) == [
                "Select... ▴",
                "╭────▲───────────────────╮",
                "│/ be                 1/3│",
                "│ Pick one               │",
                "│›  beta                 │",
                "╰────────────────────────╯",
                "↑/↓ move · enter choose · esc cancel",
            ])
        try pane.press("C-x")
        try finish(pane, status: "0")
        #expect(try output(pane) == "be\nctrl-x\nbeta\n")
    }

    @Test func enterGivesAnEmptyKeyLine() throws {
        let pane = try TmuxPane()
        try start(pane, "--print-query --expect ctrl-x --filter", input: greek)
        try pane.type("ga")
        try pane.waitFor("›  gamma")
        try pane.press("Enter")
        try finish(pane, status: "0")
        #expect(try output(pane) == "ga\n\ngamma\n")
    }

    @Test func escapeWithPrintQueryPrintsNothing() throws {
        let pane = try TmuxPane()
        try start(pane, "--query al --print-query", input: greek)
        try pane.waitFor("›  alpha")
        try pane.press("Escape")
        try finish(pane, status: "130")
        #expect(try output(pane) == "")
    }

    @Test func headerLinesStayAboveAndAreNeverChosen() throws {
        let pane = try TmuxPane()
        let ps = "    PID TTY          TIME CMD\n   4242 pts/0    00:00:00 bash\n   4343 pts/0    00:00:01 vim\n"
        try start(pane, "--header-lines 1 --accept-nth 1", input: ps)
        try pane.waitFor("›     4242")
        #expect(
            Array(try pane.capture().prefix(6)) == [
                "Select... ▴",
                "╭────▲─────────────────────────────╮",
                "│     PID TTY          TIME CMD    │",
                "│›     4242 pts/0    00:00:00 bash │",
                "│      4343 pts/0    00:00:01 vim  │",
                "╰──────────────────────────────────╯",
            ])
        try pane.press("Down")
        try pane.press("Down")
        try pane.press("Enter")
        try finish(pane, status: "0")
        #expect(try output(pane) == "4343\n")
    }

    @Test func headerLinesAreNotMatched() throws {
        let pane = try TmuxPane()
        try start(pane, "--header-lines 1 --query PID", input: "PID CMD\n1 init\n")
        try pane.waitFor("no match")
        #expect(try pane.capture().contains("│ PID CMD                │"))
        try pane.press("Escape")
        try finish(pane, status: "130")
    }

    @Test func ansiShowsColoursNotTheHostilePayload() throws {
        let pane = try TmuxPane()
        let input = "* \u{1B}[32mmain\u{1B}[m\n  \u{1B}[31mfix\u{1B}]0;pwned\u{07}\u{1B}[2J\u{1B}]52;c;cm0gLXJmIH4K\u{07}-bug\u{1B}[0m\n"
        try start(pane, "--ansi", input: input, environment: "env -u NO_COLOR")
        try pane.waitFor("fix-bug")
        let screen = try pane.capture()
        #expect(
            Array(screen.prefix(5)) == ["Select... ▴", "╭────▲──────╮", "│›  * main  │", "│     fix-bug│", "╰───────────╯"]
                || screen[3].contains("fix-bug"))
        #expect(!screen.joined().contains("pwned"))
        #expect(!screen.joined().contains("␛"))
        // The colours reach the terminal: green "main" on the highlight, red "fix-bug".
        let styled = try pane.capture(styled: true).joined(separator: "\n")
        #expect(styled.contains("\u{1B}[32m") || styled.contains("32;"))
        #expect(styled.contains("31m") || styled.contains("31;"))
        try pane.press("Down")
        try pane.press("Enter")
        try finish(pane, status: "0")
        #expect(try output(pane) == "  fix-bug\n")
    }

    @Test func tabTogglesAndMovesAndEnterTakesTheHighlightedItem() throws {
        let pane = try TmuxPane()
        try start(pane, "--multi", input: greek)
        try pane.press("Tab")
        try pane.waitFor("│›[ ] beta  │")
        #expect(try pane.capture().contains("│ [x] alpha │"))
        // Shift-Tab toggles the highlighted item, then moves up.
        try pane.press("BTab")
        try pane.waitFor("│›[x] alpha │")
        #expect(try pane.capture().contains("│ [x] beta  │"))
        try pane.press("Enter")
        try finish(pane, status: "0")
        #expect(try output(pane) == "alpha\nbeta\n")

        let unchecked = try TmuxPane()
        try start(unchecked, "--multi", input: greek)
        try unchecked.press("Down")
        try unchecked.press("Enter")
        try finish(unchecked, status: "0")
        #expect(try output(unchecked) == "beta\n")

        let required = try TmuxPane()
        try start(required, "--multi --require-check", input: greek)
        try required.press("Enter")
        try finish(required, status: "0")
        #expect(try output(required) == "")
    }

    @Test func selectedStarPreselectsEveryItem() throws {
        let pane = try TmuxPane()
        try start(pane, "--multi --selected '*'", input: greek)
        try pane.waitFor("[x] gamma")
        try pane.press("Enter")
        try finish(pane, status: "0")
        #expect(try output(pane) == greek)
    }

    @Test func bindingsActAndShowInTheHelpLine() throws {
        let pane = try TmuxPane(width: 100)
        try start(pane, "--multi --bind 'ctrl-a:select-all+accept' --bind 'ctrl-j:down'", input: greek)
        try pane.waitFor("ctrl+a select-all+accept")
        try pane.press("C-a")
        try finish(pane, status: "0")
        #expect(try output(pane) == greek)
    }

    @Test func defaultOptionsAreOverriddenByTheCommandLine() throws {
        let pane = try TmuxPane()
        try start(
            pane, "--header 'from the command line' --query be", input: greek,
            environment: "SEL_DEFAULT_OPTS=\"--prompt 'A> ' --header 'from the defaults'\"")
        try pane.waitFor("from the command line")
        let screen = try pane.capture()
        #expect(screen.contains { $0.hasPrefix("│A> be") })
        #expect(!screen.joined().contains("from the defaults"))
        try pane.press("Enter")
        try finish(pane, status: "0")
        #expect(try output(pane) == "beta\n")
    }

    @Test func caseFlagsCycleTacAndNoSort() throws {
        let ignoring = try TmuxPane()
        try start(ignoring, "-i --query ALPHA", input: greek)
        try ignoring.waitFor("›  alpha")
        try ignoring.press("Enter")
        try finish(ignoring, status: "0")
        #expect(try output(ignoring) == "alpha\n")

        let respecting = try TmuxPane()
        try start(respecting, "+i --query Alpha", input: greek)
        try respecting.waitFor("no match")
        try respecting.press("Escape")
        try finish(respecting, status: "130")

        let cycling = try TmuxPane()
        try start(cycling, "--cycle --tac", input: greek)
        try cycling.waitFor("›  gamma")
        try cycling.press("Up")
        try cycling.waitFor("›  alpha")
        try cycling.press("Enter")
        try finish(cycling, status: "0")
        #expect(try output(cycling) == "alpha\n")

        let unsorted = try TmuxPane()
        try start(unsorted, "--no-sort --query ab", input: "xxab\nab\n")
        try unsorted.waitFor("›  xxab")
        try unsorted.press("Enter")
        try finish(unsorted, status: "0")
        #expect(try output(unsorted) == "xxab\n")
    }

    @Test func withNthShowsFieldsAndAcceptNthPrintsThem() throws {
        let pane = try TmuxPane()
        try start(pane, "--delimiter : --with-nth 2 --accept-nth 3", input: "1:Red:#ff0000\n2:Blue:#0000ff\n")
        try pane.waitFor("›  Red")
        try pane.press("Down")
        try pane.press("Enter")
        try finish(pane, status: "0")
        #expect(try output(pane) == "#0000ff\n")
    }

    @Test func nthLimitsMatchingToFields() throws {
        let numbered = try TmuxPane()
        try start(numbered, "--nth 2 --query 1", input: "1 alpha\n2 beta\n")
        try numbered.waitFor("no match")
        try numbered.press("C-u")
        try numbered.type("be")
        try numbered.waitFor("›  2 beta")
        try numbered.press("Enter")
        try finish(numbered, status: "0")
        #expect(try output(numbered) == "2 beta\n")
    }

    @Test func promptPointerMarkerAndHiddenInfo() throws {
        let pane = try TmuxPane()
        try start(pane, "--multi --query a --prompt '> ' --pointer '▶' --marker '✔' --info hidden", input: greek)
        try pane.waitFor("│▶  alpha")
        try pane.press("Tab")
        try pane.waitFor("│ ✔ alpha")
        let screen = try pane.capture()
        #expect(screen.contains("│> a                     │"))
        #expect(screen.contains { $0.hasPrefix("│ ✔ alpha") })
        #expect(screen.contains { $0.hasPrefix("│▶") })
        try pane.press("Escape")
        try finish(pane, status: "130")
    }

    @Test func colourSpecsColourThePartsAndNoColorWins() throws {
        let coloured = try TmuxPane()
        try start(coloured, "--query al --color 'hl:red:bold,fg+:green'", input: "alpha\nalps\n", environment: "env -u NO_COLOR")
        try coloured.waitFor("›  alps")
        let rows = try coloured.capture(styled: true).filter { $0.contains("pha") }
        // The second row's matched "al" in red (31), bold; the highlighted row's text in green (32).
        #expect(rows.first?.contains("31") == true)
        #expect(try coloured.capture(styled: true).contains { $0.contains("[32m") && $0.contains("ps ") })
        try coloured.press("Escape")
        try finish(coloured, status: "130")

        let plain = try TmuxPane()
        try start(plain, "--query al --color 'hl:red:bold,fg+:green'", input: "alpha\nalps\n", environment: "NO_COLOR=1")
        try plain.waitFor("›  alps")
        let styled = try plain.capture(styled: true).joined()
        #expect(!styled.contains("[31") && !styled.contains(";31") && !styled.contains("[32") && !styled.contains(";32"))
        try plain.press("Escape")
        try finish(plain, status: "130")
    }

    @Test func jsonWithStandardInputATerminalSaysSo() throws {
        let pane = try TmuxPane()
        let script = "\(Tools.shellQuoted(Tools.sel)) choose --json 2> err\necho $? > rc\n"
        try script.write(to: pane.directory.appendingPathComponent("run.sh"), atomically: true, encoding: .utf8)
        try pane.runCommand("clear; bash run.sh")
        #expect(try pane.waitForFile("rc") == "2")
        #expect(try pane.waitForFile("err").contains("choose: no items: --json reads standard input"))
    }

    @Test func unknownKeysAndActionsAreUsageErrorsNamingThem() throws {
        let action = try SelProcess.run(["choose", "--bind", "ctrl-a:frob", "a"])
        #expect(action.status == 2)
        #expect(action.errors.contains("unknown action 'frob'"))
        let key = try SelProcess.run(["choose", "--expect", "ctrl-blah", "a"])
        #expect(key.status == 2)
        #expect(key.errors.contains("unknown key 'ctrl-blah'"))
        let colour = try SelProcess.run(["choose", "--color", "hl:purpleish", "a"])
        #expect(colour.status == 2)
        #expect(colour.errors.contains("unknown colour in 'hl:purpleish'"))
    }

    @Test func aMalformedDefaultIsAUsageError() throws {
        let pane = try TmuxPane()
        try start(pane, "", input: greek, environment: "SEL_DEFAULT_OPTS=\"--header 'oops\"", waitFor: nil)
        try finish(pane, status: "2")
        #expect(try pane.waitForFile("err").hasSuffix("SEL_DEFAULT_OPTS: unterminated single quote (at character 10)"))
    }
}
