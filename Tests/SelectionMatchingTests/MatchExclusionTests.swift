import Testing

@testable import SelectionMatching

/// Items excluded from a store's scans (fzf's `exclude`): never matched, whatever the query, the
/// count and ranking those of the store without them, refinement and the fast paths agreeing.
@Suite struct MatchExclusionTests {
    private static func store(_ chunks: [[String]]) -> ItemStore {
        var store = ItemStore()
        for chunk in chunks { store.append(ItemBuffer(chunk)) }
        return store
    }

    /// The same query over the items left when `excluded` are removed, its indexes mapped back.
    private static func expected(
        _ query: String, _ items: [String], excluding excluded: Set<Int>, options: MatchOptions = MatchOptions()
    )
        -> (ranked: [Int], count: Int)
    {
        let kept = items.indices.filter { !excluded.contains($0) }
        let results = Matcher(options: options).matchOnCurrentThread(query, in: Self.store([kept.map { items[$0] }]), limit: nil)
        return (results.ranked.map { kept[$0.index] }, results.matchCount)
    }

    private static let words = ["src/main", "readme", "src/lib", "test/main", "main.js", "lib/x", "mainline", "docs/main.md"]

    @Test(arguments: [[Int](), [0], [3, 6], [0, 1, 2, 3, 4, 5, 6, 7], [7, 99]])
    func excludedItemsNeverMatchAnyQuery(excluded: [Int]) {
        let store = Self.store([Array(Self.words[..<3]), Array(Self.words[3..<5]), Array(Self.words[5...])])
        for query in ["main", "src", "!lib", "zz", "", "^m | lib"] {
            let results = Matcher().matchOnCurrentThread(query, in: store, limit: nil, excluding: excluded)
            let want = Self.expected(query, Self.words, excluding: Set(excluded))
            #expect(results.ranked.map(\.index) == want.ranked, "query '\(query)' excluding \(excluded)")
            #expect(results.matchCount == want.count, "query '\(query)' excluding \(excluded)")
        }
    }

    @Test func anEmptyQueryListsTheOthersInInputOrderOrNewestFirst() {
        let store = Self.store([["a", "b", "c"], ["d", "e"]])
        let forward = Matcher().matchOnCurrentThread("", in: store, limit: 3, excluding: [1, 3])
        #expect(forward.ranked.map(\.index) == [0, 2, 4])
        #expect(forward.matchCount == 3)
        var options = MatchOptions()
        options.reversesInputOrder = true
        let reversed = Matcher(options: options).matchOnCurrentThread("", in: store, limit: 2, excluding: [1, 3])
        #expect(reversed.ranked.map(\.index) == [4, 2])
        #expect(reversed.matchCount == 3)
    }

    @Test func aRefinedQueryKeepsTheExclusionsAndAgreesWithAFreshScan() {
        let store = Self.store([Self.words])
        let first = Matcher().matchOnCurrentThread("ma", in: store, limit: nil, excluding: [0])
        let refined = Matcher().matchOnCurrentThread("mai", in: store, limit: nil, refining: first, excluding: [0, 4])
        let fresh = Matcher().matchOnCurrentThread("mai", in: store, limit: nil, excluding: [0, 4])
        #expect(refined == fresh)
        #expect(!refined.ranked.contains { [0, 4].contains($0.index) })
    }

    /// Enough items for several slices, the anchor's fast path and the top-K selection: the
    /// parallel scan, the one on this thread and the filter after ranking agree.
    @Test func aLargeStoreScannedInParallelLeavesOutExactlyTheExcluded() async throws {
        let items = (0..<40_000).map { "item \($0) \($0 % 7 == 0 ? "seven" : "other")" }
        let store = Self.store([Array(items[..<25_000]), Array(items[25_000...])])
        let excluded = Array(stride(from: 0, to: 40_000, by: 3))
        for query in ["seven", "7 sev", ""] {
            let parallel = try await Matcher().match(query, in: store, limit: 100, excluding: excluded)
            let here = Matcher().matchOnCurrentThread(query, in: store, limit: 100, excluding: excluded)
            let want = Self.expected(query, items, excluding: Set(excluded))
            #expect(parallel == here, "query '\(query)'")
            #expect(parallel.ranked.map(\.index) == Array(want.ranked.prefix(100)), "query '\(query)'")
            #expect(parallel.matchCount == want.count, "query '\(query)'")
        }
    }

    @Test func theCursorAnswersInAscendingOrderAndCutsLocalRanges() {
        var cursor = ExclusionCursor([2, 5, 9], from: 3)
        #expect((3...10).filter { cursor.excludes($0) } == [5, 9])
        #expect(ExclusionCursor.local([1, 4, 5, 12], in: 4..<12) == [0, 1])
        #expect(ExclusionCursor.local([], in: 0..<5).isEmpty)
    }
}
