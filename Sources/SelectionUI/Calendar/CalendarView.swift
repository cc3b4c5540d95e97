import SelectionCore
import SelectionTerminal

/// Draws a calendar's month grid into a buffer area, 22 cells wide (a cell either side for the brackets) and 8 rows high: the month and
/// year between `‹` and `›`, the weekdays from the configured first one, and six weeks.
///
/// ```
///    ‹ November 2026 ›
///  Mo Tu We Th Fr Sa Su
///                      1
///   2  3  4  5  6  7  8
///  …
///  23 24 25 26[27]28 29
/// ```
///
/// The highlighted day is bracketed and in the highlight style (so it shows without colour);
/// today is underlined; days that cannot be chosen are dimmed; a range being chosen (or chosen)
/// is drawn in the match style.
///
/// ```swift
/// CalendarView(state: calendar, theme: .standard).render(into: &buffer, area: Rect(x: 0, y: 1, width: 22, height: 8))
/// ```
package struct CalendarView: Sendable {
    /// The cells the grid takes across.
    package static let width = 22
    /// The rows it takes down.
    package static let height = 8

    /// The month shown, the highlight, the range.
    package var state: CalendarState
    /// Styles.
    package var theme: Theme

    /// Creates the view.
    package init(state: CalendarState, theme: Theme) {
        self.state = state
        self.theme = theme
    }

    /// English month names, January first.
    package static let monthNames = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November",
        "December",
    ]
    /// English weekday names, Sunday first.
    package static let weekdayNames = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]

    /// Draws the grid from `area`'s top-left corner, cut to the area.
    package func render(into buffer: inout Buffer, area: Rect) {
        guard area.width > 0, area.height > 0 else { return }
        let highlighted = state.highlighted
        let title = "‹ \(Self.monthNames[highlighted.month - 1]) \(highlighted.year) ›"
        let titleX = area.x + max(0, (Self.width - title.count) / 2)
        buffer.write(title, at: Point(x: titleX, y: area.y), style: theme.title, clip: area)
        let configuration = state.configuration
        let names = (0..<7).map { String(Self.weekdayNames[(configuration.firstWeekday + $0) % 7].prefix(2)) }
        buffer.write(names.joined(separator: " "), at: Point(x: area.x + 1, y: area.y + 1), style: theme.header, clip: area)
        for (week, days) in state.monthGrid.enumerated() {
            let y = area.y + 2 + week
            for (column, day) in days.enumerated() {
                guard let day else { continue }
                let x = area.x + 1 + column * 3
                let text = day.day < 10 ? " \(day.day)" : "\(day.day)"
                var style = configuration.canChoose(day) ? theme.text : theme.disabled
                if state.isInPendingRange(day) { style = theme.match }
                if day == state.today { style = style.adding(.underline) }
                if day == highlighted {
                    style = theme.highlight
                    buffer.write("[", at: Point(x: x - 1, y: y), style: theme.highlight, clip: area)
                    buffer.write("]", at: Point(x: x + 2, y: y), style: theme.highlight, clip: area)
                }
                buffer.write(text, at: Point(x: x, y: y), style: style, clip: area)
            }
        }
    }

    /// The day drawn at `point` (relative to the buffer), if the grid at `area` has one there.
    package func day(at point: Point, area: Rect) -> WheelDate? {
        let week = point.y - area.y - 2
        let column = (point.x - area.x - 1) / 3
        guard (0..<6).contains(week), point.x > area.x, (0..<7).contains(column) else { return nil }
        return state.monthGrid[week][column]
    }
}
