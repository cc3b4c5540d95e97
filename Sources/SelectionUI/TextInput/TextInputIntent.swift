import SelectionCore
import SelectionTerminal

/// What a key means to a text input (``TextInput``): the vocabulary of its ``KeyMap``.
///
/// ```swift
/// var keys = KeyMap<TextInputIntent>.textInput
/// keys.bind(KeyEvent(.character("j"), modifiers: .ctrl), to: .submit)   // Ctrl-J submits as well
/// ```
package enum TextInputIntent: Sendable, Hashable {
    /// An action of the one text field (`.text(.moveLeft)` for ←, `.text(.deleteBackward)` for
    /// Backspace); → at the end of the text takes the suggestion shown (TXT-05).
    case text(TextFieldAction)
    /// Tab: take the suggestion shown (TXT-05).
    case acceptSuggestion
    /// ↓, Ctrl-N: the next suggestion (TXT-06).
    case nextSuggestion
    /// ↑, Ctrl-P: the previous suggestion.
    case previousSuggestion
    /// ↑ with a history: the text given before (TXT-11).
    case olderEntry
    /// ↓ with a history: the text given after, then what was being typed.
    case newerEntry
    /// Enter: the text is the answer, unless it is invalid (TXT-04).
    case submit
    /// Esc: close without an answer.
    case cancel
}

extension KeyMap where Intent == TextInputIntent {
    /// The keys of a text input: Enter submits, Esc cancels, Tab (and → at the end of the
    /// text) takes the suggestion shown, ↓/↑ (Ctrl-N/Ctrl-P) go through the suggestions; the
    /// text field's keys (``KeyMap/textField``) edit the text. Other characters are typed.
    package static var textInput: KeyMap<TextInputIntent> {
        KeyMap([
            KeyBinding([KeyEvent(.enter)], .submit, help: "submit"),
            KeyBinding([KeyEvent(.tab)], .acceptSuggestion, help: "complete"),
            KeyBinding([KeyEvent(.down), KeyEvent(.character("n"), modifiers: .ctrl)], .nextSuggestion),
            KeyBinding([KeyEvent(.up), KeyEvent(.character("p"), modifiers: .ctrl)], .previousSuggestion),
            KeyBinding([KeyEvent(.escape)], .cancel, help: "cancel"),
        ])
        .embedding(KeyMap<TextFieldAction>.textField, as: TextInputIntent.text)
    }
}
