import Foundation
import Testing

/// `sel choose` ends as fzf 0.74.5 does (issue 27): each case runs the same keys through
/// `sel choose --filter` and the pinned fzf in tmux and compares what they print and their exit
/// status (Esc and Ctrl-C 130; Enter when nothing matches 1, after the query and the key; the
/// `print-query` action 0 with the query; option values that start with `-` or are empty).
@Suite(.serialized) struct ChooseFzfExitTests {
    /// What a run printed and its exit status.
    struct Ending: Equatable, CustomStringConvertible {
        var output: String
        var status: String
        var description: String { "\(output.debugDescription) → \(status)" }
    }

    private let abc = "a\nb\nc\n"

    /// Runs `program ARGUMENTS < in > out` in a new pane, waits for `marker`, types `keys` (a
    /// word is typed as text unless it is a tmux key name), and returns what it printed and its status.
    private func run(_ program: String, _ arguments: String, input: String, keys: [String], marker: String = "/3") throws -> Ending {
        let pane = try TmuxPane()
        try Data(input.utf8).write(to: pane.directory.appendingPathComponent("in"))
        let script = """
            stty -g > before
            \(Tools.shellQuoted(program)) \(arguments) < in > out 2> err
            echo $? > rc
            stty -g > after

            """
        try script.write(to: pane.directory.appendingPathComponent("run.sh"), atomically: true, encoding: .utf8)
        try pane.runCommand("clear; bash run.sh")
        try pane.waitFor(marker)
        for key in keys {
            if ["Enter", "Escape", "Tab", "Up", "Down"].contains(key) || key.hasPrefix("C-") {
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
    private func expectAsFzf(_ arguments: String, keys: [String], input: String? = nil) throws -> Ending {
        let input = input ?? abc
        let sel = try run(Tools.sel, "choose --filter \(arguments)", input: input, keys: keys)
        let fzf = try run(try ReferenceTools.fzf().path, arguments, input: input, keys: keys)
        #expect(sel == fzf, "sel choose --filter \(arguments) with \(keys)")
        return sel
    }

    @Test func escapeAndCtrlCExit130() throws {
        #expect(try expectAsFzf("", keys: ["Escape"]) == Ending(output: "", status: "130"))
        #expect(try expectAsFzf("--print-query", keys: ["b", "C-c"]) == Ending(output: "", status: "130"))
    }

    @Test func enterWhenNothingMatchesExits1AfterTheQuery() throws {
        #expect(try expectAsFzf("", keys: ["zz", "Enter"]) == Ending(output: "", status: "1"))
        #expect(try expectAsFzf("--print-query", keys: ["zz", "Enter"]) == Ending(output: "zz\n", status: "1"))
        #expect(try expectAsFzf("--print-query --expect ctrl-x", keys: ["zz", "C-x"]) == Ending(output: "zz\nctrl-x\n", status: "1"))
        #expect(try expectAsFzf("--multi", keys: ["zz", "Enter"]) == Ending(output: "", status: "1"))
    }

    @Test func checkedItemsHiddenByTheQueryAreStillChosen() throws {
        #expect(try expectAsFzf("--multi --print-query", keys: ["Tab", "x", "Enter"]) == Ending(output: "x\na\n", status: "0"))
    }

    @Test func thePrintQueryActionPrintsTheQueryAndExits0() throws {
        #expect(try expectAsFzf("--bind ctrl-y:print-query", keys: ["zz", "C-y"]) == Ending(output: "zz\n", status: "0"))
        #expect(try expectAsFzf("--print-query --bind ctrl-y:print-query", keys: ["b", "C-y"]) == Ending(output: "b\n", status: "0"))
    }

    @Test func valuesThatStartWithADashOrAreEmpty() throws {
        #expect(try expectAsFzf("--nth -1 --query=", keys: ["Enter"]) == Ending(output: "a\n", status: "0"))
        #expect(try expectAsFzf("--query ''", keys: ["Enter"]) == Ending(output: "a\n", status: "0"))
        #expect(try expectAsFzf("--query -x", keys: ["Enter"], input: "a\n-x\nc\n") == Ending(output: "-x\n", status: "0"))
        #expect(try expectAsFzf("-q -x --print-query", keys: ["Enter"], input: "a\n-x\nc\n") == Ending(output: "-x\n-x\n", status: "0"))
    }
}
