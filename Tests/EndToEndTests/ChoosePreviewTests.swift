import Foundation
import Testing

/// `sel choose --preview` and `reload(...)` in a real terminal (tmux): the pane follows the
/// highlight, a slow preview never holds up the keys and never outlives its item or `sel`, only
/// colours of a preview's escapes reach the screen, and a reload replaces the items keeping the query.
@Suite(.serialized) struct ChoosePreviewTests {
    /// Writes `input` to `in`, then runs `sel choose ARGUMENTS < in > out` from a bash script that
    /// records `stty -g` before and after and the exit status in `rc`.
    private func start(
        _ pane: TmuxPane, _ arguments: String, input: String?, environment: String = "", waitFor marker: String = "╭"
    ) throws {
        if let input { try Data(input.utf8).write(to: pane.directory.appendingPathComponent("in")) }
        let script = """
            stty -g > before
            \(environment) \(Tools.shellQuoted(Tools.sel)) choose \(arguments) \(input == nil ? "" : "< in") > out 2> err
            echo $? > rc
            stty -g > after

            """
        try script.write(to: pane.directory.appendingPathComponent("run.sh"), atomically: true, encoding: .utf8)
        try pane.runCommand("clear; bash run.sh")
        try pane.waitFor(marker)
    }

    private func finish(_ pane: TmuxPane, status: String) throws -> String {
        #expect(try pane.waitForFile("rc") == status)
        try pane.expectTerminalRestored()
        return String(decoding: try Data(contentsOf: pane.directory.appendingPathComponent("out")), as: UTF8.self)
    }

    /// Waits (up to 10 s) for the first `count` lines of the screen to be `expected`, then checks
    /// them: output arrives in pieces, so a screen read as soon as one line shows may be half drawn.
    private func expectScreen(_ pane: TmuxPane, lines count: Int, _ expected: [String]) throws {
        _ = try? pane.waitUntil(timeout: .seconds(10), "the whole screen") { Array($0.prefix(count)) == expected }
        #expect(Array(try pane.capture().prefix(count)) == expected)
    }

    /// The command lines of running processes that contain `marker`.
    private func processes(containing marker: String) throws -> [String] {
        let table = try Tools.run("/bin/ps", ["-eo", "pid,pgid,args"]).output
        return table.split(separator: "\n").map(String.init).filter { $0.contains(marker) && !$0.contains("/bin/ps") }
    }

    /// The process groups of the processes whose command line holds `marker`.
    private func groups(containing marker: String) throws -> Set<String> { try ProcessTable.groups(containing: marker) }

    private func expectGone(groups: Set<String>, _ why: Comment, sourceLocation: SourceLocation = #_sourceLocation) throws {
        try ProcessTable.expectGone(groups: groups, why, sourceLocation: sourceLocation)
    }

    private static let numbers = (1...100).map(String.init).joined(separator: "\n") + "\n"

    @Test func previewFollowsTheHighlight() throws {
        let pane = try TmuxPane(width: 60, height: 16)
        try start(pane, "--preview 'echo item {}; echo {} | rev'", input: Self.numbers, waitFor: "│ item 1 ")
        try expectScreen(
            pane, lines: 16,
            [
                "Select... ▴",
                "╭────▲─────────────────────────────────────────────────────╮",
                "│›  1                        ┃ │ item 1                    │",
                "│   2                        │ │ 1                         │",
                "│   3                        │ │                           │",
                "│   4                        │ │                           │",
                "│   5                        │ │                           │",
                "│   6                        │ │                           │",
                "│   7                        │ │                           │",
                "│   8                        │ │                           │",
                "│   9                        │ │                           │",
                "│   10                       │ │                           │",
                "│   11                       │ │                           │",
                "│   12                       │ │                           │",
                "╰──────────────────────────────────────────────────────────╯",
                "↑/↓ move · enter choose · esc cancel",
            ])
        try pane.press("Down")
        try pane.waitFor("│ item 2 ")
        for _ in 0..<10 { try pane.press("Down") }
        try pane.waitFor("│ item 12 ")
        try expectScreen(
            pane, lines: 16,
            [
                "Select... ▴",
                "╭────▲─────────────────────────────────────────────────────╮",
                "│   1                        ┃ │ item 12                   │",
                "│   2                        │ │ 21                        │",
                "│   3                        │ │                           │",
                "│   4                        │ │                           │",
                "│   5                        │ │                           │",
                "│   6                        │ │                           │",
                "│   7                        │ │                           │",
                "│   8                        │ │                           │",
                "│   9                        │ │                           │",
                "│   10                       │ │                           │",
                "│   11                       │ │                           │",
                "│›  12                       │ │                           │",
                "╰──────────────────────────────────────────────────────────╯",
                "↑/↓ move · enter choose · esc cancel",
            ])
        try pane.press("Up")
        try pane.waitFor("│ item 11 ")
        try pane.press("Enter")
        #expect(try finish(pane, status: "0") == "11\n")
    }

    @Test func slowPreviewNeverHoldsUpKeysAndIsKilledOnMoveAndExit() throws {
        let pane = try TmuxPane(width: 60, height: 16)
        let marker = "slow-\(UUID().uuidString.prefix(8))"
        try start(pane, "--filter --preview 'sleep 5; echo \(marker) {}'", input: Self.numbers)
        let clock = ContinuousClock()
        let began = clock.now
        try pane.waitUntil(timeout: .seconds(3), "the first preview to start") { _ in
            try !processes(containing: "\(marker) '1'").isEmpty
        }
        // The shell and its sleep share the group.
        let first = try groups(containing: "\(marker) '1'")
        #expect(first.count == 1)
        try pane.press("Down")
        try pane.waitFor("›  2", timeout: .seconds(2))
        try pane.type("9")
        try pane.waitFor("/ 9 ", timeout: .seconds(2))
        // The keys were answered long before the first preview's 5 seconds.
        #expect(clock.now - began < .seconds(4))
        try expectGone(groups: first, "the stale preview's shell and its sleep are killed when the highlight moves")
        try pane.waitUntil(timeout: .seconds(3), "the preview of the new highlight") { _ in
            try !processes(containing: "\(marker) '9'").isEmpty
        }
        let last = try groups(containing: "\(marker) '9'")
        try pane.press("Escape")
        _ = try finish(pane, status: "130")
        try expectGone(groups: last, "no preview process is left after sel ends")
    }

