import Foundation
import Testing

/// The popup demo's menu button (`sel demo popup`): a menu with a submenu on a full-screen
/// screen, in tmux (docs/behaviour.md §6 and OVL-05).
@Suite(.serialized) struct DemoMenuTests {
    /// The 0-based cell where `text` starts on the screen.
    private func locate(_ text: String, in pane: TmuxPane) throws -> (x: Int, y: Int) {
        let lines = try pane.waitFor(text)
        for (row, line) in lines.enumerated() {
            if let range = line.range(of: text) { return (line[..<range.lowerBound].count, row) }
        }
        throw HarnessError("no \(text)")
    }

    private func click(_ cell: (x: Int, y: Int), in pane: TmuxPane) throws {
        try pane.type("\u{1B}[<0;\(cell.x + 1);\(cell.y + 1)M\u{1B}[<0;\(cell.x + 1);\(cell.y + 1)m")
    }

    /// MENU-12, MENU-13, OVL-05: a click opens the menu, a click on "Open Recent" opens its
    /// submenu beside it, a click in the submenu is not "outside" the menu: it activates the item
    /// and closes the whole tree.
    @Test func clicksThroughASubmenu_MENU12_MENU13_OVL05() throws {
        let pane = try TmuxPane()
        try pane.startSel("demo popup", waitFor: "Popup Selector")
        try click(locate("File ▾", in: pane), in: pane)
        try click(locate("Open Recent", in: pane), in: pane)
        let recent = try locate("Open Recent", in: pane)
        let todo = try locate("todo.md", in: pane)
        // The submenu is to the right of its item, its first item level with it.
        #expect(todo.x > recent.x + 10)
        #expect(try locate("notes.txt", in: pane).y == recent.y)
        try click(todo, in: pane)
        let lines = try pane.waitFor("action: file → Open Recent/todo.md")
        #expect(!lines.contains { $0.contains("notes.txt") })
        try pane.type("q")
        #expect(try pane.waitForFile("rc") == "0")
        try pane.expectTerminalRestored()
    }

    /// MENU-14: while the menu is open the screen asks for every motion report (mode 1003), so
    /// hovering highlights an item; closed, the mode is off again.
    @Test func hoverHighlightsWhileTheMenuIsOpen_MENU14() throws {
        let pane = try TmuxPane()
        try pane.startSel("demo popup", waitFor: "Popup Selector")
        try click(locate("File ▾", in: pane), in: pane)
        let new = try locate("New", in: pane)
        try pane.waitUntil("mode 1003 on") { _ in try pane.modeFlagsAllMotion() == "1" }
        let quit = try locate("Quit", in: pane)
        try pane.type("\u{1B}[<35;\(quit.x + 1);\(quit.y + 1)M")
        try pane.waitFor("› Quit")
        try pane.type("\u{1B}[<35;\(new.x + 1);\(new.y + 1)M")
        try pane.waitFor("› New")
        try pane.press("Escape")
        try pane.waitUntil("the menu closed") { !$0.contains { $0.contains("Quit") } }
        try pane.waitUntil("mode 1003 off") { _ in try pane.modeFlagsAllMotion() == "0" }
        try pane.type("q")
        #expect(try pane.waitForFile("rc") == "0")
        try pane.expectTerminalRestored()
    }

    /// MENU-01, MENU-12, MENU-09: the keyboard: Enter on the focused trigger opens the menu on
    /// its first item, ↓ and → open the submenu on its first item, Esc closes only the submenu,
    /// ← … Enter activates.
    @Test func keysThroughASubmenu_MENU01_MENU09_MENU12() throws {
        let pane = try TmuxPane()
        try pane.startSel("demo popup", waitFor: "Popup Selector")
        for _ in 0..<4 { try pane.press("Tab") }
        try pane.press("Enter")
        try pane.waitFor("› New")
        try pane.press("Down")
        try pane.press("Right")
        try pane.waitFor("› notes.txt")
        try pane.press("Escape")
        try pane.waitUntil("the submenu closed") { lines in
            !lines.contains { $0.contains("notes.txt") } && lines.contains { $0.contains("› Open Recent") }
        }
        try pane.press("Right")
        try pane.press("Down")
        try pane.waitFor("› todo.md")
        try pane.press("Enter")
        try pane.waitFor("action: file → Open Recent/todo.md")
        try pane.type("q")
        #expect(try pane.waitForFile("rc") == "0")
        try pane.expectTerminalRestored()
    }
}
