import SelectionMatching
import Testing

@Suite struct MatchRankingTests {
    func ranked(
        _ query: String, _ items: ItemBuffer, _ options: MatchOptions = MatchOptions(),
        limit: Int? = nil
    ) -> [String] {
        Matcher(options: options).matchOnCurrentThread(query, in: items, limit: limit).ranked
            .map { items.string(at: $0.index) }
    }

    @Test func equalScoresGoToTheShorterItemThenTheEarlierOne() {
        // Every item scores 36 + 26 ("ab" at a word start); lengths decide, then input order.
        let items = ItemBuffer(["xx ab yyyy", "ab", "zz ab", "ab c", "  ab  "])
        #expect(ranked("ab", items) == ["ab", "  ab  ", "ab c", "zz ab", "xx ab yyyy"])
    }

    @Test func tiebreakIndexKeepsInputOrderAmongEqualScores() {
        let items = ItemBuffer(["xx ab yyyy", "ab", "zz ab"])
        #expect(ranked("ab", items, MatchOptions(tiebreaks: [.index])) == ["xx ab yyyy", "ab", "zz ab"])
    }

    @Test func tiebreakBeginPrefersEarlierMatches() {
        let items = ItemBuffer(["yyy ab", "y ab", "ab yyyy"])
        #expect(ranked("ab", items, MatchOptions(tiebreaks: [.begin])) == ["ab yyyy", "y ab", "yyy ab"])
    }

    @Test func tiebreakEndPrefersMatchesNearTheEnd() {
        let items = ItemBuffer(["ab yyyy", "y ab", "yy ab y"])
        #expect(ranked("ab", items, MatchOptions(tiebreaks: [.end])) == ["y ab", "yy ab y", "ab yyyy"])
    }

    @Test func higherScoresComeFirst() {
        let items = ItemBuffer(["foobar", "foo-bar", "foo bar", "fooBar"])
        #expect(ranked("fb", items) == ["foo bar", "fooBar", "foo-bar", "foobar"])
    }

    @Test func emptyQueryAndNegationsKeepInputOrder() {
        let items = ItemBuffer(["b", "a", "c"])
        #expect(ranked("", items) == ["b", "a", "c"])
        #expect(ranked("!a", items) == ["b", "c"])
        #expect(ranked("", items, limit: 2) == ["b", "a"])
    }

    @Test func unsortedOptionKeepsInputOrder() {
        let items = ItemBuffer(["foobar", "foo bar"])
        #expect(ranked("fb", items, MatchOptions(isSorted: false)) == ["foobar", "foo bar"])
    }

    @Test(arguments: [0, 1, 5, 37, 500], ["fi1", "d3n", "ft", "x/n.t", "e"])
    func topSelectionIsThePrefixOfTheFullRanking(limit: Int, query: String) {
        // Words at boundaries, in camel case and plain, so that scores and lengths vary.
        let items = ItemBuffer(
            (0..<3000).map { index in
                [
                    "dir\(index % 7)/file_\(index % 13)/name\(index).txt", "FileName\(index)Dir.tex",
                    "x/\(index)/nested/deep_file.txt", "aDirNamedFile\(index % 97)",
                ][index % 4]
            })
        let full = Matcher().matchOnCurrentThread(query, in: items)
        let top = Matcher().matchOnCurrentThread(query, in: items, limit: limit)
        #expect(top.ranked == Array(full.ranked.prefix(limit)))
        #expect(top.matchCount == full.matchCount)
    }

    @Test func parallelSearchEqualsSearchOnOneThread() async throws {
        let items = ItemBuffer((0..<40_000).map { "src/module\($0 % 97)/File\($0 % 1013)_\($0).swift" })
        let parallel = try await Matcher().match("mofi", in: items, limit: 100)
        let serial = Matcher().matchOnCurrentThread("mofi", in: items, limit: 100)
        #expect(parallel == serial)
        #expect(try await Matcher().match("mofi", in: items) == Matcher().matchOnCurrentThread("mofi", in: items))
    }

    @Test(arguments: [8191, 8192, 8193, 12_000, 16_384, 16_385, 24_577])
    func everyItemIsScannedWhateverTheChunking(count: Int) async throws {
        // Every item matches "item"; the last one alone also matches "last".
        let items = ItemBuffer((0..<count).map { $0 == count - 1 ? "last item" : "item \($0)" })
        #expect(try await Matcher().match("item", in: items, limit: 1).matchCount == count)
        #expect(try await Matcher().match("last", in: items).ranked.map(\.index) == [count - 1])
        #expect(Matcher().matchOnCurrentThread("item", in: items, limit: 1).matchCount == count)
        #expect(Matcher().matchOnCurrentThread("'last", in: items).ranked.map(\.index) == [count - 1])
    }

    @Test func refiningAQueryGivesTheSameResultsAsSearchingAfresh() async throws {
        let items = ItemBuffer((0..<30_000).map { "pkg\($0 % 31)/sub\($0 % 17)/item\($0).go" })
        var previous: MatchResults?
        for query in ["p", "pk", "pkg", "pkg s", "pkg su", "pkg sub1", "pkg sub1 '.go", "pkg sub1 '.go !7"] {
            let refined = try await Matcher().match(query, in: items, limit: 20, refining: previous)
            let fresh = try await Matcher().match(query, in: items, limit: 20)
            #expect(refined.ranked == fresh.ranked, "\(query)")
            #expect(refined.matchCount == fresh.matchCount, "\(query)")
            previous = refined
        }
    }

    @Test func cancelledSearchStopsWithCancellationError() async {
        let items = ItemBuffer((0..<50_000).map { "line \($0)" })
        let search = Task { () async throws -> MatchResults in
            withUnsafeCurrentTask { $0?.cancel() }
            return try await Matcher().match("line", in: items)
        }
        let outcome = await search.result
        #expect(throws: CancellationError.self) { try outcome.get() }
    }

    @Test func matchCountCountsEveryMatchBeyondTheLimit() {
        let items = ItemBuffer(["apple", "apricot", "banana", "grape"])
        let results = Matcher().matchOnCurrentThread("ap", in: items, limit: 1)
        #expect(results.matchCount == 3)
        #expect(results.ranked.map(\.index) == [0])
    }
}
