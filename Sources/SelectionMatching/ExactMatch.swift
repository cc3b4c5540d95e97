/// fzf's exact (substring) match: every occurrence of the pattern is considered and the one whose
/// first character has the highest position bonus wins; the first at a word boundary is taken
/// at once. Only one alignment is possible per occurrence, so this is much cheaper than the
/// fuzzy alignment.
enum ExactMatch {
    /// Finds and scores the pattern as a substring of `text[0..<count]` (raw scalars).
    static func match(
        text: UnsafePointer<UInt32>, count: Int,
        pattern: UnsafePointer<UInt32>, patternCount: Int,
        caseSensitive: Bool, normalize: Bool, forward: Bool,
        tables: Tables
    ) -> TermMatch? {
        let m = patternCount
        if m == 0 { return TermMatch(start: 0, end: 0, score: 0) }
        if count < m { return nil }
        var patternIndex = 0
        var bestPosition = -1
        var bonus = 0
        var bestBonus = -1
        var index = 0
        while index < count {
            let textIndex = forward ? index : count - index - 1
            let character = GreedyMatch.folded(text[textIndex], caseSensitive, normalize)
            let patternPosition = forward ? patternIndex : m - patternIndex - 1
            if pattern[patternPosition] == character {
                if patternPosition == 0 { bonus = bonusAt(text, textIndex, tables) }
                patternIndex += 1
                if patternIndex == m {
                    if bonus > bestBonus {
                        bestPosition = index
                        bestBonus = bonus
                    }
                    if bonus >= Scoring.boundary { break }
                    index -= patternIndex - 1
                    patternIndex = 0
                    bonus = 0
                }
            } else {
                index -= patternIndex
                patternIndex = 0
                bonus = 0
            }
            index += 1
        }
        guard bestPosition >= 0 else { return nil }
        let start = forward ? bestPosition - m + 1 : count - (bestPosition + 1)
        let end = forward ? bestPosition + 1 : count - (bestPosition - m + 1)
        let score = GreedyMatch.rangeScore(
            text: text, count: count, pattern: pattern, patternCount: m, start: start, end: end,
            caseSensitive: caseSensitive, normalize: normalize, tables: tables)
        return TermMatch(start: start, end: end, score: score)
    }

    /// The bonus of text position `index`: the start of the text counts as after whitespace.
    static func bonusAt(_ text: UnsafePointer<UInt32>, _ index: Int, _ tables: Tables) -> Int {
        if index == 0 { return tables.boundaryWhite }
        return tables.bonus(tables.classOf(text[index - 1]), tables.classOf(text[index]))
    }
}
