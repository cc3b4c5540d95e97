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
    /// Left: the caret one character left.
    case caretLeft
    /// Right: the caret one character right.
    case caretRight
    /// Ctrl-A: the caret to the start.
    case caretToStart
    /// Ctrl-E: the caret to the end.
    case caretToEnd
    /// Backspace: the character before the caret.
    case deleteBackward
    /// Delete: the character after the caret.
    case deleteForward
    /// Enter: commit (NUM-08), and accept the value when the commit left it as typed.
    case done
    /// Esc: close without a value.
    case cancel
}

extension KeyMap where Intent == NumberFieldIntent {
    /// The standard keys of a number field (docs/behaviour.md §7): Up/Down step, PageUp/PageDown page,
    /// Home/End to the bounds, Left/Right/Ctrl-A/Ctrl-E move the caret, Backspace/Delete edit,
    /// Enter is Done, Esc cancels. Ctrl-P/Ctrl-N step as Up/Down do. Other characters are typed.
    public static var numberField: KeyMap<NumberFieldIntent> {
        KeyMap([
            KeyBinding([KeyEvent(.up), KeyEvent(.character("p"), modifiers: .ctrl)], .increment, help: "step"),
            KeyBinding([KeyEvent(.down), KeyEvent(.character("n"), modifiers: .ctrl)], .decrement, help: "step"),
            KeyBinding([KeyEvent(.pageUp)], .incrementPage, help: "page"),
            KeyBinding([KeyEvent(.pageDown)], .decrementPage, help: "page"),
            KeyBinding([KeyEvent(.home)], .toMinimum, help: "min"),
            KeyBinding([KeyEvent(.end)], .toMaximum, help: "max"),
            KeyBinding([KeyEvent(.left)], .caretLeft),
            KeyBinding([KeyEvent(.right)], .caretRight),
            KeyBinding([KeyEvent(.character("a"), modifiers: .ctrl)], .caretToStart),
            KeyBinding([KeyEvent(.character("e"), modifiers: .ctrl)], .caretToEnd),
            KeyBinding([KeyEvent(.backspace)], .deleteBackward),
            KeyBinding([KeyEvent(.delete)], .deleteForward),
            KeyBinding([KeyEvent(.enter)], .done, help: "done"),
            KeyBinding([KeyEvent(.escape)], .cancel, help: "cancel"),
        ])
    }
}
