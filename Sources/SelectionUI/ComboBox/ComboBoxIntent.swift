import SelectionCore
import SelectionTerminal

/// What a key means to a ``ComboBox``: the vocabulary of its ``KeyMap``.
public enum ComboBoxIntent: Sendable, Hashable {
    /// An action of the combobox itself, as the core names it: `.combo(.moveDown)` for ↓.
    case combo(ComboBoxAction)
    /// Enter (and Tab, CB-14): take the highlighted suggestion or the text; finish when that
    /// gives the answer.
    case commit
    /// Esc: close the list, then clear the text, then cancel.
    case escape
}

extension KeyMap where Intent == ComboBoxIntent {
    /// The keys of an editable combobox (docs/behaviour.md §5): ↑/↓ (Ctrl-P/Ctrl-N) open and move,
    /// Alt+↓ opens with nothing highlighted, Enter or Tab takes, Esc backs out; the text field's
    /// keys (``KeyMap/textField``: ←/→ and Home/End, Ctrl-A/Ctrl-E, word moves, Backspace/Delete
    /// that also remove chips, Ctrl-W, Ctrl-U, Ctrl-K) edit the text as `.combo(.text(…))`.
    public static var comboBox: KeyMap<ComboBoxIntent> {
        KeyMap([
            KeyBinding([KeyEvent(.up), KeyEvent(.character("p"), modifiers: .ctrl)], .combo(.moveUp), help: "suggestions"),
            KeyBinding([KeyEvent(.down), KeyEvent(.character("n"), modifiers: .ctrl)], .combo(.moveDown), help: "suggestions"),
            KeyBinding([KeyEvent(.down, modifiers: .alt)], .combo(.openWithoutHighlight)),
            KeyBinding([KeyEvent(.enter), KeyEvent(.tab)], .commit, help: "take"),
            KeyBinding([KeyEvent(.escape)], .escape, help: "back"),
        ])
        .embedding(KeyMap<TextFieldAction>.textField) { .combo(.text($0)) }
    }
}
