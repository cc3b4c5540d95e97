import SelectionMatching
import Testing

@Suite struct MatchHighlightTests {
    func offsets(_ query: String, _ item: String) -> [Int] {
        Matcher().highlightedOffsets(of: query, in: Array(item.utf8))
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
