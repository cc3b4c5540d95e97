import SelectionCore
import SelectionTerminal
import SelectionTesting
import Testing

@testable import SelectionUI

/// The calendar prompts on a virtual terminal (§16): the whole screen, keys, refusals, the
/// mouse, ranges and line mode.
@Suite struct DatePickerPromptTests {
    static let today = WheelDate(year: 2026, month: 11, day: 27)

    func picker(_ configuration: CalendarConfiguration = CalendarConfiguration(), value: WheelDate? = nil) -> DatePicker {
        DatePicker(title: "Date", state: CalendarState(configuration, today: Self.today, value: value))
    }

    @Test func theWholeScreenAndTheKeys_CAL01_CAL02() {
        let terminal = VirtualTerminal(width: 72, height: 11)
        var driver = PromptDriver(picker(), terminal: terminal)
        #expect(
            driver.snapshot.quotedLines == [
                "|Date  Friday 2026-11-27                                                 |",
                "|  ‹ November 2026 ›                                                     |",
                "| Mo Tu We Th Fr Sa Su                                                   |",
                "|                    1                                                   |",
                "|  2  3  4  5  6  7  8                                                   |",
                "|  9 10 11 12 13 14 15                                                   |",
                "| 16 17 18 19 20 21 22                                                   |",
                "| 23 24 25 26[27]28 29                                                   |",
                "| 30                                                                     |",
                "|                                                                        |",
                "|←/→ day · ↑/↓ week · pgup/pgdn month · t today · enter choose · esc can…|",
            ])
        driver.press(.down)
        #expect(driver.snapshot.trimmedLines[0] == "Date  Friday 2026-12-04")
        #expect(driver.snapshot.trimmedLines[1] == "  ‹ December 2026 ›")
        driver.press(.pageDown, modifiers: .shift)
        #expect(driver.snapshot.trimmedLines[0] == "Date  Saturday 2027-12-04")
        driver.press(.home)
        driver.press(.enter)
        #expect(driver.result == .chosen(WheelDate(year: 2027, month: 11, day: 29)))
        #expect(driver.snapshot.trimmedLines[0] == "Date: 2027-11-29")
        #expect(terminal.violations == [])
    }

    @Test func aDisabledDayIsRefusedWithAMessage_CAL05() {
        var driver = PromptDriver(
            picker(CalendarConfiguration(disabledWeekdays: [0, 6])), terminal: VirtualTerminal(width: 60, height: 11))
        driver.press(.right)
        #expect(driver.snapshot.style(atColumn: 16, row: 7) == Theme.standard.highlight)
        driver.press(.left)
        #expect(driver.snapshot.style(atColumn: 16, row: 7) == Theme.standard.disabled)
        driver.press(.right)
        driver.press(.enter)
        #expect(driver.result == nil)
        #expect(driver.snapshot.trimmedLines[9] == "✗ Saturday 2026-11-28 cannot be chosen")
        driver.type("t")
        #expect(driver.snapshot.trimmedLines[9] == "")
        driver.press(.enter)
        #expect(driver.result == .chosen(Self.today))
    }

    @Test func typingADateJumpsOrSaysWhyNot_CAL08() {
        var driver = PromptDriver(picker(), terminal: VirtualTerminal(width: 60, height: 11))
        driver.type("2026022")
        #expect(driver.snapshot.trimmedLines[0] == "Date  go to: 2026-02-2")
        driver.type("9")
        #expect(driver.snapshot.trimmedLines[9] == "✗ 2026-02-29 is not a date: February 2026 has 28 days")
        driver.type("20240229")
        #expect(driver.snapshot.trimmedLines[0] == "Date  Thursday 2024-02-29")
        driver.type("20")
        driver.press(.escape)
        #expect(driver.result == nil)
        #expect(driver.snapshot.trimmedLines[0] == "Date  Thursday 2024-02-29")
        driver.press(.escape)
        #expect(driver.result == .cancelled)
    }

    @Test func aClickChoosesADayAndTheArrowsTurnTheMonth() {
        var driver = PromptDriver(picker(), terminal: VirtualTerminal(width: 60, height: 11))
        driver.click(at: Point(x: 3, y: 1))
        #expect(driver.snapshot.trimmedLines[1] == "   ‹ October 2026 ›")
        guard let position = driver.snapshot.position(of: "15") else {
            Issue.record("no 15 on screen")
            return
        }
        driver.click(at: position)
        #expect(driver.result == .chosen(WheelDate(year: 2026, month: 10, day: 15)))
    }

    @Test func aRangeIsChosenWithTwoEntersAndDrawnBetween_CAL07() {
        let state = CalendarState(CalendarConfiguration(isRange: true), today: Self.today)
        var driver = PromptDriver(DateRangePicker(title: "Stay", state: state), terminal: VirtualTerminal(width: 60, height: 11))
        driver.press(.enter)
        #expect(driver.snapshot.trimmedLines[9] == "from 2026-11-27 — choose the end")
        driver.press(.left)
        driver.press(.left)
        #expect(driver.snapshot.style(atColumn: 13, row: 7) == Theme.standard.match)
        driver.press(.escape)
        #expect(driver.snapshot.trimmedLines[9] == "")
        driver.press(.enter)
        driver.press(.right)
        driver.press(.right)
        driver.press(.right)
        driver.press(.enter)
        #expect(driver.result == .chosen(WheelDate(year: 2026, month: 11, day: 25)...WheelDate(year: 2026, month: 11, day: 28)))
        #expect(driver.snapshot.trimmedLines[0] == "Stay: 2026-11-25 – 2026-11-28")
    }

    @Test func lineModeRefusesImpossibleAndDisabledDays_CAL08() throws {
        let configuration = CalendarConfiguration(minimum: WheelDate(year: 2026, month: 11, day: 1), disabledWeekdays: [0, 6])
        let device = ScriptedLineDevice(answers: [.line("2026-02-30"), .line("2026-10-30"), .line("2026-11-28"), .line("")])
        #expect(try picker(configuration).askInLineMode(on: device, timeout: nil) == .chosen(Self.today))
        #expect(
            device.transcript == """
                Date, from 2026-11-01 [2026-11-27]: 2026-02-30
                ✗ 2026-02-30 is not a date: February 2026 has 28 days
                Date, from 2026-11-01 [2026-11-27]: 2026-10-30
                ✗ before the first day, 2026-11-01
                Date, from 2026-11-01 [2026-11-27]: 2026-11-28
                ✗ Saturday 2026-11-28 cannot be chosen
                Date, from 2026-11-01 [2026-11-27]: \n
                """)
        let range = DateRangePicker(title: "Stay", state: CalendarState(CalendarConfiguration(isRange: true), today: Self.today))
        let twoDays = ScriptedLineDevice(answers: [.line("2026-12-03/2026-12-01")])
        #expect(
            try range.askInLineMode(on: twoDays, timeout: nil)
                == .chosen(WheelDate(year: 2026, month: 12, day: 1)...WheelDate(year: 2026, month: 12, day: 3)))
    }

    @Test func hostileTitlesAreDrawnNotObeyed() {
        for kind in HostileText.Kind.allCases {
            for payload in kind.texts {
                let terminal = VirtualTerminal(width: 60, height: 11)
                var driver = PromptDriver(DatePicker(title: payload, state: CalendarState(today: Self.today)), terminal: terminal)
                driver.press(.enter)
                #expect(terminal.violations == [], "\(kind)")
            }
        }
    }
}
