import Foundation
import Testing

/// fzf's `--hscroll-off N` on `sel choose` (issue 27): the columns kept after the match of a
/// long item. The windows below are where fzf 0.74.5 puts them on a 40-column screen (fzf draws
/// `··` where sel draws `…`).
@Suite(.serialized) struct ChooseHscrollOffTests {
    static let item = String(repeating: "a", count: 60) + "match bcdefghijklmnopqrstuvwxyz"

    @Test(arguments: [
        ("--hscroll-off 2", "│›  …aaaaaaaaaaaaaaaaaaaaaaaaaamatch b…│"),
        ("", "│›  …aaaaaaaaaaaaaaaaaamatch bcdefghij…│"),
        ("--hscroll-off 10", "│›  …aaaaaaaaaaaaaaaaaamatch bcdefghij…│"),
        ("--hscroll-off 0", "│›  …aaaaaaaaaaaaaaaaaaaaaaaaaaaamatch…│"),
    ])
    func theMatchKeepsThatManyColumnsAfterIt(arguments: String, row: String) throws {
        let pane = try TmuxPane(width: 40, height: 10)
        try (Self.item + "\n").write(to: pane.directory.appendingPathComponent("in"), atomically: true, encoding: .utf8)
        try pane.startSel("choose --filter \(arguments)", stdin: "in", waitFor: "1/1")
        try pane.type("match")
        let screen = try pane.waitUntil("the match on screen") { $0.contains { $0.contains("match") && $0.hasPrefix("│›") } }
        #expect(screen.first { $0.hasPrefix("│›") } == row)
        try pane.press("Escape")
        _ = try pane.waitForFile("rc")
    }

    @Test func aNegativeOffsetIsRefused() throws {
        let result = try SelProcess.run(["choose", "--hscroll-off", "-1", "a"])
        #expect(result.status == 2)
        #expect(result.errors.contains("--hscroll-off must be 0 or more, not -1"), "\(result.errors)")
    }
}
