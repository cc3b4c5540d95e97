/// fzf's optimal fuzzy alignment ("FuzzyMatchV2"): a Smith-Waterman-style dynamic programme that
/// finds the placement of the pattern's characters, in order, with the highest score.
///
/// Unlike Smith-Waterman, no pattern character may be skipped. A cell scores either a match
/// (the diagonal cell + ``Scoring/match`` + the position bonus, raised inside a consecutive run)
/// or a gap (the cell to the left + a gap penalty), never below zero. Only two rows are kept,
/// as the score alone does not need the path; ``FuzzyAlignment/positions`` keeps the whole
/// matrix to trace the matched positions back.
enum FuzzyAlignment {
    /// Scores the pattern against `text[0..<count]`, which holds the item's raw scalars from
    /// position `offset` on and is folded in place.
    ///
    /// - Parameters:
    ///   - text: The scalars to search; overwritten with their folded forms.
    ///   - count: How many scalars `text` holds.
    ///   - offset: The item position of `text[0]`, added to the positions returned.
    ///   - pattern: The pattern, already folded as the term requires.
    ///   - forward: Whether the earliest best end wins (true) or the latest (false, for the
    ///     `end` tiebreak).
    /// - Returns: The match, or nil when the pattern's characters do not occur in order.
    static func score(
        text: UnsafeMutablePointer<UInt32>, count: Int, offset: Int,
        pattern: UnsafePointer<UInt32>, patternCount: Int,
        caseSensitive: Bool, normalize: Bool, forward: Bool,
        scratch: borrowing ScratchSpace
    ) -> TermMatch? {
        let m = patternCount
        let tables = scratch.tables
        let bonuses = scratch.bonuses
        let first = scratch.firstOccurrences
        var scoreRow = scratch.scoreRowA
        var runRow = scratch.runRowA

        // Phase 1: fold the text, compute every position's bonus, find the first occurrence of
        // each pattern character in order, and fill row 0.
        var maxScore = 0
        var maxScorePosition = 0
        var patternIndex = 0
        var lastIndex = 0
        let firstPatternCharacter = pattern[0]
        var patternCharacter = pattern[0]
        var previousScore = 0
        var previousClass = CharacterClass.white.rawValue
        var inGap = false
        var position = 0
        while position < count {
            var character = text[position]
            let characterClass: Int
            if character < 0x80 {
                characterClass = Int(tables.asciiClasses[Int(character)])
                if !caseSensitive && characterClass == CharacterClass.upper.rawValue {
                    character += 32
                    text[position] = character
                }
            } else {
                characterClass = CharacterClass.ofNonASCII(character).rawValue
                if !caseSensitive && characterClass == CharacterClass.upper.rawValue {
                    character = ScalarFolding.lowercase(character)
                }
                if normalize { character = LatinNormalization.normalize(character) }
                text[position] = character
            }
            let bonus = tables.bonus(previousClass, characterClass)
            bonuses[position] = Int16(truncatingIfNeeded: bonus)
            previousClass = characterClass

            if character == patternCharacter {
                if patternIndex < m {
                    first[patternIndex] = position
                    patternIndex += 1
                    patternCharacter = pattern[patternIndex < m ? patternIndex : m - 1]
                }
                lastIndex = position
            }
            if character == firstPatternCharacter {
                let score = Scoring.match + bonus * Scoring.firstCharacterMultiplier
                scoreRow[position] = Int16(truncatingIfNeeded: score)
                runRow[position] = 1
                if m == 1 && (forward && score > maxScore || !forward && score >= maxScore) {
                    maxScore = score
                    maxScorePosition = position
                    // A boundary is as good as a single character gets going forward.
                    if forward && bonus >= Scoring.boundary { break }
                }
                inGap = false
                previousScore = score
            } else {
                let penalty = inGap ? Scoring.gapExtension : Scoring.gapStart
                let score = previousScore + penalty > 0 ? previousScore + penalty : 0
                scoreRow[position] = Int16(truncatingIfNeeded: score)
                runRow[position] = 0
                inGap = true
                previousScore = score
            }
            position += 1
        }
        if patternIndex != m { return nil }
        if m == 1 {
            return TermMatch(start: offset + maxScorePosition, end: offset + maxScorePosition + 1, score: maxScore)
        }

        // Phase 2: the remaining rows, each from its character's first occurrence to the last
        // occurrence of the pattern's last character.
        let start = first[0]
        var nextScoreRow = scratch.scoreRowB
        var nextRunRow = scratch.runRowB
        var row = 1
        while row < m {
            let rowStart = first[row]
            let rowCharacter = pattern[row]
            let isLastRow = row == m - 1
            var rowInGap = false
            var left = 0
            var column = rowStart
            while column <= lastIndex {
                let gapScore = left + (rowInGap ? Scoring.gapExtension : Scoring.gapStart)
                var matchScore = 0
                var run = 0
                if text[column] == rowCharacter {
                    matchScore = Int(scoreRow[column - 1]) + Scoring.match
                    var bonus = Int(bonuses[column])
                    run = Int(runRow[column - 1]) + 1
                    if run > 1 {
                        let runBonus = Int(bonuses[column - run + 1])
                        // A stronger boundary inside a run starts a new run.
                        if bonus >= Scoring.boundary && bonus > runBonus {
                            run = 1
                        } else {
                            let floor = runBonus > Scoring.consecutive ? runBonus : Scoring.consecutive
                            if floor > bonus { bonus = floor }
                        }
                    }
                    if matchScore + bonus < gapScore {
                        matchScore += Int(bonuses[column])
                        run = 0
                    } else {
                        matchScore += bonus
                    }
                }
                nextRunRow[column] = Int16(truncatingIfNeeded: run)
                rowInGap = matchScore < gapScore
                var score = matchScore > gapScore ? matchScore : gapScore
                if score < 0 { score = 0 }
                if isLastRow && (forward && score > maxScore || !forward && score >= maxScore) {
                    maxScore = score
                    maxScorePosition = column
                }
                nextScoreRow[column] = Int16(truncatingIfNeeded: score)
                left = score
                column += 1
            }
            swap(&scoreRow, &nextScoreRow)
            swap(&runRow, &nextRunRow)
            row += 1
        }
        return TermMatch(start: offset + start, end: offset + maxScorePosition + 1, score: maxScore)
    }
}
