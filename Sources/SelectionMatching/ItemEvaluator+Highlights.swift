extension ItemEvaluator {
    /// The scalar positions of `bytes[0..<count]` that the query matched, for highlighting: the
    /// optimal alignment's positions for fuzzy terms (traced back through the whole matrix), the
    /// whole range for exact and anchored terms, nothing for negations.
    ///
    /// - Parameter byteOffsets: Receives the byte offset of every scalar of the item.
    /// - Returns: The positions in scalars, sorted and without repeats; empty when the item does
    ///   not match.
    mutating func highlightedPositions(
        _ bytes: UnsafePointer<UInt8>, count: Int, byteOffsets: UnsafeMutablePointer<Int32>
    ) -> [Int] {
        guard evaluate(bytes, count: count, isASCII: false) != nil else { return [] }
        let scalarCount = LenientUTF8.decode(
            bytes, from: 0, to: count, into: scratch.scalars,
            byteOffsets: byteOffsets)
        scratch.reserve(textLength: scalarCount, patternLength: query.longestPattern)
        var positions: [Int] = []
        var found = [Int](repeating: 0, count: query.longestPattern)
        for clause in query.clauses {
            for term in clause {
                guard let match = termPositions(term, scalarCount: scalarCount, into: &found) else {
                    continue
                }
                if term.isInverse { continue }
                if let count = match.fuzzyCount {
                    positions.append(contentsOf: found[0..<count])
                } else {
                    positions.append(contentsOf: match.range)
                }
                break
            }
        }
        return Array(Set(positions)).sorted()
    }

    /// Matches one term against the decoded scalars: for a fuzzy term, its matched positions go
    /// into `found` and their count is returned; for others, the matched range.
    private mutating func termPositions(
        _ term: CompiledQuery.Term, scalarCount: Int, into found: inout [Int]
    ) -> (range: Range<Int>, fuzzyCount: Int?)? {
        let text = scratch.scalars
        let tables = scratch.tables
        let m = term.count
        switch term.kind {
        case .fuzzy:
            if m > scalarCount { return nil }
            if isGreedy || scalarCount * m > Scoring.alignmentCellLimit {
                guard
                    let match = GreedyMatch.match(
                        text: text, count: scalarCount, pattern: term.scalars, patternCount: m,
                        caseSensitive: term.isCaseSensitive, normalize: term.normalizes, forward: forward,
                        tables: tables)
                else { return nil }
                found.withUnsafeMutableBufferPointer { buffer in
                    _ = GreedyMatch.rangeScore(
                        text: text, count: scalarCount, pattern: term.scalars, patternCount: m,
                        start: match.start, end: match.end, caseSensitive: term.isCaseSensitive,
                        normalize: term.normalizes, tables: tables, positions: buffer.baseAddress)
                }
                return (match.start..<match.end, m)
            }
            let folded = scratch.folded
            folded.update(from: text, count: scalarCount)
            let match = found.withUnsafeMutableBufferPointer { buffer in
                FuzzyAlignment.score(
                    text: folded, count: scalarCount, offset: 0, pattern: term.scalars, patternCount: m,
                    caseSensitive: term.isCaseSensitive, normalize: term.normalizes, forward: forward,
                    scratch: &scratch, positions: buffer.baseAddress)
            }
            guard let match else { return nil }
            return (match.start..<match.end, m)
        case .exact:
            return ExactMatch.match(
                text: text, count: scalarCount, pattern: term.scalars, patternCount: m,
                caseSensitive: term.isCaseSensitive, normalize: term.normalizes, forward: forward,
                tables: tables
            ).map { ($0.start..<$0.end, nil) }
        case .prefix:
            return AnchoredMatch.prefix(
                text: text, count: scalarCount, pattern: term.scalars, patternCount: m,
                caseSensitive: term.isCaseSensitive, normalize: term.normalizes, tables: tables
            )
            .map { ($0.start..<$0.end, nil) }
        case .suffix:
            return AnchoredMatch.suffix(
                text: text, count: scalarCount, pattern: term.scalars, patternCount: m,
                caseSensitive: term.isCaseSensitive, normalize: term.normalizes, tables: tables
            )
            .map { ($0.start..<$0.end, nil) }
        case .equal:
            return AnchoredMatch.whole(
                text: text, count: scalarCount, pattern: term.scalars, patternCount: m,
                caseSensitive: term.isCaseSensitive, normalize: term.normalizes, tables: tables
            )
            .map { ($0.start..<$0.end, nil) }
        }
    }
}
