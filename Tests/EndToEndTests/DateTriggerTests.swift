import Foundation
import Testing

/// `sel date --trigger`: the calendar as a drop-down's popover, in tmux, whole screens asserted
/// (docs/behaviour.md §16, CAL-10; the trigger's keys are the drop-down list's, §4).
@Suite(.serialized) struct DateTriggerTests {
    /// The pane's rows under the command line, without trailing blanks.
    private func screen(_ pane: TmuxPane) throws -> [String] {
        let lines = try pane.capture()
        guard let start = lines.firstIndex(where: { $0.hasSuffix("bash run.sh") }) else { return lines }
        var rows = Array(lines[(start + 1)...])
        while rows.last?.isEmpty == true { rows.removeLast() }
        return rows
    }

    @Test func opensMovesAndChooses_CAL10_SEL01_SEL08() throws {
        let pane = try TmuxPane(width: 50, height: 20)
        try pane.startSel("date --trigger 'Pick a day' --value 2026-11-27 --week-start monday", waitFor: "Date: 2026-11-27 ▾")
        let closed = try screen(pane)
        #expect(closed == ["Date: 2026-11-27 ▾", "enter open · esc cancel"])
        try pane.press("Down")
        try pane.waitFor("‹ November 2026 ›")
        let open = try screen(pane)
        #expect(
            open == [
                "Date: 2026-11-27 ▴",
                "      ╭─────▲────────────────╮",
                "      │  ‹ November 2026 ›   │",
                "      │ Mo Tu We Th Fr Sa Su │",
                "      │                    1 │",
                "      │  2  3  4  5  6  7  8 │",
                "      │  9 10 11 12 13 14 15 │",
                "      │ 16 17 18 19 20 21 22 │",
                "      │ 23 24 25 26[27]28 29 │",
                "      │ 30                   │",
                "      │                      │",
                "      ╰──────────────────────╯",
                "←/→ day · ↑/↓ week · pgup/pgdn month · t today · …",
            ])
        try pane.press("Down")  // 2026-12-04
        try pane.press("Left")  // 2026-12-03
        try pane.waitFor("‹ December 2026 ›")
        let december = try screen(pane)
        #expect(
            december.dropFirst(2).prefix(7) == [
                "      │  ‹ December 2026 ›   │",
                "      │ Mo Tu We Th Fr Sa Su │",
                "      │     1  2[ 3] 4  5  6 │",
                "      │  7  8  9 10 11 12 13 │",
                "      │ 14 15 16 17 18 19 20 │",
                "      │ 21 22 23 24 25 26 27 │",
                "      │ 28 29 30 31          │",
            ])
        try pane.press("Enter")
        #expect(try pane.waitForFile("rc") == "0")
        #expect(try pane.selOutput() == "2026-12-03\n")
        let chosen = try screen(pane)
        #expect(chosen.first == "Date: 2026-12-03")
        try pane.expectTerminalRestored()
    }

    @Test func escapeClosesWithoutAChangeThenCancels_CAL10_SEL10() throws {
        let pane = try TmuxPane(width: 50, height: 20)
        try pane.startSel("date --trigger 'Pick a day' --value 2026-11-27", waitFor: "Date: 2026-11-27 ▾")
        try pane.press("Space")
        try pane.waitFor("‹ November 2026 ›")
        try pane.press("NPage")
        try pane.waitFor("‹ December 2026 ›")
        try pane.press("Escape")
        try pane.waitUntil("the popover closed") { !$0.contains { $0.contains("╭") } }
        let closedAgain = try screen(pane)
        #expect(closedAgain == ["Date: 2026-11-27 ▾", "enter open · esc cancel"])
        // Reopened, the chosen day is highlighted again (SEL-02).
        try pane.press("Enter")
        try pane.waitFor("[27]")
        #expect(try pane.capture().contains { $0.contains("‹ November 2026 ›") })
        try pane.press("Escape")
        try pane.waitUntil("the popover closed") { !$0.contains { $0.contains("╭") } }
        try pane.press("Escape")
        #expect(try pane.waitForFile("rc") == "1")
        #expect(try pane.selOutput() == "")
        try pane.expectTerminalRestored()
    }

    @Test func opensAboveAtTheBottomOfTheScreen_CAL10_POS14() throws {
        let pane = try TmuxPane(width: 50, height: 16)
        for _ in 0..<14 { try pane.runCommand("true") }
        try pane.startSel("date --trigger 'Pick a day' --value 2026-11-27 --week-start monday --no-show-help", waitFor: "Date: 2026-11-27")
        try pane.press("Up")
        try pane.waitFor("‹ November 2026 ›")
        let lines = try pane.capture()
        #expect(lines.last(where: { !$0.isEmpty }) == "Date: 2026-11-27 ▴")
        #expect(lines.contains("      ╰─────▼────────────────╯"))
        try pane.press("Enter")
        #expect(try pane.waitForFile("rc") == "0")
        #expect(try pane.selOutput() == "2026-11-27\n")
        try pane.expectTerminalRestored()
    }

    @Test func rangeAndTriggerIsAUsageError() throws {
        let result = try SelProcess.run(["date", "--range", "--trigger", "x"])
        #expect(result.status == 2)
        #expect(result.errors == "sel date: --trigger picks one day: it cannot be used with --range\n")
    }
}
