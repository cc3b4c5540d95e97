import Foundation
import Testing

/// CTRL-R of `sel init` where the history has times (bash with `HISTTIMEFORMAT`, zsh's extended
/// history, fish's history file): how long ago each command ran, in a column before it; the
/// command alone matched and put on the line, a multi-line one on one row.
@Suite(.serialized) struct ShellHistoryAgeTests {
    typealias Shell = ShellIntegrationTests.Shell

    /// A history, oldest first: `make build` 3 weeks ago (and again 3 hours ago), a loop over
    /// three lines 2 days ago, `git status` 3 hours ago; written in `shell`'s format.
    private static func history(for shell: Shell, now: Int) -> String {
        let (weeks, days, hours) = (now - 3 * 604_800 - 100, now - 2 * 86_400 - 100, now - 3 * 3_600 - 100)
        switch shell {
        case .bash:
            return "#\(weeks)\nmake build\n#\(days)\nfor x in a b; do\n  echo $x\ndone\n#\(hours - 1)\nmake build\n#\(hours)\ngit status\n"
        case .zsh:
            return ": \(weeks):0;make build\n: \(days):0;for x in a b; do\\\n  echo $x\\\ndone\n: \(hours - 1):0;make build\n"
                + ": \(hours):0;git status\n"
        case .fish:
            return "- cmd: make build\n  when: \(weeks)\n- cmd: for x in a b\\n  echo $x\\nend\n  when: \(days)\n"
                + "- cmd: make build\n  when: \(hours - 1)\n- cmd: git status\n  when: \(hours)\n"
        }
    }

    /// The shell, with the history above read in: bash and zsh read the file, fish (not in its
    /// private mode, which `--no-config` turns on) finds it where it keeps its history.
    private func pane(for shell: Shell) throws -> TmuxPane {
        guard Tools.path(of: shell.rawValue) != nil else {
            throw HarnessError("\(shell.rawValue) is not installed: scripts/test installs it (apt-get install -y \(shell.rawValue))")
        }
        let launch = shell == .fish ? shell.launch.replacingOccurrences(of: " --no-config", with: "") : shell.launch
        let pane = try TmuxPane(width: 80, height: 24, shell: launch)
        let text = Self.history(for: shell, now: Int(Date().timeIntervalSince1970))
        let file =
            shell == .fish
            ? pane.directory.appendingPathComponent(".local/share/fish/fish_history") : pane.directory.appendingPathComponent("history")
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
        switch shell {
        case .bash: try pane.runCommand("HISTTIMEFORMAT='%F %T '; history -c; history -r history; " + shell.setUp)
        case .zsh: try pane.runCommand("HISTSIZE=1000; fc -R history; " + shell.setUp)
        case .fish: try pane.runCommand("builtin history merge; " + shell.setUp)
        }
        try pane.waitUntil("an empty screen with the prompt") { $0.first == "$" && $0.dropFirst().allSatisfy(\.isEmpty) }
        return pane
    }

    @Test(arguments: Shell.allCases)
    func ctrlRShowsHowLongAgoEachCommandRan(shell: Shell) throws {
        let pane = try pane(for: shell)
        try pane.press("C-r")
        let loop = shell == .fish ? "for x in a b␊  echo $x␊end" : "for x in a b; do␊  echo $x␊done"
        let rows = try pane.waitUntil("the ages") { $0.contains { $0.contains(loop) } }
        // Newest first, each command once where it last ran: the session's own commands (seconds
        // ago) above the history read in.
        let listed = rows.filter { $0.hasPrefix("  ") || $0.hasPrefix("›") }
        // (The highlight's marker left out: the newest is git status, or a command of the session.)
        let planted = listed.filter { $0.contains("make build") || $0.contains("git status") || $0.contains(loop) }.map {
            " " + $0.dropFirst()
        }
        #expect(planted == ["    3h  git status", "    3h  make build", "    2d  \(loop)"])
        #expect(listed.first?.hasPrefix("›") == true)
        #expect(listed.allSatisfy { $0.range(of: #"^[› ]  [ \d]{2}[smhdwy]  \S"#, options: .regularExpression) != nil })
        // The age is not matched: `2d` finds nothing.
        try pane.type("2d")
        try pane.waitUntil("no match") { $0.first?.range(of: #"^/ 2d +0/\d+$"#, options: .regularExpression) != nil }
        try pane.press("C-u")
        try pane.type("git")
        try pane.waitUntil("the match") { $0.contains("›   3h  git status") }
        try pane.press("Enter")
        try pane.waitUntil("the command on the line") { $0.first == "$ git status" && !$0.contains { $0.hasPrefix("/ ") } }
    }

    /// Control bytes of a command (zsh's history, metafied) are shown sanitised, never sent to
    /// the terminal, and printed as they are; the age column is dim.
    @Test func hostileCommandsAreShownSanitisedAndPrintedWhole() throws {
        let pane = try TmuxPane()
        let now = Int(Date().timeIntervalSince1970)
        let command: [UInt8] = Array("printf x\u{1B}[2J\u{1B}]0;pwned\u{07}\ty".utf8) + [0xFF]
        // zsh writes 0x83 as 0x83 0xA3; a command ending in a backslash gains a space.
        let file: [UInt8] = Array(": \(now - 7_200):0;".utf8) + command + [0x83, 0xA3, 0x0A] + Array(": \(now - 60):0;ls\n".utf8)
        try Data(file).write(to: pane.directory.appendingPathComponent("history"))
        try pane.startSel(
            "choose --shell-history zsh --print0 --height 40% --filter --preview-window hidden", stdin: "history", waitFor: "ls")
        let screen = try pane.waitFor("printf")
        // The tab is drawn as spaces to the next tab stop (`--tabstop`, as fzf), not as a symbol.
        #expect(screen.contains { $0 == "    2h  printf x␛[2J␛]0;pwned␇     y��" })
        let styled = try pane.capture(styled: true)
        #expect(styled.contains { $0.contains("\u{1B}[2m 1m") })
        try pane.type("printf")
        try pane.waitFor("1/2")
        try pane.press("Enter")
        #expect(try pane.waitForFile("rc") == "0")
        let output = try Data(contentsOf: pane.directory.appendingPathComponent("out"))
        #expect(Array(output) == command + [0x83, 0])
        let title = try Tools.run(
            Tools.path(of: "tmux") ?? "tmux", ["-L", pane.socket, "display", "-p", "-t", pane.target, "#{pane_title}"]
        ).output
        #expect(!title.contains("pwned"))
        try pane.expectTerminalRestored()
    }
}
