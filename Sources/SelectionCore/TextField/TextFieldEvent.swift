/// What a text field reports after an action: the output of ``TextFieldState/send(_:)``.
public enum TextFieldEvent: Sendable, Hashable {
    /// The text is now this (a move of the caret alone reports nothing).
    case textChanged(String)
}
