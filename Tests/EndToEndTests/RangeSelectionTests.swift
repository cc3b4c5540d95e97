import Foundation
import Testing

/// Range selection in `sel choose --multi` through the real keys a terminal sends (tmux), from
/// docs/behaviour.md §3: Shift+↓/↑ move and extend with anchor semantics (LB-06), Ctrl+Shift+End
/// and Ctrl+Shift+Home extend to the ends (LB-08).
@Suite(.serialized) struct RangeSelectionTests {
    /// Six items, a to f, given on standard input.
    private func startSix(in pane: TmuxPane, _ arguments: String = "--multi") throws {
        try "a\nb\nc\nd\ne\nf\n".write(to: pane.directory.appendingPathComponent("in"), atomically: true, encoding: .utf8)
        try pane.startSel("choose \(arguments)", stdin: "in", waitFor: "│ [ ] f │")
    }

    /// The popover's rows between its borders, as drawn.
    private func rows(_ pane: TmuxPane, until text: String) throws -> [String] {
        let lines = try pane.waitFor(text)
        guard let top = lines.firstIndex(where: { $0.contains("╭") }), let bottom = lines.firstIndex(where: { $0.contains("╰") })
        else { throw HarnessError("no popover on screen:\n" + lines.joined(separator: "\n")) }
        return Array(lines[(top + 1)..<bottom])
    }

