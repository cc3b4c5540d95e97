import SelectionCore
import SelectionTerminal

/// What a key means to a text area (``TextArea``): the vocabulary of its ``KeyMap``.
///
/// ```swift
/// var keys = KeyMap<TextAreaIntent>.textArea
/// keys.bind(KeyEvent(.character("s"), modifiers: .ctrl), to: .submit)   // Ctrl-S finishes as well
/// ```
package enum TextAreaIntent: Sendable, Hashable {
    /// An action of the text area's core state (typing, line breaks, line moves).
    case area(TextAreaAction)
    /// Ctrl-D, Alt-Enter: the text is the answer (TXT-09).
    case submit
    /// Ctrl-E: edit the text in `$EDITOR` and come back with it (where the caller offers it).
    case openEditor
    /// Esc: close without an answer.
    case cancel
}

extension KeyMap where Intent == TextAreaIntent {
    /// The keys of a text area: Enter breaks the line, Ctrl-D or Alt-Enter finish, Ctrl-E opens
    /// the editor, Esc cancels, ↑/↓ move between lines, Home/End (Ctrl-A) to the line's ends; the
    /// text field's keys (``KeyMap/textField``) edit the text.
    package static var textArea: KeyMap<TextAreaIntent> {
        KeyMap([
            KeyBinding([KeyEvent(.enter)], .area(.newline), help: "newline"),
            KeyBinding([KeyEvent(.character("d"), modifiers: .ctrl)], .submit, help: "done"),
            // A binding of its own, so the help line names it too: `ctrl+d/alt+enter done`.
            KeyBinding([KeyEvent(.enter, modifiers: .alt)], .submit, help: "done"),
            KeyBinding([KeyEvent(.character("e"), modifiers: .ctrl)], .openEditor, help: "editor"),
            KeyBinding([KeyEvent(.escape)], .cancel, help: "cancel"),
            KeyBinding([KeyEvent(.up)], .area(.moveUp)),
            KeyBinding([KeyEvent(.down)], .area(.moveDown)),
            KeyBinding([KeyEvent(.home), KeyEvent(.character("a"), modifiers: .ctrl)], .area(.moveToLineStart)),
            KeyBinding([KeyEvent(.end)], .area(.moveToLineEnd)),
        ])
        .embedding(KeyMap<TextFieldAction>.textField, as: { TextAreaIntent.area(.text($0)) })
    }
}
