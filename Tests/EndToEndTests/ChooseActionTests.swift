import Foundation
import Testing

/// fzf's actions that run programs (`execute`, `execute-silent`, `become`, `transform`…), the
/// other actions of issue 27 (`print`, `unbind`, `toggle-sort`…) and fzf's events (`load`,
/// `focus`, `result`, `one`, `zero`, `multi`, `resize`, `backward-eof`), on `sel choose` in a real
/// terminal (tmux): the screen, the exact bytes printed, the exit status, the terminal restored.
@Suite(.serialized) struct ChooseActionTests {
    /// Writes `input` to `in`, then runs `sel choose ARGUMENTS < in > out 2> err` from a bash
    /// script that records `stty -g` before and after and the exit status in `rc`.
    private func start(_ pane: TmuxPane, _ arguments: String, input: String, waitFor marker: String = "╭") throws {
        try Data(input.utf8).write(to: pane.directory.appendingPathComponent("in"))
        let script = """
            stty -g > before
            \(Tools.shellQuoted(Tools.sel)) choose \(arguments) < in > out 2> err
            echo $? > rc
            stty -g > after

            """
        try script.write(to: pane.directory.appendingPathComponent("run.sh"), atomically: true, encoding: .utf8)
        try pane.runCommand("clear; bash run.sh")
        try pane.waitFor(marker)
    }

    private func file(_ pane: TmuxPane, _ name: String) throws -> String {
        String(decoding: try Data(contentsOf: pane.directory.appendingPathComponent(name)), as: UTF8.self)
    }

    private func finish(_ pane: TmuxPane, status: String) throws {
        #expect(try pane.waitForFile("rc") == status)
        try pane.expectTerminalRestored()
    }

    private func write(_ pane: TmuxPane, script name: String, _ text: String) throws {
        try Tools.writeExecutable(text, to: pane.directory.appendingPathComponent(name))
    }

    private let digits = "1\n2\n3\n4\n5\n"
    private let greek = "alpha\nbeta\ngamma\n"

    // MARK: execute, execute-silent, become

    @Test func executeRunsTheProgramAndReturnsToTheListAsItWas() throws {
        let pane = try TmuxPane()
        try start(pane, "--filter --bind 'ctrl-e:execute(printf \"%s\\n\" {} {n} > executed; echo from the program)'", input: digits)
        try pane.press("Down")
        let before = try pane.waitFor("›  2")
        try pane.press("C-e")
        #expect(try pane.waitForFile("executed") == "2\n1")
        // Back on the list, drawn as it was: the program's line is not on it.
        try pane.waitUntil("the list as it was") { $0 == before }
        try pane.press("Enter")
        try finish(pane, status: "0")
        #expect(try file(pane, "out") == "2\n")
    }

    /// fzf's `change-preview-window(A|B|)`: each press the next alternative over the window
    /// `--preview-window` set, the empty one that window again.
    @Test func changePreviewWindowCyclesThroughItsAlternatives() throws {
        let pane = try TmuxPane(width: 60, height: 16)
        try start(
            pane, "--full-screen --preview 'echo PV-{}' --preview-window right,50% --bind 'ctrl-w:change-preview-window(down,5|hidden|)'",
            input: greek, waitFor: "PV-alpha")
        func row(of text: String, in screen: [String]) -> Int? { screen.firstIndex { $0.contains(text) } }
        func column(of text: String, in screen: [String]) -> Int? {
            screen.compactMap { line in line.range(of: text).map { line.distance(from: line.startIndex, to: $0.lowerBound) } }.first
        }
        let right = try pane.capture()
        let rightRow = try #require(row(of: "PV-alpha", in: right))
        #expect(try #require(column(of: "PV-alpha", in: right)) > 25, "on the right first")
        try pane.press("C-w")
        let down = try pane.waitUntil("the pane below the list") { screen in
            guard let pv = row(of: "PV-alpha", in: screen), let item = row(of: "beta", in: screen) else { return false }
            return pv > item && (column(of: "PV-alpha", in: screen) ?? 99) < 10
        }
        #expect(row(of: "PV-alpha", in: down) != rightRow)
        try pane.press("C-w")
        _ = try pane.waitUntil("the pane hidden") { !$0.joined().contains("PV-alpha") }
        try pane.press("C-w")
        _ = try pane.waitUntil("back on the right") { screen in (column(of: "PV-alpha", in: screen) ?? 0) > 25 }
        try pane.press("Escape")
        try finish(pane, status: "130")
    }

