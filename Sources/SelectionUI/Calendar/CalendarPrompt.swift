import SelectionCore
import SelectionTerminal

/// What ``DatePicker`` and ``DateRangePicker`` share: the calendar's state, its keys, its mouse,
/// its messages and its drawing (docs/behaviour.md §16). Each prompt wraps one and says what a
/// choice is.
///
/// ```
/// Date  Friday 2026-11-27
///    ‹ November 2026 ›
///  Mo Tu We Th Fr Sa Su
///   …
///  23 24 25 26[27]28 29
///  30
///
/// ←/→ day · ↑/↓ week · pgup/pgdn month · t today · enter choose · esc cancel
/// ```
///
/// ```swift
/// var calendar = CalendarPrompt(title: "Date", state: CalendarState(today: WheelDate(year: 2026, month: 11, day: 27)))
/// calendar.perform(.calendar(.moveDays(1)))   // .proceed: Saturday 28 highlighted
/// ```
package struct CalendarPrompt: Sendable {
    /// How an event left the calendar.
    package enum Outcome: Sendable, Equatable {
        /// Still asking.
        case proceed
        /// Esc with nothing left to drop.
        case cancelled
        /// A day, or (in a range calendar) a range, was chosen.
        case chosen(ClosedRange<WheelDate>)
    }

    /// The highlighted day, the range's start, the typed date.
    package private(set) var state: CalendarState
    /// Before the highlighted day and in the summary.
    package let title: String
    /// The keys.
    package var keyMap: KeyMap<CalendarIntent>
    /// Whether the help line is shown.
    package var showsHelp: Bool
    /// A refusal's reason; cleared by the next key.
    package private(set) var message: String?

    /// Creates the calendar.
    package init(title: String, state: CalendarState, showsHelp: Bool = true) {
        self.state = state
        self.title = title
        self.keyMap = .calendar
        self.showsHelp = showsHelp
        self.message = nil
    }

    /// The title line, the grid, the message line and the help line.
    package var height: Int { 1 + CalendarView.height + 1 + (showsHelp ? 1 : 0) }

    /// Handles one event.
    package mutating func handle(_ event: PromptEvent) -> Outcome {
        switch event {
        case .key(let key):
            message = nil
            if let intent = keyMap.intent(for: key) { return perform(intent) }
            if case .character(let character) = key.key, key.modifiers.isSubset(of: .shift) {
                apply(state.send(.type(character)))
            }
        case .paste(let text):
            message = nil
            for character in text { apply(state.send(.type(character))) }
        case .mouse(let mouse):
            return handle(mouse)
        case .tick, .resize, .background:
            break
        }
        return .proceed
    }

    /// Does what `intent` means.
    package mutating func perform(_ intent: CalendarIntent) -> Outcome {
        switch intent {
        case .calendar(let action):
            apply(state.send(action))
        case .cancel:
            if !state.typed.isEmpty {
                state.send(.clearTyped)
            } else if state.rangeStart != nil {
                state.send(.dropRangeStart)
            } else {
                return .cancelled
            }
        case .choose:
            for event in state.send(.choose) {
                switch event {
                case .chosen(let day): return .chosen(day...day)
                case .chosenRange(let range): return .chosen(range)
                default: apply([event])
                }
            }
        }
        return .proceed
    }

    private mutating func apply(_ events: [CalendarEvent]) {
        for case .refused(let problem) in events { message = "✗ " + Self.describe(problem) }
    }

    /// A press on a day highlights and chooses it; on `‹` or `›` it turns the month.
    private mutating func handle(_ mouse: MouseEvent) -> Outcome {
        guard case .press = mouse.kind, mouse.button == .left else { return .proceed }
        message = nil
        let area = gridArea
        if mouse.position.y == area.y {
            if mouse.position.x < area.x + CalendarView.width / 2 - 4 { state.send(.moveMonths(-1)) }
            if mouse.position.x > area.x + CalendarView.width / 2 + 4 { state.send(.moveMonths(1)) }
            return .proceed
        }
        guard let day = CalendarView(state: state, theme: .standard).day(at: mouse.position, area: area) else { return .proceed }
        state.send(.moveDays(CalendarDay.number(of: day) - CalendarDay.number(of: state.highlighted)))
        return perform(.choose)
    }

    /// Where the grid goes.
    private var gridArea: Rect { Rect(x: 0, y: 1, width: CalendarView.width, height: CalendarView.height) }

    /// Draws the calendar; returns the highlighted day's cell.
    package func render(into buffer: inout Buffer, context: PromptContext) -> Point? {
        let theme = context.theme
        var x = buffer.write(title, at: Point(x: 0, y: 0), style: theme.title)
        if !state.typed.isEmpty {
            buffer.write("  go to: \(state.typed)", at: Point(x: x, y: 0), style: theme.input)
        } else {
            let weekday = CalendarView.weekdayNames[CalendarDay.weekday(of: state.highlighted)]
            x = buffer.write("  \(weekday) \(CalendarDay.iso(state.highlighted))", at: Point(x: x, y: 0), style: theme.detail)
        }
        let area = gridArea
        CalendarView(state: state, theme: theme).render(into: &buffer, area: area)
        let messageRow = area.maxY
        if let message {
            buffer.write(message, at: Point(x: 0, y: messageRow), style: theme.error, overflow: .ellipsis)
        } else if let start = state.rangeStart {
            buffer.write(
                "from \(CalendarDay.iso(start)) — choose the end", at: Point(x: 0, y: messageRow), style: theme.detail,
                overflow: .ellipsis)
        }
        if showsHelp, messageRow + 1 < buffer.size.height {
            HelpLineView(items: keyMap.helpItems, theme: theme).render(into: &buffer, row: messageRow + 1)
        }
        guard let cell = highlightedCell(in: area) else { return nil }
        return cell
    }

    /// The cell of the highlighted day.
    private func highlightedCell(in area: Rect) -> Point? {
        for (week, days) in state.monthGrid.enumerated() {
            if let column = days.firstIndex(where: { $0 == state.highlighted }) {
                return Point(x: area.x + 1 + column * 3, y: area.y + 2 + week)
            }
        }
        return nil
    }

    /// A problem in words, without the leading `✗` (CAL-08's refusals name the reason).
    package static func describe(_ problem: CalendarProblem) -> String {
        switch problem {
        case .notADate(let text, let reason):
            let why: String
            switch reason {
            case .format: why = "type YYYY-MM-DD"
            case .noYearZero: why = "there is no year 0"
            case .noSuchMonth(let month): why = "there is no month \(month)"
            case .monthLength(let year, let month, let days): why = "\(CalendarView.monthNames[month - 1]) \(year) has \(days) days"
            }
            return "\(text) is not a date: \(why)"
        case .beforeMinimum(let minimum): return "before the first day, \(CalendarDay.iso(minimum))"
        case .afterMaximum(let maximum): return "after the last day, \(CalendarDay.iso(maximum))"
        case .disabled(let day):
            return "\(CalendarView.weekdayNames[CalendarDay.weekday(of: day)]) \(CalendarDay.iso(day)) cannot be chosen"
        case .incomplete(let typed): return "\(typed) is not a whole date: type YYYY-MM-DD"
        }
    }
}
