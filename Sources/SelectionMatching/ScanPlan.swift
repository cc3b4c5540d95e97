/// One search, split into chunks that tasks scan independently and then merged into results.
struct ScanPlan: Sendable {
    let query: SearchQuery
    let compiled: CompiledQuery
    let options: MatchOptions
    let items: ItemBuffer
    let limit: Int?
    /// The items to scan, in input order; nil scans every item.
    let candidates: [UInt32]?
    /// Whether a scan of every item searches for the query's ``ScanAnchor`` across each slice
    /// (the fast path) instead of evaluating every item; the same results either way, which
    /// the tests check by turning it off.
    var searchesAnchor = true
    /// Indexes into ``items`` (ascending) that never match, whatever the query (fzf's `exclude`).
    var excluded: [Int] = []

    /// What one chunk found.
    struct ChunkResult: Sendable {
        /// Rank keys of all matches, when ranking every match.
        var keys: [UInt64] = []
        /// Indices of all matches, in input order.
        var indices: [UInt32] = []
        /// The best matches, when a limit is given.
        var topKeys: [UInt64] = []
        var topIndices: [UInt32] = []
    }

    init(query: SearchQuery, matcher: Matcher, items: ItemBuffer, limit: Int?, previous: MatchResults?) {
        self.query = query
        self.compiled = CompiledQuery(query)
        self.options = matcher.options
        self.items = items
        self.limit = limit.map { Swift.max($0, 0) }
        if let previous, previous.itemCount == items.count, previous.options == matcher.options,
            QueryRefinement.narrows(previous.query, to: query)
        {
            candidates = previous.query.isEmpty ? nil : previous.matchingIndices
        } else {
            candidates = nil
        }
    }

    /// A plan over `items` that scans only `candidates` (indexes into `items`, ascending), or
    /// every item when nil: one chunk of an ``ItemStore``, refined by the caller.
    init(query: SearchQuery, compiled: CompiledQuery, matcher: Matcher, items: ItemBuffer, limit: Int?, candidates: [UInt32]?) {
        self.query = query
        self.compiled = compiled
        self.options = matcher.options
        self.items = items
        self.limit = limit.map { Swift.max($0, 0) }
        self.candidates = candidates
    }

    /// How many items the plan scans.
    var candidateCount: Int { candidates?.count ?? items.count }

    /// How many chunks ``scan(chunk:checkCancellation:)`` takes, at least one (an empty query
    /// is one chunk, as nothing needs scanning).
    var chunkCount: Int {
        if compiled.isEmpty { return 1 }
        return Swift.max((candidateCount + Matcher.chunkSize - 1) / Matcher.chunkSize, 1)
    }

    /// Whether matches are ranked by score, or kept in input order.
    var isRanked: Bool { options.isSorted && compiled.isSortable }

    /// Scans the chunk-th run of ``Matcher/chunkSize`` candidates, calling `checkCancellation`
    /// every 1,024 items so that a cancelled search stops early.
    func scan(chunk: Int, checkCancellation: () throws -> Void) rethrows -> ChunkResult {
        var result = ChunkResult()
        let first = chunk * Matcher.chunkSize
        let last = compiled.isEmpty ? candidateCount : Swift.min(first + Matcher.chunkSize, candidateCount)
        if first >= last { return result }
        // A selection of the best only pays when the limit is below the slice's size; otherwise
        // every key is kept in index order and the merge sorts them all at once (a stable radix
        // sort), which is far cheaper than merging heaps.
        if candidates == nil, cannotMatch(itemsIn: first..<last) { return result }
        let prefersLater = options.reversesInputOrder
        var top = limit.flatMap { $0 < last - first ? TopSelection(limit: $0, prefersLater: prefersLater) : nil }
        if compiled.isEmpty {
            // Everything matches, in input order.
            let count = limit.map { Swift.min($0, last) } ?? last
            result.indices = (0..<count).map { UInt32(truncatingIfNeeded: $0) }
            return result
        }
        var evaluator = ItemEvaluator(query: compiled, options: options)
        let ranked = isRanked
        // With one fuzzy term and a full selection, items that cannot beat the selection's worst
        // need not be scored exactly.
        // (Not when the later item wins a tie: a pruned item may tie the selection's worst.)
        let prunes = ranked && compiled.isSingleFuzzyTerm && !prefersLater
        // Without candidates, items lacking the anchor byte are passed over in bulk, excluded ones one by one.
        let anchor = candidates == nil && searchesAnchor ? ScanAnchor(compiled, delimiter: items.delimiter) : nil
        var skipper = ScanAnchor.Skipper(anchor: anchor, first: first)
        try items.withPointers(candidates: candidates) { pointers in
            var position = first
            var exclusions = ExclusionCursor(excluded, from: excluded.isEmpty ? 0 : pointers.itemIndex(at: first))
            while position < last {
                if position & 1023 == 0 { try checkCancellation() }
                if skipper.passesOver(position, last: last, in: pointers)
                    || !excluded.isEmpty && exclusions.excludes(pointers.itemIndex(at: position))
                {
                    position += 1
                    continue
                }
                let index = pointers.itemIndex(at: position)
                let bytes = pointers.bytes(of: index)
                if let outcome = evaluator.evaluate(bytes.start, count: bytes.count, isASCII: pointers.isASCII(index)) {
                    let itemIndex = UInt32(truncatingIfNeeded: index)
                    if top != nil {
                        if !evaluator.wasPruned {
                            top?.offer(key: ranked ? evaluator.rankKey(for: outcome) : 0, index: itemIndex)
                            if prunes, let worst = top?.worstScore { evaluator.scoreFloor = worst }
                        }
                    } else if ranked {
                        result.keys.append(evaluator.rankKey(for: outcome))
                    }
                    result.indices.append(itemIndex)
                }
                position += 1
            }
        }
        if let top {
            result.topKeys = top.keys
            result.topIndices = top.indices
        }
        return result
    }

