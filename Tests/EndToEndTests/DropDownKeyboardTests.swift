import Foundation
import Testing

/// The closed and open drop-down's keys in `sel demo dropdown` (a closed select trigger, the
/// Fruit field, focused at the start), through tmux, from docs/behaviour.md §4 and §2.
@Suite(.serialized) struct DropDownKeyboardTests {
    private func startDemo(in pane: TmuxPane) throws {
        try pane.startSel("demo dropdown", waitFor: "›Select... ▾")
    }

    /// The open list's rows between its borders.
    private func listRows(_ lines: [String]) throws -> [String] {
        guard let top = lines.firstIndex(where: { $0.contains("╭") }), let bottom = lines.firstIndex(where: { $0.contains("╰") })
        else { throw HarnessError("no list on screen:\n" + lines.joined(separator: "\n")) }
        return lines[(top + 1)..<bottom].map { line in
            // The rows start at the popover's left border, whatever is drawn left of it.
            guard let border = line.firstIndex(of: "│") else { return line }
            return String(line[border...])
        }
    }

    /// SEL-01, SEL-02 (Alt+↓ with nothing selected opens with no highlighted option), TA-10 (with
    /// nothing highlighted a search starts at the first option, inclusive), SEL-09 (Alt+↑ chooses
    /// the highlighted option and closes), then SEL-02 again (Alt+↓ with a selection highlights it).
    @Test func altDownOpensAltUpChooses_SEL01_SEL02_SEL09_TA10() throws {
        let pane = try TmuxPane()
        try startDemo(in: pane)
        try pane.press("M-Down")
        let opened = try pane.waitFor("fruit: shown")
        #expect(
            try listRows(opened) == [
                "│   Apple     ┃│",
                "│   Apricot   ┃│",
                "│   Banana    ││",
                "│   Blackberry││",
                "│   Cherry    ││",
            ])
        #expect(opened.contains { $0.contains("Fruit:") && $0.contains("›Select... ▴") })
        // "a": Apple, the first option, is a match and wins (TA-10), not Apricot after it.
        try pane.type("a")
        #expect(
            try listRows(pane.waitFor("›  Apple")) == [
                "│›  Apple     ┃│",
                "│   Apricot   ┃│",
                "│   Banana    ││",
                "│   Blackberry││",
                "│   Cherry    ││",
            ])
        try pane.press("Down")
        try pane.waitFor("›  Apricot")
        try pane.press("M-Up")
        let chosen = try pane.waitFor("selected 1 Apricot")
        #expect(chosen.contains { $0.contains("Fruit:") && $0.contains("›Apricot ▾") })
        #expect(!chosen.contains { $0.contains("╭") })
        try pane.press("M-Down")
        let reopened = try listRows(pane.waitFor("╭"))
        // The choice is highlighted, checked and scrolled to the top row.
        #expect(reopened.first == "│›✓ Apricot   ││")
        try pane.press("Escape")
        try pane.waitUntil("the list closed") { !$0.contains { $0.contains("╭") } }
        try pane.type("q")
        #expect(try pane.waitForFile("rc") == "0")
        try pane.expectTerminalRestored()
    }

    /// SEL-02: Down on the closed trigger with nothing selected opens with the first option
    /// highlighted; Up opens with the last; Alt+↑ in the open list then chooses it (SEL-09).
    @Test func downAndUpOpenWithTheFirstAndLastOption_SEL01_SEL02() throws {
        let pane = try TmuxPane()
        try startDemo(in: pane)
        try pane.press("Down")
        try pane.waitFor("›  Apple")
        try pane.press("Escape")
        try pane.waitFor("dismissed (escape)")
        try pane.press("Up")
        try pane.waitFor("›  Pear")
        try pane.press("M-Up")
        try pane.waitFor("selected 11 Pear")
        try pane.type("q")
        #expect(try pane.waitForFile("rc") == "0")
        try pane.expectTerminalRestored()
    }
}
