// Type-to-select (TA, BEHAVIOUR.md §2.2) over the list's typeahead index.
extension ListState {
    /// What a typed character did.
    enum TypeaheadOutcome: Equatable {
        /// The character is not part of a search (a control character, or a space with no
        /// search running); it keeps its own meaning.
        case notTypeahead
        /// The search found nothing; the buffer was reset (TA-08).
        case noMatch
        /// This row matches.
        case match(Int)
    }

    /// Extends the search with `character` and finds the option it points at, searching from
    /// `anchor` (the highlight, or the selection of a closed drop-down; `nil` searches from the
    /// top inclusive, TA-10). Does not move the highlight.
    mutating func typeaheadMatch(_ character: Character, at now: Duration, anchor: Int?) -> TypeaheadOutcome {
        guard let search = typeahead.search(after: character, at: now, configuration: configuration.typeahead) else {
            return .notTypeahead
        }
        let start = anchor.map { search.includesHighlight ? $0 : $0 + 1 } ?? 0
        if let row = content.typeaheadIndex.firstMatch(forFolded: search.foldedQuery, from: start) {
            return .match(row)
        }
        typeahead.reset()
        return .noMatch
    }
}
