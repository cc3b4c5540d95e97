import Foundation
import Testing

/// `sel init bash|zsh|fish` loaded into a real shell in tmux: each key binding with a choice, with
/// Esc and with Ctrl-C (the line, the cursor and the prompt intact afterwards), paths with spaces
/// and quotes pasted quoted, and `**<TAB>` for paths and `kill`.
@Suite(.serialized) struct ShellIntegrationTests {
    enum Shell: String, CaseIterable, CustomTestStringConvertible {
        case bash, zsh, fish

        var testDescription: String { rawValue }

        /// The command tmux starts: the shell without start-up files, `sel` first on PATH.
        var launch: String {
            let directory = URL(fileURLWithPath: Tools.sel).deletingLastPathComponent().path
            let path = "PATH=\(Tools.shellQuoted(directory)):$PATH"
            switch self {
            case .bash: return "env \(path) bash --norc --noprofile"
            case .zsh: return "env \(path) zsh -f"
            case .fish: return "env \(path) fish --no-config"
            }
        }

        /// Sets a `$ ` prompt, loads the integration as the README says, and clears the screen.
        var setUp: String {
            switch self {
            case .bash: return #"PS1='$ '; eval "$(sel init bash)"; clear"#
            case .zsh: return #"PS1='$ '; source <(sel init zsh); clear"#
            case .fish: return #"function fish_prompt; echo -n '$ '; end; sel init fish | source; clear"#
            }
        }

        /// Loads the integration with CTRL-T turned off and a completion source for `pick`.
        var setUpWithOptions: String {
            switch self {
            case .bash:
                return
                    #"PS1='$ '; SEL_CTRL_T_COMMAND=''; _sel_complete_pick() { printf '%s\n' red green; }; eval "$(sel init bash)"; clear"#
            case .zsh:
                return #"PS1='$ '; SEL_CTRL_T_COMMAND=''; _sel_complete_pick() { printf '%s\n' red green; }; source <(sel init zsh); clear"#
            case .fish:
                return #"function fish_prompt; echo -n '$ '; end; set SEL_CTRL_T_COMMAND ''; "#
                    + #"function _sel_complete_pick; printf '%s\n' red green; end; sel init fish | source; clear"#
            }
        }

        /// The last command's exit status.
        var status: String { self == .fish ? "$status" : "$?" }

        /// Starts `sleep SECONDS` in the background and writes its process id to `sleep.pid`.
        func backgroundSleep(_ seconds: Int) -> String {
            switch self {
            case .bash, .zsh: return "sleep \(seconds) & echo $! > sleep.pid"
            case .fish: return "sleep \(seconds) &; echo $last_pid > sleep.pid"
            }
        }
    }

    /// A pane running `shell` with the integration loaded, in a directory holding a few files.
    private func pane(for shell: Shell, setUp: String? = nil) throws -> TmuxPane {
        guard Tools.path(of: shell.rawValue) != nil else {
            throw HarnessError("\(shell.rawValue) is not installed: scripts/test installs it (apt-get install -y \(shell.rawValue))")
        }
        let pane = try TmuxPane(width: 80, height: 24, shell: shell.launch)
        for file in ["my dir/it's \"q\"", "src/main.c", "src/util.c"] {
            let url = pane.directory.appendingPathComponent(file)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data().write(to: url)
        }
        try pane.runCommand(setUp ?? shell.setUp)
        try pane.waitUntil("an empty screen with the prompt") { $0.first == "$" && $0.dropFirst().allSatisfy(\.isEmpty) }
        return pane
    }

    /// Waits until the list is open (its filter line shows the count).
    private func waitForList(_ pane: TmuxPane) throws {
        try pane.waitUntil("the list") { lines in lines.contains { $0.hasPrefix("/ ") && $0.contains("/") && $0.last?.isNumber == true } }
    }

    /// Waits until the list is gone and the first line is `line` (the prompt and what was typed).
    private func waitForLine(_ pane: TmuxPane, _ line: String) throws {
        try pane.waitUntil("the line \(line)") { lines in
            lines.first == line && !lines.contains { $0.hasPrefix("/ ") }
        }
    }

