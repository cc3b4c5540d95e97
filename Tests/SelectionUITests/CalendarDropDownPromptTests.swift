import SelectionCore
import SelectionTerminal
import SelectionTesting
import Testing

@testable import SelectionUI

/// The calendar as a drop-down's popover on a virtual terminal (§16, CAL-10): the trigger, the
/// grid opening under it or above it, a choice, Esc.
@Suite struct CalendarDropDownPromptTests {
    static let today = WheelDate(year: 2026, month: 11, day: 27)

    func picker(value: WheelDate? = nil) -> DatePicker {
        DatePicker("Due", value: value, today: Self.today, style: .dropDown(placeholder: "Pick a day"))
    }

    @Test func opensUnderTheTriggerMovesAndChooses_CAL10_SEL01_SEL08() {
        let terminal = VirtualTerminal(width: 40, height: 16)
        var driver = PromptDriver(picker(), terminal: terminal)
        #expect(driver.snapshot.trimmedLines.prefix(2) == ["Due: Pick a day ▾", "enter open · esc cancel"])
        driver.press(.down)
        #expect(driver.snapshot.trimmedLines == Self.openNovember)
        driver.press(.right)
        driver.press(.enter)
        #expect(driver.result == .chosen(WheelDate(year: 2026, month: 11, day: 28)))
        #expect(driver.snapshot.trimmedLines.first == "Due: 2026-11-28")
        #expect(terminal.violations == [])
    }

    /// The popover opened on 27 November 2026 under `Due: Pick a day ▴`.
    static let openNovember = [
        "Due: Pick a day ▴",
        "     ╭─────▲────────────────╮",
        "     │  ‹ November 2026 ›   │",
        "     │ Mo Tu We Th Fr Sa Su │",
        "     │                    1 │",
        "     │  2  3  4  5  6  7  8 │",
        "     │  9 10 11 12 13 14 15 │",
        "     │ 16 17 18 19 20 21 22 │",
        "     │ 23 24 25 26[27]28 29 │",
        "     │ 30                   │",
        "     │                      │",
        "     ╰──────────────────────╯",
        "←/→ day · ↑/↓ week · pgup/pgdn month · …",
    ]

    /// POS-14 through the list's rule: with the region at the screen's bottom the popover opens
    /// above the trigger, which keeps the region's last row; the side is decided once.
    @Test func opensAboveWhenTheRoomBelowIsShort_CAL10_POS14() {
        var prompt = picker()
        let screen = Size(width: 40, height: 16)
        let bottom = PromptContext(screen: screen, regionTop: 14)
        prompt.prepare(for: bottom)
        _ = prompt.handle(.key(KeyEvent(.enter)), context: bottom)
        let drawnAt = PromptContext(screen: screen, regionTop: 0)
        var buffer = Buffer(width: 40, height: prompt.preferredHeight(in: screen, context: drawnAt))
        _ = prompt.render(into: &buffer, context: drawnAt)
        #expect(
            ScreenSnapshot(buffer).trimmedLines == [
                "     ╭──────────────────────╮",
                "     │  ‹ November 2026 ›   │",
                "     │ Mo Tu We Th Fr Sa Su │",
                "     │                    1 │",
                "     │  2  3  4  5  6  7  8 │",
                "     │  9 10 11 12 13 14 15 │",
                "     │ 16 17 18 19 20 21 22 │",
                "     │ 23 24 25 26[27]28 29 │",
                "     │ 30                   │",
                "     │                      │",
                "     ╰─────▼────────────────╯",
                "←/→ day · ↑/↓ week · pgup/pgdn month · …",
                "Due: Pick a day ▴",
            ])
    }

    /// CAL-05 in the popover: the refusal takes the help line's row, whole, until the next key.
    @Test func aRefusalTakesTheHelpLinesRow_CAL10_CAL05() {
        let due = DatePicker(
            "Due", value: Self.today, disabledWeekdays: [6], today: Self.today, style: .dropDown(placeholder: "Pick a day"))
        var driver = PromptDriver(due, terminal: VirtualTerminal(width: 50, height: 16))
        driver.press(.enter)
        driver.press(.right)
        driver.press(.enter)
        #expect(driver.result == nil)
        #expect(driver.snapshot.trimmedLines.last == "✗ Saturday 2026-11-28 cannot be chosen")
        #expect(driver.snapshot.trimmedLines[10] == "     │                      │")
        driver.press(.left)
        #expect(driver.snapshot.trimmedLines.last == "←/→ day · ↑/↓ week · pgup/pgdn month · t today · …")
    }

    @Test func escapeClosesWithoutAChangeThenCancels_CAL10_SEL10() {
        let terminal = VirtualTerminal(width: 40, height: 16)
        var driver = PromptDriver(picker(value: WheelDate(year: 2026, month: 11, day: 20)), terminal: terminal)
        #expect(driver.snapshot.trimmedLines.first == "Due: 2026-11-20 ▾")
        driver.press(.character(" "))
        driver.press(.pageDown)
        #expect(driver.snapshot.trimmedLines.contains { $0.contains("‹ December 2026 ›") })
        driver.press(.escape)
        #expect(driver.result == nil)
        #expect(driver.snapshot.trimmedLines.prefix(2) == ["Due: 2026-11-20 ▾", "enter open · esc cancel"])
        driver.press(.escape)
        #expect(driver.result == .cancelled)
    }
}

/// `DateRangePicker` through its public initialiser (CAL-07): two Enters, either order.
@Suite struct DateRangePickerPublicTests {
    @Test func twoEntersInEitherOrderGiveTheRange_CAL07() {
        let stay = DateRangePicker(
            "Stay", value: WheelDate(year: 2026, month: 12, day: 24), minimum: WheelDate(year: 2026, month: 12, day: 1),
            today: WheelDate(year: 2026, month: 11, day: 27))
        var driver = PromptDriver(stay, terminal: VirtualTerminal(width: 60, height: 12))
        #expect(driver.snapshot.trimmedLines.first == "Stay  Thursday 2026-12-24")
        driver.press(.enter)
        driver.press(.up)
        driver.press(.up)
        #expect(driver.snapshot.trimmedLines[9] == "from 2026-12-24 — choose the end")
        driver.press(.enter)
        #expect(driver.result == .chosen(WheelDate(year: 2026, month: 12, day: 10)...WheelDate(year: 2026, month: 12, day: 24)))
        #expect(driver.snapshot.trimmedLines.first == "Stay: 2026-12-10 – 2026-12-24")
    }
}
