/// What a user means to do to an editable combobox: the input of ``ComboBoxState/send(_:)``.
///
/// ```swift
/// combo.send(.text(.insert("ap")))  // filters, opens on matches, nothing highlighted (CB-03, CB-04)
/// combo.send(.moveDown)            // highlights the first suggestion
/// combo.send(.commit)              // takes it: the text becomes its label (CB-12)
/// ```
public enum ComboBoxAction: Sendable, Hashable {
    /// An action of the text field (typing, deleting, moving the caret), as the core's text
    /// field names it. An edit filters again, clears the highlight and opens on matches
    /// (CB-03, CB-04); a move of the caret clears the highlight (CB-10, CB-11). With several
    /// values: Backspace at the start of the text removes the last chip (CB-M1), ← there makes
    /// the last chip active (CB-M2), ←/→ on a chip move between chips (CB-M3), and
    /// Backspace/Delete on a chip remove it (CB-M4).
    case text(TextFieldAction)
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
