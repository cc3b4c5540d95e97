/// What a calendar lets the user choose (docs/behaviour.md §16): the first and last day, the
/// days that cannot be chosen, the first day of the week, and one day or a range.
///
/// ```swift
/// let workdays = CalendarConfiguration(
///     minimum: WheelDate(year: 2026, month: 1, day: 1), disabledWeekdays: [0, 6], firstWeekday: 1)
/// workdays.canChoose(WheelDate(year: 2026, month: 11, day: 28))   // false: a Saturday
/// ```
package struct CalendarConfiguration: Sendable, Equatable {
    /// The first day that can be reached (CAL-04); nil for none.
    package var minimum: WheelDate?
    /// The last day that can be reached; nil for none.
    package var maximum: WheelDate?
    /// Weekdays that cannot be chosen, 0 for Sunday … 6 for Saturday (CAL-05).
    package var disabledWeekdays: Set<Int>
    /// Days that cannot be chosen (their time is ignored).
    package var disabledDates: Set<WheelDate>
    /// The weekday the grid's rows start on, 0 for Sunday … 6 for Saturday (CAL-01).
    package var firstWeekday: Int
    /// Whether a start and an end are chosen instead of one day (CAL-07).
    package var isRange: Bool

    /// Creates a configuration: no bounds, every day enabled, weeks from Monday, one day.
    package init(
        minimum: WheelDate? = nil, maximum: WheelDate? = nil, disabledWeekdays: Set<Int> = [], disabledDates: Set<WheelDate> = [],
        firstWeekday: Int = 1, isRange: Bool = false
    ) {
        self.minimum = minimum.map(CalendarDay.dateOnly)
        self.maximum = maximum.map(CalendarDay.dateOnly)
        self.disabledWeekdays = disabledWeekdays
        self.disabledDates = Set(disabledDates.map(CalendarDay.dateOnly))
        self.firstWeekday = ((firstWeekday % 7) + 7) % 7
        self.isRange = isRange
    }

    /// Whether `date` is within the bounds.
    package func contains(_ date: WheelDate) -> Bool {
        let day = CalendarDay.number(of: date)
        if let minimum, day < CalendarDay.number(of: minimum) { return false }
        if let maximum, day > CalendarDay.number(of: maximum) { return false }
        return true
    }

    /// Whether `date` is within the bounds and not disabled (CAL-04, CAL-05).
    package func canChoose(_ date: WheelDate) -> Bool {
        contains(date) && !disabledWeekdays.contains(CalendarDay.weekday(of: date))
            && !disabledDates.contains(CalendarDay.dateOnly(date))
    }

    /// `date` moved into the bounds.
    package func clamped(_ date: WheelDate) -> WheelDate {
        let day = CalendarDay.number(of: date)
        if let minimum, day < CalendarDay.number(of: minimum) { return minimum }
        if let maximum, day > CalendarDay.number(of: maximum) { return maximum }
        return CalendarDay.dateOnly(date)
    }
}
