/// What a text input reports after an action: the output of ``TextInputState/send(_:)``.
package enum TextInputEvent: Sendable, Hashable {
    /// The text is now this.
    case textChanged(String)
    /// Typed or pasted text was cut to the character limit (TXT-02).
    case truncated
    /// Enter took the text as the answer.
    case submitted(String)
    /// Enter was refused, and why (TXT-04).
    case refused(TextInputProblem)
}

/// Why a text input's text cannot be the answer yet (TXT-04).
package enum TextInputProblem: Sendable, Hashable {
    /// Fewer characters than the minimum length.
    case tooShort(minimum: Int)
    /// The text does not match the pattern.
    case patternMismatch
}
