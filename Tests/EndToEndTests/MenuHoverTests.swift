import Foundation
import Testing

/// Hover in `sel menu` (docs/behaviour.md §6), in tmux: while a menu is open the terminal is
/// asked for motion reports with no button held (DECSET 1003, tmux's `mouse_all_flag`), so
/// hovering highlights items and opens submenus (MENU-14) and leaving an item clears the
/// highlight but leaving a submenu's item does not (MENU-15); closed, the mode is off again.
@Suite(.serialized) struct MenuHoverTests {
    private func allMotionFlag(_ pane: TmuxPane) throws -> String {
        try pane.modeFlagsAllMotion()
    }

    @Test func hoverHighlightsAndOpensSubmenusWhileOpen_MENU14_MENU15() throws {
        let pane = try TmuxPane(width: 80, height: 20)
        try pane.startSel("menu --trigger Menu New Open Recent/a.txt Recent/b.txt Quit", waitFor: "Menu ▾")
        #expect(try allMotionFlag(pane) == "0")
        let top = try pane.capture().firstIndex { $0.hasPrefix("Menu ▾") } ?? 0
        func motion(_ column: Int, _ row: Int) -> String { "\u{1B}[<35;\(column + 1);\(top + row + 1)M" }
        try pane.press("Down")
        try pane.waitFor("│› New")
        try pane.waitUntil("mode 1003 on") { _ in try allMotionFlag(pane) == "1" }
        // Hover over Open: it is highlighted (MENU-14).
        try pane.type(motion(4, 3))
        try pane.waitFor("│› Open")
        // Hover over Recent ▸: highlighted, and after 200 ms its submenu opens (MENU-14).
        try pane.type(motion(4, 4))
        try pane.waitFor("│› Recent ▸")
        try pane.waitFor("a.txt")
        // Leaving the submenu's item for empty space keeps it highlighted, its submenu open
        // (MENU-15). Down, sent after the motion, is the marker: it enters the submenu only
        // while Recent is highlighted, so Recent and a.txt highlighted together show both.
        try pane.type(motion(40, 12))
        try pane.press("Down")
        try pane.waitFor("│› Recent ▸ ││› a.txt │")
        // ← closes the submenu, back in the top menu; hovering Recent opens it again.
        try pane.press("Left")
        try pane.waitUntil("the submenu closed by ←") { !$0.contains { $0.contains("a.txt") } }
        try pane.type(motion(4, 4))
        try pane.waitFor("a.txt")
        // Leaving a plain item clears the highlight (MENU-15).
        try pane.type(motion(4, 2))
        try pane.waitFor("│› New")
        try pane.type(motion(40, 12))
        try pane.waitUntil("no highlighted item") { !$0.contains { $0.contains("│› ") } }
        // Recent's submenu closes after its 100 ms delay (MENU-14); until then Esc would close it alone (MENU-09).
        try pane.waitUntil("the submenu closed") { !$0.contains { $0.contains("a.txt") } }
        // Closed: mode 1003 off, the mouse still reported (presses and drags: 1000, 1002).
        try pane.press("Escape")
        try pane.waitFor("Menu ▾")
        try pane.waitUntil("mode 1003 off") { _ in try allMotionFlag(pane) == "0" }
        #expect(try pane.modeFlags() == "0 0 1 1")
        try pane.press("Escape")
        #expect(try pane.waitForFile("rc") == "1")
        try pane.expectTerminalRestored()
    }
}

extension TmuxPane {
    /// tmux's `#{mouse_all_flag}`: 1 while the program asks for every motion report (mode 1003).
    func modeFlagsAllMotion() throws -> String {
        try Tools.run("/usr/bin/env", ["tmux", "-L", socket, "display", "-p", "-t", target, "#{mouse_all_flag}"]).output
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
