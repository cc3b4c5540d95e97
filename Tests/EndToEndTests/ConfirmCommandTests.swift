import Foundation
import Testing

/// `sel confirm` in a real terminal (tmux): the screen, every answer's exit status as
/// `gum confirm` scripts expect it (0 yes, 1 no or Esc, 130 Ctrl-C), the timeout giving the
/// highlighted answer, plain mode, and the terminal restored each time.
@Suite(.serialized) struct ConfirmCommandTests {
    /// Runs `sel confirm ARGUMENTS > out 2> err` from a bash script that records `stty -g`
    /// before and after and the exit status in `rc`.
    private func startConfirm(
        in pane: TmuxPane, _ arguments: String, environment: String = "", waitFor marker: String? = "enter submit"
    ) throws {
        let script = """
            stty -g > before
            \(environment) \(Tools.shellQuoted(Tools.sel)) confirm \(arguments) > out 2> err
            echo $? > rc
            stty -g > after

            """
        try script.write(to: pane.directory.appendingPathComponent("run.sh"), atomically: true, encoding: .utf8)
        try pane.runCommand("clear; bash run.sh")
        if let marker { try pane.waitFor(marker) }
    }

    private func file(_ pane: TmuxPane, _ name: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: pane.directory.appendingPathComponent(name)))
    }

    private func expectRestored(_ pane: TmuxPane) throws {
        #expect(try pane.waitForFile("before") == pane.waitForFile("after"))
        #expect(try pane.modeFlags() == "0 1 0 0")
    }

    @Test func enterOnTheDefaultYesExitsWith0AndTheScreenShowsTheQuestion() throws {
        let pane = try TmuxPane()
        try startConfirm(in: pane, "'Deploy to production?'")
        let screen = try pane.capture()
        #expect(
            Array(screen.prefix(4)) == [
                "Deploy to production?",
                "  [ Yes ]   No",
                "←/→ move · enter submit · y yes · n no · esc cancel",
                "",
            ])
        try pane.press("Enter")
        #expect(try pane.waitForFile("rc") == "0")
        #expect(try file(pane, "out") == [])
        // The question disappears: nothing is left behind on the screen (gum confirm leaves nothing either).
        try expectRestored(pane)
        try pane.waitUntil("only the shell prompt") { lines in
            let shown = lines.filter { !$0.isEmpty }
            return shown.count == 1 && TmuxPane.isPrompt(shown[0])
        }
    }

    @Test func defaultNoAndEnterExitsWith1() throws {
        let pane = try TmuxPane()
        try startConfirm(in: pane, "--default no --affirmative Delete --negative Keep 'Delete 3 files?'")
        try pane.waitFor("    Delete   [ Keep ]")
        try pane.press("Enter")
        #expect(try pane.waitForFile("rc") == "1")
        try expectRestored(pane)
    }

    @Test func arrowsMoveTheHighlightThenEnterAnswers() throws {
        let pane = try TmuxPane()
        try startConfirm(in: pane, "Go?")
        try pane.press("Right")
        try pane.waitFor("    Yes   [ No ]")
        try pane.press("Left")
        try pane.waitFor("  [ Yes ]   No")
        try pane.press("Tab")
        try pane.waitFor("    Yes   [ No ]")
        try pane.press("Enter")
        #expect(try pane.waitForFile("rc") == "1")
        try expectRestored(pane)
    }

    @Test(arguments: [("y", "0"), ("n", "1"), ("Escape", "1"), ("C-c", "130")])
    func keysAnswerWithTheirStatus(key: String, status: String) throws {
        let pane = try TmuxPane()
        try startConfirm(in: pane, "--default no Go?")
        try pane.press(key)
        #expect(try pane.waitForFile("rc") == status)
        try expectRestored(pane)
    }

    @Test func clickingAnAnswerGivesIt() throws {
        let pane = try TmuxPane()
        try startConfirm(in: pane, "Go?")
        // The answers are on the screen's second row (1-based 2); "No" is at column 13 (1-based).
        try pane.type("\u{1B}[<0;13;2M\u{1B}[<0;13;2m")
        #expect(try pane.waitForFile("rc") == "1")
        try expectRestored(pane)
    }

    @Test func timeoutGivesTheHighlightedAnswer() throws {
        let yes = try TmuxPane()
        try startConfirm(in: yes, "--timeout 0.5 Go?")
        #expect(try yes.waitForFile("rc") == "0")
        try expectRestored(yes)
        let no = try TmuxPane()
        try startConfirm(in: no, "--timeout 500ms --default no Go?")
        #expect(try no.waitForFile("rc") == "1")
        try expectRestored(no)
    }

    @Test func showOutputPrintsTheQuestionAndTheAnswer() throws {
        let pane = try TmuxPane()
        try startConfirm(in: pane, "--show-output 'Deploy?'")
        try pane.press("n")
        #expect(try pane.waitForFile("rc") == "1")
        #expect(try file(pane, "out") == Array("Deploy? No\n".utf8))
        try expectRestored(pane)
    }

    @Test func noShowHelpLeavesTheHelpLineOut() throws {
        let pane = try TmuxPane()
        try startConfirm(in: pane, "--no-show-help Go?", waitFor: "[ Yes ]")
        #expect(Array(try pane.capture().prefix(4)) == ["Go?", "  [ Yes ]   No", "", ""])
        try pane.press("y")
        #expect(try pane.waitForFile("rc") == "0")
    }

    @Test func plainModeAsksAgainUntilTheAnswerIsValid() throws {
        let pane = try TmuxPane()
        try startConfirm(in: pane, "--plain --default no 'Deploy?'", waitFor: "Deploy? [y/N]")
        try pane.runCommand("maybe")
        try pane.waitFor("answer y (Yes) or n (No); try again.")
        try pane.runCommand("yes")
        #expect(try pane.waitForFile("rc") == "0")
        try expectRestored(pane)
    }

    @Test func dumbTerminalFallsBackToPlainAndAnEmptyAnswerTakesTheDefault() throws {
        let pane = try TmuxPane()
        try startConfirm(in: pane, "--default no Go?", environment: "TERM=dumb", waitFor: "Go? [y/N]")
        try pane.press("Enter")
        #expect(try pane.waitForFile("rc") == "1")
        try expectRestored(pane)
    }

    @Test func aBadDefaultIsAUsageErrorWithStatus2() throws {
        let result = try SelProcess.run(["confirm", "--default", "maybe", "Go?"])
        #expect(result.status == 2)
        #expect(result.output == [])
        #expect(result.errors.contains("--default"))
        #expect(result.errors.contains("maybe"))
    }

    @Test func withoutATerminalItFailsWith2AndSaysWhatToDoInstead() throws {
        let result = try SelProcess.runWithoutTerminal(["confirm", "Go?"])
        #expect(result.status == 2)
        #expect(result.errors.hasPrefix("sel confirm: no terminal to draw on:"))
        #expect(result.errors.contains("--plain"))
    }
}
