/// A drop-down whose popover is a calendar (docs/behaviour.md §16, CAL-10): a trigger that shows
/// the chosen day (or a placeholder) and a month grid that opens under it. The trigger's keys and
/// the reasons it closes are the drop-down list's (``DropDownState``, SEL-01, SEL-08, SEL-10):
/// Down, Up, Enter, Space and Alt+Down open; choosing a day closes it and the trigger shows the
/// day; Escape closes it without a change.
///
/// ```swift
/// var dropDown = CalendarDropDownState(
///     CalendarState(today: WheelDate(year: 2026, month: 11, day: 27)), placeholder: "Pick a day")
/// dropDown.send(.open)                     // [.shown]: the grid at 27 November
/// dropDown.send(.calendar(.moveDays(7)))   // [.highlightChanged(2026-12-04)]
/// dropDown.send(.commit)                   // [.chosen(2026-12-04), .dismissed(.commit)]
/// dropDown.triggerLabel                    // "2026-12-04"
/// ```
package struct CalendarDropDownState: Sendable, Equatable {
    /// The calendar in the popover: its highlight is the day the grid shows.
    package private(set) var calendar: CalendarState
    /// The day chosen, which the trigger shows; nil before a choice.
    package private(set) var value: WheelDate?
    /// What the trigger shows before a choice.
    package let placeholder: String
    /// True while the calendar is open.
    package private(set) var isOpen: Bool
    /// The calendar as it was created: what a reopening starts from when nothing is chosen.
    private let initial: CalendarState

    /// Creates a closed drop-down over `calendar` (one day: a range calendar is read as one day).
    ///
    /// - Parameters:
    ///   - calendar: The bounds, disabled days and the day highlighted on the first opening.
    ///   - value: The day chosen to begin with, shown on the trigger; nil for the placeholder.
    ///   - placeholder: What the trigger shows before a choice.
    package init(_ calendar: CalendarState, value: WheelDate? = nil, placeholder: String = "Select a day…") {
        var configuration = calendar.configuration
        configuration.isRange = false
        let start = CalendarState(configuration, today: calendar.today, value: value ?? calendar.highlighted)
        self.calendar = start
        self.initial = start
        self.value = value.map { configuration.clamped($0) }
        self.placeholder = placeholder
        self.isOpen = false
    }

    /// The text the trigger shows: the chosen day as `YYYY-MM-DD`, or the placeholder.
    package var triggerLabel: String { value.map(CalendarDay.iso) ?? placeholder }

    /// True when nothing is chosen and the trigger shows its placeholder.
    package var showsPlaceholder: Bool { value == nil }

    /// Applies `action` and returns what happened.
    @discardableResult
    package mutating func send(_ action: CalendarDropDownAction) -> [CalendarDropDownEvent] {
        guard isOpen else {
            // SEL-01: the keys that open a list open the calendar; the rest do nothing on a closed trigger.
            switch action {
            case .open, .commit, .select: return open()
            case .calendar(.moveDays(let days)) where days == 7 || days == -7: return open()
            case .calendar, .cancel, .close: return []
            }
        }
        switch action {
        case .open: return []
        case .calendar(let action): return calendar.send(action).map(CalendarDropDownEvent.init)
        case .commit, .select:
            var events: [CalendarDropDownEvent] = []
            for event in calendar.send(.choose) {
                if case .chosen(let day) = event {
                    value = day
                    events.append(.chosen(day))
                    events.append(contentsOf: dismiss(.commit))
                } else {
                    events.append(CalendarDropDownEvent(event))
                }
            }
            return events
        case .cancel:
            // Escape drops a half-typed date first, as in the calendar alone (CAL-08), then closes.
            if !calendar.typed.isEmpty {
                calendar.send(.clearTyped)
                return []
            }
            return dismiss(.escape)
        case .close: return dismiss(.program)
        }
    }

    /// SEL-02: the chosen day is highlighted on opening; with none, the first highlight.
    private mutating func open() -> [CalendarDropDownEvent] {
        calendar = initial
        if let value { calendar.send(.moveDays(CalendarDay.number(of: value) - CalendarDay.number(of: calendar.highlighted))) }
        isOpen = true
        return [.shown]
    }

    /// SEL-10, SEL-15: closing drops what was typed and moved; the value stays.
    private mutating func dismiss(_ reason: DismissReason) -> [CalendarDropDownEvent] {
        isOpen = false
        calendar = initial
        return [.dismissed(reason)]
    }
}

/// What a user means to do to a ``CalendarDropDownState``.
package enum CalendarDropDownAction: Sendable, Hashable {
    /// Open the calendar (a no-op when open): Alt+Down, a press on the trigger, the program.
    case open
    /// An action of the calendar inside; on a closed trigger, a move of a week (Down, Up) opens it.
    case calendar(CalendarAction)
    /// Enter: choose the highlighted day and close; on a closed trigger, open.
    case commit
    /// Space: as Enter.
    case select
    /// Escape: drop a half-typed date, else close without a change.
    case cancel
    /// Close, as the program.
    case close
}

/// What a ``CalendarDropDownState`` reports.
package enum CalendarDropDownEvent: Sendable, Equatable {
    /// The calendar opened.
    case shown
    /// The highlighted day is now this.
    case highlightChanged(WheelDate)
    /// A day was chosen; the trigger shows it.
    case chosen(WheelDate)
    /// An action was refused, and why.
    case refused(CalendarProblem)
    /// The calendar closed, and why.
    case dismissed(DismissReason)

    /// The drop-down's report of a calendar event.
    init(_ event: CalendarEvent) {
        switch event {
        case .highlightChanged(let day): self = .highlightChanged(day)
        case .chosen(let day): self = .chosen(day)
        case .refused(let problem): self = .refused(problem)
        case .rangeStarted(let day): self = .highlightChanged(day)
        case .chosenRange(let range): self = .highlightChanged(range.lowerBound)
        }
    }
}