    @Test func executeHandsTheTerminalToAnEditorAndTakesItBackSane() throws {
        let pane = try TmuxPane()
        // A fake editor: shows the file it edits, notes the terminal's mode, reads a line from it.
        try write(
            pane, script: "editor",
            """
            #!/bin/sh
            printf 'EDITING %s\\n' "$1"
            stty -a | tr ' ' '\\n' | grep -x -e icanon -e -icanon -e echo -e -echo | tr '\\n' ' ' > modes; echo >> modes
            IFS= read -r line
            printf '%s\\n' "$line" > typed

            """)
        try start(pane, "--filter --bind 'ctrl-e:execute(./editor {})'", input: greek)
        try pane.press("Down")
        let before = try pane.waitFor("›  beta")
        try pane.press("C-e")
        try pane.waitFor("EDITING beta")
        // Inline, the program gets the alternate screen; the list waits on the main one.
        #expect(try pane.modeFlags() == "1 1 0 0")
        #expect(try pane.waitForFile("modes") == "icanon echo")
        try pane.type("hello world")
        try pane.press("Enter")
        #expect(try pane.waitForFile("typed") == "hello world")
        try pane.waitUntil("the list as it was") { $0 == before }
        // Keys reach the list again, in raw mode.
        try pane.type("gam")
        try pane.waitFor("›  gamma")
        try pane.press("Escape")
        try finish(pane, status: "130")
    }

    @Test func executeSilentRunsWithoutLeavingTheListAndAFailureIsShown() throws {
        let pane = try TmuxPane()
        try start(
            pane, "--filter --bind 'ctrl-s:execute-silent(echo {} >> log; echo noise; echo more >&2)+down,ctrl-f:execute-silent(exit 3)'",
            input: greek)
        try pane.press("C-s")
        try pane.waitFor("›  beta")
        try pane.press("C-s")
        try pane.waitFor("›  gamma")
        #expect(try file(pane, "log") == "alpha\nbeta\n")
        #expect(try pane.modeFlags() != "1 1 0 0")
        try pane.press("C-f")
        let screen = try pane.waitFor("! exit 3")
        #expect(screen[2] == "│/ type to … ! exit 3 3/3│")
        // The note goes with the next key.
        try pane.type("b")
        try pane.waitFor("1/3")
        try pane.press("Escape")
        try finish(pane, status: "130")
    }

    @Test func becomeReplacesSelWithTheCommand() throws {
        let pane = try TmuxPane()
        try start(pane, "--filter --bind 'enter:become(printf \"became %s %s\\n\" {} {q}; exit 7)'", input: greek)
        try pane.type("et")
        try pane.waitFor("1/3")
        try pane.press("Enter")
        try finish(pane, status: "7")
        #expect(try file(pane, "out") == "became beta et\n")
    }

    @Test func becomeEndsAsFzfDoes() throws {
        let ending = try FzfComparison.expectAsFzf(
            "--multi --bind 'enter:become(printf \"%s|\" {+} {+n} {q:1})'", keys: ["b", "Tab", "C-u", "a", "Tab", "C-u", "x", "Enter"],
            input: "a x\nb x\nc\n")
        #expect(ending == FzfComparison.Ending(output: "b x|a x|1|0|x|", status: "0"))
    }

    // MARK: transform and the actions that change the prompt

