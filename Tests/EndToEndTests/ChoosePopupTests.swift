import Foundation
import Testing

/// `sel choose --tmux` (fzf's `--tmux`/`--popup`, issue 27) inside a real tmux: the pane's tmux
/// has a client (a second tmux server's pane attached to it), since `display-popup` draws on a
/// client. The client's screen shows the popup; keys typed there go to it.
@Suite(.serialized) struct ChoosePopupTests {
    /// A tmux client attached to `pane`'s server, in a pane of a server of its own (100×30).
    final class Client {
        let socket: String
        let tmux: String

        init(attachingTo pane: TmuxPane) throws {
            guard let tmux = Tools.path(of: "tmux") else { throw HarnessError("tmux is not installed") }
            self.tmux = tmux
            socket = pane.socket + "-client"
            let attach = "env -u TMUX \(Tools.shellQuoted(tmux)) -L \(Tools.shellQuoted(pane.socket)) attach -t main"
            try Tools.run(tmux, ["-L", socket, "-f", "/dev/null", "new-session", "-d", "-s", "host", "-x", "100", "-y", "30", attach])
            try resize(pane)
        }

        deinit { _ = try? Tools.run(tmux, ["-L", socket, "kill-server"]) }

        /// The attached window takes the client's size (its last line is tmux's status line).
        private func resize(_ pane: TmuxPane) throws {
            let clock = ContinuousClock()
            let deadline = clock.now + .seconds(10)
            while clock.now < deadline, try !screen().contains(where: { $0.hasPrefix("[main]") }) {
                Thread.sleep(forTimeInterval: 0.02)
            }
        }

        func screen() throws -> [String] {
            try Tools.run(tmux, ["-L", socket, "capture-pane", "-p", "-t", "host"]).output.components(separatedBy: "\n")
        }

        func press(_ keys: String...) throws {
            try Tools.run(tmux, ["-L", socket, "send-keys", "-t", "host"] + keys)
        }

        @discardableResult
        func waitFor(_ text: String) throws -> [String] {
            let clock = ContinuousClock()
            let deadline = clock.now + .seconds(20)
            var lines: [String] = []
            while clock.now < deadline {
                lines = try screen()
                if lines.contains(where: { $0.contains(text) }) { return lines }
                Thread.sleep(forTimeInterval: 0.02)
            }
            throw HarnessError("timed out waiting for \(text); client screen:\n" + lines.map { "  |\($0)|" }.joined(separator: "\n"))
        }
    }

    /// Starts `COMMAND | program ARGUMENTS > out; echo $? > rc` in the pane.
    private func start(_ pane: TmuxPane, _ program: String, _ arguments: String, input: String) throws {
        try pane.runCommand("clear; \(input) | \(Tools.shellQuoted(program)) \(arguments) > out; echo $? > rc")
    }

    private func output(_ pane: TmuxPane) throws -> String {
        String(decoding: try Data(contentsOf: pane.directory.appendingPathComponent("out")), as: UTF8.self)
    }

    @Test func thePickerOpensInAPopupAndTheChoiceAndStatusComeBack() throws {
        let pane = try TmuxPane(width: 100, height: 29)
        let client = try Client(attachingTo: pane)
        try start(pane, Tools.sel, "choose --filter --tmux 60%,50%", input: "printf 'alpha\\nbeta\\ngamma\\n'")
        let screen = try client.waitFor("3/3")
        // 60 columns by 14 rows (50% of the 29-row window), centred by tmux, with tmux's border.
        let inside = "                   │" + String(repeating: " ", count: 58) + "│"
        #expect(
            Array(screen[5..<21]) == [
                "",
                "                   ┌──────────────────────────────────────────────────────────┐",
                "                   │/ type to filter                                       3/3│",
                "                   │›  alpha                                                  │",
                "                   │   beta                                                   │",
                "                   │   gamma                                                  │",
            ] + Array(repeating: inside, count: 8) + [
                "                   │↑/↓ move · enter choose · esc cancel                      │",
                "                   └──────────────────────────────────────────────────────────┘",
            ])
        try client.press("Down", "Enter")
        #expect(try pane.waitForFile("rc") == "0")
        #expect(try output(pane) == "beta\n")
        try pane.waitUntil("the popup closed") { !$0.contains { $0.contains("alpha") } }
        #expect(try !client.screen().contains { $0.contains("┌") })
    }

    @Test func escapeInThePopupExits130AsFzfDoes() throws {
        for program in [Tools.sel, try ReferenceTools.fzf().path] {
            let pane = try TmuxPane(width: 100, height: 29)
            let client = try Client(attachingTo: pane)
            let arguments = program == Tools.sel ? "choose --tmux bottom,40%" : "--tmux bottom,40%"
            try start(pane, program, arguments, input: "printf 'alpha\\nbeta\\n'")
            try client.waitFor("beta")
            try client.press("Escape")
            #expect(try pane.waitForFile("rc") == "130", "\(program)")
            #expect(try output(pane) == "")
        }
    }

    @Test func inputIsStreamedIntoThePopup() throws {
        let pane = try TmuxPane(width: 100, height: 29)
        let client = try Client(attachingTo: pane)
        let fifo = pane.directory.appendingPathComponent("feed").path
        #expect(mkfifo(fifo, 0o600) == 0)
        try start(pane, Tools.sel, "choose --tmux", input: "cat feed")
        let writer = FileHandle(forWritingAtPath: fifo)
        writer?.write(Data("first\n".utf8))
        try client.waitFor("first")
        #expect(try !client.screen().contains { $0.contains("second") })
        writer?.write(Data("second\n".utf8))
        try client.waitFor("second")
        try writer?.close()
        try client.press("Down", "Enter")
        #expect(try pane.waitForFile("rc") == "0")
        #expect(try output(pane) == "second\n")
    }

    @Test func aLaterHeightOrNoTmuxKeepsThePickerInline() throws {
        let pane = try TmuxPane(width: 100, height: 29)
        let client = try Client(attachingTo: pane)
        for arguments in ["choose --tmux 60% --height 5", "choose --tmux --no-tmux"] {
            try start(pane, Tools.sel, arguments, input: "printf 'alpha\\nbeta\\n'")
            // Inline: drawn in the pane itself, no popup on the client.
            try pane.waitFor("›  alpha")
            #expect(try !client.screen().contains { $0.contains("┌") }, "\(arguments)")
            try pane.press("Enter")
            #expect(try pane.waitForFile("rc") == "0")
            #expect(try output(pane) == "alpha\n")
            try FileManager.default.removeItem(at: pane.directory.appendingPathComponent("rc"))
        }
    }

    @Test func outsideTmuxThePickerOpensInline() throws {
        let pane = try TmuxPane()
        try pane.runCommand(
            "clear; printf 'alpha\\nbeta\\n' | env -u TMUX \(Tools.shellQuoted(Tools.sel)) choose --tmux 80% > out; echo $? > rc")
        try pane.waitFor("›  alpha")
        try pane.press("Down")
        try pane.waitFor("›  beta")
        try pane.press("Enter")
        #expect(try pane.waitForFile("rc") == "0")
        #expect(try output(pane) == "beta\n")
    }
}
