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
    /// Alt+↓ opens with nothing highlighted, ←/→ and Home/End (Ctrl-A/Ctrl-E) move the caret,
    /// Backspace/Delete edit (and remove chips), Ctrl-U clears, Enter or Tab takes, Esc backs out.
    public static var comboBox: KeyMap<ComboBoxIntent> {
        KeyMap([
            KeyBinding([KeyEvent(.up), KeyEvent(.character("p"), modifiers: .ctrl)], .combo(.moveUp), help: "suggestions"),
            KeyBinding([KeyEvent(.down), KeyEvent(.character("n"), modifiers: .ctrl)], .combo(.moveDown), help: "suggestions"),
            KeyBinding([KeyEvent(.down, modifiers: .alt)], .combo(.openWithoutHighlight)),
            KeyBinding([KeyEvent(.left)], .combo(.moveCaretLeft)),
            KeyBinding([KeyEvent(.right)], .combo(.moveCaretRight)),
            KeyBinding([KeyEvent(.home), KeyEvent(.character("a"), modifiers: .ctrl)], .combo(.moveCaretToStart)),
            KeyBinding([KeyEvent(.end), KeyEvent(.character("e"), modifiers: .ctrl)], .combo(.moveCaretToEnd)),
            KeyBinding([KeyEvent(.backspace)], .combo(.deleteBackward)),
            KeyBinding([KeyEvent(.delete)], .combo(.deleteForward)),
            KeyBinding([KeyEvent(.character("u"), modifiers: .ctrl)], .combo(.setText(""))),
            KeyBinding([KeyEvent(.enter), KeyEvent(.tab)], .commit, help: "take"),
            KeyBinding([KeyEvent(.escape)], .escape, help: "back"),
        ])
    }
}
