import SelectionCore
import SelectionTerminal
import SelectionTesting
import SelectionUI
import Testing

@Suite struct WheelPickerPromptTests {
    func pace(_ value: Double = 683, minimum: Double? = nil, maximum: Double? = nil) -> WheelPicker {
        WheelPicker(title: "Pace", format: .minutesSeconds, value: value, unit: .minutesPerMile, minimum: minimum, maximum: maximum)
    }

    func fullScreen() -> PromptHost.Options { PromptHost.Options(presentation: .fullScreen) }

    @Test func inlineShows683As1123AndDialling1023Gives623() {
        let terminal = VirtualTerminal(width: 40, height: 10, earlierOutput: ["$ sel wheel"])
        var driver = PromptDriver(pace(), terminal: terminal)
        #expect(
            driver.snapshot.quotedLines == [
                "|$ sel wheel                             |",
                "|Pace · Pace / Speed                     |",
                "| 0 0   1 2                              |",
                "|›1‹1 : 2 3  Minutes per mile            |",
                "| 2 2   3 4                              |",
                "|                                        |",
                "|↑/↓ turn · ←/→ move · 0-9 dial · enter …|",
                "|                                        |",
                "|                                        |",
                "|                                        |",
            ])
        #expect(
            driver.snapshot.styleRuns(ofRow: 1) == [
                StyleRun(columns: 0..<4, style: Style(attributes: .bold)),
                StyleRun(columns: 4..<7, style: Theme.standard.detail),
                // The category's colour behind its name, black text checked against it (issue 20).
                StyleRun(columns: 7..<19, style: .text(on: UnitCategory.paceSpeed.colour, attributes: .bold)),
            ])
        #expect(Style.text(on: UnitCategory.paceSpeed.colour).foreground == .rgb(Colour(rgb: 0x000000)))
        driver.type("10")
        #expect(driver.prompt.state.text == "10:23")
        #expect(driver.prompt.state.focus == 2)
        driver.press(.enter)
        #expect(driver.result == .chosen(623))
        #expect(driver.snapshot.trimmedLines == ["$ sel wheel", "Pace: 10:23 min/mi"])
        #expect(terminal.violations == [])
    }

    @Test func dt16AnImpossibleDateIsShownInvalidAndDoneIsRefused() throws {
        // 2024-02-10 (1707523200), day tens ↑ ↑: 30 February is shown as turned, never changed
        // into another day, flagged on the message line; Enter is refused until it is a date.
        let terminal = VirtualTerminal(width: 60, height: 8)
        var state = try WheelState(format: .isoDate, value: 1_707_523_200)
        state.send(.focus(wheel: 6))
        var driver = PromptDriver(WheelPicker(title: "Day", state: state), terminal: terminal)
        driver.press(.up)
        driver.press(.up)
        #expect(
            driver.snapshot.quotedLines == [
                "|Day                                                         |",
                "| 1 9 1 3     1   2                                          |",
                "| 2 0 2 4 - 0 2 -›3‹0                                        |",
                "| 3 1 3 5   1 3   1 1                                        |",
                "| ✗ no such date: that month has 29 days                     |",
                "|↑/↓ turn · ←/→ move · 0-9 dial · enter done · esc back      |",
                "|                                                            |",
                "|                                                            |",
            ])
        #expect(driver.snapshot.styleRuns(ofRow: 2).contains { $0.style == Theme.standard.error })
        driver.press(.enter)
        #expect(driver.result == nil)
        #expect(driver.snapshot.trimmedLines[4] == " ✗ no such date: that month has 29 days — Done refused")
        driver.press(.up)  // tens 3 → 1: 2024-02-10 again, the units never moved
        #expect(driver.prompt.state.text == "2024-02-10")
        driver.press(.enter)
        #expect(driver.result == .chosen(1_707_523_200))
        #expect(terminal.violations == [])
    }

    @Test func arrowsTurnWithoutCarryAndMoveBetweenWheels() {
        var driver = PromptDriver(pace())
        driver.press(.down)  // 01:23
        driver.press(.right)
        driver.press(.right)  // skips the separator: seconds tens
        driver.press(.up)  // 01:33
        driver.press(.right)
        driver.press(.up)
        driver.press(.up)  // 01:35
        #expect(driver.prompt.state.text == "01:35")
        driver.press(.pageUp)  // seconds 35 → 45 (DT-04 snaps to quarters)
        #expect(driver.prompt.state.text == "01:45")
        driver.press(.enter)
        #expect(driver.result == .chosen(105))
    }

    @Test(arguments: [
        // docs/behaviour.md §8.2 typed-entry vectors, through the prompt.
        ("59:59", 683.0, "5", "05:23", 1),  // minutes "5" stays in the minutes (50–59 still possible)
        ("59:59", 683.0, "59", "59:23", 2),  // "59" advances
        ("59:59", 683.0, "6", "06:23", 2),  // "6" advances at once (DT-10)
        ("59:59", 683.0, "00", "00:23", 2),  // "00" advances
        ("23:59", 0.0, "0", "00:00", 1),  // 24-hour "0" sets 0 and waits in the hours (DT-12)
        ("23:59", 0.0, "25", "05:00", 2),  // "2","5" starts over with 5 and advances (DT-11)
        ("23:59", 0.0, "23", "23:00", 2),
        ("999.99", 0.0, "42.5", "042.50", 4),  // a separator jumps past the decimal point
        ("99:59:59", 0.0, "1:2:3", "01:02:03", 5),  // hours, minutes, seconds; ":" jumps on
    ])
    func typedEntry(pattern: String, value: Double, typed: String, text: String, focus: Int) throws {
        var driver = PromptDriver(WheelPicker(title: "T", format: try WheelFormat(pattern), value: value))
        driver.type(typed)
        #expect(driver.prompt.state.text == text)
        #expect(driver.prompt.state.focus == focus)
    }

    @Test func backspaceDropsTheLastDigitOfTheSegment() {
        var driver = PromptDriver(WheelPicker(title: "T", format: .minutesSeconds, value: 25 * 60))
        driver.press(.backspace)
        #expect(driver.prompt.state.text == "02:00")
        driver.press(.delete)
        #expect(driver.prompt.state.text == "00:00")
    }

    @Test func doneIsRefusedWhileOutOfBoundsAndAcceptedOnceBack() {
        var driver = PromptDriver(pace(683, maximum: 600), terminal: VirtualTerminal(width: 50, height: 8))
        driver.press(.enter)
        #expect(driver.result == nil)
        #expect(
            driver.snapshot.trimmedLines == [
                "Pace · Pace / Speed",
                " 0 0   1 2",
                "›1‹1 : 2 3  Minutes per mile",
                " 2 2   3 4",
                " ✗ above the maximum 10:00 — Done refused",
                "↑/↓ turn · ←/→ move · 0-9 dial · enter done · esc…",
            ])
        driver.press(.down)  // 01:23, valid
        #expect(driver.snapshot.trimmedLines[4] == "")
        driver.press(.enter)
        #expect(driver.result == .chosen(83))
    }

    @Test func escapeIsBackControlCInterruptsTimeoutTimesOut() {
        var back = PromptDriver(pace())
        back.press(.escape)
        #expect(back.result == .cancelled)
        #expect(back.snapshot.trimmedLines == [])
        var interrupted = PromptDriver(pace())
        interrupted.press(.character("c"), modifiers: .ctrl)
        #expect(interrupted.result == .interrupted)
        var timed = PromptDriver(pace(), options: PromptHost.Options(timeout: .seconds(5)))
        timed.advance(by: .milliseconds(4999))
        #expect(timed.result == nil)
        timed.advance(by: .milliseconds(1))
        #expect(timed.result == .timedOut)
    }

    @Test func mouseWheelTurnsTheWheelUnderThePointerAndClickFocuses() {
        let terminal = VirtualTerminal(width: 40, height: 8)
        var driver = PromptDriver(pace(), terminal: terminal)
        // The region starts on row 0: the title, then the wheels with the centre line on row 2.
        driver.scroll(.down, at: Point(x: 9, y: 2))  // seconds units 3 → 4
        #expect(driver.prompt.state.text == "11:24")
        #expect(driver.prompt.state.focus == 3)
        driver.scroll(.up, at: Point(x: 1, y: 2))  // minutes tens 1 → 0
        #expect(driver.prompt.state.text == "01:24")
        driver.click(at: Point(x: 3, y: 2))
        #expect(driver.prompt.state.focus == 1)
        driver.click(at: Point(x: 7, y: 1))  // the row above the seconds tens: 2 → 1
        #expect(driver.prompt.state.text == "01:14")
        driver.press(.enter)
        #expect(driver.result == .chosen(74))
        #expect(terminal.snapshot.trimmedLines == ["Pace: 1:14 min/mi"])
    }

    @Test func fullScreenHasAToolbarWithBackTitleAndDone() {
        let terminal = VirtualTerminal(width: 50, height: 14)
        var driver = PromptDriver(pace(), terminal: terminal, options: fullScreen())
        #expect(
            driver.snapshot.quotedLines == [
                "|‹ Back             Pace / Speed             Done ›|",
                "|──────────────────────────────────────────────────|",
                "|                                                  |",
                "|                                                  |",
                "|            Pace                                  |",
                "|            5 9   0 1                             |",
                "|            0 0   1 2                             |",
                "|           ›1‹1 : 2 3  Minutes per mile           |",
                "|            2 2   3 4                             |",
                "|            3 3   4 5                             |",
                "|                                                  |",
                "|                                                  |",
                "|                                                  |",
                "|↑/↓ turn · ←/→ move · 0-9 dial · enter done · esc…|",
            ])
        let button = Style(attributes: [.bold, .underline])
        #expect(
            driver.snapshot.styleRuns(ofRow: 0) == [
                StyleRun(columns: 0..<6, style: button),
                StyleRun(columns: 19..<31, style: .text(on: UnitCategory.paceSpeed.colour, attributes: .bold)),
                StyleRun(columns: 44..<50, style: button),
            ])
        driver.click(at: Point(x: 46, y: 0))
        #expect(driver.result == .chosen(683))
        var back = PromptDriver(pace(), terminal: VirtualTerminal(width: 50, height: 14), options: fullScreen())
        back.click(at: Point(x: 2, y: 0))
        #expect(back.result == .cancelled)
    }

    @Test func fullScreenDoneIsDimmedAndRefusedWhileInvalid() {
        var driver = PromptDriver(pace(683, minimum: 700), terminal: VirtualTerminal(width: 60, height: 14), options: fullScreen())
        #expect(driver.snapshot.style(atColumn: 55, row: 0) == Theme.standard.disabled)
        driver.click(at: Point(x: 56, y: 0))
        #expect(driver.result == nil)
        #expect(driver.snapshot.trimmedLines[10] == "                 ✗ below the minimum 11:40 — Done refused")
    }

    @Test func tinyScreensNeverOverflow() {
        for (width, height) in [(1, 1), (5, 2), (12, 3), (30, 5)] {
            let terminal = VirtualTerminal(width: width, height: height)
            var driver = PromptDriver(pace(), terminal: terminal, options: fullScreen())
            driver.press(.up)
            #expect(terminal.violations == [])
            var inline = PromptDriver(pace(), terminal: VirtualTerminal(width: width, height: height))
            inline.press(.up)
            #expect(inline.terminal.violations == [])
        }
    }

    @Test func pasteReadsTextInTheFormat() {
        var driver = PromptDriver(pace())
        driver.paste("5:00")
        #expect(driver.prompt.state.value == 300)
        driver.paste("5:99")
        #expect(driver.prompt.message == "✗ pasted text: the seconds at position 2 must be 0…59")
        #expect(driver.prompt.state.value == 300)
    }

    @Test func aValueThatDoesNotFitStartsAtTheLowestAndSaysWhy() {
        let picker = WheelPicker(title: "Distance", format: .twoDecimal, value: 10557.3)
        #expect(picker.state.text == "000.00")
        #expect(picker.message == "✗ the value 10557.3 is outside 0…999.99; starting at the lowest value")
    }

    @Test func helpLineComesFromTheKeyMap() {
        #expect(KeyMap<WheelIntent>.wheel.wheelHelpItems.map(\.text) == ["↑/↓ turn", "←/→ move", "0-9 dial", "enter done", "esc back"])
        var keys = KeyMap<WheelIntent>.wheel
        keys.rebind(.done, to: [KeyEvent(.character("d"), modifiers: .ctrl)])
        #expect(keys.wheelHelpItems.map(\.text).contains("ctrl+d done"))
        #expect(keys.intent(for: KeyEvent(.character("7"))) == .type)
        #expect(keys.intent(for: KeyEvent(.tab, modifiers: .shift)) == .wheel(.tabBackward))
    }

    @Test func hostLoopRunsAScriptedSession() async throws {
        let terminal = VirtualTerminal(width: 40, height: 8)
        terminal.enqueueText("0500")
        terminal.enqueueKeys(KeyEvent(.enter))
        let result = try await pace().run(on: terminal)
        #expect(result == .chosen(300))
        #expect(terminal.snapshot.trimmedLines == ["Pace: 5:00 min/mi"])
    }
}