    @Test func transformRunsTheActionsAScriptPrints() throws {
        let pane = try TmuxPane()
        try write(
            pane, script: "next", "#!/bin/sh\n[ \"$1\" = alpha ] && echo 'change-prompt(T> )+down' || echo 'change-header(Invalid)'\n")
        try start(pane, "--filter --bind 'ctrl-t:transform(./next {})'", input: greek)
        try pane.press("C-t")
        let screen = try pane.waitFor("T> ")
        #expect(
            Array(screen.prefix(6)) == [
                "Select... ▴",
                "╭────▲───────────────────╮",
                "│T> type to filter    3/3│",
                "│   alpha                │",
                "│›  beta                 │",
                "│   gamma                │",
            ])
        try pane.press("C-t")
        try pane.waitFor("│ Invalid")
        try pane.press("Enter")
        try finish(pane, status: "0")
        #expect(try file(pane, "out") == "beta\n")
    }

    @Test func transformQueryAndPrintAndToggleSortEndAsFzf() throws {
        let ending = try FzfComparison.expectAsFzf(
            "--bind 'ctrl-q:transform-query(echo b),ctrl-p:print(first)+print(second {q})' --bind 'ctrl-s:toggle-sort'",
            keys: ["C-q", "C-s", "C-p", "Enter"], input: "xbx\nb\nc\n")
        #expect(ending == FzfComparison.Ending(output: "first\nsecond {q}\nxbx\n", status: "0"))
    }

    @Test func unbindTurnsAKeyOffAndRebindOn() throws {
        let pane = try TmuxPane()
        try start(pane, "--filter --bind 'ctrl-e:change-prompt(E> ),ctrl-u:unbind(ctrl-e),ctrl-r:rebind(ctrl-e)'", input: greek)
        try pane.press("C-u")
        try pane.press("C-e")
        try pane.type("b")
        try pane.waitFor("│/ b")
        try pane.press("C-r")
        try pane.press("C-e")
        try pane.waitFor("│E> b")
        try pane.press("Escape")
        try finish(pane, status: "130")
    }

    @Test func posAndQueryEditingActions() throws {
        let ending = try FzfComparison.expectAsFzf(
            "--bind 'ctrl-l:pos(-1),ctrl-b:backward-kill-word,ctrl-y:yank,ctrl-a:beginning-of-line,ctrl-d:delete-char'",
            keys: ["cd ab", "C-b", "C-a", "C-y", "C-l", "Enter"], input: "ab cd\nb cd\nab cdx\n")
        #expect(ending == FzfComparison.Ending(output: "ab cdx\n", status: "0"))
    }

    // MARK: Events

    @Test func loadAndFocusFire() throws {
        let pane = try TmuxPane()
        try start(pane, "--filter --bind 'load:change-prompt(loaded> )' --bind 'focus:transform-header(echo focus {})'", input: greek)
        try pane.waitFor("loaded> ")
        try pane.waitFor("│ focus alpha")
        try pane.press("Down")
        try pane.waitFor("│ focus beta")
        try pane.press("Escape")
        try finish(pane, status: "130")
    }

    @Test func oneAcceptsTheOnlyMatchAndZeroFiresWithNone() throws {
        let pane = try TmuxPane()
        try start(pane, "--filter --bind 'one:accept,zero:change-header(nothing)'", input: greek)
        try pane.type("zz")
        try pane.waitFor("│ nothing")
        try pane.press("BSpace", "BSpace")
        try pane.type("gam")
        try finish(pane, status: "0")
        #expect(try file(pane, "out") == "gamma\n")
    }

    @Test func resultMultiResizeAndBackwardEOFFire() throws {
        let pane = try TmuxPane()
        try start(
            pane,
            "--filter --multi --bind 'result:transform-prompt(echo \"$FZF_MATCH_COUNT> \")' --bind 'multi:transform-header(echo \"checked $FZF_SELECT_COUNT\")' --bind 'resize:transform-header(echo \"cols $FZF_COLUMNS\")' --bind 'backward-eof:print(eof)+accept'",
            input: greek)
        try pane.waitFor("3> ")
        try pane.type("a")
        try pane.waitFor("│3> a")
        try pane.type("l")
        try pane.waitFor("│1> al")
        try pane.press("Tab")
        try pane.waitFor("│ checked 1")
        try pane.resize(width: 60, height: 24)
        try pane.waitFor("│ cols 60")
        try pane.press("BSpace", "BSpace", "BSpace")
        try finish(pane, status: "0")
        #expect(try file(pane, "out") == "eof\nalpha\n")
    }
}
