import Foundation
import Testing

/// `sel choose` full-screen (`--full-screen`, `--height`) and with long items (the match moved
/// into view, `--wrap`, multi-line `--read0` items), in a real terminal.
@Suite(.serialized) struct ChooseLayoutTests {
    private func write(_ text: String, to name: String, in pane: TmuxPane) throws {
        try Data(text.utf8).write(to: pane.directory.appendingPathComponent(name))
    }

    private func numbers(_ pane: TmuxPane) throws {
        try write((1...100).map { "item \($0)\n" }.joined(), to: "items", in: pane)
    }

    /// How many lines the pane's scrollback holds.
    private func historySize(_ pane: TmuxPane) throws -> String {
        try Tools.run(Tools.path(of: "tmux") ?? "tmux", ["-L", pane.socket, "display", "-p", "-t", pane.target, "#{history_size}"]).output
    }

    /// Lines on screen that are not empty.
    private func shown(_ screen: [String]) -> [String] {
        screen.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
    }

    @Test func fullScreenAt80x24FillsTheScreenAndLeavesTheMainScreenUntouched() throws {
        let pane = try TmuxPane(width: 80, height: 24)
        try numbers(pane)
        try pane.runCommand("clear; printf 'KEEP ONE\\nKEEP TWO\\n'")
        let before = try pane.waitUntil("the output and the next prompt") { screen in
            screen.contains("KEEP TWO") && shown(screen).last.map(TmuxPane.isPrompt) == true
        }
        let history = try historySize(pane)
        try pane.startSel("choose --full-screen --filter --title Numbers --header 'pick one'", stdin: "items", waitFor: "100/100")
        let screen = try pane.capture()
        #expect(screen.count == 24)
        #expect(screen[0] == "Numbers")
        #expect(screen[1].hasPrefix("/ type to filter") && screen[1].hasSuffix("100/100") && screen[1].count == 80)
        #expect(screen[2] == " pick one")
        #expect(screen[3].hasPrefix("›  item 1 ") && screen[3].hasSuffix("┃"))
        #expect(screen[22].hasPrefix("   item 20 "))
        #expect(screen[23] == "↑/↓ move · enter choose · esc cancel")
        #expect(try pane.modeFlags().hasPrefix("1 "))
        try pane.type("77")
        try pane.waitFor("1/100")
        try pane.press("Enter")
        #expect(try pane.waitForFile("rc") == "0")
        #expect(try pane.selOutput() == "item 77\n")
        try pane.expectTerminalRestored()
        // The main screen is as it was, plus the command line and the next prompt: nothing printed.
        let kept = shown(before)
        guard let prompt = kept.last else { return }
        let expected = Array(kept.dropLast()) + [prompt + " bash run.sh", prompt]
        // Polled: the shell draws its next prompt a moment after `sel` has ended.
        try pane.waitUntil("the main screen as it was") { shown($0) == expected }
        #expect(try historySize(pane) == history)
    }

    @Test func fullScreenAt200x60ShowsAsManyItemsAsFit() throws {
        let pane = try TmuxPane(width: 200, height: 60)
        try numbers(pane)
        try pane.startSel("choose --full-screen --filter --title Numbers", stdin: "items", waitFor: "100/100")
        let screen = try pane.capture()
        #expect(screen.count == 60)
        #expect(screen[0] == "Numbers")
        #expect(screen[1].count == 200 && screen[1].hasSuffix("100/100"))
        // Title, filter field and help line: 57 rows of items.
        #expect(screen[2].hasPrefix("›  item 1 "))
        #expect(screen[58].hasPrefix("   item 57 "))
        #expect(screen[59].hasPrefix("↑/↓ move"))
        // The wheel scrolls by item (the highlight stays in view); a click chooses the item under it.
        try pane.type("\u{1B}[<65;10;10M")
        try pane.waitUntil("scrolled") { $0.count > 2 && $0[2].hasPrefix("›  item 2 ") }
        try pane.type("\u{1B}[<0;10;10M\u{1B}[<0;10;10m")
        #expect(try pane.waitForFile("rc") == "0")
        #expect(try pane.selOutput() == "item 9\n")
        try pane.expectTerminalRestored()
    }

    @Test func aResizeLaysTheFullScreenOutAgain() throws {
        let pane = try TmuxPane(width: 80, height: 24)
        try numbers(pane)
        try pane.startSel("choose --height 100% --filter", stdin: "items", waitFor: "100/100")
        try pane.resize(width: 100, height: 12)
        let screen = try pane.waitUntil("the new layout") { $0.count == 12 && $0[0].count == 100 && $0[11].hasPrefix("↑/↓ move") }
        #expect(screen[0].hasPrefix("/ type to filter") && screen[0].hasSuffix("100/100"))
        #expect(screen[1].hasPrefix("›  item 1 "))
        #expect(screen[10].hasPrefix("   item 10 "))
        try pane.resize(width: 60, height: 30)
        try pane.waitUntil("the layout for 60×30") { $0.count == 30 && $0[29].hasPrefix("↑/↓ move") && $0[28].hasPrefix("   item 28 ") }
        try pane.press("Escape")
        #expect(try pane.waitForFile("rc") == "130")
        try pane.expectTerminalRestored()
    }

