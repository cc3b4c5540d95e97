/// The state of a month-grid calendar (docs/behaviour.md §16): the highlighted day, today, a
/// range's start, and a date being typed. A pure value; ``send(_:)`` is the one way actions come
/// in, and today arrives from the caller (the core has no clock, CORE-03).
///
/// ```swift
/// var calendar = CalendarState(
///     CalendarConfiguration(disabledWeekdays: [0, 6]), today: WheelDate(year: 2026, month: 11, day: 27))
/// calendar.send(.moveDays(1))   // Saturday 28: highlighted, but Enter is refused (CAL-05)
/// for character in "2026-12-24" { calendar.send(.type(character)) }   // jumps to 24 December (CAL-08)
/// calendar.send(.choose)        // [.chosen(2026-12-24)]
/// ```
package struct CalendarState: Sendable, Equatable {
    /// Bounds, disabled days, the week's first day, one day or a range.
    package let configuration: CalendarConfiguration
    /// Today (drawn marked; T goes there).
    package let today: WheelDate
    /// The highlighted day: the grid shows its month.
    package private(set) var highlighted: WheelDate
    /// A range's chosen start, until its end is chosen (CAL-07).
    package private(set) var rangeStart: WheelDate?
    /// The date typed so far (`2026-1`), empty when none (CAL-08).
    package private(set) var typed: String

    /// Creates a calendar highlighting `value` (or today), moved into the bounds.
    package init(_ configuration: CalendarConfiguration = CalendarConfiguration(), today: WheelDate, value: WheelDate? = nil) {
        self.configuration = configuration
        self.today = CalendarDay.dateOnly(today)
        self.highlighted = configuration.clamped(value ?? today)
        self.rangeStart = nil
        self.typed = ""
    }

    /// Applies `action`; reports a new highlight, a choice or a refusal.
    @discardableResult
    package mutating func send(_ action: CalendarAction) -> [CalendarEvent] {
        let before = highlighted
        var events: [CalendarEvent] = []
        switch action {
        case .moveDays(let days):
            highlighted = configuration.clamped(CalendarDay.adding(days: days, to: highlighted))
        case .moveMonths(let months):
            highlighted = configuration.clamped(CalendarDay.adding(months: months, to: highlighted))
        case .toWeekStart:
            let back = (CalendarDay.weekday(of: highlighted) - configuration.firstWeekday + 7) % 7
            highlighted = configuration.clamped(CalendarDay.adding(days: -back, to: highlighted))
        case .toWeekEnd:
            let back = (CalendarDay.weekday(of: highlighted) - configuration.firstWeekday + 7) % 7
            highlighted = configuration.clamped(CalendarDay.adding(days: 6 - back, to: highlighted))
        case .toToday:
            highlighted = configuration.clamped(today)
        case .type(let character):
            if let problem = type(character) { events.append(.refused(problem)) }
        case .deleteTyped:
            if typed.last == "-" { typed.removeLast() }
            if !typed.isEmpty { typed.removeLast() }
        case .clearTyped:
            typed = ""
        case .dropRangeStart:
            rangeStart = nil
        case .choose:
            return [choose()]
        }
        if highlighted != before { events.insert(.highlightChanged(highlighted), at: 0) }
        return events
    }

    /// CAL-08: a digit or `-` of `YYYY-MM-DD`; the dashes come by themselves after the year and
    /// the month. A whole date jumps there, or is refused with the reason; either way the typing
    /// starts again.
    private mutating func type(_ character: Character) -> CalendarProblem? {
        if character == "-" {
            if typed.count == 4 || typed.count == 7 { typed.append("-") }
            return nil
        }
        guard character.isASCII, character.isNumber, typed.count < 10 else { return nil }
        typed.append(character)
        if typed.count == 4 || typed.count == 7 { typed.append("-") }
        guard typed.count == 10 else { return nil }
        let text = typed
        typed = ""
        switch CalendarDay.parse(text) {
        case .failure(let problem):
            return problem
        case .success(let date):
            if let minimum = configuration.minimum, date < minimum { return .beforeMinimum(minimum) }
            if let maximum = configuration.maximum, maximum < date { return .afterMaximum(maximum) }
            highlighted = date
            return nil
        }
    }

    /// Enter: the day, a range's start or its end; refused on a disabled day or a half-typed date.
    private mutating func choose() -> CalendarEvent {
        if !typed.isEmpty { return .refused(.incomplete(typed)) }
        guard configuration.canChoose(highlighted) else { return .refused(.disabled(highlighted)) }
        guard configuration.isRange else { return .chosen(highlighted) }
        guard let start = rangeStart else {
            rangeStart = highlighted
            return .rangeStarted(highlighted)
        }
        rangeStart = nil
        return .chosenRange(min(start, highlighted)...max(start, highlighted))
    }

    /// The days of the highlighted month's grid, six weeks from the week's first day: each day of
    /// the month, or nil for a cell before or after it.
    package var monthGrid: [[WheelDate?]] {
        let first = WheelDate(year: highlighted.year, month: highlighted.month, day: 1)
        let offset = (CalendarDay.weekday(of: first) - configuration.firstWeekday + 7) % 7
        let length = CalendarDay.daysInMonth(highlighted.month, of: highlighted.year)
        return (0..<6).map { week in
            (0..<7).map { column in
                let day = week * 7 + column - offset + 1
                return (1...length).contains(day) ? WheelDate(year: highlighted.year, month: highlighted.month, day: day) : nil
            }
        }
    }

    /// Whether `date` lies in the range being chosen: between the start and the highlight.
    package func isInPendingRange(_ date: WheelDate) -> Bool {
        guard let rangeStart else { return false }
        return min(rangeStart, highlighted) <= date && date <= max(rangeStart, highlighted)
    }
}
