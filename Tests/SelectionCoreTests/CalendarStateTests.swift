import Testing

@testable import SelectionCore

extension CalendarState: StateMachine {}

/// The month-grid calendar (§16): the grid, moves across month and year edges, leap years,
/// bounds, disabled days, ranges and typed jumps.
@Suite struct CalendarStateTests {
    func day(_ year: Int, _ month: Int, _ day: Int) -> WheelDate { WheelDate(year: year, month: month, day: day) }

    func calendar(_ configuration: CalendarConfiguration = CalendarConfiguration(), value: WheelDate? = nil) -> CalendarState {
        CalendarState(configuration, today: day(2026, 11, 27), value: value)
    }

    @Test func theGridHasSixWeeksFromTheFirstWeekday_CAL01() {
        let monday = calendar().monthGrid
        #expect(monday.count == 6)
        #expect(monday[0] == [nil, nil, nil, nil, nil, nil, day(2026, 11, 1)])  // 1 November 2026 is a Sunday
        #expect(monday[5][0] == day(2026, 11, 30))
        let sunday = calendar(CalendarConfiguration(firstWeekday: 0)).monthGrid
        #expect(sunday[0][0] == day(2026, 11, 1))
        #expect(sunday[3] == (22...28).map { day(2026, 11, $0) })
        #expect(sunday[4] == [day(2026, 11, 29), day(2026, 11, 30), nil, nil, nil, nil, nil])
        #expect(CalendarDay.weekday(of: day(1970, 1, 1)) == 4)
        #expect(CalendarDay.weekday(of: day(2000, 2, 29)) == 2)
    }

    @Test func arrowsMoveByDayAndWeekAcrossMonthsAndHomeEndGoToTheWeeksEnds_CAL02() {
        var state = calendar(value: day(2026, 11, 30))
        expectTransition(&state, .moveDays(1), events: [.highlightChanged(day(2026, 12, 1))]) {
            $0 = self.calendar(value: day(2026, 12, 1))
        }
        state.send(.moveDays(-7))
        #expect(state.highlighted == day(2026, 11, 24))
        state.send(.toWeekStart)
        #expect(state.highlighted == day(2026, 11, 23))  // a Monday
        state.send(.toWeekEnd)
        #expect(state.highlighted == day(2026, 11, 29))  // a Sunday
        var sundayFirst = calendar(CalendarConfiguration(firstWeekday: 0), value: day(2026, 11, 24))
        sundayFirst.send(.toWeekStart)
        #expect(sundayFirst.highlighted == day(2026, 11, 22))
        var newYear = calendar(value: day(2026, 12, 31))
        newYear.send(.moveDays(1))
        #expect(newYear.highlighted == day(2027, 1, 1))
    }

    @Test func monthAndYearMovesKeepTheDayOrCutItToTheMonthsEnd_CAL03() {
        var state = calendar(value: day(2024, 1, 31))
        state.send(.moveMonths(1))
        #expect(state.highlighted == day(2024, 2, 29))  // a leap year
        state.send(.moveMonths(12))
        #expect(state.highlighted == day(2025, 2, 28))
        var december = calendar(value: day(2026, 12, 15))
        december.send(.moveMonths(1))
        #expect(december.highlighted == day(2027, 1, 15))
        december.send(.moveMonths(-13))
        #expect(december.highlighted == day(2025, 12, 15))
        #expect(CalendarDay.daysInMonth(2, of: 1900) == 28)
        #expect(CalendarDay.daysInMonth(2, of: 2000) == 29)
    }

