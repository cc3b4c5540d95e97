import SelectionCore
import SelectionTerminal
import SelectionTesting
import SelectionUI
import Testing

/// A filtered list is a combobox's popup (docs/behaviour.md §5): ↑/↓ wrap (CB-09), ←/→ move
/// the caret in the query and clear the highlighted row (CB-10), Home/End put the caret at the
/// ends of the query (CB-11); a plain list does not wrap (NAV-03, SEL-07).
@Suite struct FilterComboboxKeysTests {
    private static var filtering: ListPromptConfiguration {
        var configuration = ListPromptConfiguration()
        configuration.filters = true
        return configuration
    }

    private func fruit(_ configuration: ListPromptConfiguration = Self.filtering) -> PromptDriver<DropDown<String>> {
        PromptDriver(
            DropDown(options: ["apple", "apricot", "banana", "cherry"], configuration: configuration),
            terminal: VirtualTerminal(width: 30, height: 10))
    }

    @Test func upOnTheFirstRowWrapsToTheLastAndDownBack_CB09() {
        var driver = fruit()
        #expect(
            driver.snapshot.trimmedLines == [
                "Select... ▴",
                "╭────▲───────────────────╮",
                "│/ type to filter     4/4│",
                "│›  apple                │",
                "│   apricot              │",
                "│   banana               │",
                "│   cherry               │",
                "╰────────────────────────╯",
                "↑/↓ move · enter choose · esc…",
            ])
        driver.press(.up)
        #expect(driver.prompt.state.list.highlighted == 3)
        #expect(driver.snapshot.row(containing: "›  cherry") == 6)
        driver.press(.down)
        #expect(driver.prompt.state.list.highlighted == 0)
        #expect(driver.snapshot.row(containing: "›  apple") == 3)
        driver.press(.enter)
        #expect(driver.result == .chosen("apple"))
    }

    /// NAV-03 / SEL-07: the same list without a filter is a select's popup, which does not wrap:
    /// ↑ on the first row keeps it highlighted.
    @Test func aPlainListDoesNotWrap_NAV03_SEL07() {
        var driver = fruit(ListPromptConfiguration())
        driver.press(.up)
        #expect(driver.prompt.state.list.highlighted == 0)
        #expect(driver.snapshot.row(containing: "›  apple") == 2)
    }

    @Test func leftAndRightMoveTheCaretAndClearTheHighlight_CB10() {
        var driver = fruit()
        driver.type("ap")
        #expect(driver.prompt.state.list.highlighted == 0)
        driver.press(.left)
        #expect(driver.prompt.state.list.highlighted == nil)
        #expect(
            driver.snapshot.trimmedLines == [
                "Select... ▴",
                "╭────▲───────────────────╮",
                "│/ ap                 2/4│",
                "│   apple                │",
                "│   apricot              │",
                "╰────────────────────────╯",
                "↑/↓ move · enter choose · esc…",
            ])
        // The caret is on "p": drawn in reverse video, nothing else is.
        #expect(driver.snapshot.style(atColumn: 4, row: 2).attributes.contains(.reverse))
        #expect(!driver.snapshot.style(atColumn: 3, row: 2).attributes.contains(.reverse))
        // Typing goes in at the caret: "arp".
        driver.type("r")
        #expect(driver.prompt.query == "arp")
        driver.press(.left)
        driver.press(.left)
        driver.press(.right)
        driver.press(.backspace)
        #expect(driver.prompt.query == "rp")
        // The caret is at the start: Delete takes the "r" after it.
        driver.press(.delete)
        #expect(driver.prompt.query == "p")
        // With the highlight cleared, ↓ highlights the first row again (NAV-01).
        driver.press(.right)
        #expect(driver.prompt.state.list.highlighted == nil)
        driver.press(.down)
        #expect(driver.prompt.state.list.highlighted == 0)
        #expect(driver.snapshot.row(containing: "›  apple") == 3)
    }

    @Test func homeAndEndMoveTheCaretNotTheHighlight_CB11() {
        var driver = fruit()
        driver.type("an")
        driver.press(.down)
        #expect(driver.prompt.state.list.highlighted == 0)
        driver.press(.home)
        #expect(driver.prompt.state.list.highlighted == nil)
        driver.type("b")
        #expect(driver.prompt.query == "ban")
        #expect(driver.snapshot.row(containing: "banana") == 3)
        driver.press(.end)
        driver.type("a")
        #expect(driver.prompt.query == "bana")
        #expect(driver.prompt.state.list.items.count == 1)
        driver.press(.down)
        driver.press(.enter)
        #expect(driver.result == .chosen("banana"))
    }

    /// Bound keys come before the field's: `home:first` still highlights the first row.
    @Test func aBindingOfHomeStillWins_CB11() throws {
        var configuration = Self.filtering
        configuration.commands.bind([KeyEvent(.home)], to: [.moveToFirst])
        var driver = fruit(configuration)
        driver.press(.down)
        driver.press(.down)
        driver.press(.home)
        #expect(driver.prompt.state.list.highlighted == 0)
    }
}
