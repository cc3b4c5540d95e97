import Foundation
import Testing

/// Runs the same keys through `sel choose --filter ARGUMENTS` and the pinned fzf
/// (``ReferenceTools``) in tmux and compares what they print and their exit status.
enum FzfComparison {
    /// What a run printed and its exit status.
    struct Ending: Equatable, CustomStringConvertible {
        var output: String
        var status: String
        var description: String { "\(output.debugDescription) → \(status)" }
    }

    /// Starts `program ARGUMENTS < in > out 2> err` in `pane` with `input` as `in`, noting the
    /// terminal's settings before and after (`before`, `after`) and the status (`rc`).
    static func start(_ pane: TmuxPane, _ program: String, _ arguments: String, input: String) throws {
        try Data(input.utf8).write(to: pane.directory.appendingPathComponent("in"))
        let script = """
            stty -g > before
            \(Tools.shellQuoted(program)) \(arguments) < in > out 2> err
            echo $? > rc
            stty -g > after

            """
        try script.write(to: pane.directory.appendingPathComponent("run.sh"), atomically: true, encoding: .utf8)
        try pane.runCommand("clear; bash run.sh")
    }

    /// Runs `program ARGUMENTS < in > out` in a new pane, waits for the match count, types `keys` (a
    /// word is typed as text unless it is a tmux key name), and returns what it printed and its status.
    static func run(_ program: String, _ arguments: String, input: String, keys: [String]) throws -> Ending {
        let pane = try TmuxPane()
        try start(pane, program, arguments, input: input)
        // The match count, "N/TOTAL", shows that the list is up.
        try pane.waitFor("/\(input.split(separator: "\n").count)")
        for key in keys {
            if ["Enter", "Escape", "Tab", "Up", "Down"].contains(key) || key.hasPrefix("C-") || key.hasPrefix("M-") {
                try pane.press(key)
            } else {
                try pane.type(key)
                // The filter has taken the text before the next key.
                Thread.sleep(forTimeInterval: 0.3)
            }
        }
        let status = try pane.waitForFile("rc")
        try pane.expectTerminalRestored()
        let output = String(decoding: try Data(contentsOf: pane.directory.appendingPathComponent("out")), as: UTF8.self)
        return Ending(output: output, status: status)
    }

    /// `sel choose --filter ARGUMENTS` and `fzf ARGUMENTS` with the same keys end alike; returns sel's ending.
    @discardableResult
    static func expectAsFzf(_ arguments: String, keys: [String], input: String) throws -> Ending {
        let sel = try run(Tools.sel, "choose --filter \(arguments)", input: input, keys: keys)
        let fzf = try run(try ReferenceTools.fzf().path, arguments, input: input, keys: keys)
        #expect(sel == fzf, "sel choose --filter \(arguments) with \(keys)")
        return sel
    }

}
