import Testing

@testable import SelectionMatching

@Suite struct MatchItemStoreTests {
    private static func words(_ count: Int, seed: Int) -> [String] {
        var state = UInt64(seed)
        let syllables = ["src", "main", "lib", "test", "json", "ug", "read", "me", "cfg", "js", "/", "_", ".", "x"]
        return (0..<count).map { _ in
            var word = ""
            for _ in 0..<(3 + Int(state % 5)) {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                word += syllables[Int(state >> 33) % syllables.count]
            }
            return word
        }
    }

    /// The words cut into chunks of `size` items each (the last one shorter).
    private static func store(of words: [String], chunkSize: Int) -> ItemStore {
        var store = ItemStore()
        var start = 0
        while start < words.count {
            store.append(ItemBuffer(words[start..<min(start + chunkSize, words.count)]))
            start += chunkSize
        }
        return store
    }

    @Test func itemsAreNumberedAcrossChunksAndReplacingTheLastChunkKeepsTheOthers() {
        var store = ItemStore()
        store.append(ItemBuffer(bytes: Array("alpha\nbeta\n".utf8)))
        store.append(ItemBuffer(bytes: Array("gamma\n".utf8)))
        #expect(store.count == 3)
        #expect((0..<3).map(store.string(at:)) == ["alpha", "beta", "gamma"])
        let place = store.location(of: 2)
        #expect(place.chunk == 1 && place.index == 0)
        store.replaceLast(with: ItemBuffer(bytes: Array("gamma\ndelta\n".utf8)))
        #expect(store.count == 4)
        #expect(store.chunks.count == 2)
        #expect((0..<4).map(store.string(at:)) == ["alpha", "beta", "gamma", "delta"])
        #expect(store.byteCount == 11 + 12)
        #expect(ItemStore().isEmpty)
    }

    @Test(arguments: ["s", "src", "mainjs", "json/ug", "x.x", "zzqx", "'lib !test", ""])
    func chunkedMatchingRanksExactlyAsOneBuffer(query: String) {
        let words = Self.words(3000, seed: 7)
        let whole = Matcher().matchOnCurrentThread(query, in: ItemBuffer(words), limit: 200)
        for chunkSize in [1, 7, 1000, 5000] {
            let chunked = Matcher().matchOnCurrentThread(query, in: Self.store(of: words, chunkSize: chunkSize), limit: 200)
            #expect(chunked.ranked == whole.ranked, "chunks of \(chunkSize)")
            #expect(chunked.matchCount == whole.matchCount)
        }
    }

    @Test func parallelMatchingAgreesWithTheCallingThread() async throws {
        let words = Self.words(40_000, seed: 3)
        let store = Self.store(of: words, chunkSize: 9000)
        let parallel = try await Matcher().match("srcjs", in: store, limit: 100)
        #expect(parallel == Matcher().matchOnCurrentThread("srcjs", in: store, limit: 100))
    }

    @Test func refiningCoversItemsThatArrivedAfterThePreviousScan() {
        let words = Self.words(5000, seed: 11)
        let early = Self.store(of: Array(words[0..<2000]), chunkSize: 700)
        var later = early
        later.append(ItemBuffer(words[2000..<5000]))
        let previous = Matcher().matchOnCurrentThread("sr", in: early, limit: 100)
        let refined = Matcher().matchOnCurrentThread("src", in: later, limit: 100, refining: previous)
        let full = Matcher().matchOnCurrentThread("src", in: later, limit: 100)
        #expect(refined.ranked == full.ranked)
        #expect(refined.matchCount == full.matchCount)
        let same = Matcher().matchOnCurrentThread("sr", in: later, limit: 100, refining: previous)
        #expect(same.ranked == Matcher().matchOnCurrentThread("sr", in: later, limit: 100).ranked)
    }

    @Test func aCancelledScanThrows() async {
        let store = Self.store(of: Self.words(200_000, seed: 5), chunkSize: 50_000)
        let task = Task { try await Matcher().match("mainjs", in: store, limit: 100) }
        task.cancel()
        await #expect(throws: CancellationError.self) { try await task.value }
    }

    @Test(arguments: [
        ("x", [String]()), ("X", [String]()), ("y", ["y"]), ("!y", ["zz"]), ("x | z", ["zz"]), ("y !q", ["y"]),
        ("'yz", [String]()),
    ])
    func slicesWhoseBytesLackANeededCharacterAreSkippedWithTheSameResults(query: String, expected: [String]) {
        let lines = Array(repeating: "y", count: 20_000) + ["zz"]
        let store = Self.store(of: lines, chunkSize: 9000)
        let results = Matcher().matchOnCurrentThread(query, in: store, limit: 10)
        let whole = Matcher().matchOnCurrentThread(query, in: ItemBuffer(lines), limit: 10)
        #expect(results.ranked == whole.ranked)
        #expect(Set(results.ranked.prefix(1).map { store.string(at: $0.index) }) == Set(expected))
        let plan = ScanPlan(
            query: SearchQuery(query, options: MatchOptions()), matcher: Matcher(), items: ItemBuffer(lines), limit: nil, previous: nil)
        #expect(plan.cannotMatch(itemsIn: 0..<8192) == ["x", "X", "x | z", "'yz"].contains(query))
    }
}
