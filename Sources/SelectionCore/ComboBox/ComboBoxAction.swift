/// What a user means to do to an editable combobox: the input of ``ComboBoxState/send(_:)``.
///
/// ```swift
/// combo.send(.insert("ap"))        // filters, opens on matches, nothing highlighted (CB-03, CB-04)
/// combo.send(.moveDown)            // highlights the first suggestion
/// combo.send(.commit)              // takes it: the text becomes its label (CB-12)
/// ```
public enum ComboBoxAction: Sendable, Hashable {
    /// Type `text` at the caret (or replace the text selected by nothing: there is no text selection).
    case insert(String)
    /// Backspace: the character before the caret; at the start of the text of a multi-value
    /// combobox, the last chip (CB-M1); on an active chip, that chip (CB-M4).
    case deleteBackward
    /// Delete: the character after the caret; on an active chip, that chip (CB-M4).
    case deleteForward
    /// Replace the whole text (a paste into an empty field, a program's value).
    case setText(String)
    /// ← : the caret one character left, clearing the highlight (CB-10); at the start of a
    /// multi-value combobox's text, the last chip becomes active (CB-M2); on a chip, the previous
    /// chip (CB-M3).
    case moveCaretLeft
    /// → : the caret one character right, clearing the highlight (CB-10); on a chip, the next
    /// chip, or back to the text past the last (CB-M3).
    case moveCaretRight
    /// Home: the caret to the start, clearing the highlight (CB-11).
    case moveCaretToStart
    /// End: the caret to the end, clearing the highlight (CB-11).
    case moveCaretToEnd
    /// ↓: closed, open showing every option with the selected one (else the first) highlighted
    /// (CB-07, CB-08); open, the next suggestion, wrapping (CB-09).
    case moveDown
    /// ↑: closed, open with the selected option (else the last) highlighted; open, the previous
    /// suggestion, wrapping (CB-08, CB-09).
    case moveUp
    /// Alt+↓: open showing every option, with nothing highlighted (CB-08).
    case openWithoutHighlight
    /// The toggle button: open showing every option, or close (CB-07).
    case toggleOpen
    /// Enter: take the highlighted suggestion (CB-12; toggles it as a chip in a multi-value
    /// combobox, CB-M5), else keep the typed text as the value, or revert it when custom values
    /// are not allowed (CB-13).
    case commit
    /// Esc: open, close (CB-16); closed, clear the text and the value (CB-17).
    case escape
    /// A press on the suggestion in `row` of the open list (CB-18, CB-M5).
    case choose(row: Int)
    /// The pointer is over this suggestion row (nil: off the list).
    case highlight(row: Int?)
    /// A press on a chip's ×: remove it.
    case removeChip(Int)
}
