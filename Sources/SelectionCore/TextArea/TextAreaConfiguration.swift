/// What a multi-line text area accepts and how many rows it shows (docs/behaviour.md §15).
///
/// ```swift
/// let message = TextAreaConfiguration(characterLimit: 400, maximumLines: 10, visibleRows: 5)
/// ```
package struct TextAreaConfiguration: Sendable, Equatable {
    /// The most characters the text may hold, line breaks included (TXT-02); nil for no limit.
    package var characterLimit: Int?
    /// The most lines the text may have (TXT-08); nil for no limit.
    package var maximumLines: Int?
    /// The rows drawn; the view scrolls to keep the caret's line among them (TXT-07).
    package var visibleRows: Int

    /// Creates a configuration: no limits, five rows, unless asked.
    package init(characterLimit: Int? = nil, maximumLines: Int? = nil, visibleRows: Int = 5) {
        self.characterLimit = characterLimit.map { max(0, $0) }
        self.maximumLines = maximumLines.map { max(1, $0) }
        self.visibleRows = max(1, visibleRows)
    }
}
