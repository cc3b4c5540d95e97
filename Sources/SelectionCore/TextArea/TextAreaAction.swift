/// What a user means to do to a text area: the input of ``TextAreaState/send(_:)``.
///
/// ```swift
/// var notes = TextAreaState(text: "one\ntwo")
/// notes.send(.moveUp)                 // the caret on "one"
/// notes.send(.text(.insert("!")))     // typing is the one text field's
/// ```
package enum TextAreaAction: Sendable, Hashable {
    /// An action of the one text field (typing, a paste with its line breaks and tabs, deletes,
    /// ←/→ and word moves); an insertion is cut to the limits (TXT-02, TXT-08).
    case text(TextFieldAction)
    /// Enter: a line break at the caret, unless the text has its most lines (TXT-08).
    case newline
    /// ↑: the caret to the line above, at the same column or the line's end (TXT-07).
    case moveUp
    /// ↓: the caret to the line below.
    case moveDown
    /// Home, Ctrl-A: the start of the caret's line.
    case moveToLineStart
    /// End: the end of the caret's line.
    case moveToLineEnd
}
