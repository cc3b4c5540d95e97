import Foundation
import Testing

/// `sel choose --editable`, an editable combobox (docs/behaviour.md §5), in tmux: the exact
/// bytes printed, the status, the terminal restored.
@Suite(.serialized) struct EditableChooseTests {
    private let cities = "Berlin\nBern\nBonn\nZürich\n"

    private func start(_ pane: TmuxPane, _ arguments: String = "", waitFor text: String = "City:") throws {
        try cities.write(to: pane.directory.appendingPathComponent("in"), atomically: true, encoding: .utf8)
        try pane.startSel("choose --editable --title City \(arguments)", stdin: "in", waitFor: text)
    }

    /// CB-03, CB-13: typing filters and opens; a text that names no option is the answer, as typed.
    @Test func theTypedTextIsTheAnswerWhenNoSuggestionIsTaken_CB03_CB13() throws {
        let pane = try TmuxPane()
        try start(pane)
        try pane.type("Ber")
        let lines = try pane.waitFor("│   Berlin  │")
        #expect(lines.contains { $0.contains("City: Ber  ▴") })
        #expect(lines.contains { $0.contains("│   Bern    │") })
        try pane.type("nau")
        try pane.waitUntil("the list closed") { lines in
            lines.contains { $0.contains("City: Bernau  ▾") } && !lines.contains { $0.contains("╭") }
        }
        try pane.press("Enter")
        #expect(try pane.waitForFile("rc") == "0")
        #expect(try pane.selOutput() == "Bernau\n")
        try pane.expectTerminalRestored()
    }

    /// CB-08, CB-09, CB-12: ↓ highlights a suggestion, wrapping; Enter prints it as it was read.
    @Test func aSuggestionTakenIsPrinted_CB08_CB09_CB12() throws {
        let pane = try TmuxPane()
        try start(pane)
        try pane.type("b")
        try pane.waitFor("│   Bonn    │")
        try pane.press("Up")
        try pane.waitFor("│›  Bonn    │")
        try pane.press("Down")
        try pane.waitFor("│›  Berlin  │")
        try pane.press("Enter")
        #expect(try pane.waitForFile("rc") == "0")
        #expect(try pane.selOutput() == "Berlin\n")
        try pane.expectTerminalRestored()
    }

    /// CB-07, CB-10: `--query` pre-fills; ↓ lists every option with the matching one highlighted;
    /// ← gives focus back to the text, so Enter takes the text.
    @Test func aPrefilledValueOpensOnEveryOption_CB07_CB10() throws {
        let pane = try TmuxPane()
        try start(pane, "--query Zürich", waitFor: "City: Zürich  ▾")
        try pane.press("Down")
        let lines = try pane.waitFor("│›✓ Zürich  │")
        #expect(lines.contains { $0.contains("│   Berlin  │") })
        try pane.press("Left")
        try pane.waitFor("│ ✓ Zürich  │")
        try pane.press("BSpace")
        try pane.waitFor("City: Zürih")
        try pane.press("Enter")
        #expect(try pane.waitForFile("rc") == "0")
        #expect(try pane.selOutput() == "Zürih\n")
        try pane.expectTerminalRestored()
    }

    /// CB-16, CB-17: Esc closes the list, then clears the text, then leaves with status 1.
    @Test func escapeClosesThenClearsThenLeaves_CB16_CB17() throws {
        let pane = try TmuxPane()
        try start(pane)
        try pane.type("bo")
        try pane.waitFor("│   Bonn  │")
        try pane.press("Escape")
        try pane.waitUntil("the list closed") { !$0.contains { $0.contains("╭") } }
        try pane.press("Escape")
        try pane.waitFor("City:   ▾")
        try pane.press("Escape")
        #expect(try pane.waitForFile("rc") == "130")
        #expect(try pane.selOutput() == "")
        try pane.expectTerminalRestored()
    }

    /// CB-M1…M5: with --multi the answers collect as chips: a suggestion toggles in (the list stays
    /// open), typed text adds one, ← then Backspace removes one, Enter on an empty text prints them.
    @Test func chipsCollectAndArePrintedOnePerLine_CBM1_to_CBM5() throws {
        let pane = try TmuxPane()
        try start(pane, "--multi --selected Bonn", waitFor: "City: [Bonn ×]")
        try pane.type("ber")
        try pane.waitFor("│ [ ] Bern    │")
        try pane.press("Down")
        try pane.press("Enter")
        try pane.waitFor("City: [Bonn ×] [Berlin ×]   ▴")
        try pane.waitFor("│›[x] Berlin  │")
        try pane.type("Ulm")
        try pane.press("Enter")
        try pane.waitFor("City: [Bonn ×] [Berlin ×] [Ulm ×]   ▾")
        try pane.press("Left")
        try pane.press("Left")
        try pane.press("BSpace")
        try pane.waitFor("City: [Bonn ×] [Ulm ×]")
        try pane.press("Right")
        try pane.press("Right")
        try pane.type("x")
        try pane.waitFor("City: [Bonn ×] [Ulm ×] x")
        // Emptying the text lists every option again (an edit opens the list, CB-03).
        try pane.press("BSpace")
        try pane.waitFor("City: [Bonn ×] [Ulm ×]   ▴")
        try pane.press("BSpace")
        try pane.waitFor("City: [Bonn ×]   ▴")
        try pane.press("Enter")
        #expect(try pane.waitForFile("rc") == "0")
        #expect(try pane.selOutput() == "Bonn\n")
        try pane.expectTerminalRestored()
    }

    /// CB-20: read-only, neither typing nor ↓ nor Alt+↓ opens a list or changes the text.
    /// Enter, sent last, is the marker: the answer shows what the keys before it did. An edit
    /// changes the text ("Be", "Berx"); an open list has its first option highlighted by ↓, and
    /// Enter would choose it ("Berlin"); only a prompt that took none of them answers "Ber".
    @Test func readOnlyTakesNoEditsAndOpensNoList_CB20() throws {
        let pane = try TmuxPane()
        try start(pane, "--read-only --query Ber", waitFor: "City: Ber  ▾")
        try pane.press("BSpace")
        try pane.type("x")
        try pane.press("M-Down")
        try pane.press("Down")
        try pane.press("Enter")
        #expect(try pane.waitForFile("rc") == "0")
        #expect(try pane.selOutput() == "Ber\n")
        try pane.expectTerminalRestored()
    }

    @Test func optionsThatDoNotCombineAreUsageErrors() throws {
        do {
            _ = try Tools.run(Tools.sel, ["choose", "--editable", "--json"])
            Issue.record("--editable --json was accepted")
        } catch let error as HarnessError {
            #expect(error.description.contains("exited 2"), "\(error)")
            #expect(error.description.contains("--editable does not take --json"), "\(error)")
        }
    }
}
