/// The optimal alignment of ``FuzzyAlignment``, computed only at the cells that can change it,
/// for ASCII items.
///
/// Between two occurrences of its pattern character, a row of the score matrix only decays:
/// from a cell of score `s`, the next cell scores `s − 3` (or `s − 1` if that cell was itself in
/// a gap), then one less per cell, never below zero. So a row is fully described by its values
/// at the occurrences of its character ("events"), and any other cell is computed from the
/// event before it. Each row then costs one pass over the occurrences of its character instead
/// of one over every column, and the position bonuses are computed only where a character
/// matches. The results are exactly those of the full matrix (the tests compare both).
enum SparseAlignment {
    /// One occurrence of a row's pattern character, after its cell was computed.
    struct Event {
        /// The text position.
        var column: Int32
        /// The cell's score.
        var score: Int16
        /// The consecutive-run length of the cell (0 when it does not continue a match).
        var run: Int16
        /// Whether the cell counts as inside a gap for the cell after it.
        var inGap: Bool
    }

    /// Scores an ASCII pattern against `bytes[range]`, the range the prefilter found, whose
    /// first occurrences of the pattern characters are in `first[0..<patternCount]`.
    ///
    /// - Parameter floor: A score the caller needs at least; when row 0 shows that the match
    ///   cannot reach it (every later character earns at most 16 + 10), scoring stops and the
    ///   result is nil. Zero: no floor.
    static func score(
        bytes: UnsafePointer<UInt8>, range: Range<Int>, first: UnsafePointer<Int>,
        pattern: UnsafePointer<UInt8>, patternCount m: Int, caseSensitive: Bool, forward: Bool,
        floor: Int = 0, scratch: borrowing ScratchSpace
    ) -> TermMatch? {
        let tables = scratch.tables
        let lastIndex = range.upperBound - 1
        var previous = scratch.eventsA
        var current = scratch.eventsB
        var previousCount = 0

        // Row 0: every occurrence of the first character scores its match with a doubled bonus.
        let rowLimit0 = lastIndex - (m - 1)
        var column = first[0]
        let character0 = pattern[0]
        var bestFirstBonus = 0
        while column >= 0 && column <= rowLimit0 {
            let bonus = bonusAt(bytes, column, tables)
            if bonus > bestFirstBonus { bestFirstBonus = bonus }
            previous[previousCount] = Event(
                column: Int32(truncatingIfNeeded: column),
                score: Int16(truncatingIfNeeded: Scoring.match + bonus * Scoring.firstCharacterMultiplier),
                run: 1, inGap: false)
            previousCount += 1
            column = AsciiPrefilter.firstIndex(
                of: character0, caseSensitive: caseSensitive, in: bytes,
                from: column + 1, count: rowLimit0 + 1)
        }

        let bound =
            Scoring.match * m + bestFirstBonus * Scoring.firstCharacterMultiplier
            + tables.maximumBonus * (m - 1)
        if bound < floor { return nil }

        var maxScore = 0
        var maxScorePosition = 0
        var row = 1
        while row < m {
            let character = pattern[row]
            let isLastRow = row == m - 1
            let rowLimit = lastIndex - (m - 1 - row)
            var currentCount = 0
            var diagonal = 0  // the previous row's event at or before the diagonal cell
            // The row starts with a virtual cell of score 0, not in a gap, before its first column.
            var lastColumn = first[row] - 1
            var lastScore = 0
            var lastInGap = false
            column = first[row]
            while column >= 0 && column <= rowLimit {
                // This row's cell to the left, decayed from the row's last event.
                let leftScore = decayed(lastScore, lastInGap, column - 1 - lastColumn)
                let leftInGap = column - 1 == lastColumn ? lastInGap : leftScore > 0
                let gapScore = leftScore + (leftInGap ? Scoring.gapExtension : Scoring.gapStart)

                // The previous row's cell on the diagonal.
                while diagonal + 1 < previousCount && Int(previous[diagonal + 1].column) <= column - 1 {
                    diagonal += 1
                }
                let event = previous[diagonal]
                let eventColumn = Int(event.column)
                let diagonalScore = decayed(Int(event.score), event.inGap, column - 1 - eventColumn)
                let diagonalRun = eventColumn == column - 1 ? Int(event.run) : 0

                var matchScore = diagonalScore + Scoring.match
                let ownBonus = bonusAt(bytes, column, tables)
                var bonus = ownBonus
                var run = diagonalRun + 1
                if run > 1 {
                    let runBonus = bonusAt(bytes, column - run + 1, tables)
                    // A stronger boundary inside a run starts a new run.
                    if bonus >= Scoring.boundary && bonus > runBonus {
                        run = 1
                    } else {
                        let floor = runBonus > Scoring.consecutive ? runBonus : Scoring.consecutive
                        if floor > bonus { bonus = floor }
                    }
                }
                if matchScore + bonus < gapScore {
                    matchScore += ownBonus
                    run = 0
                } else {
                    matchScore += bonus
                }
                let inGap = matchScore < gapScore
                var score = matchScore > gapScore ? matchScore : gapScore
                if score < 0 { score = 0 }
                if isLastRow && (forward && score > maxScore || !forward && score >= maxScore) {
                    maxScore = score
                    maxScorePosition = column
                }
                current[currentCount] = Event(
                    column: Int32(truncatingIfNeeded: column), score: Int16(truncatingIfNeeded: score),
                    run: Int16(truncatingIfNeeded: run), inGap: inGap)
                currentCount += 1
                lastColumn = column
                lastScore = score
                lastInGap = inGap
                column = AsciiPrefilter.firstIndex(
                    of: character, caseSensitive: caseSensitive, in: bytes,
                    from: column + 1, count: rowLimit + 1)
            }
            swap(&previous, &current)
            previousCount = currentCount
            row += 1
        }
        return TermMatch(start: first[0], end: maxScorePosition + 1, score: maxScore)
    }

    /// The score `distance` cells after a cell of score `score`: the same at distance 0, then
    /// less the gap penalty (3 to start a gap, 1 to extend one) and 1 per further cell, at least 0.
    @inline(__always)
    static func decayed(_ score: Int, _ inGap: Bool, _ distance: Int) -> Int {
        if distance == 0 { return score }
        let value = score + (inGap ? Scoring.gapExtension : Scoring.gapStart) - (distance - 1)
        return value > 0 ? value : 0
    }

    /// The position bonus of `bytes[index]`; the start of the text counts as after white space.
    @inline(__always)
    static func bonusAt(_ bytes: UnsafePointer<UInt8>, _ index: Int, _ tables: Tables) -> Int {
        let previousClass = index == 0 ? tables.initialClass : Int(tables.asciiClasses[Int(bytes[index - 1])])
        return tables.bonus(previousClass, Int(tables.asciiClasses[Int(bytes[index])]))
    }
}
