import SelectionMatching
import Testing

@Suite struct MatchQueryParsingTests {
    func term(
        _ kind: SearchTerm.Kind, _ text: String, inverse: Bool = false, caseSensitive: Bool = false,
        normalizes: Bool = true
    ) -> SearchTerm {
        SearchTerm(
            kind: kind, isInverse: inverse, text: text, isCaseSensitive: caseSensitive,
            normalizesLatin: normalizes)
    }

    @Test func extendedSyntaxTermsAndAlternatives() {
        let query = SearchQuery("^src 'main .swift$ | .go$ !test")
        #expect(
            query.clauses == [
                [term(.prefix, "src")],
                [term(.exact, "main")],
                [term(.suffix, ".swift"), term(.suffix, ".go")],
                [term(.exact, "test", inverse: true)],
            ])
        #expect(query.isSortable)
    }

    @Test func negationsAndQuotesCombine() {
        let query = SearchQuery("!'fuz !^pre !suf$ ^whole$")
        #expect(
            query.clauses == [
                [term(.fuzzy, "fuz", inverse: true)],
                [term(.prefix, "pre", inverse: true)],
                [term(.suffix, "suf", inverse: true)],
                [term(.equal, "whole")],
            ])
        #expect(!SearchQuery("!a !b").isSortable)
    }

    @Test func exactModeFlipsTheQuote() {
        let query = SearchQuery("abc 'fuzzy", options: MatchOptions(isExact: true))
        #expect(query.clauses == [[term(.exact, "abc")], [term(.fuzzy, "fuzzy")]])
    }

    @Test func spacesSplitTermsUnlessEscaped() {
        #expect(SearchQuery("  foo\\ bar   baz  ").clauses == [[term(.fuzzy, "foo bar")], [term(.fuzzy, "baz")]])
        #expect(SearchQuery("foo\\ ").clauses == [[term(.fuzzy, "foo ")]])
    }

    @Test func smartCaseAndNormalizationArePerTerm() {
        #expect(
            SearchQuery("Foo bar café").clauses == [
                [term(.fuzzy, "Foo", caseSensitive: true)],
                [term(.fuzzy, "bar")],
                [term(.fuzzy, "café", normalizes: false)],
            ])
    }

    @Test func lonelyMarkersAreLiteralOrEmpty() {
        // A bare "$" is a fuzzy dollar; a bare "^" or "'" leaves nothing; a leading "|" is a term.
        #expect(SearchQuery("$").clauses == [[term(.fuzzy, "$")]])
        #expect(SearchQuery("^ '").isEmpty)
        #expect(SearchQuery("| a").clauses == [[term(.fuzzy, "|")], [term(.fuzzy, "a")]])
        #expect(SearchQuery("").isEmpty)
    }

    @Test func tiebreakListsParseLikeFzf() {
        #expect(Tiebreak.parseList("length") == [.length])
        #expect(Tiebreak.parseList("begin,LENGTH,index") == [.begin, .length, .index])
        #expect(Tiebreak.parseList("index,length") == nil)
        #expect(Tiebreak.parseList("length,length") == nil)
        #expect(Tiebreak.parseList("size") == nil)
        #expect(Tiebreak.parseList("") == nil)
    }
}
