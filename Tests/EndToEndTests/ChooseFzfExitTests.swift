import Foundation
import Testing

/// `sel choose` ends as fzf 0.74.5 does (issue 27): each case runs the same keys through
/// `sel choose --filter` and the pinned fzf in tmux and compares what they print and their exit
/// status (Esc and Ctrl-C 130; Enter when nothing matches 1, after the query and the key; the
/// `print-query` action 0 with the query; option values that start with `-` or are empty).
@Suite(.serialized) struct ChooseFzfExitTests {
    private typealias Ending = FzfComparison.Ending

    @discardableResult
    private func expectAsFzf(_ arguments: String, keys: [String], input: String? = nil) throws -> Ending {
        try FzfComparison.expectAsFzf(arguments, keys: keys, input: input ?? "a\nb\nc\n")
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

/// `sel choose --multi` prints the items in the order they were checked, as `fzf -m` (issue 27),
/// compared with fzf 0.74.5 in tmux; `--ordered` (gum's name) prints them in input order.
@Suite(.serialized) struct ChooseMultiOrderTests {
    private let input = "a\nb\nc\nd\n"

    @Test func theChoiceIsPrintedInTheOrderPicked() throws {
        let picked = try FzfComparison.expectAsFzf(
            "--multi", keys: ["c", "Tab", "C-u", "a", "Tab", "C-u", "d", "Tab", "Enter"], input: input)
        #expect(picked == FzfComparison.Ending(output: "c\na\nd\n", status: "0"))
    }

    @Test func anItemUncheckedAndCheckedAgainGoesLast() throws {
        let keys = ["c", "Tab", "C-u", "a", "Tab", "C-u", "c", "Tab", "C-u", "c", "Tab", "Enter"]
        let picked = try FzfComparison.expectAsFzf("--multi", keys: keys, input: input)
        #expect(picked == FzfComparison.Ending(output: "a\nc\n", status: "0"))
    }

    @Test func orderedPrintsInInputOrder() throws {
        let keys = ["c", "Tab", "C-u", "a", "Tab", "C-u", "d", "Tab", "Enter"]
        let run = try FzfComparison.run(Tools.sel, "choose --filter --multi --ordered", input: input, keys: keys)
        #expect(run == FzfComparison.Ending(output: "a\nc\nd\n", status: "0"))
    }

    @Test func aListReadWholeToo() throws {
        let pane = try TmuxPane()
        try pane.startSel("choose --multi a b c d", waitFor: "[ ] d")
        for key in ["Down", "Down", "Space", "Up", "Up", "Space", "Enter"] { try pane.press(key) }
        #expect(try pane.waitForFile("rc") == "0")
        #expect(try pane.selOutput() == "c\na\n")
        try pane.expectTerminalRestored()
    }
}

/// Items preselected with `--selected` count as picked first (issue 27).
@Suite(.serialized) struct ChoosePreselectedOrderTests {
    private func choose(_ arguments: String, stdin: String?, keys: [String], waitFor marker: String) throws -> String {
        let pane = try TmuxPane()
        if stdin != nil { try Data("a\nb\nc\nd\n".utf8).write(to: pane.directory.appendingPathComponent("in")) }
        try pane.startSel("choose --multi \(arguments)", stdin: stdin, waitFor: marker)
        for key in keys { try pane.press(key) }
        #expect(try pane.waitForFile("rc") == "0")
        try pane.expectTerminalRestored()
        return try pane.selOutput()
    }

    @Test func aListReadWhole() throws {
        #expect(try choose("--selected c a b c d", stdin: nil, keys: ["Home", "Space", "Enter"], waitFor: "[x] c") == "c\na\n")
    }

    @Test func aStreamedList() throws {
        #expect(try choose("--selected d", stdin: "in", keys: ["Space", "Enter"], waitFor: "[x] d") == "d\na\n")
    }
}