    /// True when no item in `range` can match: all of them are ASCII, and some clause needs, in
    /// every one of its terms, a character their bytes do not hold. One pass over the slice's
    /// bytes (eight at a time) then replaces a call per item — what makes a query that matches
    /// nothing cheap on a long input (`yes | sel choose --filter`, then `x`).
    func cannotMatch(itemsIn range: Range<Int>) -> Bool {
        guard !range.isEmpty, !compiled.isEmpty, !items.hasNonASCII[range].contains(true) else { return false }
        let start = items.byteRange(at: range.lowerBound).lowerBound
        let end = items.byteRange(at: range.upperBound - 1).upperBound
        return items.storage.withUnsafeBufferPointer { storage -> Bool in
            guard let base = storage.baseAddress, end > start else { return false }
            let bytes = base + start
            let count = end - start
            for clause in compiled.clauses {
                let isImpossible = clause.allSatisfy { term in
                    guard !term.isInverse, let pattern = term.bytes, term.count > 0 else { return false }
                    return (0..<term.count).contains { index in
                        AsciiPrefilter.firstIndex(
                            of: pattern[index], caseSensitive: term.isCaseSensitive, in: bytes, from: 0, count: count) < 0
                    }
                }
                if isImpossible { return true }
            }
            return false
        }
    }

    /// Merges the chunks' findings, in chunk order, into ranked results.
    func finish(_ chunks: [ChunkResult]) -> MatchResults {
        finish(chunks, itemCount: items.count)
    }

    /// The results from the chunks' findings, for a collection of `itemCount` items (more than
    /// this plan's own when the chunks come from several buffers, their indexes made global).
    func finish(_ chunks: [ChunkResult], itemCount: Int) -> MatchResults {
        var indices: [UInt32] = []
        indices.reserveCapacity(chunks.reduce(0) { $0 + $1.indices.count })
        for chunk in chunks { indices.append(contentsOf: chunk.indices) }
        let matchCount = compiled.isEmpty ? itemCount : indices.count

        var ranked: [Match]
        let prefersLater = options.reversesInputOrder
        if let limit {
            if isRanked, chunks.allSatisfy({ $0.topKeys.isEmpty }) {
                // Every slice kept all its keys, in index order: one stable sort ranks them.
                var keys: [UInt64] = []
                keys.reserveCapacity(indices.count)
                for chunk in chunks { keys.append(contentsOf: chunk.keys) }
                var order = indices
                RankSort.sort(keys: &keys, indices: &order)
                if prefersLater { Self.reverseTies(keys: keys, indices: &order) }
                let count = Swift.min(limit, keys.count)
                ranked = (0..<count).map { Match(index: Int(order[$0]), score: RankKey.score(of: keys[$0])) }
            } else if isRanked {
                var pairs: [(key: UInt64, index: UInt32)] = []
                for chunk in chunks {
                    // A slice smaller than the limit kept all its keys instead of a selection.
                    let keys = chunk.topKeys.isEmpty ? chunk.keys : chunk.topKeys
                    let indices = chunk.topKeys.isEmpty ? chunk.indices : chunk.topIndices
                    for (key, index) in zip(keys, indices) { pairs.append((key, index)) }
                }
                pairs.sort { $0.key < $1.key || $0.key == $1.key && ($0.index < $1.index) != prefersLater }
                ranked = pairs.prefix(limit).map { Match(index: Int($0.index), score: RankKey.score(of: $0.key)) }
            } else if prefersLater {
                ranked = indices.suffix(limit).reversed().map { Match(index: Int($0), score: 0) }
            } else {
                ranked = indices.prefix(limit).map { Match(index: Int($0), score: 0) }
            }
            let keepsCandidates = !compiled.isEmpty
            return MatchResults(
                query: query, options: options, matchCount: matchCount, ranked: ranked,
                itemCount: itemCount, candidates: keepsCandidates ? indices : nil)
        }
        if isRanked {
            var keys: [UInt64] = []
            keys.reserveCapacity(indices.count)
            for chunk in chunks { keys.append(contentsOf: chunk.keys) }
            var order = indices
            RankSort.sort(keys: &keys, indices: &order)
            if prefersLater { Self.reverseTies(keys: keys, indices: &order) }
            ranked = zip(keys, order).map { Match(index: Int($0.1), score: RankKey.score(of: $0.0)) }
        } else {
            ranked = (prefersLater ? indices.reversed() : indices).map { Match(index: Int($0), score: 0) }
        }
        return MatchResults(
            query: query, options: options, matchCount: matchCount, ranked: ranked,
            itemCount: itemCount, candidates: nil)
    }

    /// Reverses each run of equal `keys` in `indices` (sorted by key, ties in input order), so
    /// that the later item of a tie goes first.
    static func reverseTies(keys: [UInt64], indices: inout [UInt32]) {
        var start = 0
        while start < keys.count {
            var end = start + 1
            while end < keys.count, keys[end] == keys[start] { end += 1 }
            if end - start > 1 { indices[start..<end].reverse() }
            start = end
        }
    }
}