    @Test func aHeightFillsThatManyRowsBelowTheCursor() throws {
        let pane = try TmuxPane(width: 80, height: 24)
        try numbers(pane)
        try pane.runCommand("clear")
        try pane.startSel("choose --height 6", stdin: "items", waitFor: "item 4")
        let screen = shown(try pane.capture())
        // The command line, then 6 rows: 5 items and the help line.
        #expect(screen.count == 7)
        #expect(screen[1].hasPrefix("›  item 1 "))
        #expect(screen[5].hasPrefix("   item 5 "))
        #expect(screen[6] == "↑/↓ move · enter choose · esc cancel")
        try pane.press("Escape")
        #expect(try pane.waitForFile("rc") == "130")
        try pane.expectTerminalRestored()
    }

    @Test(arguments: ["0", "-abc", "abc", "101%", "~0", "5%%", "-101%", "--1"])
    func aHeightThatIsNotRowsOrAPercentageIsAUsageError(_ height: String) throws {
        let result = try SelProcess.runWithoutTerminal(["choose", "--height", height, "a", "b"])
        #expect(result.status == 2)
        #expect(
            result.errors.hasPrefix(
                "sel choose: --height must be [~][-]N[%]: N rows or N% of the terminal (negative: the terminal's height less N), N at least 1 and a percentage at most 100, not '\(height)'.\n"
            ))
        #expect(result.output == [])
    }

    @Test func aLongLineShowsItsMatchAtTheEnd() throws {
        let pane = try TmuxPane(width: 80, height: 24)
        try write(String(repeating: "x", count: 489) + " NEEDLE end\nshort\n", to: "items", in: pane)
        try pane.startSel("choose --filter", stdin: "items", waitFor: "2/2")
        try pane.type("needle")
        let screen = try pane.waitFor("NEEDLE end")
        let row = screen.first { $0.contains("NEEDLE") } ?? ""
        #expect(row.hasPrefix("│›  …xxx") && row.hasSuffix("NEEDLE end│"))
        try pane.press("Enter")
        #expect(try pane.waitForFile("rc") == "0")
        #expect(try pane.selOutput().hasSuffix(" NEEDLE end\n"))
        try pane.expectTerminalRestored()
    }

    @Test func wrapDrawsALongItemOverSeveralRows() throws {
        let pane = try TmuxPane(width: 40, height: 24)
        try write(String(repeating: "word ", count: 20) + "\none\ntwo\n", to: "items", in: pane)
        try pane.startSel("choose --wrap --height 10", stdin: "items", waitFor: "↳")
        let screen = try pane.capture()
        guard let first = screen.firstIndex(where: { $0.hasPrefix("›  word word") }) else {
            Issue.record("no first row: \(screen)")
            return
        }
        #expect(screen[first + 1].hasPrefix("   ↳ "))
        #expect(screen[first + 2].hasPrefix("   ↳ "))
        #expect(screen[first + 3].hasPrefix("   one"))
        // Down goes to the next item, not the next screen row.
        try pane.press("Down")
        try pane.waitFor("›  one")
        try pane.press("Enter")
        #expect(try pane.waitForFile("rc") == "0")
        #expect(try pane.selOutput() == "one\n")
        try pane.expectTerminalRestored()
    }

    @Test func aMultiLineRead0ItemIsDrawnOverItsLines() throws {
        let pane = try TmuxPane(width: 40, height: 24)
        try write("first line\nsecond line\u{0}single\u{0}", to: "items", in: pane)
        try pane.startSel("choose --read0", stdin: "items", waitFor: "single")
        let screen = try pane.capture()
        guard let first = screen.firstIndex(where: { $0.contains("›  first line") }) else {
            Issue.record("no first row: \(screen)")
            return
        }
        #expect(screen[first + 1].hasPrefix("│   second line"))
        #expect(screen[first + 2].hasPrefix("│   single"))
        #expect(!screen.contains { $0.contains("␊") })
        // A click on the item's second line is a click on the item.
        try pane.press("Down")
        try pane.waitFor("›  single")
        try pane.type("\u{1B}[<0;8;\(first + 2)M\u{1B}[<0;8;\(first + 2)m")
        #expect(try pane.waitForFile("rc") == "0")
        #expect(try pane.selOutput() == "first line\nsecond line\n")
        try pane.expectTerminalRestored()
    }
}
