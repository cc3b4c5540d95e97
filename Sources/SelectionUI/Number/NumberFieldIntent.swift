import SelectionCore
import SelectionTerminal

/// What a key means to a number field (``NumberField``): the vocabulary of its ``KeyMap``.
///
/// A key either sends one of the core's `NumberFieldAction`s (``field(_:)``, embedded rather
/// than restated; the text field's actions come inside it) or ends the prompt.
///
/// ```swift
/// var keys = KeyMap<NumberFieldIntent>.numberField
/// keys.bind(KeyEvent(.character("k")), to: .field(.increment))   // k steps up as well
/// ```
public enum NumberFieldIntent: Sendable, Hashable {
    /// An action of the number field, as the core names it: `.field(.increment)` for Up (NUM-01),
    /// `.field(.toMinimum)` for Home (NUM-07), `.field(.text(.moveLeft))` for Left.
    case field(NumberFieldAction)
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
            KeyBinding([KeyEvent(.up), KeyEvent(.character("p"), modifiers: .ctrl)], .field(.increment), help: "step"),
            KeyBinding([KeyEvent(.down), KeyEvent(.character("n"), modifiers: .ctrl)], .field(.decrement), help: "step"),
            KeyBinding([KeyEvent(.pageUp)], .field(.incrementPage), help: "page"),
            KeyBinding([KeyEvent(.pageDown)], .field(.decrementPage), help: "page"),
            KeyBinding([KeyEvent(.home)], .field(.toMinimum), help: "min"),
            KeyBinding([KeyEvent(.end)], .field(.toMaximum), help: "max"),
            KeyBinding([KeyEvent(.enter)], .done, help: "done"),
            KeyBinding([KeyEvent(.escape)], .cancel, help: "cancel"),
        ])
        .embedding(KeyMap<TextFieldAction>.textField) { .field(.text($0)) }
    }
}
