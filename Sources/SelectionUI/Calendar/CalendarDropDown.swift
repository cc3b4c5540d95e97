import SelectionCore
import SelectionTerminal

/// The calendar as a drop-down's popover (``DatePicker/Style/dropDown(placeholder:)``, `sel date
/// --trigger`, CAL-10): a trigger line showing the chosen day, and a month grid in a bordered
/// popover laid out as the drop-down list's is (``ListPromptLayout``: under the trigger, or above
/// it when the room below is short and there is more above, POS-14).
///
/// ```
/// Date: 2026-11-27 ▴
/// ╭─▲────────────────────╮
/// │   ‹ November 2026 ›  │
/// │ Mo Tu We Th Fr Sa Su │
/// │  …                   │
/// │ 23 24 25 26[27]28 29 │
/// │ 30                   │
/// │                      │
/// ╰──────────────────────╯
/// ←/→ day · ↑/↓ week · pgup/pgdn month · t today · enter choose · esc close
/// ```
///
/// Keys on the closed trigger are the list's (SEL-01): Down, Up, Enter, Space and Alt+Down open;
/// Esc cancels the prompt. Open, the calendar's keys (§16); Enter, Space or Alt+Up choose the
/// day, which closes the popover and ends the prompt; Esc closes without a change (SEL-10).
///
/// ```swift
/// var dropDown = CalendarDropDown(title: "Date", state: CalendarDropDownState(CalendarState(today: today)))
/// dropDown.handle(.key(KeyEvent(.down)), context: context)   // .proceed: open
/// ```
package struct CalendarDropDown: Sendable {
    /// How an event left the drop-down.
    package enum Outcome: Sendable, Equatable {
        /// Still asking.
        case proceed
        /// Esc on the closed trigger.
        case cancelled
        /// A day was chosen.
        case chosen(WheelDate)
    }

    /// The trigger's value and the calendar inside.
    package private(set) var state: CalendarDropDownState
    /// Before the trigger and in the summary.
    package let title: String
    /// The keys, open and closed.
    package var keyMap: KeyMap<CalendarDropDownAction>
    /// Whether the help line is shown.
    package var showsHelp: Bool
    /// A refusal's reason; cleared by the next key.
    package private(set) var message: String?
    /// The side of the trigger the popover opens on, decided once the host located the region.
    private var side: Placement.Side?

    /// Creates a closed drop-down.
    package init(title: String, state: CalendarDropDownState, showsHelp: Bool = true) {
        self.state = state
        self.title = title
        self.keyMap = .calendarDropDown
        self.showsHelp = showsHelp
        self.message = nil
        self.side = nil
    }

    /// The rows the popover's content takes: the grid and its message line.
    static var contentRows: Int { CalendarView.height + 1 }

    /// Where the trigger, the popover and the help line go.
    func layout(in context: PromptContext) -> ListPromptLayout {
        let screen = context.screen
        let titleWidth = Buffer.displayWidth(of: title + ": ", limit: screen.width)
        let trigger = TriggerView(
            label: state.triggerLabel, isPlaceholder: state.showsPlaceholder, isOpen: state.isOpen, theme: context.theme)
        return ListPromptLayout(
            screen: screen, titleWidth: titleWidth, triggerWidth: trigger.width, isOpen: state.isOpen, listWidth: CalendarView.width,
            listRows: Self.contentRows, filters: false, showsHelp: showsHelp, side: side ?? decidedSide(in: context))
    }

    /// POS-14 through the list's rule: the trigger, the popover with its border, the help line.
    private func decidedSide(in context: PromptContext) -> Placement.Side {
        let wanted = 1 + Self.contentRows + 2 + (showsHelp ? 1 : 0)
        return ListPromptLayout.side(forHeight: min(wanted, context.screen.height), context: context)
    }

    /// The host located the region: the side is decided once, before the popover first shows.
    package mutating func prepare(for context: PromptContext) {
        if side == nil, context.regionTop != nil { side = decidedSide(in: context) }
    }

    /// Handles one event.
    package mutating func handle(_ event: PromptEvent, context: PromptContext) -> Outcome {
        switch event {
        case .key(let key):
            message = nil
            if let action = keyMap.intent(for: key) {
                if !state.isOpen, action == .cancel { return .cancelled }
                return apply(state.send(action))
            }
            if state.isOpen, case .character(let character) = key.key, key.modifiers.isSubset(of: .shift) {
                return apply(state.send(.calendar(.type(character))))
            }
        case .paste(let text):
            guard state.isOpen else { break }
            message = nil
            for character in text { _ = apply(state.send(.calendar(.type(character)))) }
        case .mouse(let mouse):
            return handle(mouse, context: context)
        case .resize:
            side = nil
        case .tick, .background:
            break
        }
        if side == nil, context.regionTop != nil { side = decidedSide(in: context) }
        return .proceed
    }

    private mutating func apply(_ events: [CalendarDropDownEvent]) -> Outcome {
        for event in events {
            switch event {
            case .refused(let problem): message = "✗ " + CalendarPrompt.describe(problem)
            case .chosen(let day): return .chosen(day)
            default: break
            }
        }
        return .proceed
    }

    /// A press on the trigger opens or closes (SEL-06); on a day, chooses it; on `‹`/`›`, turns the month.
    private mutating func handle(_ mouse: MouseEvent, context: PromptContext) -> Outcome {
        guard case .press = mouse.kind, mouse.button == .left else { return .proceed }
        message = nil
        let layout = layout(in: context)
        if layout.trigger.contains(mouse.position) {
            return apply(state.send(state.isOpen ? .close : .open))
        }
        guard let area = layout.listArea else { return .proceed }
        if mouse.position.y == area.y {
            if mouse.position.x < area.x + CalendarView.width / 2 - 4 { state.send(.calendar(.moveMonths(-1))) }
            if mouse.position.x > area.x + CalendarView.width / 2 + 4 { state.send(.calendar(.moveMonths(1))) }
            return .proceed
        }
        guard let day = CalendarView(state: state.calendar, theme: context.theme).day(at: mouse.position, area: area) else {
            return .proceed
        }
        state.send(.calendar(.moveDays(CalendarDay.number(of: day) - CalendarDay.number(of: state.calendar.highlighted))))
        return apply(state.send(.commit))
    }

    /// Draws the trigger, the open popover and the help line; returns the highlighted day's cell
    /// (the trigger's when closed).
    package func render(into buffer: inout Buffer, context: PromptContext) -> Point? {
        let theme = context.theme
        let layout = layout(in: context)
        buffer.write(title + ": ", at: Point(x: 0, y: layout.trigger.y), style: theme.title)
        TriggerView(label: state.triggerLabel, isPlaceholder: state.showsPlaceholder, isOpen: state.isOpen, theme: theme)
            .render(into: &buffer, at: layout.trigger.origin, maxWidth: layout.trigger.width)
        var cursor = layout.trigger.origin
        if let popover = layout.popover, let area = layout.listArea {
            PopoverView(popover, theme: theme).render(into: &buffer)
            let grid = Rect(x: area.x, y: area.y, width: area.width, height: min(area.height, CalendarView.height))
            CalendarView(state: state.calendar, theme: theme).render(into: &buffer, area: grid)
            let messageRow = Rect(x: area.x, y: area.y + CalendarView.height, width: area.width, height: 1)
            // A refusal takes the help line's row, the screen's width (the popover is 22 cells
            // wide); without a help line, the popover's last row.
            let inside = layout.helpRow == nil ? message : nil
            if area.height > CalendarView.height,
                let text = inside ?? (state.calendar.typed.isEmpty ? nil : "go to: " + state.calendar.typed)
            {
                buffer.write(
                    text, at: messageRow.origin, style: inside == nil ? theme.input : theme.error, clip: messageRow, overflow: .ellipsis)
            }
            if let cell = highlightedCell(in: grid) { cursor = cell }
        }
        if let helpRow = layout.helpRow {
            if let message {
                buffer.write(message, at: Point(x: 0, y: helpRow), style: theme.error, overflow: .ellipsis)
            } else {
                let items =
                    state.isOpen
                    ? keyMap.helpItems : [HelpItem(keys: ["enter"], action: "open"), HelpItem(keys: ["esc"], action: "cancel")]
                HelpLineView(items: items, theme: theme).render(into: &buffer, row: helpRow)
            }
        }
        return cursor
    }

    /// The cell of the highlighted day in the grid drawn at `area`.
    private func highlightedCell(in area: Rect) -> Point? {
        let calendar = state.calendar
        for (week, days) in calendar.monthGrid.enumerated() {
            if let column = days.firstIndex(where: { $0 == calendar.highlighted }) {
                let cell = Point(x: area.x + 1 + column * 3, y: area.y + 2 + week)
                return area.contains(cell) ? cell : nil
            }
        }
        return nil
    }
}

extension KeyMap where Intent == CalendarDropDownAction {
    /// The keys of a calendar drop-down: the calendar's (``KeyMap/calendar``), with the drop-down
    /// list's Space (choose; open when closed), Alt+Down (open) and Alt+Up (choose) (SEL-01, SEL-09).
    package static var calendarDropDown: KeyMap<CalendarDropDownAction> {
        var bindings: [KeyBinding<CalendarDropDownAction>] = KeyMap<CalendarIntent>.calendar.bindings.map { binding in
            let action: CalendarDropDownAction
            switch binding.intent {
            case .calendar(let move): action = .calendar(move)
            case .choose: action = .commit
            case .cancel: action = .cancel
            }
            return KeyBinding(binding.keys, action, help: binding.help == "cancel" ? "close" : binding.help)
        }
        bindings.append(KeyBinding([KeyEvent(.character(" "))], .select))
        bindings.append(KeyBinding([KeyEvent(.up, modifiers: .alt)], .commit))
        bindings.append(KeyBinding([KeyEvent(.down, modifiers: .alt)], .open))
        return KeyMap(bindings)
    }
}
