import Foundation
import SelectionTesting
import Testing

/// `sel input` end to end: usage errors, then the field in tmux with exact output, exit
/// statuses and the terminal restored (docs/behaviour.md §15).
@Suite(.serialized) struct InputCommandTests {
    func input(_ arguments: [String]) throws -> SelProcess.Result {
        try SelProcess.run(["input"] + arguments)
    }

    @Test func usageErrorsExitTwoWithOneLine() throws {
        let bad = try input(["--pattern", "(unclosed"])
        #expect(bad.status == 2)
        #expect(bad.output == [])
        #expect(bad.errors.hasPrefix("sel input: --pattern \"(unclosed\" is not a regular expression"))
        #expect(try input(["--char-limit=-1"]).errors == "sel input: --char-limit must be 0 or more\n")
        #expect(
            try input(["--char-limit", "3", "--min-length", "4"]).errors
                == "sel input: --min-length 4 is above --char-limit 3: no text could be given\n")
        #expect(try input(["--suggestions", "/nonexistent/file"]).errors == "sel input: cannot read --suggestions /nonexistent/file\n")
    }

    @Test func typedTextIsPrintedExactly_TXT01() throws {
        let pane = try TmuxPane(width: 60, height: 10)
        try pane.startSel("input --title Name --placeholder 'your name'", waitFor: "your name")
        try pane.type("Ada  Lovelace ✓")
        try pane.waitFor("Name > Ada  Lovelace ✓")
        try pane.press("Enter")
        #expect(try pane.waitForFile("rc") == "0")
        #expect(try pane.selOutput() == "Ada  Lovelace ✓\n")
        #expect(try pane.capture().contains("Name: Ada  Lovelace ✓"))
        try pane.expectTerminalRestored()
    }

    @Test func aPatternRefusesEnterWithAMessage_TXT04() throws {
        let pane = try TmuxPane(width: 60, height: 10)
        try pane.startSel("input --pattern '[0-9]+' --min-length 2 --value 1", waitFor: "> 1")
        try pane.press("Enter")
        try pane.waitFor("✗ at least 2 characters")
        try pane.type("x")
        try pane.waitFor("✗ does not match [0-9]+")
        try pane.press("Enter")
        try pane.press("BSpace")
        try pane.type("2")
        try pane.press("Enter")
        #expect(try pane.waitForFile("rc") == "0")
        #expect(try pane.selOutput() == "12\n")
        try pane.expectTerminalRestored()
    }

    @Test func aPasswordIsMaskedAndLeftHidden_TXT03() throws {
        let pane = try TmuxPane(width: 60, height: 10)
        try pane.startSel("input --password --title Token", waitFor: "Token >")
        try pane.type("s3cr3t")
        try pane.waitFor("Token > ••••••")
        try pane.press("Enter")
        #expect(try pane.waitForFile("rc") == "0")
        #expect(try pane.selOutput() == "s3cr3t\n")
        let screen = try pane.capture()
        #expect(screen.contains("Token: (hidden)"))
        #expect(!screen.joined().contains("s3cr3t"))
        try pane.expectTerminalRestored()
    }

    @Test func aPasswordInPlainModeIsNotEchoed_TXT03() throws {
        let pane = try TmuxPane(width: 60, height: 10)
        try pane.startSel("input --plain --password --title Token", waitFor: "Token:")
        try pane.type("s3cr3t")
        try pane.press("Enter")
        #expect(try pane.waitForFile("rc") == "0")
        #expect(try pane.selOutput() == "s3cr3t\n")
        #expect(!(try pane.capture().joined().contains("s3cr3t")))
        try pane.expectTerminalRestored()

        let interrupted = try TmuxPane(width: 60, height: 10)
        try interrupted.startSel("input --plain --password --title Token", waitFor: "Token:")
        try interrupted.type("half")
        // In cooked mode Ctrl-C is the kernel's SIGINT to the whole job, the script too: the
        // shell's own `stty -g` says whether the echo came back.
        try interrupted.press("C-c")
        _ = try interrupted.waitUntil { $0.contains { TmuxPane.isPrompt($0) } }
        try interrupted.runCommand("stty -g > after")
        #expect(try interrupted.waitForFile("before") == interrupted.waitForFile("after"))
    }

    @Test func tabTakesASuggestionFromAFile_TXT05() throws {
        let pane = try TmuxPane(width: 60, height: 10)
        try "main\nmore-controls\n".write(to: pane.directory.appendingPathComponent("branches"), atomically: true, encoding: .utf8)
        try pane.startSel("input --suggestions branches --suggest mercury", waitFor: ">")
        try pane.type("mo")
        try pane.waitFor("> more-controls")
        try pane.press("Tab")
        try pane.press("Enter")
        #expect(try pane.waitForFile("rc") == "0")
        #expect(try pane.selOutput() == "more-controls\n")
        try pane.expectTerminalRestored()
    }

    @Test func escapeExitsOneCtrlCExits130() throws {
        let pane = try TmuxPane(width: 60, height: 10)
        try pane.startSel("input --value abc", waitFor: "> abc")
        try pane.press("Escape")
        #expect(try pane.waitForFile("rc") == "1")
        #expect(try pane.selOutput() == "")
        try pane.expectTerminalRestored()

        let interrupted = try TmuxPane(width: 60, height: 10)
        try interrupted.startSel("input --value abc", waitFor: "> abc")
        try interrupted.press("C-c")
        #expect(try interrupted.waitForFile("rc") == "130")
        #expect(try interrupted.selOutput() == "")
        try interrupted.expectTerminalRestored()
    }

    @Test func hostileTextReachesTheScreenAsText() throws {
        let pane = try TmuxPane(width: 70, height: 10)
        try pane.runCommand("echo KEEP-THIS-LINE")
        let hostile = "a\u{1B}[2Jb\u{1B}]0;pwned\u{07}c\u{9B}31md"
        try pane.startSel(
            "input --title \(Tools.shellQuoted(hostile)) --header \(Tools.shellQuoted(hostile)) --value \(Tools.shellQuoted(hostile))",
            waitFor: "KEEP")
        try pane.waitFor("> a")
        #expect(try pane.capture().contains { $0.contains("KEEP-THIS-LINE") })
        try pane.press("Enter")
        #expect(try pane.waitForFile("rc") == "0")
        #expect(try pane.selOutput() == hostile + "\n")
        let title = try Tools.run(
            Tools.path(of: "tmux") ?? "tmux", ["-L", pane.socket, "display", "-p", "-t", pane.target, "#{pane_title}"]
        ).output
        #expect(!title.contains("pwned"))
        #expect(try pane.capture().contains { $0.contains("KEEP-THIS-LINE") })
        try pane.expectTerminalRestored()
    }

    @Test func plainModeAsksAgainUntilValid_TXT04() throws {
        let result = try SelProcess.runWithoutTerminal(
            ["input", "--plain", "--title", "Code", "--pattern", "[a-z]+", "--char-limit", "5"], input: Array("toolong\nA1\nabc\n".utf8))
        #expect(result.status == 0)
        #expect(result.output == Array("abc\n".utf8))
        #expect(result.errors == "Code: ✗ at most 5 characters\nCode: ✗ does not match [a-z]+\nCode: ")
        let ended = try SelProcess.runWithoutTerminal(["input", "--plain"], input: [])
        #expect(ended.status == 1)
    }

    @Test func upAndDownRecallTheHistoryAndTheTextGivenIsKept_TXT11() throws {
        let pane = try TmuxPane(width: 60, height: 10)
        let state = pane.directory.appendingPathComponent("state")
        let file = state.appendingPathComponent("sel/history/hosts")
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try "alpha\nbeta\n".write(to: file, atomically: true, encoding: .utf8)
        try pane.runCommand("export XDG_STATE_HOME=\(Tools.shellQuoted(state.path))")
        try pane.startSel("input --history hosts --value draft", waitFor: "> draft")
        try pane.press("Up")
        try pane.waitFor("> beta")
        try pane.press("Up")
        try pane.waitFor("> alpha")
        try pane.press("Up")
        try pane.press("Down")
        try pane.waitFor("> beta")
        try pane.press("Down")
        try pane.waitFor("> draft")
        try pane.press("Up")
        try pane.waitFor("> beta")
        try pane.press("Enter")
        #expect(try pane.waitForFile("rc") == "0")
        #expect(try pane.selOutput() == "beta\n")
        // The newest again is not kept twice.
        #expect(try String(contentsOf: file, encoding: .utf8) == "alpha\nbeta\n")
        try pane.expectTerminalRestored()

        let second = try TmuxPane(width: 60, height: 10)
        try second.runCommand("export XDG_STATE_HOME=\(Tools.shellQuoted(state.path))")
        try second.startSel("input --history hosts", waitFor: "history")
        try second.type("gamma")
        try second.waitFor("> gamma")
        try second.press("Enter")
        #expect(try second.waitForFile("rc") == "0")
        #expect(try String(contentsOf: file, encoding: .utf8) == "alpha\nbeta\ngamma\n")
    }

    @Test func historyRefusesPasswordsAndBadNames_TXT11() throws {
        #expect(
            try input(["--history", "h", "--password"]).errors == "sel input: --history with --password would keep secrets in a file\n")
        let bad = try input(["--history", "../x"])
        #expect(bad.status == 2)
        #expect(bad.errors == "sel input: --history \"../x\": a name is letters, digits, '.', '_' and '-', not starting with '.'\n")
    }
}
