import Testing

@testable import SelectionMatching

/// `MatchOptions.reversesInputOrder` (`sel choose --tac` streamed): a store ranked with it gives
/// what the same items in reverse order give without it, so a list streamed newest-first ranks as
/// one read whole and reversed.
@Suite struct MatchReversedOrderTests {
    /// Words with many equal scores (few syllables, similar lengths).
    private static func words(_ count: Int) -> [String] {
        var state: UInt64 = 7
        let syllables = ["src", "main", "lib", "foo", "ug", "x"]
        return (0..<count).map { _ in
            var word = ""
            for _ in 0..<3 {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                word += syllables[Int(state >> 33) % syllables.count]
            }
            return word
        }
    }

    private static func store(_ words: [String], chunkSize: Int) -> ItemStore {
        var store = ItemStore()
        var start = 0
        while start < words.count {
            store.append(ItemBuffer(words[start..<min(start + chunkSize, words.count)]))
            start += chunkSize
        }
        return store
    }

    @Test(arguments: [("foo", true), ("mainlib", true), ("'foo", true), ("foo", false), ("", true)], [nil, 7, 100_000])
    func rankingReversedIsRankingTheReversedList(_ query: (text: String, sorted: Bool), limit: Int?) async throws {
        let words = Self.words(20_000)
        var options = MatchOptions(isSorted: query.sorted)
        let expected = Matcher(options: options).matchOnCurrentThread(
            query.text, in: Self.store(words.reversed(), chunkSize: 5_000), limit: limit
        ).ranked.map { words.count - 1 - $0.index }
        options.reversesInputOrder = true
        let matcher = Matcher(options: options)
        let store = Self.store(words, chunkSize: 3_000)
        #expect(matcher.matchOnCurrentThread(query.text, in: store, limit: limit).ranked.map(\.index) == expected)
        #expect(try await matcher.match(query.text, in: store, limit: limit).ranked.map(\.index) == expected)
    }

    @Test func theLaterOfEqualMatchesGoesFirstAsFzfTacRanks() {
        // fzf 0.74.5: printf 'x1 foo\nx2 foo\nfoo zz\n' | fzf --tac -f foo → foo zz, x2 foo, x1 foo.
        var options = MatchOptions()
        options.reversesInputOrder = true
        let results = Matcher(options: options).matchOnCurrentThread("foo", in: ItemStore(ItemBuffer(["x1 foo", "x2 foo", "foo zz"])))
        #expect(results.ranked.map(\.index) == [2, 1, 0])
    }
}
