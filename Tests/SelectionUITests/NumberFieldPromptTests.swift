import SelectionCore
import SelectionTerminal
import SelectionTesting
import SelectionUI
import Testing

/// The number field prompt on a virtual terminal: whole screens, keys, the mouse, the clock (§7).
@Suite struct NumberFieldPromptTests {
    func weight(value: String? = "70", commit: NumberFieldConfiguration.CommitBehavior = .snap) -> NumberField {
        NumberField(
            title: "Weight",
            configuration: NumberFieldConfiguration(
                minimum: DecimalNumber(0), maximum: DecimalNumber(300), step: DecimalNumber(significand: 5, scale: 1),
                commitBehavior: commit),
            value: value.flatMap { DecimalNumber($0) }, unit: "kg")
    }

    @Test func num01StepsAndTheWholeScreen() {
        let terminal = VirtualTerminal(width: 60, height: 5)
        var driver = PromptDriver(weight(), terminal: terminal)
        driver.press(.up)  // 70.5
        #expect(
            driver.snapshot.quotedLines == [
                "|Weight [−] 70.5   [+] kg  0.0 … 300.0 by 0.5                |",
                "|                                                            |",
                "|↑/↓ step · pgup/pgdn page · home min · end max · enter done…|",
                "|                                                            |",
                "|                                                            |",
            ])
        driver.press(.pageUp)  // + 5.0
        #expect(driver.prompt.state.text == "75.5")
        driver.press(.end)
        #expect(driver.prompt.state.text == "300.0")
        // NUM-09: [+] is disabled at the maximum.
        #expect(driver.snapshot.styleRuns(ofRow: 0).contains { $0.columns == 18..<21 && $0.style == Theme.standard.disabled })
        driver.press(.home)
        #expect(driver.prompt.state.text == "0.0")
        driver.press(.enter)
        #expect(driver.result == .chosen(DecimalNumber(0)))
        #expect(driver.snapshot.trimmedLines[0] == "Weight: 0.0 kg")
        #expect(terminal.violations == [])
    }

    @Test func num02TypingEditsTheTextAndOutOfRangeIsFlaggedNotClamped() {
        var driver = PromptDriver(weight(value: nil), terminal: VirtualTerminal(width: 60, height: 5))
        driver.type("-a")  // NUM-03 / NUM-V9: refused, min is 0
        #expect(driver.prompt.state.text == "")
        driver.type("412.25")  // the second decimal place is refused: one place, as the step has
        #expect(driver.prompt.state.text == "412.2")
        #expect(driver.snapshot.trimmedLines[1] == "          ✗ above the maximum 300.0")
        #expect(driver.snapshot.styleRuns(ofRow: 0).contains { $0.style == Theme.standard.error })
        driver.press(.enter)  // NUM-08: clamped and snapped, shown, a second Enter accepts
        #expect(driver.result == nil)
        #expect(driver.prompt.state.text == "300.0")
        #expect(driver.snapshot.trimmedLines[1] == "          ↳ 412.2 moved into range: 300.0 — enter to accept")
        driver.press(.enter)
        #expect(driver.result == .chosen(DecimalNumber(300)))
    }

    @Test func num08ValidateRefusesOutOfRangeAndSnapMovesOffGridValues() {
        var driver = PromptDriver(weight(commit: .validate))
        driver.press(.backspace)
        driver.press(.backspace)
        driver.press(.backspace)
        driver.press(.backspace)
        driver.type("999")
        driver.press(.enter)
        #expect(driver.result == nil)
        #expect(driver.prompt.message == "✗ above the maximum 300.0 — Done refused")
        var snapping = PromptDriver(weight())
        snapping.press(.backspace)  // "70." is text, 70 still the value
        snapping.type("3")  // 70.3: off the 0.5 grid
        snapping.press(.enter)
        #expect(snapping.prompt.message == "↳ 70.3 moved onto the step grid: 70.5 — enter to accept")
        snapping.press(.enter)
        #expect(snapping.result == .chosen(DecimalNumber(significand: 705, scale: 1)))
    }

    @Test func num08EmptyAndPastedJunk() {
        var driver = PromptDriver(weight(value: nil))
        driver.press(.enter)
        #expect(driver.result == nil)
        #expect(driver.prompt.message == "✗ type a number — Done refused")
        driver.paste("12\u{1B}[31mabc")
        #expect(driver.prompt.state.text == "12[31mabc")  // control characters never reach the text
        #expect(driver.prompt.validityText == "✗ not a number")
        driver.press(.enter)
        #expect(driver.prompt.state.text == "")
        #expect(driver.result == nil)
    }

    // NUM-10 (press and hold), NUM-11 (the wheel steps the focused field)
    @Test func num10PressAndHoldRepeatsOnTheClockAndNum11TheWheelSteps() {
        var driver = PromptDriver(weight(value: "299"), terminal: VirtualTerminal(width: 60, height: 5))
        driver.mouseDown(at: Point(x: 19, y: 0))  // [+]: one step at once
        #expect(driver.prompt.state.text == "299.5")
        driver.advance(by: .milliseconds(400))  // the repeat delay
        #expect(driver.prompt.state.text == "300.0")
        driver.advance(by: .milliseconds(120))  // at the bound: repeating stops
        #expect(driver.prompt.state.deadline == nil)
        driver.mouseUp(at: Point(x: 19, y: 0))
        driver.scroll(.down, at: Point(x: 12, y: 0))
        #expect(driver.prompt.state.text == "299.5")
        driver.mouseDown(at: Point(x: 7, y: 0))  // [−]
        driver.mouseUp(at: Point(x: 7, y: 0))
        driver.advance(by: .seconds(1))
        #expect(driver.prompt.state.text == "299.0")
    }

    @Test func escapeCancels() {
        var driver = PromptDriver(weight())
        driver.press(.escape)
        #expect(driver.result == .cancelled)
    }
}
