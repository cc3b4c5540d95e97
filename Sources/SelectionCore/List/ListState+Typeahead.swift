// Type-to-select (TA, docs/behaviour.md §2.2): a read of the rows from the anchor, or of the list's
// typeahead prefix table once a search has had to look far.
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

    /// How many options a search reads from the anchor before the list builds its typeahead
    /// prefix table and reads that instead: reading a few thousand labels costs well under a
    /// millisecond, and most searches find their option among the next few rows, so a list
    /// that is searched nearby never pays for the table.
    static var typeaheadReadLimit: Int { 2048 }

    /// Extends the search with `character` and finds the option it points at, searching from
    /// `anchor` (the highlight, or the selection of a closed drop-down; `nil` searches from the
    /// top inclusive, TA-10). Does not move the highlight.
    mutating func typeaheadMatch(_ character: Character, at now: Duration, anchor: Int?) -> TypeaheadOutcome {
        guard let search = typeahead.search(after: character, at: now, configuration: configuration.typeahead) else {
            return .notTypeahead
        }
        let start = anchor.map { search.includesHighlight ? $0 : $0 + 1 } ?? 0
        if let row = firstTypeaheadMatch(forFolded: search.foldedQuery, from: start) {
            return .match(row)
        }
        typeahead.reset()
        return .noMatch
    }

    /// The first enabled option at or after `start`, wrapping to the top, whose folded label
    /// starts with `query`: found by reading the rows from `start` when the answer is near,
    /// else by reading the prefix table (built, in one pass, by the first search that had to
    /// read further than ``typeaheadReadLimit`` options, and kept for the rows' lifetime).
    private mutating func firstTypeaheadMatch(forFolded query: [UInt8], from start: Int) -> Int? {
        guard !query.isEmpty else { return nil }
        if let table = typeaheadCache.table(for: content) {
            return firstTypeaheadMatch(forFolded: query, from: start, in: table)
        }
        switch readForTypeaheadMatch(query, from: start, limit: Self.typeaheadReadLimit) {
        case .found(let row): return row
        case .absent: return nil
        case .tooFar:
            let table = typeaheadCache.table(buildingFor: content)
            return firstTypeaheadMatch(forFolded: query, from: start, in: table)
        }
    }

    /// ``readForTypeaheadMatch(_:from:limit:)``'s answer, read from `table`, which must have
    /// been built from this state's rows.
    func firstTypeaheadMatch(forFolded query: [UInt8], from start: Int, in table: TypeaheadPrefixTable) -> Int? {
        let rows = content.enabledRows
        let items = content.items
        var scratch: [UInt8] = []
        let position = table.firstPosition(matching: query, from: rows.firstPosition(atLeast: start)) { position in
            guard case .option(let option) = items[rows[position]] else { return false }
            return TextFolding.folded(option.label, hasPrefix: query, scratch: &scratch)
        }
        return position.map { rows[$0] }
    }

    /// What a read of the rows found.
    enum ReadOutcome: Equatable {
        /// This row matches.
        case found(Int)
        /// Every enabled option was read: none matches.
        case absent
        /// The limit was reached first.
        case tooFar
    }

    /// Reads up to `limit` enabled options in search order — from `start` to the end, then from
    /// the top — and stops at the first whose folded label starts with `query`: the first match
    /// at or after `start` if there is one, else the smallest matching row.
    func readForTypeaheadMatch(_ query: [UInt8], from start: Int, limit: Int) -> ReadOutcome {
        let rows = content.enabledRows
        guard !rows.isEmpty else { return .absent }
        let items = content.items
        var position = rows.firstPosition(atLeast: start)
        var scratch: [UInt8] = []
        for read in 0..<rows.count {
            if read == limit { return .tooFar }
            if position == rows.endIndex { position = 0 }
            let row = rows[position]
            if case .option(let option) = items[row], TextFolding.folded(option.label, hasPrefix: query, scratch: &scratch) {
                return .found(row)
            }
            position += 1
        }
        return .absent
    }
}
