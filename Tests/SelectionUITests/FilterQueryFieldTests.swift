import SelectionCore
import SelectionTerminal
import SelectionTesting
import SelectionUI
import Testing

/// The filter query is the core's text field (issue 25): its keys are `KeyMap.textField`'s, and a
/// query longer than its box scrolls so the caret and the last characters typed stay on screen.
@Suite struct FilterQueryFieldTests {
    private static var filtering: ListPromptConfiguration {
        var configuration = ListPromptConfiguration()
        configuration.filters = true
        return configuration
    }

    private static let options = ["the quick brown fox", "jumps over the lazy dog", "and runs away"]

    private func driver(width: Int = 30, height: Int = 6) -> PromptDriver<DropDown<String>> {
        PromptDriver(
            DropDown("Pick", options: Self.options, configuration: Self.filtering),
            terminal: VirtualTerminal(width: width, height: height))
    }

    @Test func aLongQueryKeepsTheCaretAndTheLastCharactersTypedOnScreen() {
        var driver = driver()
        driver.type("jumps over the lazy dog")
        #expect(driver.prompt.query == "jumps over the lazy dog")
        // Before, the field showed "jumps over the lazy…": the caret and "dog" off-screen.
        #expect(
            driver.snapshot.quotedLines == [
                "|Pick: Select... ▴             |",
                "| ╭─────────▲─────────────────╮|",
                "| │/ …s over the lazy dog  1/3│|",
                "| │›  jumps over the lazy dog │|",
                "| ╰───────────────────────────╯|",
                "|↑/↓ move · enter choose · esc…|",
            ])
    }

    @Test func homeShowsTheStartOfALongQueryAndTheCaretOnItsFirstCharacter() {
        var driver = driver()
        driver.type("jumps over the lazy dog")
        driver.press(.home)
        // The start, cut after "lazy ", and no row highlighted: visual focus is on the text (CB-11).
        #expect(
            driver.snapshot.quotedLines == [
                "|Pick: Select... ▴             |",
                "| ╭─────────▲─────────────────╮|",
                "| │/ jumps over the lazy … 1/3│|",
                "| │   jumps over the lazy dog │|",
                "| ╰───────────────────────────╯|",
                "|↑/↓ move · enter choose · esc…|",
            ])
        #expect(driver.snapshot.style(atColumn: 4, row: 2).attributes.contains(.reverse))
        #expect(!driver.snapshot.style(atColumn: 5, row: 2).attributes.contains(.reverse))
    }

    @Test func ctrlWDeletesTheWordBeforeTheCaretAndCtrlKTheRest() {
        var driver = driver()
        driver.type("over the lazy")
        driver.press(.character("w"), modifiers: .ctrl)
        #expect(driver.prompt.query == "over the ")
        driver.press(.left, modifiers: .alt)
        driver.press(.left, modifiers: .alt)
        driver.press(.character("k"), modifiers: .ctrl)
        #expect(driver.prompt.query == "")
        driver.type("lazy dog")
        driver.press(.left, modifiers: .alt)
        driver.press(.character("u"), modifiers: .ctrl)
        #expect(driver.prompt.query == "dog")
        driver.press(.enter)
        #expect(driver.result == .chosen("jumps over the lazy dog"))
    }

    @Test func aPasteGoesInAtTheCaretWithoutItsLineBreaks() {
        var driver = driver()
        driver.type("lazy")
        driver.press(.home)
        driver.paste("the\n ")
        #expect(driver.prompt.query == "the lazy")
        #expect(driver.prompt.state.list.items.count == 1)
    }

    @Test func ctrlAChecksEveryMatchInAMultipleChoiceListAndMovesTheCaretInASingleChoiceOne() {
        var configuration = Self.filtering
        configuration.keyMap = .multiSelect
        var multiple = PromptDriver(
            MultiSelect(options: Self.options, configuration: configuration), terminal: VirtualTerminal(width: 40, height: 8))
        multiple.type("the")
        multiple.press(.character("a"), modifiers: .ctrl)
        #expect(multiple.prompt.query == "the")
        #expect(Set(multiple.prompt.state.list.selectedOptions.map(\.value)) == ["the quick brown fox", "jumps over the lazy dog"])

        var single = driver()
        single.type("the")
        single.press(.character("a"), modifiers: .ctrl)
        single.type("x")
        #expect(single.prompt.query == "xthe")
    }
}
