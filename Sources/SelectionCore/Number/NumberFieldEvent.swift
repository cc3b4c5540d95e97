/// What a number field reports after an action.
public enum NumberFieldEvent: Sendable, Equatable {
    /// The value changed (a step, or a commit); nil when the field was emptied.
    case valueChanged(DecimalNumber?)
    /// The text changed.
    case textChanged(String)
    /// What the text says changed (``NumberValidity``).
    case validityChanged(NumberValidity)
    /// A typed character was refused (NUM-03); nothing changed.
    case rejectedInput(Character)
    /// A commit changed what was typed: clamped or snapped (NUM-08), from `typed` to the value.
    case commitAdjusted(typed: DecimalNumber)
    /// A commit found text that is not a number and put back the formatted value (NUM-08).
    case commitReverted
}