    @Test func signalEndingSelKillsThePreview() throws {
        let pane = try TmuxPane(width: 60, height: 16)
        let marker = "term-\(UUID().uuidString.prefix(8))"
        try start(pane, "--preview 'sleep 7; echo \(marker) {}'", input: Self.numbers)
        try pane.waitUntil(timeout: .seconds(3), "the preview to start") { _ in try !processes(containing: marker).isEmpty }
        let preview = try groups(containing: marker)
        let sel = try processes(containing: "choose --preview").compactMap { $0.split(separator: " ").first.map(String.init) }
        for pid in sel { _ = try? Tools.run("/bin/kill", ["-TERM", pid]) }
        #expect(try pane.waitForFile("rc") == "143")
        try expectGone(groups: preview, "SIGTERM to sel kills its preview's process group too")
    }

    @Test func hangUpKillsThePreview() throws {
        let pane = try TmuxPane(width: 60, height: 16)
        let marker = "hup-\(UUID().uuidString.prefix(8))"
        try start(pane, "--preview 'sleep 7; echo \(marker) {}'", input: Self.numbers)
        try pane.waitUntil(timeout: .seconds(3), "the preview to start") { _ in try !processes(containing: marker).isEmpty }
        let preview = try groups(containing: marker)
        // The terminal goes away: tmux's server closes the pane's pty.
        if let tmux = Tools.path(of: "tmux") { _ = try? Tools.run(tmux, ["-L", pane.socket, "kill-server"]) }
        try expectGone(groups: preview, "a hang-up ends sel and its preview's process group")
    }

    @Test func previewEscapesShowColoursOnly() throws {
        let pane = try TmuxPane(width: 60, height: 16)
        let command = #"printf '\033[31mred\033[0m plain \033]0;evil\007\033[2J\033[Hend\n'; echo oops >&2; exit 3"#
        try start(
            pane, "--preview \(Tools.shellQuoted(command))", input: "one\ntwo\n", environment: "env -u NO_COLOR COLORTERM=truecolor",
            waitFor: "[exit status 3]")
        let plain = try pane.capture()
        #expect(
            Array(plain.prefix(6)) == [
                "Select... ▴",
                "╭────▲─────────────────────────────────────────────────────╮",
                "│›  one                        │ red plain end             │",
                "│   two                        │ oops                      │",
                "│                              │ [exit status 3]           │",
                "│                              │                           │",
            ])
        let styled = try pane.capture(styled: true)
        #expect(styled[2].contains("\u{1B}[31mred"))
        // The title sequence and the screen clearing never reached the terminal.
        #expect(!styled.joined().contains("evil"))
        try pane.press("Escape")
        _ = try finish(pane, status: "130")
    }

    @Test func reloadOnAKeyReplacesTheItemsAndKeepsTheQuery() throws {
        let pane = try TmuxPane(width: 60, height: 16)
        try start(
            pane, #"--filter --bind 'ctrl-r:reload(printf "cherry\nbanana2\nbanana\n")'"#, input: "apple\nbanana\ncherry\n")
        try pane.type("an")
        try pane.waitFor("›  banana")
        try pane.press("C-r")
        try pane.waitFor("banana2")
        try expectScreen(
            pane, lines: 6,
            [
                "Select... ▴",
                "╭────▲───────────────────╮",
                "│/ an                 2/3│",
                "│›  banana               │",
                "│   banana2              │",
                "╰────────────────────────╯",
            ])
        try pane.press("Down")
        try pane.waitFor("›  banana2")
        try pane.press("Enter")
        #expect(try finish(pane, status: "0") == "banana2\n")
    }

    @Test func changeReloadRunsAgainWithTheNewQuery() throws {
        let pane = try TmuxPane(width: 60, height: 16)
        try start(
            pane, "--filter --bind 'start:reload(echo first; echo q={q})' --bind 'change:reload(echo q={q}; echo q=other)'", input: nil,
            waitFor: "q=")
        try pane.waitFor("›  first")
        try pane.type("q=x")
        try pane.waitFor("›  q=q=x")
        try expectScreen(
            pane, lines: 5,
            [
                "Select... ▴",
                "╭────▲───────────────────╮",
                "│/ q=x                1/2│",
                "│›  q=q=x                │",
                "╰────────────────────────╯",
            ])
        try pane.press("Enter")
        #expect(try finish(pane, status: "0") == "q=q=x\n")
    }

    @Test func withDisabledTheQueryOnlyFeedsTheReload() throws {
        let pane = try TmuxPane(width: 60, height: 16)
        try start(
            pane, "--disabled --bind 'start:reload(echo first; echo second)' --bind 'change:reload(echo q={q}; echo other)'", input: nil,
            waitFor: "second")
        try pane.type("zz")
        try pane.waitFor("q=zz")
        try expectScreen(
            pane, lines: 6,
            [
                "Select... ▴",
                "╭────▲───────────────────╮",
                "│/ zz                 2/2│",
                "│›  q=zz                 │",
                "│   other                │",
                "╰────────────────────────╯",
            ])
        try pane.press("Down", "Enter")
        #expect(try finish(pane, status: "0") == "other\n")
    }
}
