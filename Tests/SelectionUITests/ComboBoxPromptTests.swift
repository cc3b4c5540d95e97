import SelectionCore
import SelectionTerminal
import SelectionTesting
import SelectionUI
import Testing

/// The editable combobox prompt on a virtual screen (docs/behaviour.md §5): whole screens.
@Suite struct ComboBoxPromptTests {
    private let cities = ["Berlin", "Bern", "Bonn", "Zürich"]

    private func driver(
        text: String = "", chips: [String] = [], _ configuration: ComboBoxConfiguration = ComboBoxConfiguration()
    ) -> PromptDriver<ComboBox> {
        PromptDriver(
            ComboBox("City", options: cities, text: text, chips: chips, configuration: configuration),
            terminal: VirtualTerminal(width: 40, height: 9))
    }

    @Test func typedTextNamingNoOptionIsTheAnswer_CB03_CB13() {
        var driver = driver()
        driver.type("ber")
        #expect(
            driver.snapshot.trimmedLines == [
                "City: ber  ▴",
                "     ╭───────────╮",
                "     │   Berlin  │",
                "     │   Bern    │",
                "     ╰───────────╯",
                "",
                "",
                "↑/↓ suggestions · enter take · esc back",
            ])
        driver.type("x")
        // No suggestion left: the list closes (CB-03).
        #expect(
            driver.snapshot.trimmedLines == [
                "City: berx  ▾", "", "", "", "", "", "", "↑/↓ suggestions · enter take · esc back",
            ])
        driver.press(.enter)
        #expect(driver.result == .chosen(["berx"]))
    }

    @Test func downTakesASuggestionAndEnterAnswersIt_CB08_CB12() {
        var driver = driver()
        driver.type("ber")
        driver.press(.down)
        driver.press(.down)
        #expect(driver.snapshot.trimmedLines[3] == "     │›  Bern    │")
        driver.press(.enter)
        #expect(driver.result == .chosen(["Bern"]))
    }

    /// CB-07: with the pre-filled "Bonn", ↓ lists every option (not only Bonn) with Bonn highlighted.
    @Test func aPrefilledValueOpensOnEveryOption_CB07() {
        var driver = driver(text: "Bonn")
        #expect(driver.snapshot.trimmedLines[0] == "City: Bonn  ▾")
        driver.press(.down)
        #expect(
            Array(driver.snapshot.trimmedLines.prefix(7)) == [
                "City: Bonn  ▴",
                "     ╭───────────╮",
                "     │   Berlin  │",
                "     │   Bern    │",
                "     │›✓ Bonn    │",
                "     │   Zürich  │",
                "     ╰───────────╯",
            ])
        driver.press(.escape)
        #expect(driver.snapshot.trimmedLines[0] == "City: Bonn  ▾")
        // Closed, Esc clears (CB-17); on an empty field it cancels.
        driver.press(.escape)
        #expect(driver.snapshot.trimmedLines[0] == "City:   ▾")
        #expect(driver.result == nil)
        driver.press(.escape)
        #expect(driver.result == .cancelled)
    }

    @Test func readOnlyOpensNothing_CB20() {
        var driver = driver(text: "Bern", ComboBoxConfiguration(isReadOnly: true))
        driver.press(.down)
        driver.type("x")
        #expect(driver.snapshot.trimmedLines[0] == "City: Bern  ▾")
        #expect(driver.snapshot.trimmedLines[1] == "")
        driver.press(.enter)
        #expect(driver.result == .chosen(["Bern"]))
    }

    @Test func chipsCollectAndAreRemovable_CBM1_CBM2_CBM4_CBM5() {
        var driver = driver(chips: ["Bonn"], ComboBoxConfiguration(isMultiple: true))
        #expect(driver.snapshot.trimmedLines[0] == "City: [Bonn ×]   ▾")
        driver.type("ber")
        driver.press(.down)
        driver.press(.enter)
        // CB-M5: the option toggles into a chip, the text clears, the list stays open.
        #expect(
            Array(driver.snapshot.trimmedLines.prefix(7)) == [
                "City: [Bonn ×] [Berlin ×]   ▴",
                "                         ╭─────────────╮",
                "                         │›[x] Berlin  │",
                "                         │ [ ] Bern    │",
                "                         │ [x] Bonn    │",
                "                         │ [ ] Zürich  │",
                "                         ╰─────────────╯",
            ])
        driver.type("Ulm")
        driver.press(.enter)
        #expect(driver.snapshot.trimmedLines[0] == "City: [Bonn ×] [Berlin ×] [Ulm ×]   ▾")
        // CB-M2: ← at the start makes the last chip active (reversed); CB-M4: Backspace removes it.
        driver.press(.left)
        let ulm = driver.snapshot.position(of: "[Ulm ×]")
        #expect(ulm.map { driver.snapshot.style(atColumn: $0.x, row: 0).attributes.contains(.reverse) } == true)
        driver.press(.backspace)
        #expect(driver.snapshot.trimmedLines[0] == "City: [Bonn ×] [Berlin ×]   ▾")
        // CB-M1: on the text again, Backspace at the start removes the last chip.
        driver.press(.right)
        driver.press(.backspace)
        #expect(driver.snapshot.trimmedLines[0] == "City: [Bonn ×]   ▾")
        driver.press(.enter)
        #expect(driver.result == .chosen(["Bonn"]))
    }

    @Test func clickingAChipsCrossRemovesIt_CBM4() {
        var driver = driver(chips: ["Bonn", "Bern"], ComboBoxConfiguration(isMultiple: true))
        let cross = driver.snapshot.position(of: "×] [Bern")
        #expect(cross != nil)
        if let cross { driver.click(at: cross) }
        #expect(driver.snapshot.trimmedLines[0] == "City: [Bern ×]   ▾")
    }
}

