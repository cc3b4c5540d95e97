import SelectionCore
import SelectionTerminal
import SelectionTesting
import SelectionUI
import Testing

/// What a new user of the library reaches for (issue 19): enumerations as options, a minimum
/// count, empty and all-disabled lists, where the highlight starts, typed wheel values, named keys.
@Suite struct AdoptionTests {
    enum Environment: String, CaseIterable, CustomStringConvertible {
        case staging, canary, production
        var description: String { rawValue.capitalized }
    }

    enum Check: String, CaseIterable {
        case lint, unitTests, smokeTest
    }

    @Test func dropDownFromCaseIterableLabelsWithDescriptionAndDisablesByCase() {
        let prompt = DropDown("Env", from: Environment.self, disabled: { $0 == .production ? "frozen" : nil })
        var driver = PromptDriver(prompt, terminal: VirtualTerminal(width: 40, height: 10))
        #expect(
            driver.snapshot.trimmedLines == [
                "Env: Select... ▴",
                "     ╭────▲──────────────────╮",
                "     │›  Staging             │",
                "     │   Canary              │",
                "     │   Production (frozen) │",
                "     ╰───────────────────────╯",
                "↑/↓ move · enter choose · esc cancel",
            ])
        driver.press(.down)
        driver.press(.down)  // NAV-02: the disabled Production is passed over; the highlight stays on Canary
        driver.press(.enter)
        #expect(driver.result == .chosen(.canary))
    }

    @Test func multiSelectFromCaseIterableUsesTheCaseNames() {
        var driver = PromptDriver(MultiSelect("Checks", from: Check.self), terminal: VirtualTerminal(width: 40, height: 10))
        driver.press(.space)
        driver.press(.ctrl("a"))
        driver.press(.enter)
        #expect(driver.result == .chosen([.lint, .unitTests, .smokeTest]))
        #expect(driver.snapshot.trimmedLines == ["Checks: lint, unitTests, smokeTest"])
    }

    @Test func minimumRefusesEnterWithAMessageUntilEnoughAreChecked() {
        let terminal = VirtualTerminal(width: 70, height: 10)
        var driver = PromptDriver(MultiSelect("Checks", options: ["Lint", "Unit tests", "Smoke test"], minimum: 2), terminal: terminal)
        driver.press(.space)
        driver.press(.enter)
        #expect(driver.result == nil)
        #expect(
            driver.snapshot.trimmedLines == [
                "Checks: Lint ▴",
                "        ╭──▲─────────────╮",
                "        │›[x] Lint       │",
                "        │ [ ] Unit tests │",
                "        │ [ ] Smoke test │",
                "        ╰────────────────╯",
                "✗ check at least 2 options (space)",
            ])
        driver.press(.down, .space)
        #expect(driver.snapshot.trimmedLines.last == "↑/↓ move · space toggle · enter done · esc cancel · ctrl+a all")
        driver.press(.enter)
        #expect(driver.result == .chosen(["Lint", "Unit tests"]))
    }

    @Test func emptyOptionsEndAtOnceAndSayWhy() {
        let terminal = VirtualTerminal(width: 40, height: 10)
        var driver = PromptDriver(DropDown<String>("Env", options: []), terminal: terminal)
        #expect(driver.prompt.nothingToChoose == "nothing to choose")
        #expect(driver.prompt.deadline == .zero)
        driver.advance(by: .zero)
        #expect(driver.result == .cancelled)
        #expect(driver.snapshot.trimmedLines == ["Env: nothing to choose"])
    }

    @Test func allDisabledOptionsEndAtOnceWithTheReasons() {
        let options = [Choice("Staging", disabled: "being rebuilt"), Choice("Production", disabled: "frozen until Monday")]
        let terminal = VirtualTerminal(width: 120, height: 10)
        var driver = PromptDriver(MultiSelect("Env", options: options), terminal: terminal)
        driver.advance(by: .zero)
        #expect(driver.result == .cancelled)
        #expect(
            driver.snapshot.trimmedLines == [
                "Env: nothing to choose: every option is disabled (Staging: being rebuilt; Production: frozen until Monday)"
            ])
    }

    @Test func aKeyEndsAListWithNothingToChooseToo() {
        var driver = PromptDriver(DropDown("Env", options: [Choice("Production", disabled: "frozen")]))
        driver.press(.down)
        #expect(driver.result == .cancelled)
        #expect(driver.prompt.nothingToChoose == "nothing to choose: the only option is disabled (Production: frozen)")
    }

    @Test func preselectionMovesTheHighlightByDefault_LB02() {
        let driver = PromptDriver(MultiSelect(options: ["A", "B", "C"], preselecting: .labels(["c"])))
        #expect(driver.prompt.state.list.highlighted == 2)
    }

    @Test func firstOptionKeepsTheHighlightOnRowOne() {
        var configuration = ListPromptConfiguration(keyMap: .multiSelect)
        configuration.initialHighlight = .firstOption
        var driver = PromptDriver(
            MultiSelect("Pick", options: ["A", "B", "C"], preselecting: .labels(["c"]), configuration: configuration),
            terminal: VirtualTerminal(width: 80, height: 8))
        #expect(
            driver.snapshot.trimmedLines == [
                "Pick: C ▴",
                "      ╭▲──────╮",
                "      │›[ ] A │",
                "      │ [ ] B │",
                "      │ [x] C │",
                "      ╰───────╯",
                "↑/↓ move · space toggle · enter done · esc cancel · ctrl+a all",
            ])
        driver.press(.space, .enter)
        #expect(driver.result == .chosen(["A", "C"]))
    }

    @Test func emptyArrayOfChoicesIsNotAmbiguous() {
        let drop = DropDown<String>("Env", options: [])
        let multi = MultiSelect<String>("Env", options: [])
        #expect(drop.state.list.items.isEmpty && multi.state.list.items.isEmpty)
    }

    @Test func wheelGivesADurationAndTakesOne() {
        var driver = PromptDriver(
            WheelPicker(title: "Window", format: .hoursMinutesSeconds, duration: .seconds(5400)),
            terminal: VirtualTerminal(width: 40, height: 8))
        #expect(driver.prompt.duration == .seconds(5400))
        driver.press(.enter)
        #expect(driver.result?.duration == .seconds(5400))
    }

    @Test func dateWheelGivesAWheelDate() throws {
        let format = try WheelFormat("YYYY-MM-DD")
        var driver = PromptDriver(
            WheelPicker(title: "Day", format: format, date: WheelDate(year: 2026, month: 11, day: 24)),
            terminal: VirtualTerminal(width: 40, height: 8))
        #expect(driver.prompt.date == WheelDate(year: 2026, month: 11, day: 24))
        driver.press(.right, .right)  // the third digit of the year
        driver.press(.up)
        driver.press(.enter)
        #expect(driver.result?.date == WheelDate(year: 2036, month: 11, day: 24))
        #expect(driver.result?.date?.description == "2036-11-24")
        #expect(WheelPicker(title: "Pace", format: .minutesSeconds, value: 300).date == nil)
    }

    @Test func singleChoiceSheetIsTheOldChecklist() {
        var driver = PromptDriver(SingleChoiceSheet(title: "Purpose", options: ["Design", "Testing"], current: "design"))
        driver.press(.down, .enter)
        #expect(driver.result == .chosen("Testing"))
    }

    @Test func shiftTabAndCtrlCAreNamed() {
        var driver = PromptDriver(DropDown("Env", options: ["A", "B"]))
        driver.press(.ctrlC)
        #expect(driver.result == .interrupted)
        #expect(KeyEvent.shiftTab == KeyEvent(.tab, modifiers: .shift))
        #expect(Key.space == .character(" "))
    }
}
