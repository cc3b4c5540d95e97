import Foundation
import Testing

/// `sel menu` end to end: usage errors, then menus in tmux with exact output, exit statuses and
/// the terminal restored (docs/behaviour.md §6).
@Suite(.serialized) struct MenuCommandTests {
    static let document = """
        [
          {"label": "File", "items": [
            "New",
            {"label": "Export", "items": ["PDF", {"label": "HTML", "disabled": "no template"}]},
            "-",
            {"label": "Print", "disabled": "no printer"}
          ]},
          {"separator": true},
          {"label": "Word Wrap", "checkbox": true, "checked": true},
          {"label": "Light", "radio": "theme", "checked": true},
          {"label": "Dark", "radio": "theme"},
          {"label": "Quit", "value": "q"}
        ]
        """

    @Test func usageErrorsExitTwoWithOneLine() throws {
        let malformed = try SelProcess.run(["menu", "--json"], input: Array("[\"a\",".utf8))
        #expect(malformed.status == 2)
        #expect(malformed.errors == "sel menu: --json: invalid JSON at line 1, column 6: expected a value, found end of input\n")
        let noLabel = try SelProcess.run(["menu", "--json"], input: Array(#"[{"value": 1}]"#.utf8))
        #expect(noLabel.errors == "sel menu: the menu, item 1 needs a string \"label\"\n")
        let empty = try SelProcess.run(["menu", "--json"], input: Array(#"[{"label": "x", "disabled": "no"}]"#.utf8))
        #expect(empty.status == 1)
        #expect(empty.errors == "sel menu: no item can be chosen\n")
    }

    @Test func plainModeListsTheChoosableItemsAndAsksAgainUntilValid() throws {
        let result = try SelProcess.runWithoutTerminal(
            ["menu", "--plain", "File/New", "File/Export/PDF", "Quit"], input: Array("9\nFile/Export/PDF\n".utf8))
        #expect(result.status == 0)
        #expect(result.output == Array("File/Export/PDF\n".utf8))
        #expect(
            result.errors
                == "1) File/New\n2) File/Export/PDF\n3) Quit\nMenu: ✗ type a number from 1 to 3 or a path as listed\nMenu: ")
    }

    private func start(_ arguments: String, in pane: TmuxPane, waitFor text: String, json: Bool = true) throws {
        try Self.document.write(to: pane.directory.appendingPathComponent("menu.json"), atomically: true, encoding: .utf8)
        try pane.startSel("menu \(arguments)\(json ? " --json" : "")", stdin: json ? "menu.json" : nil, waitFor: text)
    }

    @Test func keysThroughASubmenuPrintThePathAndTheStates() throws {
        let pane = try TmuxPane(width: 80, height: 20)
        try start("--trigger Menu", in: pane, waitFor: "Menu ▾")
        try pane.type("\u{1B}[B")  // Down: open at File (MENU-01)
        try pane.type("\u{1B}[C")  // Right: File's submenu (MENU-12)
        try pane.type("\u{1B}[B")  // Export
        try pane.type("\u{1B}[C")  // Export's submenu
        try pane.waitFor("│› PDF")
        let screen = try pane.capture()
        #expect(screen.contains { $0.contains("│› Export             ▸ ││› PDF") })
        try pane.press("Enter")
        #expect(try pane.waitForFile("rc") == "0")
        #expect(try pane.selOutput() == "File/Export/PDF\nWord Wrap=on\nLight=on\nDark=off\n")
        #expect(try pane.capture().contains { $0.hasPrefix("Menu: File/Export/PDF") })
        try pane.expectTerminalRestored()
    }

    @Test func spaceTogglesEscapeClosesOneLevelAndValueOutput() throws {
        let pane = try TmuxPane(width: 80, height: 20)
        try start("--output value", in: pane, waitFor: "Quit")
        try pane.type("\u{1B}[C")  // File's submenu
        try pane.waitFor("│› New")
        try pane.press("Escape")  // closes the submenu only (MENU-09)
        try pane.waitUntil { !$0.contains { $0.contains("New") } }
        try pane.type("\u{1B}[B")  // Down: Word Wrap (the separator is skipped)
        try pane.waitFor("│› [x] Word Wrap")
        try pane.press("Space")  // off, the menu stays (MENU-07)
        try pane.waitFor("│› [ ] Word Wrap")
        try pane.type("\u{1B}[4~")  // End: Quit
        try pane.press("Enter")
        #expect(try pane.waitForFile("rc") == "0")
        #expect(try pane.selOutput() == "q\nWord Wrap=off\nLight=on\nDark=off\n")
        try pane.expectTerminalRestored()
    }

    @Test func pressDragReleaseFromTheTriggerAcrossLevels() throws {
        let pane = try TmuxPane(width: 80, height: 20)
        try start("--trigger Menu", in: pane, waitFor: "Menu ▾")
        let top = try pane.capture().firstIndex { $0.hasPrefix("Menu ▾") } ?? 0
        func at(_ column: Int, _ row: Int) -> String { "\(column + 1);\(top + row + 1)" }
        try pane.type("\u{1B}[<0;\(at(1, 0))M")  // press the trigger: open, nothing active (MENU-02)
        try pane.waitFor("╭──")
        try pane.type("\u{1B}[<32;\(at(8, 2))M")  // drag onto File; its submenu opens after 200 ms
        try pane.waitFor("│  New")
        try pane.type("\u{1B}[<32;\(at(24, 3))M")  // drag onto Export in the submenu
        try pane.waitFor("PDF")
        try pane.type("\u{1B}[<32;\(at(50, 3))M")  // onto PDF
        try pane.waitFor("│› PDF")
        try pane.type("\u{1B}[<0;\(at(50, 3))m")  // release: chosen
        #expect(try pane.waitForFile("rc") == "0")
        #expect(try pane.selOutput() == "File/Export/PDF\nWord Wrap=on\nLight=on\nDark=off\n")
        try pane.expectTerminalRestored()
    }

    @Test func pathsFromArgumentsEscapeCancelsTimeoutAndCtrlC() throws {
        let pane = try TmuxPane(width: 80, height: 20)
        try start("'File/New' 'File/Save as\\/copy' Quit", in: pane, waitFor: "Quit", json: false)
        try pane.type("\u{1B}[C")
        try pane.type("\u{1B}[B")
        try pane.press("Enter")
        #expect(try pane.waitForFile("rc") == "0")
        #expect(try pane.selOutput() == "File/Save as\\/copy\n")
        try pane.expectTerminalRestored()

        let cancelled = try TmuxPane(width: 80, height: 20)
        try start("", in: cancelled, waitFor: "Quit")
        try cancelled.press("Escape")
        #expect(try cancelled.waitForFile("rc") == "1")
        #expect(try cancelled.selOutput() == "")
        try cancelled.expectTerminalRestored()

        let timed = try TmuxPane(width: 80, height: 20)
        try start("--timeout 0.3", in: timed, waitFor: "Quit")
        #expect(try timed.waitForFile("rc") == "124")
        try timed.expectTerminalRestored()

        let interrupted = try TmuxPane(width: 80, height: 20)
        try start("--trigger Menu", in: interrupted, waitFor: "Menu ▾")
        try interrupted.press("C-c")
        #expect(try interrupted.waitForFile("rc") == "130")
        #expect(try interrupted.selOutput() == "")
        try interrupted.expectTerminalRestored()
    }
}
