import Foundation
import Testing

/// fzf's `--reverse` and `--layout reverse` on `sel choose` (issue 27): sel draws the query above
/// the header and the list top-down, as fzf's reverse layout does (checked on both screens in
/// tmux). fzf's other layouts are drawn as fzf's (``ChooseChromeTests``).
@Suite(.serialized) struct ChooseReverseLayoutTests {
    /// The rows of the query, the header and the first two items on `program`'s screen.
    private func rows(_ program: String, _ arguments: String) throws -> [Int] {
        let pane = try TmuxPane(width: 40, height: 12)
        try Data("one\ntwo\nthree\n".utf8).write(to: pane.directory.appendingPathComponent("in"))
        try pane.runCommand("clear; \(Tools.shellQuoted(program)) \(arguments) --prompt 'Q> ' --header HEAD < in > out; echo $? > rc")
        let screen = try pane.waitFor("three")
        let rows = ["Q>", "HEAD", "one", "two"].map { text in screen.firstIndex { $0.contains(text) } ?? -1 }
        try pane.press("Escape")
        #expect(try pane.waitForFile("rc") == "130")
        return rows
    }

    @Test(arguments: ["--reverse", "--layout reverse", "--layout=reverse"])
    func theQueryIsAboveTheHeaderAndTheListGoesDownAsInFzf(arguments: String) throws {
        let fzf = try rows(try ReferenceTools.fzf().path, "\(arguments) --height 8")
        let sel = try rows(Tools.sel, "choose --filter \(arguments) --height 8")
        for order in [fzf, sel] {
            #expect(!order.contains(-1) && order == order.sorted(), "\(order)")
        }
    }
}
