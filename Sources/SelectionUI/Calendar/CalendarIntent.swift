import SelectionCore
import SelectionTerminal

/// What a key means to a calendar (``DatePicker``): the vocabulary of its ``KeyMap``.
///
/// ```swift
/// var keys = KeyMap<CalendarIntent>.calendar
/// keys.bind(KeyEvent(.character("j")), to: .calendar(.moveDays(7)))   // j a week down as well
/// ```
package enum CalendarIntent: Sendable, Hashable {
    /// An action of the calendar's core state (moves, today, typing).
    case calendar(CalendarAction)
    /// Enter: choose the highlighted day (a range's start, then its end).
    case choose
    /// Esc: drop a half-typed date, then a range's start, then close without a date.
    case cancel
}

extension KeyMap where Intent == CalendarIntent {
    /// The keys of a calendar (docs/behaviour.md §16): ←/→ a day, ↑/↓ a week, PageUp/PageDown a
    /// month, Shift+PageUp/PageDown a year, Home/End the week's ends, T today, digits type a
    /// date, Backspace takes a typed digit back, Enter chooses, Esc cancels.
    package static var calendar: KeyMap<CalendarIntent> {
        KeyMap([
            KeyBinding([KeyEvent(.left)], .calendar(.moveDays(-1)), help: "day"),
            KeyBinding([KeyEvent(.right)], .calendar(.moveDays(1)), help: "day"),
            KeyBinding([KeyEvent(.up)], .calendar(.moveDays(-7)), help: "week"),
            KeyBinding([KeyEvent(.down)], .calendar(.moveDays(7)), help: "week"),
            KeyBinding([KeyEvent(.pageUp)], .calendar(.moveMonths(-1)), help: "month"),
            KeyBinding([KeyEvent(.pageDown)], .calendar(.moveMonths(1)), help: "month"),
            KeyBinding([KeyEvent(.pageUp, modifiers: .shift)], .calendar(.moveMonths(-12))),
            KeyBinding([KeyEvent(.pageDown, modifiers: .shift)], .calendar(.moveMonths(12))),
            KeyBinding([KeyEvent(.home)], .calendar(.toWeekStart)),
            KeyBinding([KeyEvent(.end)], .calendar(.toWeekEnd)),
            KeyBinding([KeyEvent(.character("t")), KeyEvent(.character("T"))], .calendar(.toToday), help: "today"),
            KeyBinding([KeyEvent(.backspace)], .calendar(.deleteTyped)),
            KeyBinding([KeyEvent(.enter)], .choose, help: "choose"),
            KeyBinding([KeyEvent(.escape)], .cancel, help: "cancel"),
        ])
    }
}
