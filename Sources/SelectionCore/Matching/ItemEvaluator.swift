/// Matches a compiled query against one item after another and turns each match into its rank
/// key. One evaluator per task: it owns the scratch space.
struct ItemEvaluator: ~Copyable {
    let query: CompiledQuery
    let forward: Bool
    let tiebreaks: [Tiebreak]
    var scratch = ScratchSpace()

    /// The current item.
    private var bytes: UnsafePointer<UInt8>
    private var byteCount = 0
    private var isASCII = true
    /// How many scalars of the current item are decoded in `scratch.scalars` (-1: not yet).
    private var scalarCount = -1

    init(query: CompiledQuery, options: MatchOptions) {
        self.query = query
        self.forward = options.scansForward
        self.tiebreaks = options.tiebreaks.filter { $0 != .index }
        // Any valid pointer will do until the first item is set.
        self.bytes = query.placeholderBytes
    }

    /// What matching an item found: the total score and the span of the matched ranges.
    struct Outcome {
        var score = 0
        var minimumBegin = Int.max
        var minimumEnd = Int.max
        var maximumEnd = 0
        var hasRange: Bool { minimumBegin != Int.max }
    }

    /// Matches the query against `bytes[0..<count]`.
    ///
    /// - Returns: The outcome, or nil when the item does not match.
    mutating func evaluate(_ bytes: UnsafePointer<UInt8>, count: Int, isASCII: Bool) -> Outcome? {
        self.bytes = bytes
        self.byteCount = count
        self.isASCII = isASCII
        self.scalarCount = -1
        scratch.reserve(textLength: count, patternLength: query.longestPattern)

        var outcome = Outcome()
        for clause in query.clauses {
            var matched = false
            var range = 0..<0
            var score = 0
            for term in clause {
                if let found = match(term) {
                    if term.isInverse { continue }
                    range = found.start..<found.end
                    score = found.score
                    matched = true
                    break
                } else if term.isInverse {
                    range = 0..<0
                    score = 0
                    matched = true
                }
            }
            if !matched { return nil }
            outcome.score += score
            if range.lowerBound < range.upperBound {
                outcome.minimumBegin = Swift.min(outcome.minimumBegin, range.lowerBound)
                outcome.minimumEnd = Swift.min(outcome.minimumEnd, range.upperBound)
                outcome.maximumEnd = Swift.max(outcome.maximumEnd, range.upperBound)
            }
        }
        return outcome
    }

    /// The rank key of a match of the current item: lower ranks first (see ``RankKey``).
    mutating func rankKey(for outcome: Outcome) -> UInt64 {
        var key = UInt64(65535 - RankKey.clamp(outcome.score)) << 48
        for (position, criterion) in tiebreaks.enumerated() {
            let value: Int
            switch criterion {
            case .length:
                value = RankKey.clamp(trimmedLength())
            case .begin:
                // fzf ranks by where the earliest match ends: without positions, a fuzzy match's
                // end is exact while its start is only the first occurrence of its first character.
                value = outcome.hasRange
                    ? RankKey.clamp(outcome.minimumEnd - leadingSpaces(upTo: outcome.minimumBegin))
                    : 65535
            case .end:
                if outcome.hasRange {
                    let length = Swift.max(RankKey.clamp(trimmedLength()), 1)
                    let white = leadingSpaces(upTo: outcome.minimumBegin)
                    value = RankKey.clamp(65535 - 65535 * (outcome.maximumEnd - white) / length)
                } else {
                    value = 65535
                }
            case .index:
                value = 0
            }
            key |= UInt64(value) << UInt64(32 - 16 * position)
        }
        return key
    }

    // MARK: - Terms

    private mutating func match(_ term: CompiledQuery.Term) -> TermMatch? {
        switch term.kind {
        case .fuzzy:
            return fuzzy(term)
        case .exact:
            if isASCII && !asciiCanContain(term) { return nil }
            decode()
            return ExactMatch.match(
                text: scratch.scalars, count: scalarCount, pattern: term.scalars, patternCount: term.count,
                caseSensitive: term.isCaseSensitive, normalize: term.normalizes, forward: forward,
                tables: scratch.tables)
        case .prefix:
            decode()
            return AnchoredMatch.prefix(
                text: scratch.scalars, count: scalarCount, pattern: term.scalars, patternCount: term.count,
                caseSensitive: term.isCaseSensitive, normalize: term.normalizes, tables: scratch.tables)
        case .suffix:
            decode()
            return AnchoredMatch.suffix(
                text: scratch.scalars, count: scalarCount, pattern: term.scalars, patternCount: term.count,
                caseSensitive: term.isCaseSensitive, normalize: term.normalizes, tables: scratch.tables)
        case .equal:
            decode()
            return AnchoredMatch.whole(
                text: scratch.scalars, count: scalarCount, pattern: term.scalars, patternCount: term.count,
                caseSensitive: term.isCaseSensitive, normalize: term.normalizes)
        }
    }

