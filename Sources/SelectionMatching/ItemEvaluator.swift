/// Matches a compiled query against one item after another and turns each match into its rank
/// key. One evaluator per task: it owns the scratch space.
struct ItemEvaluator: ~Copyable {
    let query: CompiledQuery
    let forward: Bool
    /// `--algo v1`: fuzzy terms take the greedy match always (``MatchOptions/isGreedy``).
    let isGreedy: Bool
    /// Up to three tiebreaks besides input order, in fixed fields so that ranking an item costs
    /// no array traffic.
    let tiebreak0: Tiebreak?
    let tiebreak1: Tiebreak?
    let tiebreak2: Tiebreak?
    /// Whether a tiebreak needs the exact start of each fuzzy match (`chunk`, `pathname`), which
    /// fzf then finds by tracing the alignment back (its `withPos`).
    let needsExactStart: Bool
    var scratch: ScratchSpace

    /// The score below which a single fuzzy term need not be scored (see ``wasPruned``): the
    /// worst score among the best matches so far, when only the best are wanted. Zero: no floor.
    var scoreFloor = 0
    /// Whether the last ``evaluate(_:count:isASCII:)`` found a match but skipped scoring it, as
    /// it could not reach ``scoreFloor``.
    private(set) var wasPruned = false

    /// The current item.
    private(set) var bytes: UnsafePointer<UInt8>
    private(set) var byteCount = 0
    private var isASCII = true
    /// How many scalars of the current item are decoded in `scratch.scalars` (-1: not yet).
    private(set) var scalarCount = -1

