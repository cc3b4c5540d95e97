/// One byte every match must hold, searched for across a whole slice of items at once, so
/// that the items without it are passed over without being looked at one by one.
///
/// A query that matches little (`xyzq`, `main.swift` on a million paths) spends most of its
/// scan proving, item by item, that a character is missing. The anchor is the rarest byte
/// (by ``rarity``) of a term that its clause needs alone (not negated, not one of several
/// alternatives): every matching ASCII item contains it. The scan searches the slice's bytes
/// for it eight at a time, across item boundaries, and evaluates only the items a hit falls
/// in, plus every non-ASCII item (which may match through folding, `é` for `e`). When hits
/// turn out to be dense, the scan stops searching and evaluates every item, as before.
struct ScanAnchor {
    /// The byte to search for, lowercase when case does not count.
    let byte: UInt8
    /// Whether a capital does not stand for its lowercase letter.
    let isCaseSensitive: Bool

    /// The anchor of `query`, or nil when no clause is a single term with an ASCII pattern.
    init?(_ query: CompiledQuery, delimiter: UInt8) {
        var best: (byte: UInt8, isCaseSensitive: Bool, rank: Int)?
        for clause in query.clauses where clause.count == 1 {
            let term = clause[0]
            guard !term.isInverse, let bytes = term.bytes else { continue }
            for index in 0..<term.count where bytes[index] != delimiter && bytes[index] < 0x80 {
                let rank = ScanAnchor.rarity(of: bytes[index], caseSensitive: term.isCaseSensitive)
                if best.map({ rank > $0.rank }) ?? true {
                    best = (bytes[index], term.isCaseSensitive, rank)
                }
            }
        }
        guard let best else { return nil }
        byte = best.byte
        isCaseSensitive = best.isCaseSensitive
    }

    /// How rare `byte` is in typical lines (file paths, words, code): higher is rarer. Only
    /// the choice of anchor depends on it, never a result.
    static func rarity(of byte: UInt8, caseSensitive: Bool) -> Int {
        // From most to least common in file paths and English text.
        let common = Array("/e.stariocnlmd-_pu0g1h2fbyv3w4k5x6j7q8z9".utf8)
        var folded = byte
        if byte >= 0x41 && byte <= 0x5A {
            // A capital that must match as a capital is rarer than its letter.
            if caseSensitive { return 100 }
            folded = byte | 0x20
        }
        if let rank = common.firstIndex(of: folded) { return rank }
        return byte == 0x20 ? 0 : 60
    }

    /// The first item in `position..<last` that holds the anchor byte, or `last`.
    ///
    /// - Parameter pointers: The buffer, scanned without candidates (`itemIndex` is the position).
    @inline(__always)
    func nextItem(from position: Int, to last: Int, in pointers: ItemBuffer.Pointers) -> Int {
        let start = pointers.bytes(of: position).start - pointers.storage
        let end = pointers.ends[last - 1]
        let hit = AsciiPrefilter.firstIndex(
            of: byte, caseSensitive: isCaseSensitive, in: pointers.storage, from: start, count: end)
        if hit < 0 { return last }
        var item = position
        while pointers.ends[item] < hit { item += 1 }
        return item
    }

    /// Walks a slice with an anchor: which items the scan may pass over.
    struct Skipper {
        /// The anchor; nil once hits proved dense (or when the query has none).
        var anchor: ScanAnchor?
        /// The slice's first item.
        let first: Int
        /// The next item holding the anchor byte, at or after the last position asked about.
        var hitItem = -1
        /// How many searches ran.
        var hits = 0

        /// Whether the item at `position` (asked in increasing order) is ASCII and lacks the
        /// anchor byte, so it cannot match.
        @inline(__always)
        mutating func passesOver(_ position: Int, last: Int, in pointers: ItemBuffer.Pointers) -> Bool {
            guard let found = anchor else { return false }
            if hitItem < position {
                hitItem = found.nextItem(from: position, to: last, in: pointers)
                hits += 1
                // Hits in most items: searching costs more than it saves.
                if hits == 256 && hitItem - first < 2 * hits {
                    anchor = nil
                    return false
                }
            }
            return position < hitItem && pointers.isASCII(position)
        }
    }
}
