import SelectionCore
import SelectionTerminal

/// A month-grid calendar that picks a start and an end (docs/behaviour.md §16, CAL-07): Enter on
/// the first day, then on the last; the span between them is drawn as the highlight moves. Its
/// keys and bounds are ``DatePicker``'s.
///
/// ```swift
/// let state = CalendarState(
///     CalendarConfiguration(isRange: true), today: WheelDate(year: 2026, month: 11, day: 27))
/// let stay = DateRangePicker(title: "Stay", state: state)
/// ```
package struct DateRangePicker: Prompt {
    /// The answer: the first and last day, at midnight.
    package typealias Value = ClosedRange<WheelDate>

    /// The calendar shared with ``DatePicker``.
    package private(set) var calendar: CalendarPrompt

    /// A range picker over `state`, whose configuration should say `isRange`.
    package init(title: String, state: CalendarState, showsHelp: Bool = true) {
        calendar = CalendarPrompt(title: title, state: state, showsHelp: showsHelp)
    }

    /// The title line, the grid, the message line and the help line.
    package func preferredHeight(in screen: Size, context: PromptContext) -> Int { calendar.height }

    /// Handles one event and says whether the prompt goes on.
    package mutating func handle(_ event: PromptEvent, context: PromptContext) -> PromptStep<ClosedRange<WheelDate>> {
        switch calendar.handle(event) {
        case .proceed: .proceed
        case .cancelled: .finish(.cancelled)
        case .chosen(let range): .finish(.chosen(range))
        }
    }

    /// Draws the calendar; returns the highlighted day's cell.
    package func render(into buffer: inout Buffer, context: PromptContext) -> Point? {
        calendar.render(into: &buffer, context: context)
    }

    /// The line left behind: `Stay: 2026-12-01 – 2026-12-04`.
    package func summary(of result: PromptResult<ClosedRange<WheelDate>>) -> String? {
        guard case .chosen(let range) = result else { return nil }
        return calendar.title + ": " + CalendarDay.iso(range.lowerBound) + " – " + CalendarDay.iso(range.upperBound)
    }
}
