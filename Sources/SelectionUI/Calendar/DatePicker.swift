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
///
/// With ``Style/dropDown(placeholder:)`` the calendar is a drop-down's popover (CAL-10): a
/// trigger line shows the chosen day (or the placeholder); Down, Up, Enter, Space or Alt+Down
/// open the month grid under it (above it when the room below is short); choosing a day closes
/// the popover, the trigger shows the day and the prompt ends; Esc closes it without a change,
/// and Esc on the closed trigger cancels.
///
/// ```swift
/// let due = DatePicker("Due", value: WheelDate(year: 2026, month: 12, day: 1), style: .dropDown(placeholder: "Pick a day"))
/// if case .chosen(let day) = try await due.run() { print(day) }
/// ```
public struct DatePicker: Prompt {
    /// The answer: a day, at midnight.
    public typealias Value = WheelDate

    /// How the calendar is shown: a month grid in the region, or the popover of a drop-down's trigger.
    public enum Style: Sendable, Equatable {
        /// The title line, the month grid and the help line (the default).
        case grid
        /// A trigger line showing the chosen day, or `placeholder` before a choice, that opens the
        /// grid as its popover (CAL-10). `value` is then the day chosen to begin with.
        case dropDown(placeholder: String)
    }

    /// The calendar shared with ``DateRangePicker``.
    package private(set) var calendar: CalendarPrompt
    /// The drop-down form, when the style is ``Style/dropDown(placeholder:)``.
    package private(set) var dropDown: CalendarDropDown?

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
    ///   - style: A month grid (the default), or a drop-down's popover.
    public init(
        _ title: String = "Date", value: WheelDate? = nil, minimum: WheelDate? = nil, maximum: WheelDate? = nil,
        disabledWeekdays: Set<Int> = [], disabledDates: Set<WheelDate> = [], firstWeekday: Int = 1, today: WheelDate? = nil,
        style: Style = .grid
    ) {
        let configuration = CalendarConfiguration(
            minimum: minimum, maximum: maximum, disabledWeekdays: disabledWeekdays, disabledDates: disabledDates,
            firstWeekday: firstWeekday)
        let state = CalendarState(configuration, today: today ?? Self.localToday, value: value)
        switch style {
        case .grid: self.init(title: title, state: state)
        case .dropDown(let placeholder):
            self.init(title: title, dropDown: CalendarDropDownState(state, value: value, placeholder: placeholder))
        }
    }

    /// A picker over a calendar state of one's own (`sel date`).
    package init(title: String, state: CalendarState, showsHelp: Bool = true) {
        calendar = CalendarPrompt(title: title, state: state, showsHelp: showsHelp)
        dropDown = nil
    }

    /// A drop-down picker over a state of one's own (`sel date --trigger`).
    package init(title: String, dropDown state: CalendarDropDownState, showsHelp: Bool = true) {
        calendar = CalendarPrompt(title: title, state: state.calendar, showsHelp: showsHelp)
        dropDown = CalendarDropDown(title: title, state: state, showsHelp: showsHelp)
    }

    /// Today in the local time zone.
    package static var localToday: WheelDate {
        let today = LocalCalendar.today()
        return WheelDate(year: today.year, month: today.month, day: today.day)
    }

    /// The title line, the grid, the message line and the help line.
    public func preferredHeight(in screen: Size, context: PromptContext) -> Int {
        var context = context
        context.screen = screen
        return dropDown.map { $0.layout(in: context).height } ?? calendar.height
    }

    /// Decides the side the drop-down's popover opens on, now that the host located the region.
    public mutating func prepare(for context: PromptContext) {
        dropDown?.prepare(for: context)
    }

    /// Handles one event and says whether the prompt goes on.
    public mutating func handle(_ event: PromptEvent, context: PromptContext) -> PromptStep<WheelDate> {
        if var dropDown {
            defer { self.dropDown = dropDown }
            switch dropDown.handle(event, context: context) {
            case .proceed: return .proceed
            case .cancelled: return .finish(.cancelled)
            case .chosen(let day): return .finish(.chosen(day))
            }
        }
        switch calendar.handle(event) {
        case .proceed: return .proceed
        case .cancelled: return .finish(.cancelled)
        case .chosen(let range): return .finish(.chosen(range.lowerBound))
        }
    }

    /// Draws the calendar; returns the highlighted day's cell.
    public func render(into buffer: inout Buffer, context: PromptContext) -> Point? {
        if let dropDown { return dropDown.render(into: &buffer, context: context) }
        return calendar.render(into: &buffer, context: context)
    }

    /// The line left behind: `Date: 2026-12-01`.
    public func summary(of result: PromptResult<WheelDate>) -> String? {
        guard case .chosen(let day) = result else { return nil }
        return calendar.title + ": " + CalendarDay.iso(day)
    }
}
