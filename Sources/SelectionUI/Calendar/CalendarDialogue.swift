import SelectionCore
import SelectionTerminal

/// The calendar's line-mode dialogue: a date typed as `YYYY-MM-DD` (a range as two, separated by
/// a space or `/`); the question names the bounds and the highlighted day, which an empty answer
/// takes (one day only); an impossible, out-of-bounds or disabled date is refused with the
/// reason (CAL-08).
///
/// ```swift
/// let state = CalendarState(today: WheelDate(year: 2026, month: 11, day: 27))
/// let dialogue = CalendarDialogue(title: "Date", state: state)
/// dialogue.interpret("2026-02-30")   // .failure(...): "February 2026 has 28 days"
/// ```
package struct CalendarDialogue: LineDialogue {
    /// Asked before the bounds.
    package var title: String
    /// The bounds, the disabled days, the highlighted day.
    package var state: CalendarState

    /// Creates the dialogue.
    package init(title: String, state: CalendarState) {
        self.title = title
        self.state = state
    }

    /// `Date, 2026-01-01 … 2026-12-31 [2026-11-27]: ` (`from …`, `until …` with one bound), or
    /// `(start end)` for a range.
    package var question: String {
        let configuration = state.configuration
        let low = configuration.minimum.map(CalendarDay.iso)
        let high = configuration.maximum.map(CalendarDay.iso)
        let bounds: String
        switch (low, high) {
        case (let low?, let high?): bounds = ", \(low) … \(high)"
        case (let low?, nil): bounds = ", from \(low)"
        case (nil, let high?): bounds = ", until \(high)"
        case (nil, nil): bounds = ""
        }
        let current = configuration.isRange ? " (start end)" : " [\(CalendarDay.iso(state.highlighted))]"
        return Sanitiser.sanitise(title + bounds + current) + ": "
    }

    /// The day (a range of one day) or the range typed, or why not.
    package func interpret(_ answer: String) -> Result<ClosedRange<WheelDate>, LineProblem> {
        let words = answer.split { $0 == " " || $0 == "/" || $0 == "\t" }.map(String.init)
        if state.configuration.isRange {
            guard words.count == 2 else { return .failure(LineProblem(message: "type the first and the last day, YYYY-MM-DD YYYY-MM-DD")) }
            return day(words[0]).flatMap { start in day(words[1]).map { end in min(start, end)...max(start, end) } }
        }
        if words.isEmpty { return day(CalendarDay.iso(state.highlighted)).map { $0...$0 } }
        guard words.count == 1 else { return .failure(LineProblem(message: "type one day, YYYY-MM-DD")) }
        return day(words[0]).map { $0...$0 }
    }

    private func day(_ text: String) -> Result<WheelDate, LineProblem> {
        let configuration = state.configuration
        let problem: CalendarProblem
        switch CalendarDay.parse(text) {
        case .failure(let reason): problem = reason
        case .success(let date):
            if let minimum = configuration.minimum, date < minimum {
                problem = .beforeMinimum(minimum)
            } else if let maximum = configuration.maximum, maximum < date {
                problem = .afterMaximum(maximum)
            } else if !configuration.canChoose(date) {
                problem = .disabled(date)
            } else {
                return .success(date)
            }
        }
        return .failure(LineProblem(message: CalendarPrompt.describe(problem)))
    }

    /// `✗ message` and a line break.
    package func rejection(of problem: LineProblem) -> String { "✗ \(problem.message)\n" }
}
