extension Matcher {
    /// Ranks the items of `store` against `query` on all cores, as ``match(_:in:limit:refining:)``
    /// ranks one buffer: every chunk of the store is cut into slices, the slices are scanned in
    /// parallel, and their best matches merged. With `previous` results of a query this one
    /// narrows (`src` after `sr`), only the items that matched then are scanned again, plus the
    /// items that arrived since.
    ///
    /// Items `excluded` (indexes of `store`, ascending) never match, not even an empty query
    /// (fzf's `exclude`): the scan passes over them, so the count, the ranking and a later
    /// refinement leave them out. `previous` must have excluded no item that is not excluded now.
    ///
    /// Cancelling the task abandons the scan within about a thousand items per slice.
    ///
    /// ```swift
    /// let results = try await Matcher().match("src", in: store, limit: 100_000, refining: previous)
    /// ```
    package func match(
        _ query: String, in store: ItemStore, limit: Int? = nil, refining previous: MatchResults? = nil, excluding excluded: [Int] = []
    ) async throws -> MatchResults {
        let plans = storePlans(query, in: store, limit: limit, refining: previous, excluding: excluded)
        var jobs: [(plan: Int, slice: Int)] = []
        for (index, plan) in plans.enumerated() {
            for slice in 0..<plan.chunkCount { jobs.append((index, slice)) }
        }
        let results: [ScanPlan.ChunkResult]
        if jobs.count <= 2 {
            try Task.checkCancellation()
            results = try jobs.map { try plans[$0.plan].scan(chunk: $0.slice, checkCancellation: Task.checkCancellation) }
        } else {
            results = try await withThrowingTaskGroup(of: (Int, ScanPlan.ChunkResult).self) { group in
                for (number, job) in jobs.enumerated() {
                    let plan = plans[job.plan]
                    group.addTask { (number, try plan.scan(chunk: job.slice, checkCancellation: Task.checkCancellation)) }
                }
                var results = [ScanPlan.ChunkResult](repeating: ScanPlan.ChunkResult(), count: jobs.count)
                for try await (number, result) in group { results[number] = result }
                return results
            }
        }
        try Task.checkCancellation()
        return finish(query, plans: plans, jobs: jobs, results: results, store: store, limit: limit, excluded: excluded)
    }

    /// ``match(_:in:limit:refining:excluding:)`` on the calling thread, for small stores and tests.
    package func matchOnCurrentThread(
        _ query: String, in store: ItemStore, limit: Int? = nil, refining previous: MatchResults? = nil, excluding excluded: [Int] = []
    ) -> MatchResults {
        let plans = storePlans(query, in: store, limit: limit, refining: previous, excluding: excluded)
        var jobs: [(plan: Int, slice: Int)] = []
        for (index, plan) in plans.enumerated() {
            for slice in 0..<plan.chunkCount { jobs.append((index, slice)) }
        }
        let results = jobs.map { plans[$0.plan].scan(chunk: $0.slice, checkCancellation: {}) }
        return finish(query, plans: plans, jobs: jobs, results: results, store: store, limit: limit, excluded: excluded)
    }

    /// The byte offsets within item `index` of `store` that match `query` (for emphasis).
    package func highlightedOffsets(of query: String, at index: Int, in store: ItemStore) -> [Int] {
        var highlighter = MatchHighlighter(query, matcher: self)
        return highlighter.offsets(in: store[index])
    }

    /// One plan per chunk, each limited to the chunk's candidates when `previous` narrows.
    private func storePlans(
        _ query: String, in store: ItemStore, limit: Int?, refining previous: MatchResults?, excluding excluded: [Int]
    ) -> [ScanPlan] {
        let search = SearchQuery(query, options: options)
        let compiled = CompiledQuery(search)
        var previousCandidates: [UInt32]?
        var previousCount = 0
        if let previous, previous.itemCount <= store.count, previous.options == options, !previous.query.isEmpty,
            QueryRefinement.narrows(previous.query, to: search)
        {
            previousCandidates = previous.matchingIndices
            previousCount = previous.itemCount
        }
        var plans: [ScanPlan] = []
        plans.reserveCapacity(store.chunks.count)
        var cursor = 0
        for (number, chunk) in store.chunks.enumerated() {
            let first = store.firstIndex(ofChunk: number)
            let end = first + chunk.count
            var candidates: [UInt32]?
            if let previousCandidates, first < previousCount {
                var local: [UInt32] = []
                while cursor < previousCandidates.count, Int(previousCandidates[cursor]) < end {
                    local.append(UInt32(truncatingIfNeeded: Int(previousCandidates[cursor]) - first))
                    cursor += 1
                }
                // Items that arrived after the previous scan were never looked at.
                if previousCount < end {
                    for index in (previousCount - first)..<chunk.count { local.append(UInt32(truncatingIfNeeded: index)) }
                }
                candidates = local
            }
            var plan = ScanPlan(query: search, compiled: compiled, matcher: self, items: chunk, limit: limit, candidates: candidates)
            plan.excluded = ExclusionCursor.local(excluded, in: first..<end)
            plans.append(plan)
        }
        return plans
    }

    /// Makes the slices' item indexes global and merges them into one result.
    private func finish(
        _ query: String, plans: [ScanPlan], jobs: [(plan: Int, slice: Int)], results: [ScanPlan.ChunkResult], store: ItemStore,
        limit: Int?, excluded: [Int]
    ) -> MatchResults {
        var merged = results
        for number in merged.indices {
            let offset = UInt32(truncatingIfNeeded: store.firstIndex(ofChunk: jobs[number].plan))
            if offset == 0 { continue }
            for position in merged[number].indices.indices { merged[number].indices[position] &+= offset }
            for position in merged[number].topIndices.indices { merged[number].topIndices[position] &+= offset }
        }
        let plan =
            plans.first
            ?? ScanPlan(
                query: SearchQuery(query, options: options), compiled: CompiledQuery(SearchQuery(query, options: options)), matcher: self,
                items: ItemBuffer([String]()), limit: limit, candidates: nil)
        if plan.compiled.isEmpty, !excluded.isEmpty {
            return everyItem(but: excluded, query: plan.query, store: store, limit: limit)
        }
        if plan.compiled.isEmpty {
            // Everything matches, in input order (the latest first when reversed).
            let shown = limit.map { Swift.min($0, store.count) } ?? store.count
            let order = options.reversesInputOrder ? Array((store.count - shown..<store.count).reversed()) : Array(0..<shown)
            return MatchResults(
                query: plan.query, options: options, matchCount: store.count,
                ranked: order.map { Match(index: $0, score: 0) }, itemCount: store.count, candidates: nil)
        }
        return plan.finish(merged, itemCount: store.count)
    }

    /// An empty query's results with items `excluded` (ascending) left out: every other item,
    /// in input order (the latest first when reversed).
    private func everyItem(but excluded: [Int], query: SearchQuery, store: ItemStore, limit: Int?) -> MatchResults {
        let gone = Set(excluded.lazy.filter { $0 < store.count })
        let matching = store.count - gone.count
        let shown = limit.map { Swift.min($0, matching) } ?? matching
        var order: [Match] = []
        order.reserveCapacity(shown)
        var index = options.reversesInputOrder ? store.count - 1 : 0
        let step = options.reversesInputOrder ? -1 : 1
        while order.count < shown, index >= 0, index < store.count {
            if !gone.contains(index) { order.append(Match(index: index, score: 0)) }
            index += step
        }
        return MatchResults(query: query, options: options, matchCount: matching, ranked: order, itemCount: store.count, candidates: nil)
    }
}
