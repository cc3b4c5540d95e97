import Foundation
import Testing

extension TmuxPane {
    /// Runs `sel ARGUMENTS` (optionally `< stdin`, a file in the pane's directory) from a
    /// non-interactive bash script that records `stty -g` before and after (`before`, `after`),
    /// the exit status (`rc`) and standard output (`out`), then waits for `text` on screen.
    func startSel(_ arguments: String, stdin: String? = nil, waitFor text: String) throws {
        let script = """
            stty -g > before
            \(Tools.shellQuoted(Tools.sel)) \(arguments)\(stdin.map { " < \($0)" } ?? "") > out
            echo $? > rc
            stty -g > after

            """
        try script.write(to: directory.appendingPathComponent("run.sh"), atomically: true, encoding: .utf8)
        try runCommand("bash run.sh")
        try waitFor(text)
    }

    /// What the command started by ``startSel(_:stdin:waitFor:)`` wrote on standard output.
    func selOutput() throws -> String {
        try String(contentsOf: directory.appendingPathComponent("out"), encoding: .utf8)
    }

    /// The terminal's settings are as before the command, and tmux's mode flags are back to normal.
    func expectTerminalRestored() throws {
        #expect(try waitForFile("before") == waitForFile("after"))
        #expect(try modeFlags() == "0 1 0 0")
    }
}
