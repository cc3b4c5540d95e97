/// The tiebreaks that look at the text around a match: fzf's `chunk` and `pathname`.
extension ItemEvaluator {
    /// `chunk`: the length of the run of non-white-space scalars around the matched span, from
    /// the earliest match start back to a white space and from the latest match end on to one.
    mutating func chunkLength(_ outcome: Outcome) -> Int {
        decode()
        let scalars = scratch.scalars
        var begin = Swift.min(outcome.minimumBegin, scalarCount)
        while begin >= 1 && !ScalarFolding.isSpace(scalars[begin - 1]) { begin -= 1 }
        var end = outcome.maximumEnd
        while end < scalarCount && !ScalarFolding.isSpace(scalars[end]) { end += 1 }
        return end - begin
    }

    /// `pathname`: how far the earliest match start lies after the last `/` or `\` (one more
    /// than the start without one); 65535 when the match starts before it. Both are counted in
    /// scalars, as the pinned fzf 0.74.5 counts them.
    mutating func pathnameDistance(_ outcome: Outcome) -> Int {
        decode()
        let scalars = scratch.scalars
        var lastSeparator = scalarCount - 1
        while lastSeparator >= 0 && scalars[lastSeparator] != 0x2F && scalars[lastSeparator] != 0x5C {
            lastSeparator -= 1
        }
        guard lastSeparator <= outcome.minimumBegin else { return 65535 }
        return RankKey.clamp(outcome.minimumBegin - lastSeparator)
    }
}

extension ItemEvaluator {
    /// The earliest matched position of the current item, every fuzzy term's traced back
    /// through its alignment (without positions, a fuzzy match's start is only where its first
    /// character first occurs); `outcome.minimumBegin` when nothing is found.
    mutating func exactMinimumBegin(_ outcome: Outcome) -> Int {
        let item = bytes
        let count = byteCount
        var offsets = [Int32](repeating: 0, count: count + 1)
        let positions = offsets.withUnsafeMutableBufferPointer { buffer -> [Int] in
            guard let base = buffer.baseAddress else { return [] }
            return highlightedPositions(item, count: count, byteOffsets: base)
        }
        return positions.first ?? outcome.minimumBegin
    }
}
