import Foundation
import Testing

/// Issue 20, as reported: after `seq 40` fills the screen, `sel choose --title Pick` opens its
/// list above the trigger on the last row, with the help line between them; a press on the
/// trigger closes and reopens the list without moving anything, on the same side.
@Suite(.serialized) struct BottomOfScreenEndToEndTests {
    private static func rows(_ screen: [String]) -> (trigger: Int, top: Int?, help: Int?) {
        (
            screen.lastIndex { $0.hasPrefix("Pick: ") } ?? -1,
            screen.firstIndex { $0.contains("╭") },
            screen.firstIndex { $0.hasPrefix("↑/↓ move") }
        )
    }

    @Test func theTriggerStaysOnTheLastRowWhileTheListClosesAndReopensAbove() throws {
        let pane = try TmuxPane(width: 60, height: 20)
        try Data("alpha\nbeta\ngamma\ndelta\n".utf8).write(to: pane.directory.appendingPathComponent("in"))
        try pane.runCommand("clear; seq 40")
        // The shell is back at its prompt on the last row before sel's command is typed (typed
        // earlier, under load, the command is echoed amid seq's output and every row shifts).
        _ = try pane.waitUntil("seq's output and the prompt") { $0.count == 20 && $0[18] == "40" && ["$", "#"].contains($0[19]) }
        try pane.startSel("choose --title Pick", stdin: "in", waitFor: "╰")
        let opened = try pane.waitFor("Pick: ")
        let before = Self.rows(opened)
        #expect(before.trigger == 19, "screen: \(opened)")
        #expect(before.help == 18, "screen: \(opened)")
        #expect(before.top == 12, "screen: \(opened)")
        #expect(opened[17].contains("╰────▼────╯"), "screen: \(opened)")
        #expect(opened[10] == "40", "screen: \(opened)")

        // A press on the trigger (1-based cell 8, 20) closes the list: nothing moves.
        try pane.type("\u{1B}[<0;8;20M\u{1B}[<0;8;20m")
        let closed = try pane.waitUntil("the list closed") { !$0.contains { $0.contains("╭") } }
        #expect(Self.rows(closed).trigger == 19, "screen: \(closed)")
        #expect(Self.rows(closed).help == 18, "screen: \(closed)")
        #expect(closed[10] == "40", "screen: \(closed)")
        #expect(Array(closed[12..<18]) == Array(repeating: "", count: 6), "screen: \(closed)")

        // A second press reopens it on the same side, where it was.
        try pane.type("\u{1B}[<0;8;20M")
        let reopened = try pane.waitFor("╭")
        #expect(Self.rows(reopened).trigger == 19, "screen: \(reopened)")
        #expect(Self.rows(reopened).top == 12, "screen: \(reopened)")
        // The drag that began on the trigger lands on a row: "gamma" (1-based row 16).
        try pane.type("\u{1B}[<32;10;16M")
        try pane.type("\u{1B}[<0;10;16m")
        #expect(try pane.waitForFile("rc") == "0")
        #expect(try pane.selOutput() == "gamma\n")
        try pane.expectTerminalRestored()
    }
}