    private mutating func fuzzy(_ term: CompiledQuery.Term) -> TermMatch? {
        let m = term.count
        let length = isASCII ? byteCount : decodedCount()
        if m > length { return nil }
        if length * m > Scoring.alignmentCellLimit {
            // The matrix would be too large: fall back to the greedy match, as fzf does.
            if isASCII && !asciiCanContain(term) { return nil }
            decode()
            return GreedyMatch.match(
                text: scratch.scalars, count: scalarCount, pattern: term.scalars, patternCount: m,
                caseSensitive: term.isCaseSensitive, normalize: term.normalizes, forward: forward,
                tables: scratch.tables)
        }
        let folded = scratch.folded
        if isASCII {
            guard let patternBytes = term.bytes,
                  let range = AsciiPrefilter.range(
                      bytes: bytes, count: byteCount, pattern: patternBytes, patternCount: m,
                      caseSensitive: term.isCaseSensitive)
            else { return nil }
            var index = 0
            let start = range.lowerBound
            let width = range.count
            while index < width {
                folded[index] = UInt32(bytes[start &+ index])
                index &+= 1
            }
            return FuzzyAlignment.score(
                text: folded, count: width, offset: start, pattern: term.scalars, patternCount: m,
                caseSensitive: term.isCaseSensitive, normalize: term.normalizes, forward: forward,
                scratch: scratch)
        }
        folded.update(from: scratch.scalars, count: scalarCount)
        return FuzzyAlignment.score(
            text: folded, count: scalarCount, offset: 0, pattern: term.scalars, patternCount: m,
            caseSensitive: term.isCaseSensitive, normalize: term.normalizes, forward: forward,
            scratch: scratch)
    }

    /// Whether an ASCII item can hold the term's characters in order (fzf's quick rejection).
    private func asciiCanContain(_ term: CompiledQuery.Term) -> Bool {
        guard let patternBytes = term.bytes else { return false }
        return AsciiPrefilter.contains(
            bytes: bytes, count: byteCount, pattern: patternBytes, patternCount: term.count,
            caseSensitive: term.isCaseSensitive)
    }

    // MARK: - Text of the current item

    /// Decodes the current item into `scratch.scalars` once.
    private mutating func decode() {
        if scalarCount >= 0 { return }
        if isASCII {
            let scalars = scratch.scalars
            var index = 0
            while index < byteCount {
                scalars[index] = UInt32(bytes[index])
                index &+= 1
            }
            scalarCount = byteCount
        } else {
            scalarCount = LenientUTF8.decode(bytes, from: 0, to: byteCount, into: scratch.scalars)
        }
    }

    private mutating func decodedCount() -> Int {
        decode()
        return scalarCount
    }

    /// The item's length in scalars without leading and trailing white space.
    private mutating func trimmedLength() -> Int {
        if isASCII {
            var end = byteCount
            while end > 0 && isASCIISpace(bytes[end - 1]) { end -= 1 }
            if end == 0 { return 0 }
            var start = 0
            while start < end && isASCIISpace(bytes[start]) { start += 1 }
            return end - start
        }
        decode()
        let trailing = AnchoredMatch.trailingSpaces(scratch.scalars, scalarCount)
        if trailing == scalarCount { return 0 }
        return scalarCount - trailing - AnchoredMatch.leadingSpaces(scratch.scalars, scalarCount)
    }

    /// How many white space scalars the item starts with, counting no further than `limit`.
    private mutating func leadingSpaces(upTo limit: Int) -> Int {
        decode()
        var index = 0
        while index < scalarCount {
            if index == limit || !ScalarFolding.isSpace(scratch.scalars[index]) { break }
            index += 1
        }
        return Swift.min(index, Swift.max(scalarCount - 1, 0))
    }

    @inline(__always)
    private func isASCIISpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte >= 0x09 && byte <= 0x0D
    }
}