    @Test func theHighlightNeverLeavesTheBounds_CAL04() {
        let bounds = CalendarConfiguration(minimum: day(2026, 11, 10), maximum: day(2026, 12, 5))
        var state = calendar(bounds, value: day(2026, 1, 1))
        #expect(state.highlighted == day(2026, 11, 10))
        expectNoChange(&state, .moveDays(-1))
        state.send(.moveMonths(1))
        #expect(state.highlighted == day(2026, 12, 5))
        expectNoChange(&state, .moveDays(7))
        state.send(.toToday)
        #expect(state.highlighted == day(2026, 11, 27))
        var late = CalendarState(bounds, today: day(2027, 6, 1))
        #expect(late.highlighted == day(2026, 12, 5))
        late.send(.toToday)
        #expect(late.highlighted == day(2026, 12, 5))
    }

    @Test func disabledDaysCanBeHighlightedButNotChosen_CAL05() {
        let weekends = CalendarConfiguration(disabledWeekdays: [0, 6], disabledDates: [day(2026, 12, 24)])
        var state = calendar(weekends)
        state.send(.moveDays(1))
        #expect(state.highlighted == day(2026, 11, 28))
        expectTransition(&state, .choose, events: [.refused(.disabled(day(2026, 11, 28)))])
        for character in "2026-12-24" { state.send(.type(character)) }
        #expect(state.send(.choose) == [.refused(.disabled(day(2026, 12, 24)))])
        state.send(.moveDays(-1))
        #expect(state.send(.choose) == [.chosen(day(2026, 12, 23))])
    }

    @Test func todayIsWhereTGoes_CAL06() {
        var state = calendar(value: day(2020, 5, 5))
        #expect(state.send(.toToday) == [.highlightChanged(day(2026, 11, 27))])
    }

    @Test func aRangeIsAStartThenAnEndInEitherOrder_CAL07() {
        var state = calendar(CalendarConfiguration(isRange: true))
        #expect(state.send(.choose) == [.rangeStarted(day(2026, 11, 27))])
        state.send(.moveDays(-3))
        #expect(state.isInPendingRange(day(2026, 11, 25)))
        #expect(!state.isInPendingRange(day(2026, 11, 28)))
        #expect(state.send(.choose) == [.chosenRange(day(2026, 11, 24)...day(2026, 11, 27))])
        #expect(state.rangeStart == nil)
        state.send(.choose)
        state.send(.dropRangeStart)
        #expect(state.rangeStart == nil)
    }

    @Test func aTypedDateJumpsAndAnImpossibleOneIsRefused_CAL08() {
        var state = calendar(CalendarConfiguration(maximum: day(2030, 1, 1)))
        for character in "20261224" { state.send(.type(character)) }  // the dashes come by themselves
        #expect(state.highlighted == day(2026, 12, 24))
        #expect(state.typed == "")
        for character in "2026-02-2" { state.send(.type(character)) }
        #expect(state.typed == "2026-02-2")
        #expect(state.send(.choose) == [.refused(.incomplete("2026-02-2"))])
        #expect(
            state.send(.type("9")) == [.refused(.notADate("2026-02-29", reason: .monthLength(year: 2026, month: 2, days: 28)))])
        #expect(state.highlighted == day(2026, 12, 24))
        for character in "2026-13-0" { state.send(.type(character)) }
        #expect(state.send(.type("1")) == [.refused(.notADate("2026-13-01", reason: .noSuchMonth(13)))])
        for character in "2031-01-0" { state.send(.type(character)) }
        #expect(state.send(.type("1")) == [.refused(.afterMaximum(day(2030, 1, 1)))])
        for character in "2024-0" { state.send(.type(character)) }
        state.send(.deleteTyped)
        #expect(state.typed == "2024-")
        state.send(.deleteTyped)
        #expect(state.typed == "202")
        state.send(.clearTyped)
        #expect(state.typed == "")
        #expect(CalendarDay.parse("2024-02-29") == .success(day(2024, 2, 29)))
        #expect(CalendarDay.parse("24-2-29") == .failure(.notADate("24-2-29", reason: .format)))
        #expect(CalendarDay.parse("0000-01-01") == .failure(.notADate("0000-01-01", reason: .noYearZero)))
    }
}
