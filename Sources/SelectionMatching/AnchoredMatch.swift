/// fzf's anchored matches: prefix (`^term`), suffix (`term$`) and whole-text (`^term$`).
///
/// White space at the anchored end of the text is skipped unless the pattern itself starts
/// (or ends) with white space, so `^foo` finds `  foo` and `foo$` finds `foo\r`.
enum AnchoredMatch {
    /// Matches the pattern at the start of `text[0..<count]`, after any leading white space.
    static func prefix(
        text: UnsafePointer<UInt32>, count: Int,
        pattern: UnsafePointer<UInt32>, patternCount m: Int,
        caseSensitive: Bool, normalize: Bool, tables: Tables
    ) -> TermMatch? {
        if m == 0 { return TermMatch(start: 0, end: 0, score: 0) }
        let start = ScalarFolding.isSpace(pattern[0]) ? 0 : leadingSpaces(text, count)
        if count - start < m { return nil }
        for index in 0..<m where fold(text[start + index], caseSensitive, normalize) != pattern[index] {
            return nil
        }
        let score = GreedyMatch.rangeScore(
            text: text, count: count, pattern: pattern, patternCount: m, start: start, end: start + m,
            caseSensitive: caseSensitive, normalize: normalize, tables: tables)
        return TermMatch(start: start, end: start + m, score: score)
    }

    /// Matches the pattern at the end of `text[0..<count]`, before any trailing white space.
    static func suffix(
        text: UnsafePointer<UInt32>, count: Int,
        pattern: UnsafePointer<UInt32>, patternCount m: Int,
        caseSensitive: Bool, normalize: Bool, tables: Tables
    ) -> TermMatch? {
        var end = count
        if m == 0 || !ScalarFolding.isSpace(pattern[m - 1]) { end -= trailingSpaces(text, count) }
        if m == 0 { return TermMatch(start: end, end: end, score: 0) }
        let start = end - m
        if start < 0 { return nil }
        for index in 0..<m where fold(text[start + index], caseSensitive, normalize) != pattern[index] {
            return nil
        }
        let score = GreedyMatch.rangeScore(
            text: text, count: count, pattern: pattern, patternCount: m, start: start, end: end,
            caseSensitive: caseSensitive, normalize: normalize, tables: tables)
        return TermMatch(start: start, end: end, score: score)
    }

    /// Matches the pattern against the whole of `text[0..<count]` but its surrounding white space.
    static func whole(
        text: UnsafePointer<UInt32>, count: Int,
        pattern: UnsafePointer<UInt32>, patternCount m: Int,
        caseSensitive: Bool, normalize: Bool, tables: Tables
    ) -> TermMatch? {
        if m == 0 { return nil }
        let start = ScalarFolding.isSpace(pattern[0]) ? 0 : leadingSpaces(text, count)
        let trailing = ScalarFolding.isSpace(pattern[m - 1]) ? 0 : trailingSpaces(text, count)
        if count - start - trailing != m { return nil }
        for index in 0..<m {
            var character = text[start + index]
            if !caseSensitive { character = ScalarFolding.lowercase(character) }
            var expected = pattern[index]
            if normalize {
                character = LatinNormalization.normalize(character)
                expected = LatinNormalization.normalize(expected)
            }
            if character != expected { return nil }
        }
        let score =
            (Scoring.match + tables.boundaryWhite) * m
            + (Scoring.firstCharacterMultiplier - 1) * tables.boundaryWhite
        return TermMatch(start: start, end: start + m, score: score)
    }

    /// How many white space scalars `text[0..<count]` starts with.
    static func leadingSpaces(_ text: UnsafePointer<UInt32>, _ count: Int) -> Int {
        var index = 0
        while index < count && ScalarFolding.isSpace(text[index]) { index += 1 }
        return index
    }

    /// How many white space scalars `text[0..<count]` ends with.
    static func trailingSpaces(_ text: UnsafePointer<UInt32>, _ count: Int) -> Int {
        var index = count
        while index > 0 && ScalarFolding.isSpace(text[index - 1]) { index -= 1 }
        return count - index
    }

    /// A text scalar folded as the prefix and suffix matches fold it: lowercase, then diacritics.
    @inline(__always)
    private static func fold(_ scalar: UInt32, _ caseSensitive: Bool, _ normalize: Bool) -> UInt32 {
        var character = scalar
        if !caseSensitive { character = ScalarFolding.lowercase(character) }
        if normalize { character = LatinNormalization.normalize(character) }
        return character
    }
}
