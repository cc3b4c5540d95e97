import Foundation
import Testing

/// fzf's `click-header` event on `sel choose`, in tmux: a press of the mouse on the header (an SGR
/// mouse report typed into the pane) runs its commands with `FZF_CLICK_HEADER_LINE`, `_COLUMN`,
/// `_WORD` and `_NTH` set, compared with fzf 0.74.5; a click elsewhere does not.
@Suite(.serialized) struct ChooseClickHeaderTests {
    private func run(_ program: String, _ arguments: String, click: (column: Int, row: Int)) throws -> (output: String, status: String) {
        let pane = try TmuxPane(width: 40, height: 10)
        try FzfComparison.start(pane, program, arguments, input: "one\ntwo\n")
        _ = try pane.waitFor("NAME PID")
        // Column and row from 1, as the terminal reports them: press, then release.
        try pane.type("\u{1B}[<0;\(click.column);\(click.row)M\u{1B}[<0;\(click.column);\(click.row)m")
        Thread.sleep(forTimeInterval: 0.5)
        try pane.press("Enter")
        let status = try pane.waitForFile("rc")
        try pane.expectTerminalRestored()
        return (try String(contentsOf: pane.directory.appendingPathComponent("out"), encoding: .utf8), status)
    }

    private let arguments = """
        --layout reverse --border --header 'NAME PID CMD' \
        --bind 'click-header:become(echo L=$FZF_CLICK_HEADER_LINE C=$FZF_CLICK_HEADER_COLUMN W=$FZF_CLICK_HEADER_WORD N=$FZF_CLICK_HEADER_NTH)'
        """

    @Test func aClickOnTheHeaderRunsItsCommandsAsFzf() throws {
        // Row 4 is the header's (the border, the query, the count above it); column 10 is on "PID".
        let sel = try run(Tools.sel, "choose --filter " + arguments, click: (10, 4))
        let fzf = try run(try ReferenceTools.fzf().path, arguments, click: (10, 4))
        #expect(sel.output == fzf.output)
        #expect(sel.output == "L=1 C=6 W=PID N=2\n")
        #expect(sel.status == "0" && fzf.status == "0")
    }

    @Test func aClickOnTheListDoesNotFireIt() throws {
        let sel = try run(Tools.sel, "choose --filter " + arguments, click: (10, 6))
        let fzf = try run(try ReferenceTools.fzf().path, arguments, click: (10, 6))
        #expect(sel.output == fzf.output)
        #expect(!sel.output.contains("L="))
    }
}

/// fzf's `KEY:+ACTION` across `--bind` options, compared with fzf 0.74.5 in tmux: the actions
/// run after those bound before (`focus:+transform-header`, README.md's `--style full` demo).
@Suite(.serialized) struct ChooseBindAppendTests {
    @Test func aPlusAppendsToTheEarlierBinding() throws {
        let ending = try FzfComparison.expectAsFzf(
            "--bind 'ctrl-a:print(A)' --bind 'ctrl-a:+print(B)+accept'", keys: ["C-a"], input: "one\ntwo\n")
        #expect(ending.status == "0")
        #expect(ending.output.hasPrefix("A\nB\n"))
    }
}
