import SelectionCore
import SelectionTerminal

/// What a key means to a number field (``NumberField``): the vocabulary of its ``KeyMap``.
///
/// ```swift
/// var keys = KeyMap<NumberFieldIntent>.numberField
/// keys.bind(KeyEvent(.character("k")), to: .increment)   // k steps up as well
/// ```
public enum NumberFieldIntent: Sendable, Hashable {
    /// Up: one step up (NUM-01).
    case increment
    /// Down: one step down.
    case decrement
    /// PageUp: one page step up.
    case incrementPage
    /// PageDown: one page step down.
    case decrementPage
    /// Home: the minimum (NUM-07).
    case toMinimum
    /// End: the maximum, snapped onto the grid (NUM-07).
    case toMaximum
    /// An action of the text field, as the core's text field names it: `.text(.moveLeft)` for
    /// Left, `.text(.deleteBackward)` for Backspace.
    case text(TextFieldAction)
    /// Enter: commit (NUM-08), and accept the value when the commit left it as typed.
    case done
    /// Esc: close without a value.
    case cancel
}

extension KeyMap where Intent == NumberFieldIntent {
    /// The standard keys of a number field (docs/behaviour.md §7): Up/Down step, PageUp/PageDown page,
    /// Home/End to the bounds, Enter is Done, Esc cancels. Ctrl-P/Ctrl-N step as Up/Down do. The
    /// text field's keys (``KeyMap/textField``) edit the text, but for Home/End: Left/Right and
    /// Ctrl-A/Ctrl-E move the caret, Backspace/Delete, Ctrl-W, Ctrl-U and Ctrl-K delete. Other
    /// characters are typed.
    public static var numberField: KeyMap<NumberFieldIntent> {
        KeyMap([
            KeyBinding([KeyEvent(.up), KeyEvent(.character("p"), modifiers: .ctrl)], .increment, help: "step"),
            KeyBinding([KeyEvent(.down), KeyEvent(.character("n"), modifiers: .ctrl)], .decrement, help: "step"),
            KeyBinding([KeyEvent(.pageUp)], .incrementPage, help: "page"),
            KeyBinding([KeyEvent(.pageDown)], .decrementPage, help: "page"),
            KeyBinding([KeyEvent(.home)], .toMinimum, help: "min"),
            KeyBinding([KeyEvent(.end)], .toMaximum, help: "max"),
            KeyBinding([KeyEvent(.enter)], .done, help: "done"),
            KeyBinding([KeyEvent(.escape)], .cancel, help: "cancel"),
        ])
        .embedding(KeyMap<TextFieldAction>.textField, as: NumberFieldIntent.text)
    }
}
