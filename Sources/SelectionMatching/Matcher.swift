/// Ranks items against a query the way fzf does by default, on every core.
///
/// The scoring is fzf's optimal fuzzy alignment with its bonuses and penalties, falling back to
/// its greedy match for very long items; queries use fzf's extended syntax (see
/// ``SearchQuery``) with smart case and Latin diacritic folding; ties go to the shorter item,
/// then to the earlier one. Items are bytes in an ``ItemBuffer``.
///
/// ```swift
/// let items = ItemBuffer(["Sources/App/main.swift", "README.md", "Tests/AppTests/MainTests.swift"])
/// let matcher = Matcher()
/// let results = try await matcher.match("mainsw", in: items, limit: 10)
/// results.ranked.map { items.string(at: $0.index) }
/// // ["Sources/App/main.swift", "Tests/AppTests/MainTests.swift"]
/// ```
///
/// For a list that grows one keystroke at a time, pass the previous results as `refining`:
/// when the new query can only match a subset (`mai` → `main`), only the previous matches are
/// scanned again. A scan in progress stops with `CancellationError` when its task is cancelled,
/// so a newer keystroke can cancel the older search.
public struct Matcher: Sendable, Equatable {
    /// How queries are read and matches ranked.
    public var options: MatchOptions

    /// Creates a matcher; the default options are fzf's.
    public init(options: MatchOptions = MatchOptions()) {
        self.options = options
    }

    /// Items per scanning task: large enough to amortise a task, small enough to balance cores.
    static let chunkSize = 8192

    /// Matches `query` against `items`, spreading the work over all cores.
    ///
    /// - Parameters:
    ///   - query: The query in extended syntax.
    ///   - items: The items to search.
    ///   - limit: How many of the best matches to rank (a top-K selection instead of a full
    ///     sort); nil ranks every match.
    ///   - previous: Earlier results over the same items; when the new query can only narrow
    ///     them, only their matches are scanned.
    /// - Throws: `CancellationError` when the calling task is cancelled.
    public func match(
        _ query: String, in items: ItemBuffer, limit: Int? = nil, refining previous: MatchResults? = nil
    ) async throws -> MatchResults {
        let plan = ScanPlan(
            query: SearchQuery(query, options: options), matcher: self, items: items,
            limit: limit, previous: previous)
        let chunkCount = plan.chunkCount
        if chunkCount <= 2 {
            // Too little work to share out: scan here.
            try Task.checkCancellation()
            return try plan.finish(
                (0..<chunkCount).map { chunk in
                    try plan.scan(chunk: chunk, checkCancellation: Task.checkCancellation)
                })
        }
        let chunks = try await withThrowingTaskGroup(of: (Int, ScanPlan.ChunkResult).self) { group in
            for chunk in 0..<chunkCount {
                group.addTask { (chunk, try plan.scan(chunk: chunk, checkCancellation: Task.checkCancellation)) }
            }
            var results = [ScanPlan.ChunkResult?](repeating: nil, count: chunkCount)
            for try await (chunk, result) in group { results[chunk] = result }
            return results.compactMap { $0 }
        }
        try Task.checkCancellation()
        return plan.finish(chunks)
    }

    /// Matches `query` against `items` on the calling thread, for short lists and for callers
    /// outside Swift concurrency. Same results as ``match(_:in:limit:refining:)-(_,ItemBuffer,_,_)``.
    public func matchOnCurrentThread(
        _ query: String, in items: ItemBuffer, limit: Int? = nil, refining previous: MatchResults? = nil
    ) -> MatchResults {
        let plan = ScanPlan(
            query: SearchQuery(query, options: options), matcher: self, items: items,
            limit: limit, previous: previous)
        return plan.finish((0..<plan.chunkCount).map { chunk in plan.scan(chunk: chunk, checkCancellation: {}) })
    }
}
