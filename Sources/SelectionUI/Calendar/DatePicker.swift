import SelectionCore
import SelectionTerminal

/// A month-grid calendar that picks one day (docs/behaviour.md §16): arrows by day and week,
/// PageUp/PageDown by month, Shift with them by year, Home/End to the week's ends, T today; a
/// typed `YYYY-MM-DD` jumps there. Days outside the bounds cannot be reached; disabled days can
/// be highlighted but not chosen.
///
/// ```swift
/// let picker = DatePicker(
///     "Deliver on", minimum: WheelDate(year: 2026, month: 11, day: 30), disabledWeekdays: [0, 6])
/// if case .chosen(let day) = try await picker.run() { print(day) }   // 2026-12-01
/// ```
///
/// The result is a `WheelDate` at midnight; its description is ISO 8601 (`2026-12-01`).
public struct DatePicker: Prompt {
    /// The answer: a day, at midnight.
    public typealias Value = WheelDate

    /// The calendar shared with ``DateRangePicker``.
    package private(set) var calendar: CalendarPrompt

    /// Creates a calendar.
    ///
    /// - Parameters:
    ///   - title: Before the highlighted day and in the summary.
    ///   - value: The day highlighted first (default today), moved into the bounds.
    ///   - minimum: The first day that can be reached.
    ///   - maximum: The last day that can be reached.
    ///   - disabledWeekdays: Weekdays that cannot be chosen: 0 for Sunday … 6 for Saturday.
    ///   - disabledDates: Days that cannot be chosen.
    ///   - firstWeekday: The weekday the rows start on: 0 for Sunday, 1 for Monday (the default).
    ///   - today: Today (default: the local date).
    public init(
        _ title: String = "Date", value: WheelDate? = nil, minimum: WheelDate? = nil, maximum: WheelDate? = nil,
        disabledWeekdays: Set<Int> = [], disabledDates: Set<WheelDate> = [], firstWeekday: Int = 1, today: WheelDate? = nil
    ) {
        let configuration = CalendarConfiguration(
            minimum: minimum, maximum: maximum, disabledWeekdays: disabledWeekdays, disabledDates: disabledDates,
            firstWeekday: firstWeekday)
        self.init(title: title, state: CalendarState(configuration, today: today ?? Self.localToday, value: value))
    }

    /// A picker over a calendar state of one's own (`sel date`).
    package init(title: String, state: CalendarState, showsHelp: Bool = true) {
        calendar = CalendarPrompt(title: title, state: state, showsHelp: showsHelp)
    }

    /// Today in the local time zone.
    package static var localToday: WheelDate {
        let today = LocalCalendar.today()
        return WheelDate(year: today.year, month: today.month, day: today.day)
    }

    /// The title line, the grid, the message line and the help line.
    public func preferredHeight(in screen: Size, context: PromptContext) -> Int { calendar.height }

    /// Handles one event and says whether the prompt goes on.
    public mutating func handle(_ event: PromptEvent, context: PromptContext) -> PromptStep<WheelDate> {
        switch calendar.handle(event) {
        case .proceed: .proceed
        case .cancelled: .finish(.cancelled)
        case .chosen(let range): .finish(.chosen(range.lowerBound))
        }
    }

    /// Draws the calendar; returns the highlighted day's cell.
    public func render(into buffer: inout Buffer, context: PromptContext) -> Point? {
        calendar.render(into: &buffer, context: context)
    }

    /// The line left behind: `Date: 2026-12-01`.
    public func summary(of result: PromptResult<WheelDate>) -> String? {
        guard case .chosen(let day) = result else { return nil }
        return calendar.title + ": " + CalendarDay.iso(day)
    }
}