/// Tab and the pointer in the editable combobox (docs/behaviour.md §5).
@Suite struct ComboBoxPointerAndTabTests {
    private func driver() -> PromptDriver<ComboBox> {
        PromptDriver(ComboBox("City", options: ["Berlin", "Bern", "Bonn"]), terminal: VirtualTerminal(width: 40, height: 9))
    }

    /// CB-14: Tab in the open list commits as Enter would: the highlighted suggestion is taken.
    @Test func tabCommitsAsEnter_CB14() {
        var driver = driver()
        driver.type("b")
        driver.press(.down)
        driver.press(.down)
        driver.press(.tab)
        #expect(driver.result == .chosen(["Bern"]))
    }

    /// CB-15: a press outside the field and the list closes it without taking the highlighted
    /// suggestion; the text stays.
    @Test func anOutsidePressClosesWithoutChoosing_CB15() {
        var driver = driver()
        driver.type("bo")
        driver.press(.down)
        #expect(driver.snapshot.trimmedLines[2] == "     │›  Bonn  │")
        driver.click(at: Point(x: 30, y: 6))
        #expect(driver.prompt.state.isOpen == false)
        #expect(driver.prompt.state.value == nil)
        #expect(driver.snapshot.trimmedLines[0] == "City: bo  ▾")
        driver.press(.enter)
        #expect(driver.result == .chosen(["bo"]))
    }

    /// CB-18: a click on a suggestion takes it: the text becomes its label, the list closes.
    @Test func clickingASuggestionTakesIt_CB18() {
        var driver = driver()
        driver.type("b")
        let row = driver.snapshot.position(of: "Bonn")
        #expect(row != nil)
        if let row { driver.click(at: row) }
        #expect(driver.snapshot.trimmedLines[0] == "City: Bonn  ▾")
        driver.press(.enter)
        #expect(driver.result == .chosen(["Bonn"]))
    }
}

/// Pasted text goes in at the caret without its control characters: an escape sequence pasted
/// into the field can neither reach the screen nor the answer.
@Suite struct ComboBoxPasteTests {
    @Test func pastedControlCharactersAreDropped() {
        var driver = PromptDriver(ComboBox("Tag", options: ["red"]), terminal: VirtualTerminal(width: 40, height: 6))
        driver.paste("a\u{1B}[31mb\nc\u{7}")
        #expect(driver.prompt.state.text == "a[31mbc")
        driver.press(.enter)
        #expect(driver.result == .chosen(["a[31mbc"]))
        #expect(driver.terminal.violations == [])
    }
}

/// CB-21 through the prompt: with `isAccessible` the status line (the help line's row) shows what
/// a screen reader would announce.
@Suite struct ComboBoxAnnouncementTests {
    @Test func theStatusLineAnnouncesCountsTheActiveOptionAndTheChoice_CB21() {
        var driver = PromptDriver(
            ComboBox("City", options: ["Berlin", "Bern", "Bonn"], configuration: ComboBoxConfiguration(isMultiple: true)),
            terminal: VirtualTerminal(width: 40, height: 7), options: PromptHost.Options(isAccessible: true))
        driver.type("b")
        #expect(driver.snapshot.trimmedLines[6] == "3 options available.")
        driver.press(.down)
        #expect(driver.snapshot.trimmedLines[6] == "Berlin")
        driver.press(.enter)
        #expect(driver.snapshot.trimmedLines[6] == "Berlin, selected.")
    }

    @Test func withoutAccessibleTheHelpLineStays_CB21() {
        var driver = PromptDriver(ComboBox("City", options: ["Berlin", "Bern", "Bonn"]), terminal: VirtualTerminal(width: 40, height: 7))
        let help = driver.snapshot.trimmedLines[6]
        driver.type("b")
        #expect(driver.prompt.announcement == "3 options available.")
        #expect(driver.snapshot.trimmedLines[6] == help)
    }
}
