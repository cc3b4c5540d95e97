/// What an editable combobox reports from ``ComboBoxState/send(_:)``.
public enum ComboBoxEvent: Sendable, Equatable {
    /// The suggestions list opened.
    case opened
    /// The suggestions list closed.
    case closed
    /// The text changed (typing, a choice, a revert, a clear).
    case textChanged(String)
    /// The option at this index (into ``ComboBoxState/options``) was chosen (CB-12, CB-18).
    case selected(option: Int)
    /// The value became the typed text, which names no option (CB-13 with custom values).
    case customValue(String)
    /// The value was cleared (CB-05, CB-17).
    case cleared
    /// A chip was added to a multi-value combobox.
    case chipAdded(String)
    /// The chip at this index was removed (CB-M1, CB-M4, or a chosen option toggled off, CB-M5).
    case chipRemoved(index: Int, text: String)
}
