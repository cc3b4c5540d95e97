/// What a user means to do to a text field: the input of ``TextFieldState/send(_:)``.
///
/// Controls that edit text embed this vocabulary rather than restating it: a combobox sends
/// `.text(.moveWordLeft)`, a number field `.text(.insert("5"))`, and their key maps bind keys
/// to those embedded actions.
///
/// ```swift
/// var field = TextFieldState(text: "hello world")
/// field.send(.deleteWordBackward)   // "hello "
/// field.send(.moveToStart)          // the caret before "h"
/// ```
public enum TextFieldAction: Sendable, Hashable {
    /// Typed or pasted text, inserted at the caret, which ends after it. Control characters are
    /// dropped; line breaks too, unless the field keeps them
    /// (``TextFieldConfiguration/keepsLineBreaks``).
    case insert(String)
    /// Backspace: the character (grapheme cluster) before the caret.
    case deleteBackward
    /// Delete: the character after the caret.
    case deleteForward
    /// Ctrl-W, Alt-Backspace: from the start of the word before the caret to the caret.
    case deleteWordBackward
    /// Alt-D: from the caret to the end of the word after it.
    case deleteWordForward
    /// Ctrl-U: from the start of the text to the caret.
    case deleteToStart
    /// Ctrl-K: from the caret to the end of the text.
    case deleteToEnd
    /// ←: the caret one character left.
    case moveLeft
    /// →: the caret one character right.
    case moveRight
    /// Alt-←, Alt-B: the caret to the start of the word before it.
    case moveWordLeft
    /// Alt-→, Alt-F: the caret to the end of the word after it.
    case moveWordRight
    /// Home, Ctrl-A: the caret to the start of the text.
    case moveToStart
    /// End, Ctrl-E: the caret to the end of the text.
    case moveToEnd
    /// Replaces the whole text (a program's value, a paste over everything), the caret at its
    /// end; sanitised as ``insert(_:)`` is.
    case replaceAll(String)
}

extension TextFieldAction {
    /// Whether the action only moves the caret (never changes the text): a control gives visual
    /// focus back to its text on these (CB-10, CB-11).
    package var isCaretMove: Bool {
        switch self {
        case .moveLeft, .moveRight, .moveWordLeft, .moveWordRight, .moveToStart, .moveToEnd: true
        default: false
        }
    }
}