    init(query: CompiledQuery, options: MatchOptions) {
        self.query = query
        self.forward = options.scansForward
        self.isGreedy = options.isGreedy
        self.scratch = ScratchSpace(scheme: options.scheme)
        let tiebreaks = options.tiebreaks.filter { $0 != .index }
        tiebreak0 = tiebreaks.count > 0 ? tiebreaks[0] : nil
        tiebreak1 = tiebreaks.count > 1 ? tiebreaks[1] : nil
        tiebreak2 = tiebreaks.count > 2 ? tiebreaks[2] : nil
        needsExactStart = tiebreaks.contains(.chunk) || tiebreaks.contains(.pathname)
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
        self.wasPruned = false
        scratch.reserve(textLength: count, patternLength: query.longestPattern)

        var outcome = Outcome()
        let terms = query.terms
        let clauseStarts = query.clauseStarts
        var clause = 0
        while clause < query.clauseCount {
            var matched = false
            var range = 0..<0
            var score = 0
            var termIndex = clauseStarts[clause]
            let termEnd = clauseStarts[clause + 1]
            while termIndex < termEnd {
                let term = terms[termIndex]
                termIndex += 1
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
            clause += 1
        }
        return outcome
    }

    /// The rank key of a match of the current item: lower ranks first (see ``RankKey``).
    mutating func rankKey(for outcome: Outcome) -> UInt64 {
        var outcome = outcome
        if needsExactStart && outcome.hasRange { outcome.minimumBegin = exactMinimumBegin(outcome) }
        var key = UInt64(65535 - RankKey.clamp(outcome.score)) << 48
        if let tiebreak0 { key |= UInt64(tiebreakValue(tiebreak0, outcome)) << 32 }
        if let tiebreak1 { key |= UInt64(tiebreakValue(tiebreak1, outcome)) << 16 }
        if let tiebreak2 { key |= UInt64(tiebreakValue(tiebreak2, outcome)) }
        return key
    }

    /// The 16-bit value of one tiebreak for the current item: lower ranks first.
    private mutating func tiebreakValue(_ criterion: Tiebreak, _ outcome: Outcome) -> Int {
        switch criterion {
        case .length:
            return RankKey.clamp(trimmedLength())
        case .begin:
            // fzf ranks by where the earliest match ends: without positions, a fuzzy match's end
            // is exact while its start is only the first occurrence of its first character.
            guard outcome.hasRange else { return 65535 }
            return RankKey.clamp(outcome.minimumEnd - leadingSpaces(upTo: outcome.minimumBegin))
        case .end:
            guard outcome.hasRange else { return 65535 }
            // fzf 0.74: the share of the item the match covers up to its end, out of length + 1.
            let length = RankKey.clamp(trimmedLength()) + 1
            let white = leadingSpaces(upTo: outcome.minimumBegin)
            return RankKey.clamp(65535 - 65535 * (outcome.maximumEnd - white) / length)
        case .chunk:
            guard outcome.hasRange else { return 65535 }
            return RankKey.clamp(chunkLength(outcome))
        case .pathname:
            guard outcome.hasRange else { return 65535 }
            return pathnameDistance(outcome)
        case .index:
            return 0
        }
    }

    // MARK: - Terms

    @inline(__always)
    private mutating func match(_ term: CompiledQuery.Term) -> TermMatch? {
        // A fuzzy term, nearly every term there is, goes straight to its alignment; the other
        // kinds, and what they need set up, stay out of the per-item path.
        if term.kind == .fuzzy { return fuzzy(term) }
        return matchAnchoredOrExact(term)
    }

    @inline(never)
    private mutating func matchAnchoredOrExact(_ term: CompiledQuery.Term) -> TermMatch? {
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
                caseSensitive: term.isCaseSensitive, normalize: term.normalizes, tables: scratch.tables)
        }
    }

    private mutating func fuzzy(_ term: CompiledQuery.Term) -> TermMatch? {
        let m = term.count
        let length = isASCII ? byteCount : decodedCount()
        if m > length { return nil }
        if isGreedy || length * m > Scoring.alignmentCellLimit {
            // The matrix would be too large (or `--algo v1`): the greedy match, as fzf does.
            if isASCII && !asciiCanContain(term) { return nil }
            decode()
            return GreedyMatch.match(
                text: scratch.scalars, count: scalarCount, pattern: term.scalars, patternCount: m,
                caseSensitive: term.isCaseSensitive, normalize: term.normalizes, forward: forward,
                tables: scratch.tables)
        }
        let folded = scratch.folded
        if isASCII && m == 1 {
            guard let patternBytes = term.bytes else { return nil }
            return singleCharacter(patternBytes[0], caseSensitive: term.isCaseSensitive)
        }
        if isASCII {
            guard let patternBytes = term.bytes,
                let range = AsciiPrefilter.range(
                    bytes: bytes, count: byteCount, pattern: patternBytes, patternCount: m,
                    caseSensitive: term.isCaseSensitive, first: scratch.firstOccurrences)
            else { return nil }
            if let match = SparseAlignment.score(
                bytes: bytes, range: range, first: scratch.firstOccurrences, pattern: patternBytes,
                patternCount: m, caseSensitive: term.isCaseSensitive, forward: forward, floor: scoreFloor,
                scratch: scratch)
            {
                return match
            }
            // A match for sure, but one that cannot rank among the results wanted.
            wasPruned = true
            return TermMatch(start: 0, end: 0, score: 0)
        }
        folded.update(from: scratch.scalars, count: scalarCount)
        return FuzzyAlignment.score(
            text: folded, count: scalarCount, offset: 0, pattern: term.scalars, patternCount: m,
            caseSensitive: term.isCaseSensitive, normalize: term.normalizes, forward: forward,
            scratch: &scratch)
    }

    /// The optimal alignment of a one-character pattern in an ASCII item, without the matrix:
    /// the occurrence with the highest bonus (going forward, the first one at a word boundary
    /// stops the search, as in fzf).
    private func singleCharacter(_ byte: UInt8, caseSensitive: Bool) -> TermMatch? {
        var index = AsciiPrefilter.firstIndex(of: byte, caseSensitive: caseSensitive, in: bytes, from: 0, count: byteCount)
        if index < 0 { return nil }
        let tables = scratch.tables
        var maxScore = 0
        var maxScorePosition = 0
        while index >= 0 {
            let previousClass =
                index == 0
                ? tables.initialClass : Int(tables.asciiClasses[Int(bytes[index - 1])])
            let bonus = tables.bonus(previousClass, Int(tables.asciiClasses[Int(bytes[index])]))
            let score = Scoring.match + bonus * Scoring.firstCharacterMultiplier
            if forward && score > maxScore || !forward && score >= maxScore {
                maxScore = score
                maxScorePosition = index
                if forward && bonus >= Scoring.boundary { break }
            }
            index = AsciiPrefilter.firstIndex(
                of: byte, caseSensitive: caseSensitive, in: bytes,
                from: index + 1, count: byteCount)
        }
        // As in fzf, a one-character match spans just the chosen occurrence.
        return TermMatch(start: maxScorePosition, end: maxScorePosition + 1, score: maxScore)
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
    mutating func decode() {
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
