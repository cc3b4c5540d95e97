/// What a calendar reports after an action: the output of ``CalendarState/send(_:)``.
package enum CalendarEvent: Sendable, Hashable {
    /// The highlighted day is now this.
    case highlightChanged(WheelDate)
    /// One day was chosen.
    case chosen(WheelDate)
    /// A range's start was chosen; Enter on another day ends it (CAL-07).
    case rangeStarted(WheelDate)
    /// A range was chosen, its start not after its end.
    case chosenRange(ClosedRange<WheelDate>)
    /// An action was refused, and why.
    case refused(CalendarProblem)
}

/// Why a calendar refused a choice or a typed date.
package enum CalendarProblem: Error, Sendable, Hashable {
    /// The text typed is not a date.
    case notADate(String, reason: NotADateReason)
    /// The date is before the first day.
    case beforeMinimum(WheelDate)
    /// The date is after the last day.
    case afterMaximum(WheelDate)
    /// The day cannot be chosen (a disabled weekday or date, CAL-05).
    case disabled(WheelDate)
    /// Enter while a date is half typed.
    case incomplete(String)

    /// Why a text is not a date.
    package enum NotADateReason: Sendable, Hashable {
        /// Not `YYYY-MM-DD`.
        case format
        /// Year 0.
        case noYearZero
        /// A month outside 1…12.
        case noSuchMonth(Int)
        /// A day past the month's end.
        case monthLength(year: Int, month: Int, days: Int)
    }
}
