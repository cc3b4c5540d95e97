/// fzf's greedy fuzzy match ("FuzzyMatchV1"), used where the optimal alignment's matrix would be
/// too large (see ``Scoring/alignmentCellLimit``), and the scoring of a fixed range that the
/// greedy, exact, prefix and suffix matches share.
///
/// The greedy match finds the first occurrence of the pattern as a subsequence scanning forward
/// (or backward), then scans back from its end for the shortest range that still holds it:
///
///     a_____b___abc__   to find "abc"
///     *-----*-----*>    1. forward scan
///              <***     2. backward scan
enum GreedyMatch {
    /// Finds and scores the pattern in `text[0..<count]` (raw scalars).
    static func match(
        text: UnsafePointer<UInt32>, count: Int,
        pattern: UnsafePointer<UInt32>, patternCount: Int,
        caseSensitive: Bool, normalize: Bool, forward: Bool,
        tables: Tables
    ) -> TermMatch? {
        let m = patternCount
        var patternIndex = 0
        var startIndex = -1
        var endIndex = -1
        var index = 0
        while index < count {
            let character = folded(text[forward ? index : count - index - 1], caseSensitive, normalize)
            if character == pattern[forward ? patternIndex : m - patternIndex - 1] {
                if startIndex < 0 { startIndex = index }
                patternIndex += 1
                if patternIndex == m {
                    endIndex = index + 1
                    break
                }
            }
            index += 1
        }
        guard startIndex >= 0 && endIndex >= 0 else { return nil }

        patternIndex -= 1
        index = endIndex - 1
        while index >= startIndex {
            let character = folded(text[forward ? index : count - index - 1], caseSensitive, normalize)
            if character == pattern[forward ? patternIndex : m - patternIndex - 1] {
                patternIndex -= 1
                if patternIndex < 0 {
                    startIndex = index
                    break
                }
            }
            index -= 1
        }
        if !forward {
            (startIndex, endIndex) = (count - endIndex, count - startIndex)
        }
        let score = rangeScore(
            text: text, count: count, pattern: pattern, patternCount: m, start: startIndex, end: endIndex,
            caseSensitive: caseSensitive, normalize: normalize, tables: tables)
        return TermMatch(start: startIndex, end: endIndex, score: score)
    }

    /// Scores the pattern matched greedily inside `text[start..<end]` with the same criteria as
    /// the optimal alignment: match score, position bonuses, gap penalties and runs.
    ///
    /// - Parameter positions: When given, receives the matched position of each pattern character.
    static func rangeScore(
        text: UnsafePointer<UInt32>, count: Int, pattern: UnsafePointer<UInt32>, patternCount: Int,
        start: Int, end: Int, caseSensitive: Bool, normalize: Bool, tables: Tables,
        positions: UnsafeMutablePointer<Int>? = nil
    ) -> Int {
        var patternIndex = 0
        var score = 0
        var inGap = false
        var run = 0
        var firstBonus = 0
        var previousClass = start > 0 ? tables.classOf(text[start - 1]) : tables.initialClass
        var index = start
        while index < end {
            let raw = text[index]
            let characterClass = tables.classOf(raw)
            let character = folded(raw, caseSensitive, normalize)
            if patternIndex < patternCount && character == pattern[patternIndex] {
                positions?[patternIndex] = index
                score += Scoring.match
                var bonus = tables.bonus(previousClass, characterClass)
                if run == 0 {
                    firstBonus = bonus
                } else {
                    // A stronger boundary inside a run starts a new run.
                    if bonus >= Scoring.boundary && bonus > firstBonus { firstBonus = bonus }
                    bonus = Swift.max(Swift.max(bonus, firstBonus), Scoring.consecutive)
                }
                score += patternIndex == 0 ? bonus * Scoring.firstCharacterMultiplier : bonus
                inGap = false
                run += 1
                patternIndex += 1
            } else {
                score += inGap ? Scoring.gapExtension : Scoring.gapStart
                inGap = true
                run = 0
                firstBonus = 0
            }
            previousClass = characterClass
            index += 1
        }
        return score
    }

    /// A text scalar folded the way the greedy and exact matches fold it: ASCII capitals by
    /// offset, any other scalar by its lowercase mapping, then diacritics.
    @inline(__always)
    static func folded(_ scalar: UInt32, _ caseSensitive: Bool, _ normalize: Bool) -> UInt32 {
        var character = scalar
        if !caseSensitive {
            if character >= 0x41 && character <= 0x5A {
                character += 32
            } else if character >= 0x80 {
                character = ScalarFolding.lowercase(character)
            }
        }
        if normalize && character >= 0x80 { character = LatinNormalization.normalize(character) }
        return character
    }
}
