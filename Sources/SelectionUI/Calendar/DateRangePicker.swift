import SelectionCore
import SelectionTerminal

/// A month-grid calendar that picks a start and an end (docs/behaviour.md §16, CAL-07): Enter on
/// the first day, then on the last; the span between them is drawn as the highlight moves. Its
/// keys and bounds are ``DatePicker``'s; Esc drops the start, then cancels.
///
/// ```swift
/// let stay = DateRangePicker(
///     "Stay", minimum: WheelDate(year: 2026, month: 12, day: 1), maximum: WheelDate(year: 2027, month: 3, day: 31))
/// if case .chosen(let nights) = try await stay.run() {
///     print(nights.lowerBound, nights.upperBound)   // 2026-12-21 2026-12-27
/// }
/// ```
///
/// The result is the first and the last day, at midnight, the first never after the last
/// (whichever order they were chosen in).
public struct DateRangePicker: Prompt {
    /// The answer: the first and last day, at midnight.
    public typealias Value = ClosedRange<WheelDate>

    /// The calendar shared with ``DatePicker``.
    package private(set) var calendar: CalendarPrompt

    /// Creates a range calendar.
    ///
    /// - Parameters:
    ///   - title: Before the highlighted day and in the summary.
    ///   - value: The day highlighted first (default today), moved into the bounds.
    ///   - minimum: The first day that can be reached.
    ///   - maximum: The last day that can be reached.
    ///   - disabledWeekdays: Weekdays that cannot be the start or the end: 0 for Sunday … 6 for Saturday.
    ///   - disabledDates: Days that cannot be the start or the end.
    ///   - firstWeekday: The weekday the rows start on: 0 for Sunday, 1 for Monday (the default).
    ///   - today: Today (default: the local date).
    public init(
        _ title: String = "Dates", value: WheelDate? = nil, minimum: WheelDate? = nil, maximum: WheelDate? = nil,
        disabledWeekdays: Set<Int> = [], disabledDates: Set<WheelDate> = [], firstWeekday: Int = 1, today: WheelDate? = nil
    ) {
        let configuration = CalendarConfiguration(
            minimum: minimum, maximum: maximum, disabledWeekdays: disabledWeekdays, disabledDates: disabledDates,
            firstWeekday: firstWeekday, isRange: true)
        self.init(title: title, state: CalendarState(configuration, today: today ?? DatePicker.localToday, value: value))
    }

    /// A range picker over `state`, whose configuration should say `isRange` (`sel date --range`).
    package init(title: String, state: CalendarState, showsHelp: Bool = true) {
        calendar = CalendarPrompt(title: title, state: state, showsHelp: showsHelp)
    }

    /// The title line, the grid, the message line and the help line.
    public func preferredHeight(in screen: Size, context: PromptContext) -> Int { calendar.height }

    /// Handles one event and says whether the prompt goes on.
    public mutating func handle(_ event: PromptEvent, context: PromptContext) -> PromptStep<ClosedRange<WheelDate>> {
        switch calendar.handle(event) {
        case .proceed: .proceed
        case .cancelled: .finish(.cancelled)
        case .chosen(let range): .finish(.chosen(range))
        }
    }

    /// Draws the calendar; returns the highlighted day's cell.
    public func render(into buffer: inout Buffer, context: PromptContext) -> Point? {
        calendar.render(into: &buffer, context: context)
    }

    /// The line left behind: `Stay: 2026-12-01 – 2026-12-04`.
    public func summary(of result: PromptResult<ClosedRange<WheelDate>>) -> String? {
        guard case .chosen(let range) = result else { return nil }
        return calendar.title + ": " + CalendarDay.iso(range.lowerBound) + " – " + CalendarDay.iso(range.upperBound)
    }
}
