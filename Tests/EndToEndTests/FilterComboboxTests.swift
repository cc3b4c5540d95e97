import Foundation
import Testing

/// `sel choose --filter` is an editable combobox over the list (docs/behaviour.md §5), checked
/// in tmux: ↑/↓ wrap in its popup (CB-09), ←/→ move the caret and give focus back to the text
/// (CB-10), Home/End move the caret, not the highlight (CB-11), and `--bind` still wins.
@Suite(.serialized) struct FilterComboboxTests {
    private let fruit = "apple\napricot\nbanana\ncherry\n"

    private func start(_ pane: TmuxPane, _ arguments: String = "--filter") throws {
        try fruit.write(to: pane.directory.appendingPathComponent("in"), atomically: true, encoding: .utf8)
        try pane.startSel("choose \(arguments)", stdin: "in", waitFor: "4/4")
    }

    /// The popover's rows between its borders.
    private func rows(_ lines: [String]) throws -> [String] {
        guard let top = lines.firstIndex(where: { $0.contains("╭") }), let bottom = lines.firstIndex(where: { $0.contains("╰") })
        else { throw HarnessError("no popover on screen:\n" + lines.joined(separator: "\n")) }
        return Array(lines[(top + 1)..<bottom])
    }

    @Test func upOnTheFirstRowWrapsToTheLastAndDownWrapsBack_CB09() throws {
        let pane = try TmuxPane()
        try start(pane)
        try pane.press("Up")
        #expect(
            try rows(pane.waitFor("›  cherry")) == [
                "│/ type to filter     4/4│",
                "│   apple                │",
                "│   apricot              │",
                "│   banana               │",
                "│›  cherry               │",
            ])
        try pane.press("Down")
        try pane.waitFor("›  apple")
        try pane.press("Enter")
        #expect(try pane.waitForFile("rc") == "0")
        #expect(try pane.selOutput() == "apple\n")
        try pane.expectTerminalRestored()
    }

    /// Without `--filter` the list is a select's popup: ↑ on the first row stays (NAV-03, SEL-07).
    @Test func withoutFilterUpOnTheFirstRowStays_NAV03_SEL07() throws {
        let pane = try TmuxPane()
        try fruit.write(to: pane.directory.appendingPathComponent("in"), atomically: true, encoding: .utf8)
        try pane.startSel("choose", stdin: "in", waitFor: "│   cherry  │")
        try pane.press("Up")
        try pane.press("Enter")
        #expect(try pane.waitForFile("rc") == "0")
        #expect(try pane.selOutput() == "apple\n")
        try pane.expectTerminalRestored()
    }

    @Test func leftAndRightMoveTheCaretAndClearTheHighlight_CB10() throws {
        let pane = try TmuxPane()
        try start(pane)
        try pane.type("ap")
        try pane.waitFor("›  apple")
        try pane.press("Left")
        let lines = try pane.waitUntil("no highlighted row") { lines in
            lines.contains { $0.contains("│/ ap") } && !lines.contains { $0.contains("│›") }
        }
        #expect(
            try rows(lines) == [
                "│/ ap                 2/4│",
                "│   apple                │",
                "│   apricot              │",
            ])
        // The caret is on the "p" (reverse video, SGR 7).
        let field = try #require(pane.capture(styled: true).first { $0.contains("2/4") })
        #expect(field.contains("\u{1B}[7mp"), "\(field.debugDescription)")
        // Typing goes in at the caret: "arp" matches nothing.
        try pane.type("r")
        try pane.waitFor("│/ arp                0/4│")
        try pane.press("BSpace")
        try pane.waitFor("│/ ap ")
        // → back at the end, then ↓ highlights the first row again (NAV-01).
        try pane.press("Right")
        try pane.press("Down")
        try pane.waitFor("›  apple")
        try pane.press("Down")
        try pane.waitFor("›  apricot")
        try pane.press("Enter")
        #expect(try pane.waitForFile("rc") == "0")
        #expect(try pane.selOutput() == "apricot\n")
        try pane.expectTerminalRestored()
    }

    @Test func homeAndEndMoveTheCaretNotTheHighlight_CB11() throws {
        let pane = try TmuxPane()
        try start(pane)
        try pane.type("an")
        try pane.waitFor("›  banana")
        try pane.press("Home")
        try pane.waitUntil("no highlighted row") { !$0.contains { $0.contains("│›") } }
        try pane.type("b")
        try pane.waitFor("│/ ban ")
        try pane.press("End")
        try pane.type("a")
        try pane.waitFor("│/ bana ")
        try pane.press("Down")
        try pane.waitFor("›  banana")
        try pane.press("Enter")
        #expect(try pane.waitForFile("rc") == "0")
        #expect(try pane.selOutput() == "banana\n")
        try pane.expectTerminalRestored()
    }

    /// fzf-style bindings (issue 16) come first: `--bind home:first,end:last` move the highlight.
    @Test func bindingsOfHomeAndEndStillWin_CB11() throws {
        let pane = try TmuxPane()
        try start(pane, "--filter --bind home:first,end:last")
        try pane.press("End")
        try pane.waitFor("›  cherry")
        try pane.press("Home")
        try pane.waitFor("›  apple")
        try pane.press("Escape")
        #expect(try pane.waitForFile("rc") == "130")
        try pane.expectTerminalRestored()
    }
}
