import Foundation
import Testing

/// `sel choose --filter` in tmux: a query longer than its box scrolls so the caret and the last
/// characters typed stay on screen (issue 25; it showed the query's start and `…`).
@Suite(.serialized) struct FilterQueryScrollTests {
    @Test func aLongQueryShowsItsEndWhileTypingAndItsStartAfterHome() throws {
        let pane = try TmuxPane(width: 30, height: 10)
        try "the quick brown fox\njumps over the lazy dog\nand runs away\n".write(
            to: pane.directory.appendingPathComponent("items"), atomically: true, encoding: .utf8)
        try pane.startSel("choose --filter", stdin: "items", waitFor: "3/3")
        try pane.type("jumps over the lazy dog")
        try pane.waitFor("│/ …s over the lazy dog  1/3│")
        try pane.press("Home")
        try pane.waitFor("│/ jumps over the lazy … 1/3│")
        try pane.press("Down")
        try pane.waitFor("│›  jumps over the lazy dog │")
        try pane.press("Enter")
        #expect(try pane.waitForFile("rc") == "0")
        #expect(try pane.selOutput() == "jumps over the lazy dog\n")
        try pane.expectTerminalRestored()
    }
}
