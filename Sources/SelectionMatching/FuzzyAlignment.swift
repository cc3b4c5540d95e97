/// fzf's optimal fuzzy alignment ("FuzzyMatchV2"): a Smith-Waterman-style dynamic programme that
/// finds the placement of the pattern's characters, in order, with the highest score.
///
/// Unlike Smith-Waterman, no pattern character may be skipped. A cell scores either a match
/// (the diagonal cell + ``Scoring/match`` + the position bonus, raised inside a consecutive run)
/// or a gap (the cell to the left + a gap penalty), never below zero:
///
///            f  o  o  -  b  a  r        pattern "fb" against "foo-bar"
///        f  36 33 32 31 30 29 28        row 0: 16 + 2 × bonus at matches, decaying gaps
///        b               55 52 51       row 1: diagonal + 16 + bonus (8 after "-")
///
/// This full-matrix form works on decoded scalars of any item and can trace the matched
/// positions back; ASCII items are scored by ``SparseAlignment``, which gives the same scores.
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
    ///   - positions: When given, receives the matched positions, last first.
    /// - Returns: The match, or nil when the pattern's characters do not occur in order.
    static func score(
        text: UnsafeMutablePointer<UInt32>, count: Int, offset: Int,
        pattern: UnsafePointer<UInt32>, patternCount: Int,
        caseSensitive: Bool, normalize: Bool, forward: Bool,
        scratch: inout ScratchSpace, positions: UnsafeMutablePointer<Int>? = nil
    ) -> TermMatch? {
        let m = patternCount
        let tables = scratch.tables
        let bonuses = scratch.bonuses
        let first = scratch.firstOccurrences
        let row0Scores = scratch.scoreRowA
        let row0Runs = scratch.runRowA

        // Phase 1: fold the text, compute every position's bonus, find the first occurrence of
        // each pattern character in order, and fill row 0.
        var maxScore = 0
        var maxScorePosition = 0
        var patternIndex = 0
        var lastIndex = 0
        let firstPatternCharacter = pattern[0]
        var patternCharacter = pattern[0]
        var previousScore = 0
        var previousClass = tables.initialClass
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
                row0Scores[position] = Int16(truncatingIfNeeded: score)
                row0Runs[position] = 1
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
                row0Scores[position] = Int16(truncatingIfNeeded: score)
                row0Runs[position] = 0
                inGap = true
                previousScore = score
            }
            position += 1
        }
        if patternIndex != m { return nil }
        if m == 1 {
            positions?[0] = offset + maxScorePosition
            return TermMatch(start: offset + maxScorePosition, end: offset + maxScorePosition + 1, score: maxScore)
        }

        // Phase 2: the remaining rows of the matrix, each from its character's first occurrence
        // to the last occurrence of the pattern's last character. Row r, column c is at
        // r × width + (c − start); cells left of a row's first occurrence stay zero.
        let start = first[0]
        let width = lastIndex - start + 1
        scratch.reserveMatrix(cells: width * m)
        let scores = scratch.scoreMatrix
        let runs = scratch.runMatrix
        scores.update(from: row0Scores + start, count: width)
        runs.update(from: row0Runs + start, count: width)
        (scores + width).update(repeating: 0, count: width * (m - 1))
        (runs + width).update(repeating: 0, count: width * (m - 1))
        var row = 1
        while row < m {
            let rowStart = first[row]
            let rowCharacter = pattern[row]
            let isLastRow = row == m - 1
            let here = row * width - start
            let above = here - width
            var rowInGap = false
            var left = 0
            var column = rowStart
            while column <= lastIndex {
                let gapScore = left + (rowInGap ? Scoring.gapExtension : Scoring.gapStart)
                var matchScore = 0
                var run = 0
                if text[column] == rowCharacter {
                    matchScore = Int(scores[above + column - 1]) + Scoring.match
                    var bonus = Int(bonuses[column])
                    run = Int(runs[above + column - 1]) + 1
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
                runs[here + column] = Int16(truncatingIfNeeded: run)
                rowInGap = matchScore < gapScore
                var score = matchScore > gapScore ? matchScore : gapScore
                if score < 0 { score = 0 }
                if isLastRow && (forward && score > maxScore || !forward && score >= maxScore) {
                    maxScore = score
                    maxScorePosition = column
                }
                scores[here + column] = Int16(truncatingIfNeeded: score)
                left = score
                column += 1
            }
            row += 1
        }
        if let positions {
            tracePositions(
                scores: scores, runs: runs, width: width, start: start, first: first,
                patternCount: m, end: maxScorePosition, offset: offset, into: positions)
        }
        return TermMatch(start: offset + start, end: offset + maxScorePosition + 1, score: maxScore)
    }

    /// Walks the matrix back from the best cell of the last row: a cell that beats both its
    /// diagonal and its left neighbour was a match (on a tie with the left one, a match is
    /// preferred while inside a run), as fzf does.
    private static func tracePositions(
        scores: UnsafePointer<Int16>, runs: UnsafePointer<Int16>, width: Int, start: Int,
        first: UnsafePointer<Int>, patternCount m: Int, end: Int, offset: Int,
        into positions: UnsafeMutablePointer<Int>
    ) {
        var row = m - 1
        var column = end
        var prefersMatch = true
        var found = 0
        let cellCount = width * m
        while true {
            let cell = row * width + column - start
            let score = scores[cell]
            var diagonal: Int16 = 0
            var left: Int16 = 0
            if row > 0 && column >= first[row] { diagonal = scores[cell - width - 1] }
            if column > first[row] { left = scores[cell - 1] }
            if score > diagonal && (score > left || score == left && prefersMatch) {
                positions[found] = offset + column
                found += 1
                if row == 0 { return }
                row -= 1
            }
            prefersMatch = runs[cell] > 1 || cell + width + 1 < cellCount && runs[cell + width + 1] > 0
            column -= 1
        }
    }
}
