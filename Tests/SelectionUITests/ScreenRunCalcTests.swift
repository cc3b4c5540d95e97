import SelectionCore
import SelectionDemos
import SelectionTerminal
import SelectionTesting
import SelectionUI
import Testing

/// The running calculator (design 4) on the full-screen host: each field opens the digit-wheel
/// picker for its unit modally, any two fields give the third, the units switch.
@Suite struct ScreenRunCalcTests {
    static func driver() -> PromptDriver<AppScreen> {
        PromptDriver(
            Demo.runcalc.makeScreen(),
            terminal: VirtualTerminal(width: 80, height: 24, presentation: .fullScreen),
            options: PromptHost.Options(presentation: .fullScreen))
    }

    /// The text of the field named `id`.
    static func text(_ id: String, _ driver: PromptDriver<AppScreen>) -> String? {
        driver.prompt.content[ControlHandle<ModalFieldControl<Double>>(id: id)]?.text
    }

    /// The wheel picker on top, if one is.
    static func picker(_ driver: PromptDriver<AppScreen>) -> WheelPicker? {
        guard case .modal(let modal, _)? = driver.prompt.stack.top?.kind else { return nil }
        return (modal as? PromptModal<WheelPicker>)?.prompt
    }

    @Test func eachFieldOpensTheWheelPickerForItsUnitInItsCategoryColour() {
        var driver = Self.driver()
        #expect(driver.prompt.focusOrder == ["distance", "pace", "time", "units"])
        driver.press(.enter)
        let bar = driver.snapshot.lines[0]
        #expect(bar.contains("Back") && bar.contains("Distance") && bar.contains("Done"))
        let title = driver.snapshot.position(of: "Distance") ?? Point(x: 0, y: 0)
        #expect(driver.snapshot.style(atColumn: title.x, row: 0) == .text(on: UnitCategory.distance.colour, attributes: .bold))
        #expect(Self.picker(driver)?.unit == .kilometers)
        #expect(driver.snapshot.row(containing: "›0‹0 0 . 0 0  Kilometers") != nil)
        driver.press(.escape)
        driver.press(.tab)
        driver.press(.enter)
        #expect(driver.snapshot.lines[0].contains("Pace / Speed"))
        let pace = driver.snapshot.position(of: "Pace / Speed") ?? Point(x: 0, y: 0)
        #expect(driver.snapshot.style(atColumn: pace.x, row: 0) == .text(on: UnitCategory.paceSpeed.colour, attributes: .bold))
        #expect(Self.picker(driver)?.unit == .minutesPerKilometer)
        #expect(driver.snapshot.row(containing: "›0‹0 : 0 0  Minutes per kilometer") != nil)
    }

    @Test func backLeavesTheFieldAsItWasAndReturnsTheFocus() {
        var driver = Self.driver()
        driver.press(.tab)
        driver.press(.enter)
        driver.type("0500")
        driver.press(.escape)
        #expect(driver.prompt.stack.isEmpty)
        #expect(driver.prompt.focusedControl == "pace")
        #expect(Self.text("pace", driver) == nil)
        #expect(driver.snapshot.lines.contains { $0.contains("Pace:") && $0.contains("Set...") })
        #expect(driver.result == nil)
    }

    @Test func distanceAndTimeGiveThePace() {
        var driver = Self.driver()
        driver.press(.enter)
        driver.type("01000")
        driver.press(.enter)
        #expect(Self.text("distance", driver) == "10.00 km")
        #expect(driver.prompt.content.status == "Now one more of the three")
        driver.press(.tab)
        driver.press(.tab)
        driver.press(.enter)
        driver.type("0050")
        driver.press(.enter)
        #expect(Self.text("time", driver) == "0:50:00")
        #expect(Self.text("pace", driver) == "5:00 min/km (computed)")
        #expect(driver.prompt.content.status == "pace 5:00 per km, from distance and time")
    }

    @Test func distanceAndPaceGiveTheTimeAndDoneIsClickable() {
        var driver = Self.driver()
        driver.press(.enter)
        driver.type("02110")
        driver.press(.enter)
        driver.press(.tab)
        driver.press(.enter)
        driver.type("0500")
        // Done in the picker's own toolbar, at the right of row 0.
        let done = driver.snapshot.position(of: "Done") ?? Point(x: 0, y: 0)
        driver.click(at: done)
        #expect(driver.prompt.stack.isEmpty)
        #expect(Self.text("pace", driver) == "5:00 min/km")
        #expect(Self.text("time", driver) == "1:45:30 (computed)")
        #expect(driver.prompt.content.status == "time 1:45:30, from distance and pace")
    }

    @Test func theComputedFieldOpensAtItsValue() {
        var driver = Self.driver()
        for step in Demo.runcalc.pictureScript.steps {
            for event in (try? DemoScript.events(of: step, onScreen: driver.snapshot.lines)) ?? [] { driver.send(event) }
        }
        driver.press(.tab, modifiers: .shift)
        #expect(driver.prompt.focusedControl == "pace")
        driver.press(.enter)
        #expect(Self.picker(driver)?.state.value == 300)
        #expect(driver.snapshot.row(containing: "›0‹5 : 0 0") != nil)
        driver.press(.enter)
        #expect(Self.text("pace", driver) == "5:00 min/km")
        #expect(Self.text("distance", driver) == "10.00 km (computed)")
    }

    @Test func switchingToMilesConvertsDistanceAndPace() {
        var driver = Self.driver()
        for step in Demo.runcalc.pictureScript.steps {
            for event in (try? DemoScript.events(of: step, onScreen: driver.snapshot.lines)) ?? [] { driver.send(event) }
        }
        driver.press(.tab)
        #expect(driver.prompt.focusedControl == "units")
        driver.press(.enter)
        driver.press(.down)
        driver.press(.enter)
        #expect(driver.snapshot.row(containing: "Miles ▾") != nil)
        #expect(Self.text("distance", driver) == "6.21 mi")
        #expect(Self.text("pace", driver) == "8:03 min/mi (computed)")
        #expect(Self.text("time", driver) == "0:50:00")
        #expect(driver.prompt.content.status == "pace 8:03 per mi, from distance and time")
        driver.press(.tab, modifiers: .shift)
        driver.press(.tab, modifiers: .shift)
        driver.press(.tab, modifiers: .shift)
        driver.press(.enter)
        #expect(Self.picker(driver)?.unit == .miles)
        #expect(Self.picker(driver)?.state.value == 6.21)
        #expect(driver.snapshot.row(containing: "›0‹0 6 . 2 1  Miles") != nil)
    }
}
