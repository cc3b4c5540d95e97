import Testing

@testable import SelectionMatching

@Suite struct MatchHighlightTests {
    func offsets(_ query: String, _ item: String) -> [Int] {
        Matcher().highlightedOffsets(of: query, in: Array(item.utf8))
    }

    /// One highlighter over many items (as a frame highlights its rows) gives each item the
    /// offsets a fresh one gives it: nothing of one item carries over to the next, long or
    /// short, ASCII or not, matching or not.
    @Test func aHighlighterReusedAcrossItemsHighlightsEachAsAFreshOne() {
        let pieces = ["a", "b", "c", "/", " ", "_", "é", "界", "A", "x", "ab", "main.swift"]
        let queries = ["ab", "a b", "'ab", "^a", "b$", "!x a", "aé", "ca | b", "mnsw", "A"]
        var generator = SystemRandomNumberGenerator()
        let matcher = Matcher()
        for query in queries {
            var highlighter = MatchHighlighter(query, matcher: matcher)
            for _ in 0..<300 {
                let item = (0..<Int.random(in: 0...40, using: &generator)).map { _ in pieces.randomElement(using: &generator) ?? "" }
                    .joined()
                let bytes = Array(item.utf8)
                #expect(highlighter.offsets(in: bytes[...]) == matcher.highlightedOffsets(of: query, in: bytes), "\(query) in \(item)")
            }
        }
    }

    @Test func fuzzyTermHighlightsTheOptimalAlignment() {
        #expect(offsets("mnsw", "main.swift") == [0, 3, 5, 6])
        // The word-start "b" of "bar" beats the earlier "b" inside "abc".
        #expect(offsets("fb", "fabc bar") == [0, 5])
    }

    @Test func exactAndAnchoredTermsHighlightTheirRange() {
        #expect(offsets("'ain", "main") == [1, 2, 3])
        #expect(offsets("^ma in$", "main") == [0, 1, 2, 3])
        #expect(offsets("!x ai", "main") == [1, 2])
    }

    @Test func offsetsAreUTF8ByteOffsets() {
        // "é" takes two bytes, so "f" after it starts at byte 3.
        #expect(offsets("ef", "éfa") == [0, 2])
        #expect(offsets("cafe", "café!") == [0, 1, 2, 3])
    }

    @Test func nonMatchingItemHasNoHighlights() {
        #expect(offsets("zz", "main").isEmpty)
        #expect(offsets("", "main").isEmpty)
    }
}
