/// What a one-line text input accepts: a limit on its length, a shortest answer, a mask, and the
/// suggestions it completes from, the texts given before (docs/behaviour.md §15).
///
/// ```swift
/// let pin = TextInputConfiguration(characterLimit: 6, minimumLength: 4, mask: "•")
/// let branch = TextInputConfiguration(suggestions: ["main", "more-controls"])
/// ```
package struct TextInputConfiguration: Sendable, Equatable {
    /// The most characters the text may hold (TXT-02); nil for no limit.
    package var characterLimit: Int?
    /// The fewest characters an answer may have (TXT-04); 0 accepts an empty answer.
    package var minimumLength: Int
    /// Shown in place of each character (a password, TXT-03); nil shows the text.
    package var mask: Character?
    /// What the text completes to (TXT-05), in order of preference.
    package var suggestions: [String]
    /// The texts given before, oldest first, that ↑ and ↓ recall (TXT-11).
    package var history: [String] = []

    /// Creates a configuration: no limit, any length, nothing masked, no suggestions, unless asked.
    package init(characterLimit: Int? = nil, minimumLength: Int = 0, mask: Character? = nil, suggestions: [String] = []) {
        self.characterLimit = characterLimit.map { max(0, $0) }
        self.minimumLength = max(0, minimumLength)
        self.mask = mask
        self.suggestions = suggestions
    }
}
