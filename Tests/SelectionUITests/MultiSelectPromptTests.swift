import SelectionCore
import SelectionTerminal
import SelectionTesting
import SelectionUI
import Testing

@Suite struct MultiSelectPromptTests {
    @Test func spaceTogglesAndEnterFinishes() {
        let terminal = VirtualTerminal(width: 40, height: 10)
        var driver = PromptDriver(MultiSelect("Toppings", options: ["Cheese", "Olives", "Basil"]), terminal: terminal)
        driver.press(.character(" "))
        driver.press(.down)
        driver.press(.down)
        driver.press(.character(" "))
        #expect(driver.snapshot.trimmedLines.first == "Toppings: Cheese, Basil ▴")
        driver.press(.enter)
        #expect(driver.result == .chosen(["Cheese", "Basil"]))
        #expect(driver.snapshot.trimmedLines == ["Toppings: Cheese, Basil"])
        #expect(terminal.violations == [])
    }

    @Test func limitStopsFurtherChecks() {
        var driver = PromptDriver(MultiSelect(options: ["A", "B", "C"], limit: 2))
        driver.press(.character(" "))
        driver.press(.down)
        driver.press(.character(" "))
        driver.press(.down)
        driver.press(.character(" "))
        driver.press(.enter)
        #expect(driver.result == .chosen(["A", "B"]))
    }

    @Test func controlASelectsAllAndPreselectionIsChecked() {
        var driver = PromptDriver(MultiSelect(options: ["A", "B", "C"], preselecting: .labels(["b"])))
        #expect(driver.prompt.state.list.selectedRows == [1])
        driver.press(.character("a"), modifiers: .ctrl)
        driver.press(.enter)
        #expect(driver.result == .chosen(["A", "B", "C"]))
    }

    @Test func filteringKeepsHiddenChecks() {
        var configuration = ListPromptConfiguration(keyMap: .multiSelect)
        configuration.filters = true
        var driver = PromptDriver(
            MultiSelect(options: ["apple", "banana", "cherry"], configuration: configuration),
            terminal: VirtualTerminal(width: 40, height: 12))
        driver.type("ban")
        driver.press(.character(" "))
        driver.press(.character("u"), modifiers: .ctrl)
        driver.type("che")
        driver.press(.character(" "))
        driver.press(.enter)
        guard case .chosen(let values) = driver.result else {
            Issue.record("not chosen: \(String(describing: driver.result))")
            return
        }
        #expect(Set(values) == ["banana", "cherry"])
    }

    @Test func helpLineFollowsTheKeyMap() {
        let driver = PromptDriver(MultiSelect(options: ["A"]), terminal: VirtualTerminal(width: 80, height: 10))
        #expect(driver.snapshot.trimmedLines.last == "↑/↓ move · space toggle · enter done · esc cancel · ctrl+a all")
    }
}
