/// What a user means to do to a calendar: the input of ``CalendarState/send(_:)``.
///
/// ```swift
/// var calendar = CalendarState(today: WheelDate(year: 2026, month: 11, day: 27))
/// calendar.send(.moveDays(7))     // a week later: 2026-12-04
/// calendar.send(.moveMonths(-12)) // a year earlier: 2025-12-04
/// ```
package enum CalendarAction: Sendable, Hashable {
    /// ←/→ by one day, ↑/↓ by seven (CAL-02); the highlight stops at a bound (CAL-04).
    case moveDays(Int)
    /// PageUp/PageDown by one month, Shift+PageUp/PageDown by twelve, the day kept or cut to
    /// the month's last (CAL-03).
    case moveMonths(Int)
    /// Home: the first day of the highlighted week (CAL-02).
    case toWeekStart
    /// End: the last day of the highlighted week.
    case toWeekEnd
    /// T: today, moved into the bounds.
    case toToday
    /// A digit or `-` of a typed date (CAL-08); a whole `YYYY-MM-DD` jumps to it.
    case type(Character)
    /// Backspace: the last character typed.
    case deleteTyped
    /// Esc while typing: the typed date is dropped.
    case clearTyped
    /// Esc while a range has its start: the start is dropped (CAL-07).
    case dropRangeStart
    /// Enter: the highlighted day is chosen (or a range's start or end), unless it is disabled.
    case choose
}
