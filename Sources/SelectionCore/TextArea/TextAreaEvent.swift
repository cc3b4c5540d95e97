/// What a text area reports after an action.
package enum TextAreaEvent: Sendable, Hashable {
    /// The text is now this.
    case textChanged(String)
    /// Typed or pasted text was cut to the limits (TXT-02, TXT-08).
    case truncated
}
