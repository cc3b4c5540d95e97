import SelectionCore
import SelectionTerminal
import SelectionTesting
import SelectionUI
import Testing

@Suite struct FilterPromptTests {
    private static var filtering: ListPromptConfiguration {
        var configuration = ListPromptConfiguration()
        configuration.filters = true
        return configuration
    }

    @Test func typingNarrowsTheListAndTheChoiceIsTheOriginalOption() {
        let options = [Choice("main.swift", value: 0), Choice("README.md", value: 1), Choice("Package.swift", value: 2)]
        let terminal = VirtualTerminal(width: 40, height: 12)
        var driver = PromptDriver(DropDown("File", options: options, configuration: Self.filtering), terminal: terminal)
        driver.type("pks")
        #expect(driver.prompt.query == "pks")
        let rows = driver.snapshot.trimmedLines.filter { $0.contains(".swift") || $0.contains(".md") }
        #expect(rows.count == 1)
        #expect(rows.first?.contains("Package.swift") == true)
        #expect(driver.snapshot.trimmedLines.contains { $0.contains("/ pks") && $0.contains("1/3") })
        driver.press(.enter)
        #expect(driver.result == .chosen(2))
        #expect(terminal.violations == [])
    }

    @Test func backspaceAndControlUEditTheQuery() {
        var driver = PromptDriver(
            DropDown("Colour", options: ["Red", "Green", "Blue"], configuration: Self.filtering),
            terminal: VirtualTerminal(width: 40, height: 12))
        driver.type("gx")
        #expect(driver.snapshot.trimmedLines.contains { $0.contains("no match") })
        driver.press(.backspace)
        #expect(driver.prompt.query == "g")
        #expect(driver.prompt.state.list.items.count == 1)
        driver.press(.character("u"), modifiers: .ctrl)
        #expect(driver.prompt.query == "")
        #expect(driver.prompt.state.list.items.count == 3)
        driver.type("blu")
        driver.press(.enter)
        #expect(driver.result == .chosen("Blue"))
    }
}