    /// LB-06: Space on b anchors the range; Shift+↓ twice checks b…d with the highlight on d;
    /// Shift+↑ shrinks it to b…c (the range anchor…current is replaced, not added to); Enter
    /// prints the checked lines.
    @Test func shiftArrowsMoveAndExtendFromTheAnchor_LB06() throws {
        let pane = try TmuxPane()
        try startSix(in: pane)
        try pane.press("Down")
        try pane.press("Space")
        try pane.waitFor("[x] b")
        try pane.press("S-Down")
        try pane.press("S-Down")
        #expect(
            try rows(pane, until: "›[x] d")
                == [
                    "│ [ ] a │",
                    "│ [x] b │",
                    "│ [x] c │",
                    "│›[x] d │",
                    "│ [ ] e │",
                    "│ [ ] f │",
                ])
        try pane.press("S-Up")
        #expect(
            try rows(pane, until: "›[x] c")
                == [
                    "│ [ ] a │",
                    "│ [x] b │",
                    "│›[x] c │",
                    "│ [ ] d │",
                    "│ [ ] e │",
                    "│ [ ] f │",
                ])
        // Past the anchor the range turns round: a…b.
        try pane.press("S-Up")
        try pane.press("S-Up")
        #expect(
            try rows(pane, until: "›[x] a")
                == [
                    "│›[x] a │",
                    "│ [x] b │",
                    "│ [ ] c │",
                    "│ [ ] d │",
                    "│ [ ] e │",
                    "│ [ ] f │",
                ])
        try pane.press("Enter")
        #expect(try pane.waitForFile("rc") == "0")
        // Printed in the order checked, as fzf -m (issue 27): b by Space, then a by the range.
        #expect(try pane.selOutput() == "b\na\n")
        try pane.expectTerminalRestored()
    }

    /// LB-06: with nothing checked there is no anchor; Shift+↓ checks the row it reaches, which
    /// becomes the anchor, and the next Shift+↓ extends from there.
    @Test func shiftDownWithoutAnAnchorStartsTheRangeWhereItLands_LB06() throws {
        let pane = try TmuxPane()
        try startSix(in: pane)
        try pane.press("S-Down")
        try pane.press("S-Down")
        #expect(
            try rows(pane, until: "›[x] c")
                == [
                    "│ [ ] a │",
                    "│ [x] b │",
                    "│›[x] c │",
                    "│ [ ] d │",
                    "│ [ ] e │",
                    "│ [ ] f │",
                ])
        try pane.press("Enter")
        #expect(try pane.waitForFile("rc") == "0")
        #expect(try pane.selOutput() == "b\nc\n")
        try pane.expectTerminalRestored()
    }

    /// LB-08 ("select from the active item to the first/last option"): from c (checked),
    /// Ctrl+Shift+End checks c…f and highlights f; from f, Ctrl+Shift+Home checks f…a.
    @Test func controlShiftEndAndHomeSelectToTheEnds_LB08() throws {
        let pane = try TmuxPane()
        try startSix(in: pane)
        try pane.press("Down")
        try pane.press("Down")
        try pane.press("Space")
        try pane.waitFor("[x] c")
        try pane.press("C-S-End")
        #expect(
            try rows(pane, until: "›[x] f")
                == [
                    "│ [ ] a │",
                    "│ [ ] b │",
                    "│ [x] c │",
                    "│ [x] d │",
                    "│ [x] e │",
                    "│›[x] f │",
                ])
        try pane.press("C-S-Home")
        #expect(
            try rows(pane, until: "›[x] a")
                == [
                    "│›[x] a │",
                    "│ [x] b │",
                    "│ [x] c │",
                    "│ [x] d │",
                    "│ [x] e │",
                    "│ [x] f │",
                ])
        try pane.press("Enter")
        #expect(try pane.waitForFile("rc") == "0")
        // In the order checked (issue 27): c, then d…f by Ctrl+Shift+End, then a, b by Ctrl+Shift+Home.
        #expect(try pane.selOutput() == "c\nd\ne\nf\na\nb\n")
        try pane.expectTerminalRestored()
    }

    /// LB-08 with nothing checked: from the highlighted d, Ctrl+Shift+End checks d…f.
    @Test func controlShiftEndStartsAtTheHighlightedItem_LB08() throws {
        let pane = try TmuxPane()
        try startSix(in: pane)
        for _ in 0..<3 { try pane.press("Down") }
        try pane.waitFor("›[ ] d")
        try pane.press("C-S-End")
        #expect(
            try rows(pane, until: "›[x] f")
                == [
                    "│ [ ] a │",
                    "│ [ ] b │",
                    "│ [ ] c │",
                    "│ [x] d │",
                    "│ [x] e │",
                    "│›[x] f │",
                ])
        try pane.press("Enter")
        #expect(try pane.waitForFile("rc") == "0")
        #expect(try pane.selOutput() == "d\ne\nf\n")
        try pane.expectTerminalRestored()
    }

    /// LB-06 after select-all (Ctrl-A): Shift+↓ leaves only the row it reaches checked.
    @Test func shiftDownAfterSelectAllKeepsOnlyTheNewRow_LB06() throws {
        let pane = try TmuxPane()
        try startSix(in: pane)
        try pane.press("C-a")
        try pane.waitFor("│ [x] f │")
        try pane.press("S-Down")
        #expect(
            try rows(pane, until: "›[x] b")
                == [
                    "│ [ ] a │",
                    "│›[x] b │",
                    "│ [ ] c │",
                    "│ [ ] d │",
                    "│ [ ] e │",
                    "│ [ ] f │",
                ])
        try pane.press("Escape")
        #expect(try pane.waitForFile("rc") == "130")
        try pane.expectTerminalRestored()
    }

    /// A single choice has nothing to extend: Shift+↓ only moves the highlight (LB-06's
    /// "in a single-select list, just move").
    @Test func shiftDownInASingleChoiceOnlyMoves_LB06() throws {
        let pane = try TmuxPane()
        try "a\nb\nc\n".write(to: pane.directory.appendingPathComponent("in"), atomically: true, encoding: .utf8)
        try pane.startSel("choose", stdin: "in", waitFor: "│   c │")
        try pane.press("S-Down")
        try pane.waitFor("│›  b │")
        try pane.press("Enter")
        #expect(try pane.waitForFile("rc") == "0")
        #expect(try pane.selOutput() == "b\n")
        try pane.expectTerminalRestored()
    }
}
