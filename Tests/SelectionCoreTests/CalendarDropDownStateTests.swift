import Testing

@testable import SelectionCore

/// The calendar as a drop-down's popover (§16, CAL-10): the trigger's keys and dismissals are the
/// drop-down list's (§4, SEL-01, SEL-02, SEL-08, SEL-10, SEL-15).
@Suite struct CalendarDropDownStateTests {
    func day(_ year: Int, _ month: Int, _ day: Int) -> WheelDate { WheelDate(year: year, month: month, day: day) }

    func dropDown(value: WheelDate? = nil, _ configuration: CalendarConfiguration = CalendarConfiguration()) -> CalendarDropDownState {
        CalendarDropDownState(CalendarState(configuration, today: day(2026, 11, 27)), value: value, placeholder: "Pick a day")
    }

    @Test func theTriggerShowsThePlaceholderThenTheChosenDay_CAL10_SEL08() {
        var state = dropDown()
        #expect(!state.isOpen)
        #expect(state.triggerLabel == "Pick a day")
        #expect(state.showsPlaceholder)
        #expect(state.send(.calendar(.moveDays(1))) == [])  // → on a closed trigger does nothing
        #expect(state.send(.calendar(.moveDays(7))) == [.shown])  // ↓ opens, on today (SEL-01, SEL-02)
        #expect(state.isOpen)
        #expect(state.calendar.highlighted == day(2026, 11, 27))
        #expect(state.send(.calendar(.moveDays(7))) == [.highlightChanged(day(2026, 12, 4))])
        #expect(state.send(.commit) == [.chosen(day(2026, 12, 4)), .dismissed(.commit)])
        #expect(!state.isOpen)
        #expect(state.triggerLabel == "2026-12-04")
        #expect(!state.showsPlaceholder)
        // Reopening highlights the chosen day (SEL-02).
        #expect(state.send(.select) == [.shown])
        #expect(state.calendar.highlighted == day(2026, 12, 4))
    }

    @Test func escapeClosesWithoutAChangeAndTheNextOpeningStartsAgain_CAL10_SEL10_SEL15() {
        var state = dropDown(value: day(2026, 11, 20))
        #expect(state.triggerLabel == "2026-11-20")
        #expect(state.send(.commit) == [.shown])  // Enter opens (SEL-01)
        #expect(state.calendar.highlighted == day(2026, 11, 20))
        state.send(.calendar(.moveMonths(1)))
        state.send(.calendar(.type("2")))
        #expect(state.calendar.typed == "2")
        #expect(state.send(.cancel) == [])  // Esc drops the typing first (CAL-08)
        #expect(state.calendar.typed == "")
        #expect(state.isOpen)
        #expect(state.send(.cancel) == [.dismissed(.escape)])
        #expect(!state.isOpen)
        #expect(state.value == day(2026, 11, 20))
        #expect(state.send(.cancel) == [])  // nothing to close: the prompt decides
        #expect(state.send(.open) == [.shown])
        #expect(state.calendar.highlighted == day(2026, 11, 20))
        #expect(state.send(.open) == [])
        #expect(state.send(.close) == [.dismissed(.program)])
    }

    @Test func aDisabledDayIsRefusedAndTheCalendarStaysOpen_CAL10_CAL05() {
        var state = dropDown(CalendarConfiguration(maximum: day(2026, 11, 30), disabledWeekdays: [0, 6]))
        state.send(.open)
        state.send(.calendar(.moveDays(1)))  // Saturday 28
        #expect(state.send(.commit) == [.refused(.disabled(day(2026, 11, 28)))])
        #expect(state.isOpen)
        #expect(state.value == nil)
        state.send(.calendar(.moveDays(7)))  // stops at the maximum, Monday 30 (CAL-04)
        #expect(state.send(.select) == [.chosen(day(2026, 11, 30)), .dismissed(.commit)])
    }

    @Test func aRangeConfigurationPicksOneDay() {
        var state = dropDown(CalendarConfiguration(isRange: true))
        state.send(.open)
        #expect(state.send(.commit) == [.chosen(day(2026, 11, 27)), .dismissed(.commit)])
    }
}
