import Foundation
import Testing

/// `sel write` end to end: usage errors, then the text area in tmux with exact output, a
/// bracketed paste, the editor, exit statuses and the terminal restored (docs/behaviour.md §15).
@Suite(.serialized) struct WriteCommandTests {
    @Test func usageErrorsExitTwoWithOneLine() throws {
        let bad = try SelProcess.run(["write", "--max-lines=-1"])
        #expect(bad.status == 2)
        #expect(bad.errors == "sel write: --max-lines must be 0 or more\n")
        #expect(try SelProcess.run(["write", "--height", "0"]).errors == "sel write: --height must be 1 or more\n")
    }

    @Test func enterBreaksTheLineAndCtrlDPrints_TXT09() throws {
        let pane = try TmuxPane(width: 60, height: 12)
        try pane.startSel("write --header Notes", waitFor: "Notes")
        try pane.type("first line")
        try pane.press("Enter")
        try pane.type("second ✓")
        try pane.waitFor("second ✓")
        try pane.press("C-d")
        #expect(try pane.waitForFile("rc") == "0")
        #expect(try pane.selOutput() == "first line\nsecond ✓\n")
        #expect(try pane.capture().contains("Notes: first line (+1 line)"))
        try pane.expectTerminalRestored()
    }

    @Test func aBracketedPasteKeepsLineBreaksAndTabsAndAltEnterPrints_TXT09() throws {
        let pane = try TmuxPane(width: 60, height: 12)
        try pane.startSel("write", waitFor: "ctrl+d")
        let tmux = Tools.path(of: "tmux") ?? "tmux"
        _ = try Tools.run(tmux, ["-L", pane.socket, "set-buffer", "a\tb\nc\u{1B}d\ne"])
        _ = try Tools.run(tmux, ["-L", pane.socket, "paste-buffer", "-p", "-t", pane.target])
        try pane.waitFor("a   b")
        try pane.press("M-Enter")
        #expect(try pane.waitForFile("rc") == "0")
        #expect(try pane.selOutput() == "a\tb\ncd\ne\n")
        try pane.expectTerminalRestored()
    }

    @Test func ctrlEEditsTheTextInTheEditorAndComesBack_TXT10() throws {
        let pane = try TmuxPane(width: 60, height: 12)
        let editor = pane.directory.appendingPathComponent("editor.sh")
        try Tools.writeExecutable("#!/bin/sh\nprintf 'added by the editor\\n' >> \"$1\"\n", to: editor)
        try pane.runCommand("export VISUAL=\(Tools.shellQuoted(editor.path))")
        try pane.startSel("write --value draft", waitFor: "draft")
        try pane.press("C-e")
        try pane.waitFor("added by the editor")
        try pane.press("C-d")
        #expect(try pane.waitForFile("rc") == "0")
        #expect(try pane.selOutput() == "draft\nadded by the editor\n")
        try pane.expectTerminalRestored()
    }

    @Test func escapeExitsOneCtrlCExits130() throws {
        let pane = try TmuxPane(width: 60, height: 12)
        try pane.startSel("write --value abc", waitFor: "abc")
        try pane.press("Escape")
        #expect(try pane.waitForFile("rc") == "1")
        #expect(try pane.selOutput() == "")
        try pane.expectTerminalRestored()

        let interrupted = try TmuxPane(width: 60, height: 12)
        try interrupted.startSel("write --value abc", waitFor: "abc")
        try interrupted.press("C-c")
        #expect(try interrupted.waitForFile("rc") == "130")
        #expect(try interrupted.selOutput() == "")
        try interrupted.expectTerminalRestored()
    }

    @Test func hostileTextReachesTheScreenAsText() throws {
        let pane = try TmuxPane(width: 70, height: 12)
        try pane.runCommand("echo KEEP-THIS-LINE")
        let hostile = "a\u{1B}[2Jb\u{1B}]0;pwned\u{07}c\u{9B}31md"
        try pane.startSel("write --header \(Tools.shellQuoted(hostile)) --value \(Tools.shellQuoted(hostile))", waitFor: "ctrl+d")
        #expect(try pane.capture().contains { $0.contains("KEEP-THIS-LINE") })
        try pane.press("C-d")
        #expect(try pane.waitForFile("rc") == "0")
        #expect(try pane.selOutput() == "a[2Jb]0;pwnedc31md\n")
        let title = try Tools.run(
            Tools.path(of: "tmux") ?? "tmux", ["-L", pane.socket, "display", "-p", "-t", pane.target, "#{pane_title}"]
        ).output
        #expect(!title.contains("pwned"))
        #expect(try pane.capture().contains { $0.contains("KEEP-THIS-LINE") })
        try pane.expectTerminalRestored()
    }

    @Test func plainModeReadsLinesUpToADot() throws {
        let result = try SelProcess.runWithoutTerminal(
            ["write", "--plain", "--header", "Notes"], input: Array("one\n\ttwo\n.\nthree\n".utf8))
        #expect(result.status == 0)
        #expect(result.output == Array("one\n\ttwo\n".utf8))
        #expect(result.errors == "Notes (end with a line holding only \".\" or Ctrl-D):\n")
        #expect(try SelProcess.runWithoutTerminal(["write", "--plain"], input: []).status == 1)
    }
}
