import Testing

@testable import SelectionMatching

/// Scores of single items, worked out by hand from fzf's constants: match 16, gap −3 then −1,
/// bonus 10 after white space or at the start, 9 after `/,:;|`, 8 after other non-word
/// characters, 7 for camelCase humps and digits, at least 4 inside a run, first character ×2.
@Suite struct MatchScoringTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let query: String
        let item: String
        let score: Int?
        var testDescription: String { "\(query) in \(item)" }
    }

    static let cases: [Case] = [
        // f at the start 16 + 2×10; o, o continue the run at the run's bonus 10: 26 each.
        Case(query: "foo", item: "fooBarbaz", score: 88),
        // Row 0 decays 36, 33, 32, 31 over "oo-"; b after "-" adds 16 + 8.
        Case(query: "fb", item: "foo-bar", score: 55),
        Case(query: "fb", item: "foo bar", score: 57),
        Case(query: "fb", item: "foo/bar", score: 56),
        // camelCase hump: 32 + 16 + 7.
        Case(query: "fb", item: "fooBar", score: 55),
        Case(query: "fb", item: "foobar", score: 48),
        // A digit after a letter: 7.
        Case(query: "f1", item: "foo1", score: 55),
        // A run without bonus earns the minimum 4 per character: 16 + 20 + 20.
        Case(query: "oba", item: "foobar", score: 56),
        // A gap of three: 36 − 3 − 1 − 1 + 16.
        Case(query: "ac", item: "abbbc", score: 47),
        // A single character: 16 + 2 × bonus.
        Case(query: "b", item: "a b", score: 36),
        Case(query: "b", item: "a-b", score: 32),
        Case(query: "b", item: "ab", score: 16),
        Case(query: "b", item: "aB", score: 30),
        // fzf takes the first word-boundary occurrence of a single character without looking
        // further, so the later one after a space (36) is not reached.
        Case(query: "x", item: "a-x x", score: 32),
        // A delimiter matched after a letter earns the non-word bonus in fzf 0.74: 16 + 2×8.
        Case(query: "/", item: "x/", score: 32),
        // A non-word character after white space starts a word in fzf 0.74: 16 + 2×10.
        Case(query: "-", item: "a -", score: 36),
        Case(query: "/", item: "-/", score: 32),
        // Exact: the occurrence's range scored as a run: 16 + 20 + 20.
        Case(query: "'oba", item: "foobar", score: 56),
        // Prefix after leading white space: f after a space 36, then 26 and 26.
        Case(query: "^foo", item: "  foo bar", score: 88),
        // Whole item: (16 + 10) × 3 + 10.
        Case(query: "^foo$", item: "foo", score: 88),
        // Two terms add up.
        Case(query: "foo bar", item: "foo bar", score: 176),
        Case(query: "xyz", item: "foo bar", score: nil),
        Case(query: "!foo", item: "foo bar", score: nil),
        Case(query: "!foo", item: "bar", score: 0),
    ]

    @Test(arguments: cases)
    func scoreMatchesFzf(_ example: Case) {
        let results = Matcher().matchOnCurrentThread(example.query, in: ItemBuffer([example.item]))
        #expect(results.ranked.first?.score == example.score)
        #expect(results.matchCount == (example.score == nil ? 0 : 1))
    }

    @Test func longItemFallsBackToGreedyMatch() {
        // 51,207 characters × 2 > 102,400 cells: fzf scores the first greedy occurrence
        // ("axb": 16 − 3 + 16 = 29), not the better " ab" at the end (36 + 26 = 62).
        let padding = String(repeating: "y", count: 51_200)
        let long = "xaxb" + padding + " ab"
        #expect(Matcher().matchOnCurrentThread("ab", in: ItemBuffer([long])).ranked.first?.score == 29)
        let short = "xaxb" + padding.dropLast(8) + " ab"
        #expect(Matcher().matchOnCurrentThread("ab", in: ItemBuffer([short])).ranked.first?.score == 62)
    }
}
