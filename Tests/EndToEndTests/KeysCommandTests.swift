import Foundation
import Testing

/// `sel keys` in a real terminal (tmux): decoding, and the terminal restored on every way out.
@Suite(.serialized) struct KeysCommandTests {
    /// Starts `sel keys` in `pane` from a non-interactive script that records `stty -g` before
    /// and after, the exit status, and sel's pid.
    ///
    /// The script runs under bash, not sh: dash stops a command list when a child dies of
    /// SIGINT (it re-raises on itself), so `echo $? > rc` would never run. A non-interactive
    /// shell does not repair the terminal after a child dies, so a broken restore shows.
    ///
    /// - Parameter program: A stand-in for `sel keys` (the harness's control), run by `sh -c`.
    private func startKeys(in pane: TmuxPane, environment: String = "", stdin: String = "", program: String? = nil) throws {
        let command =
            program.map { "sh -c \(Tools.shellQuoted("echo $$ > pid; " + $0))" }
            ?? "sh -c 'echo $$ > pid; exec \"$0\" keys' \(Tools.shellQuoted(Tools.sel))"
        let script = """
            stty -g > before
            \(environment) \(command) \(stdin)
            echo $? > rc
            stty -g > after

            """
        try script.write(to: pane.directory.appendingPathComponent("run.sh"), atomically: true, encoding: .utf8)
        try pane.runCommand("bash run.sh")
        try pane.waitFor("sel keys: press keys")
    }

    private func file(_ pane: TmuxPane, _ name: String) throws -> String {
        try pane.waitForFile(name)
    }

    @Test func showsDecodedKeysMousePasteAndQuitsWithQ() throws {
        let pane = try TmuxPane()
        try startKeys(in: pane)
        try pane.type("\u{1B}[A")  // up
        try pane.type("\u{1B}[1;5C")  // ctrl+right
        try pane.type("\u{1B}[H")  // home, xterm
        try pane.type("\u{1B}[1~")  // home, tmux / vt220
        try pane.type("\u{1B}[F")  // end, xterm
        try pane.type("\u{1B}[4~")  // end, tmux / vt220
        try pane.type("\u{1B}x")  // alt+x
        try pane.type("\u{1B}[<0;12;3M")  // press left at column 12, row 3 (1-based)
        try pane.type("\u{1B}[<32;13;3M")  // drag with left held
        try pane.type("\u{1B}[<0;13;3m")  // release
        try pane.type("\u{1B}[<65;5;7M")  // wheel down
        try pane.type("\u{1B}[200~hello \u{1B}[A world\u{1B}[201~")  // a paste containing ESC
        try pane.waitFor("paste")
        try pane.type("q")
        #expect(try file(pane, "rc") == "0")
        let screen = try pane.capture()
        let events = Array(screen.drop { !$0.hasPrefix("sel keys:") }.dropFirst().prefix(12))
        #expect(
            events == [
                "key up",
                "key ctrl+right",
                "key home",
                "key home",
                "key end",
                "key end",
                "key alt+x",
                "mouse press left at 11,2",
                "mouse drag left at 12,2",
                "mouse release left at 12,2",
                "mouse scroll down at 4,6",
                "paste 15 chars",
            ])
        #expect(try file(pane, "before") == file(pane, "after"))
        #expect(try pane.modeFlags() == "0 1 0 0")
    }

    @Test(arguments: [("TERM", 143), ("INT", 130), ("HUP", 129), ("QUIT", 131)])
    func signalRestoresTerminalAndReraises(signal: String, status: Int) throws {
        let pane = try TmuxPane()
        try startKeys(in: pane)
        #expect(try pane.modeFlags() == "0 1 1 1")  // mouse reporting is on while running
        let pid = try file(pane, "pid")
        try Tools.run("/bin/kill", ["-s", signal, pid])
        #expect(try file(pane, "rc") == "\(status)")
        #expect(try file(pane, "before") == file(pane, "after"))
        #expect(try pane.modeFlags() == "0 1 0 0")
    }

    @Test func ctrlCExitsWith130AndRestores() throws {
        let pane = try TmuxPane()
        try startKeys(in: pane)
        try pane.press("C-c")
        #expect(try file(pane, "rc") == "130")
        #expect(try file(pane, "before") == file(pane, "after"))
        #expect(try pane.modeFlags() == "0 1 0 0")
    }

    /// The control: a stand-in that changes the terminal as `sel keys` does (raw mode, mouse
    /// reporting) but never restores it; the same check must see a broken terminal, or the
    /// checks above prove nothing (docs/testing-notes.md). The product has no switch to skip restoring.
    @Test func harnessDetectsAProgramThatDoesNotRestore() throws {
        let pane = try TmuxPane()
        let unrestoring = #"stty raw -echo; printf '\033[?1000h\033[?1002h\033[?1006hsel keys: press keys\r\n'; exec sleep 60"#
        try startKeys(in: pane, program: unrestoring)
        let pid = try file(pane, "pid")
        try Tools.run("/bin/kill", ["-s", "TERM", pid])
        #expect(try file(pane, "rc") == "143")
        #expect(try file(pane, "before") != file(pane, "after"))
        #expect(try pane.modeFlags() != "0 1 0 0")
    }

    @Test func ctrlZRestoresAndFgResumesRawModeAndRepaints() throws {
        let pane = try TmuxPane(shell: "bash --norc --noprofile -i")
        try pane.runCommand("\(Tools.sel) keys")
        try pane.waitFor("sel keys: press keys")
        try pane.press("C-z")
        try pane.waitFor("Stopped")
        #expect(try pane.modeFlags() == "0 1 0 0")
        try pane.runCommand("stty -a > stty-stopped; echo done > marker")
        _ = try pane.waitForFile("marker")
        let settings = try String(contentsOf: pane.directory.appendingPathComponent("stty-stopped"), encoding: .utf8)
        let words = Set(settings.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == ";" }).map(String.init))
        #expect(words.contains("icanon") && words.contains("echo") && words.contains("isig"))
        try pane.runCommand("fg")
        try pane.waitFor("resize 80x24")
        #expect(try pane.modeFlags() == "0 1 1 1")
        try pane.type("\u{1B}[B")
        try pane.waitFor("key down")
        try pane.type("q")
        try pane.waitUntil("prompt after q") { lines in lines.last { !$0.isEmpty }.map(TmuxPane.isPrompt) == true }
        #expect(try pane.modeFlags() == "0 1 0 0")
    }

    @Test func keysComeFromTheTerminalWhenStandardInputIsNull() throws {
        let pane = try TmuxPane()
        try startKeys(in: pane, stdin: "< /dev/null")
        try pane.type("\u{1B}[B")
        try pane.waitFor("key down")
        try pane.type("q")
        #expect(try file(pane, "rc") == "0")
        #expect(try pane.modeFlags() == "0 1 0 0")
    }

    @Test func withoutAControllingTerminalItFailsClearlyWithStatus2() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/setsid")
        process.arguments = ["-w", Tools.sel, "keys"]
        process.standardInput = FileHandle.nullDevice
        let errors = Pipe()
        let output = Pipe()
        process.standardError = errors
        process.standardOutput = output
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_BACKTRACE"] = "enable=no"
        process.environment = environment
        try process.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 2)
        #expect(message == "sel keys: no terminal to draw on: cannot open /dev/tty: No such device or address\n")
    }
}
