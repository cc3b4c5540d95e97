/// What a user means to do to a text input: the input of ``TextInputState/send(_:)``.
///
/// The text field's own actions are embedded (`.text(.moveWordLeft)`), not restated.
///
/// ```swift
/// var input = TextInputState(configuration: TextInputConfiguration(suggestions: ["main"]))
/// input.send(.text(.insert("ma")))
/// input.send(.acceptSuggestion)   // "main"
/// ```
package enum TextInputAction: Sendable, Hashable {
    /// An action of the one text field; an insertion is cut to the character limit (TXT-02).
    case text(TextFieldAction)
    /// Tab, or → at the end of the text: the text becomes the shown suggestion (TXT-05).
    case acceptSuggestion
    /// Ctrl-N, ↓: the next suggestion that completes the text (TXT-06).
    case nextSuggestion
    /// Ctrl-P, ↑: the previous one.
    case previousSuggestion
    /// ↑ with a history: the text given before the one shown (TXT-11).
    case olderEntry
    /// ↓ with a history: the text given after the one shown, then what was being typed.
    case newerEntry
    /// Enter: the answer when it is valid, else refused (TXT-04). `matchesPattern` says whether
    /// the text matches the pattern the caller checks (the core compiles no expressions).
    case submit(matchesPattern: Bool)
}
