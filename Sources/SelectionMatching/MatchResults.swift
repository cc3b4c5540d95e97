/// The outcome of matching a query against an ``ItemBuffer``: how many items match, and the best
/// of them in rank order.
public struct MatchResults: Sendable, Equatable {
    /// The query that produced these results.
    public let query: SearchQuery
    /// The options that produced these results.
    public let options: MatchOptions
    /// How many items match.
    public let matchCount: Int
    /// The matches best first: all of them, or the best `limit` when a limit was given.
    public let ranked: [Match]
    /// The item count of the buffer searched, to tell whether a later search is over the same list.
    let itemCount: Int
    /// Every matching item's index in input order, when ``ranked`` does not hold them all;
    /// a refined query searches only these.
    let candidates: [UInt32]?

    init(
        query: SearchQuery, options: MatchOptions, matchCount: Int, ranked: [Match], itemCount: Int,
        candidates: [UInt32]?
    ) {
        self.query = query
        self.options = options
        self.matchCount = matchCount
        self.ranked = ranked
        self.itemCount = itemCount
        self.candidates = candidates
    }

    /// Every matching item's index, in input order.
    var matchingIndices: [UInt32] {
        if let candidates { return candidates }
        return ranked.map { UInt32(truncatingIfNeeded: $0.index) }.sorted()
    }
}

extension MatchResults {
    /// The same results once the first `k` items of the list searched were removed (fzf's
    /// `--tail`): their matches go, and every other index goes down by `k`, so a query that
    /// extends this one still refines it.
    package func droppingFirstItems(_ k: Int) -> MatchResults {
        guard k > 0 else { return self }
        let ranked = self.ranked.compactMap { $0.index >= k ? Match(index: $0.index - k, score: $0.score) : nil }
        let shift = UInt32(truncatingIfNeeded: k)
        let candidates = self.candidates.map { indices in indices.compactMap { $0 >= shift ? $0 - shift : nil } }
        let removed = (self.candidates?.count ?? self.ranked.count) - (candidates?.count ?? ranked.count)
        return MatchResults(
            query: query, options: options, matchCount: max(0, matchCount - removed), ranked: ranked,
            itemCount: max(0, itemCount - k), candidates: candidates)
    }
}
