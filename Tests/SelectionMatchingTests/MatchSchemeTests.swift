import SelectionMatching
import Testing

/// fzf's `--scheme` and the `chunk` and `pathname` tiebreaks (issue 27); the orders are the
/// pinned fzf 0.74.5's `--filter` output on the same items.
@Suite struct MatchSchemeTests {
    func ranked(_ query: String, _ items: [String], scheme: ScoringScheme = .default, tiebreaks: [Tiebreak]? = nil) -> [String] {
        var options = MatchOptions(tiebreaks: tiebreaks ?? scheme.defaultTiebreaks)
        options.scheme = scheme
        let buffer = ItemBuffer(items)
        return Matcher(options: options).matchOnCurrentThread(query, in: buffer, limit: nil).ranked
            .map { buffer.string(at: $0.index) }
    }

    @Test func pathSchemeScoresAWordAfterASlashAboveOneAfterASpace() {
        let items = ["foo bar", "foo/bar"]
        #expect(ranked("fb", items) == ["foo bar", "foo/bar"])
        #expect(ranked("fb", items, scheme: .path) == ["foo/bar", "foo bar"])
    }

    @Test func pathSchemeTakesOnlyTheSlashAsADelimiter() {
        // After ":" a word start earns the plain boundary bonus in the path scheme, 8 < 9 after "/".
        let items = ["foo:bar", "foo/bar"]
        #expect(ranked("fb", items, scheme: .path) == ["foo/bar", "foo:bar"])
        #expect(ranked("fb", items) == ["foo:bar", "foo/bar"])
    }

    @Test func historySchemeBreaksNoTieButInputOrder() {
        let items = ["long item ab", "ab"]
        #expect(ranked("ab", items) == ["ab", "long item ab"])
        #expect(ranked("ab", items, scheme: .history) == ["long item ab", "ab"])
    }

    @Test func pathnameTiebreakPrefersAMatchInTheFileName() {
        let items = ["x/ab/yy", "x/yy/ab"]
        #expect(ranked("ab", items) == ["x/ab/yy", "x/yy/ab"])
        #expect(ranked("ab", items, tiebreaks: [.pathname]) == ["x/yy/ab", "x/ab/yy"])
        #expect(ranked("ab", items, scheme: .path) == ["x/yy/ab", "x/ab/yy"])
    }

    @Test func chunkTiebreakPrefersTheShorterWordAroundTheMatch() {
        let items = ["ab xxxxxxxxx", "abxxx"]
        #expect(ranked("ab", items) == ["abxxx", "ab xxxxxxxxx"])
        #expect(ranked("ab", items, tiebreaks: [.chunk]) == ["ab xxxxxxxxx", "abxxx"])
    }

    @Test func tiebreakListsTakeChunkAndPathname() {
        #expect(Tiebreak.parseList("chunk,pathname,index") == [.chunk, .pathname, .index])
        #expect(Tiebreak.parseList("pathname,PATHNAME") == nil)
        #expect(Tiebreak.parseList("chunk,length,begin,end") == nil)
    }
}
