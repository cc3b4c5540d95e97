import Testing

@testable import SelectionMatching

/// Dropping the first items of a store (fzf's `--tail`): the store, and the results of a query
/// over it, keep the items after them under indices lowered by as many.
@Suite struct MatchItemStoreTailTests {
    private static func store(_ chunks: [[String]]) -> ItemStore {
        var store = ItemStore()
        for chunk in chunks { store.append(ItemBuffer(chunk)) }
        return store
    }

    private static func items(_ store: ItemStore) -> [String] {
        (0..<store.count).map(store.string(at:))
    }

    @Test func removingFirstItemsDropsWholeChunksAndCutsTheFirstOneKept() {
        var store = Self.store([["a", "b"], ["c", "dé", "e"], ["f"]])
        store.removeFirst(3)
        #expect(Self.items(store) == ["dé", "e", "f"])
        #expect(store.droppedCount == 3)
        #expect(store.chunks.count == 2)
        #expect(store.byteCount == "dé\ne\nf\n".utf8.count)
        #expect(!store.isASCII(at: 0) && store.isASCII(at: 1))
        #expect(store.location(of: 2).chunk == 1)
        store.removeFirst(0)
        #expect(store.droppedCount == 3)
        store.removeFirst(10)
        #expect(store.isEmpty && store.chunks.isEmpty && store.byteCount == 0)
        #expect(store.droppedCount == 6)
        store.append(ItemBuffer(["g"]))
        #expect(Self.items(store) == ["g"])
    }

    @Test(arguments: [1, 2, 4, 5])
    func resultsWithoutTheFirstItemsAreTheResultsOverTheStoreWithout(dropped: Int) {
        let words = ["src/main", "readme", "src/lib", "test/main", "main.js", "lib/x"]
        let whole = Self.store([Array(words[..<3]), Array(words[3...])])
        var cut = whole
        cut.removeFirst(dropped)
        for query in ["main", "src", "zz", ""] {
            let before = Matcher().matchOnCurrentThread(query, in: whole, limit: nil)
            let after = Matcher().matchOnCurrentThread(query, in: cut, limit: nil)
            let moved = before.droppingFirstItems(dropped)
            #expect(moved.ranked == after.ranked, "query \(query)")
            #expect(moved.matchCount == after.matchCount, "query \(query)")
            #expect(moved.itemCount == cut.count)
            // A longer query refines the moved results exactly as it would the fresh ones.
            let refined = Matcher().matchOnCurrentThread(query + "n", in: cut, limit: nil, refining: moved)
            let fresh = Matcher().matchOnCurrentThread(query + "n", in: cut, limit: nil)
            #expect(refined.ranked == fresh.ranked && refined.matchCount == fresh.matchCount, "query \(query)n")
        }
    }

    @Test func droppedCandidatesOfALimitedResultLowerTheMatchCount() {
        let store = Self.store([(0..<50).map { "item\($0)" }])
        let limited = Matcher().matchOnCurrentThread("item", in: store, limit: 5)
        #expect(limited.matchCount == 50)
        let moved = limited.droppingFirstItems(20)
        #expect(moved.matchCount == 30)
        #expect(moved.ranked.allSatisfy { $0.index < 30 })
        #expect(moved.matchingIndices == (0..<30).map { UInt32($0) })
    }
}