    @Test(arguments: Shell.allCases)
    func ctrlTPastesTheChosenPathQuoted(shell: Shell) throws {
        let pane = try pane(for: shell)
        try pane.type("printf '<%s>\\n' ")
        try pane.press("C-t")
        try waitForList(pane)
        try pane.type("it's")
        try pane.waitFor("it's \"q\"")
        try pane.press("Enter")
        try waitForLine(pane, #"$ printf '<%s>\n' my\ dir/it\'s\ \"q\" "#.trimmingCharacters(in: .whitespaces))
        try pane.press("Enter")
        try pane.waitFor("<my dir/it's \"q\">")
    }

    @Test(arguments: Shell.allCases)
    func escAndCtrlCLeaveTheLineAndTheCursor(shell: Shell) throws {
        let pane = try pane(for: shell)
        try pane.type("echo ab")
        try pane.press("Left")
        for (key, cancel) in [("C-t", "Escape"), ("M-c", "C-c"), ("C-r", "Escape"), ("C-t", "C-c")] {
            try pane.press(key)
            try waitForList(pane)
            try pane.press(cancel)
            try waitForLine(pane, "$ echo ab")
        }
        // The cursor is where it was: between a and b.
        try pane.type("X")
        try waitForLine(pane, "$ echo aXb")
        try pane.press("Enter")
        try pane.waitUntil("the command's output") { $0.contains("aXb") }
    }

    @Test(arguments: Shell.allCases)
    func ctrlRPutsAHistoryCommandOnTheLineAndCtrlXRunsOne(shell: Shell) throws {
        let pane = try pane(for: shell)
        let temporary = pane.directory.appendingPathComponent("tmp")
        if shell == .zsh {
            // zsh's widget copies the history to a temporary file for sel to read.
            try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
            try pane.runCommand("export TMPDIR=\(Tools.shellQuoted(temporary.path))")
        }
        for word in ["alpha", "beta", "alpha"] { try pane.runCommand("echo history-\(word)") }
        try pane.runCommand("clear")
        try pane.waitUntil("a clear screen") { $0.first == "$" }
        try pane.press("C-r")
        try waitForList(pane)
        // The copy is gone while sel still reads it: a shell killed now leaves no history behind.
        let copies = (try? FileManager.default.contentsOfDirectory(atPath: temporary.path)) ?? []
        #expect(copies.isEmpty, "history copies left in TMPDIR while the list is open: \(copies)")
        // Newest first, each command once.
        let rows = try pane.waitUntil("the history") { $0.contains { $0.contains("echo history-beta") } }
        let alpha = rows.firstIndex { $0.contains("echo history-alpha") }
        let beta = rows.firstIndex { $0.contains("echo history-beta") }
        #expect(alpha != nil && beta != nil && (alpha ?? 0) < (beta ?? 0))
        #expect(rows.filter { $0.contains("echo history-alpha") }.count == 1)
        try pane.type("beta")
        try pane.waitUntil("the match") { $0.contains { $0.contains("›") && $0.contains("history-beta") } }
        try pane.press("Enter")
        // On the line, not run.
        try waitForLine(pane, "$ echo history-beta")
        try pane.press("C-u")
        try pane.press("C-r")
        try waitForList(pane)
        try pane.type("alpha")
        try pane.waitUntil("the match") { $0.contains { $0.contains("›") && $0.contains("history-alpha") } }
        try pane.press("C-x")
        try pane.waitUntil("the command run") { $0.contains("history-alpha") && $0.contains("$ echo history-alpha") }
        // Remembered: the last choice first, then the one chosen before, then the rest, newest first.
        try pane.runCommand("echo history-gamma")
        try pane.runCommand("clear")
        try pane.waitUntil("a clear screen") { $0.first == "$" }
        try pane.press("C-r")
        try waitForList(pane)
        let ranked = try pane.waitUntil("the history") { $0.contains { $0.contains("echo history-gamma") } }
        let row = { (text: String) in ranked.firstIndex { $0.contains(text) } ?? -1 }
        #expect(ranked.contains { $0.contains("›") && $0.contains("echo history-alpha") })
        #expect(row("echo history-alpha") < row("echo history-beta"))
        #expect(row("echo history-beta") < row("echo history-gamma"))
        try pane.press("Escape")
    }

    @Test(arguments: Shell.allCases)
    func altCChangesDirectoryAndKeepsTheTypedLine(shell: Shell) throws {
        let pane = try pane(for: shell)
        try pane.type("half typed")
        try pane.press("M-c")
        try waitForList(pane)
        try pane.type("src")
        try pane.waitUntil("the match") { $0.contains { $0.contains("›") && $0.contains("src") } }
        try pane.press("Enter")
        try pane.waitUntil("the line back") { $0.last { !$0.isEmpty } == "$ half typed" }
        try pane.press("C-u")
        try pane.runCommand("pwd > ../where")
        #expect(try pane.waitForFile("where").hasSuffix("/src"))
    }

    @Test(arguments: Shell.allCases)
    func starStarTabCompletesPathsAndProcessIDs(shell: Shell) throws {
        let pane = try pane(for: shell)
        try pane.type("printf '<%s>\\n' src/ut**")
        try pane.press("Tab")
        try waitForList(pane)
        try pane.waitUntil("the match") { $0.contains { $0.contains("›") && $0.contains("src/util.c") } }
        try pane.press("Enter")
        try waitForLine(pane, "$ printf '<%s>\\n' src/util.c")
        try pane.press("Enter")
        try pane.waitFor("<src/util.c>")

        // A length no other process has, so that the query finds this one alone.
        let seconds = Int.random(in: 100_000...999_999)
        try pane.runCommand(shell.backgroundSleep(seconds))
        let pid = try pane.waitForFile("sleep.pid")
        try pane.runCommand("clear")
        try pane.waitUntil("a clear screen") { $0.first == "$" }
        try pane.type("kill **")
        try pane.press("Tab")
        try waitForList(pane)
        try pane.type("sleep \(seconds)")
        try pane.waitUntil("the process") { $0.contains { $0.contains("›") && $0.contains(" \(pid) ") } }
        try pane.press("Enter")
        try waitForLine(pane, "$ kill \(pid)")
        try pane.press("Enter")
        try pane.runCommand("clear; ps -p \(pid) > /dev/null; echo \(shell.status) > gone")
        #expect(try pane.waitForFile("gone") == "1")
    }

    @Test(arguments: Shell.allCases)
    func aKeyTurnedOffIsTheShellsAndACompletionSourceIsUsed(shell: Shell) throws {
        let pane = try pane(for: shell, setUp: shell.setUpWithOptions)
        // CTRL-T is the shell's own again: transpose-chars in bash and zsh, fish's transpose too.
        try pane.type("echo ab")
        try pane.press("C-t")
        try waitForLine(pane, "$ echo ba")
        try pane.press("C-u")
        try pane.type("pick gr**")
        try pane.press("Tab")
        try waitForList(pane)
        try pane.waitUntil("the source's words") { $0.contains { $0.contains("›") && $0.contains("green") } }
        try pane.press("Enter")
        try waitForLine(pane, "$ pick green")
    }
}
