/// The text typed so far in a type-to-select search, and when it expires (TA-02).
///
/// Time comes in with each key (`now`, a `Duration` since any fixed epoch), so the buffer is a
/// plain value and tests control the clock (CORE-03). An expired buffer is discarded when the
/// next key arrives; nothing needs a timer.
package struct TypeaheadBuffer: Sendable, Equatable {
    /// The characters typed since the search began.
    package internal(set) var text: String
    /// When the search ends unless another key arrives; `nil` when no search is running.
    package internal(set) var deadline: Duration?

    /// An empty buffer.
    package init(text: String = "", deadline: Duration? = nil) {
        self.text = text
        self.deadline = deadline
    }

    /// True when a search is running at `now`: a space typed now belongs to the query (TA-03).
    package func isSearching(at now: Duration) -> Bool {
        guard !text.isEmpty, let deadline else { return false }
        return now < deadline
    }

    /// Forgets the search.
    mutating func reset() {
        text = ""
        deadline = nil
    }

    /// What to look for after a key: the folded query, and whether the highlighted option itself
    /// may match (`includesHighlight`) or the search starts after it.
    struct Search: Equatable {
        var foldedQuery: [UInt8]
        var includesHighlight: Bool
    }

    /// Takes one typed character and says what to search for, or `nil` when the character is not
    /// typeahead: a control character (TA-01; Ctrl+B arrives as U+0002), or a space while no
    /// search is running (TA-03: Space keeps its own meaning).
    ///
    /// The query follows docs/behaviour.md §2.2: one character searches after the highlight; a
    /// repeated character searches for that one character after the highlight (TA-07); a longer
    /// query searches from the highlight inclusive (TA-06).
    mutating func search(after character: Character, at now: Duration, configuration: TypeaheadConfiguration) -> Search? {
        guard Self.isPrintable(character) else { return nil }
        if !isSearching(at: now) { reset() }
        if character == " " && text.isEmpty { return nil }
        text.append(character)
        deadline = now + configuration.timeout
        // The buffer is a few characters long: walk it rather than allocate an array.
        let first = text.first ?? character
        let isSingle = text.dropFirst().isEmpty
        let isRepeated = !isSingle && text.allSatisfy { $0 == first }
        var query: [UInt8] = []
        if isSingle || (isRepeated && configuration.cyclesRepeatedCharacter) {
            TextFolding.appendFoldedUTF8(of: String(first), to: &query)
            return Search(foldedQuery: query, includesHighlight: false)
        }
        TextFolding.appendFoldedUTF8(of: text, to: &query)
        return Search(foldedQuery: query, includesHighlight: configuration.refinementIncludesHighlight)
    }

    /// True for a character a user types to search: no control, format or line-break scalars.
    static func isPrintable(_ character: Character) -> Bool {
        guard let first = character.unicodeScalars.first else { return false }
        switch first.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .unassigned:
            return false
        default:
            return !character.unicodeScalars.contains { $0.properties.generalCategory == .control }
        }
    }
}
