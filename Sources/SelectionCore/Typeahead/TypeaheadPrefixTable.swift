/// The first eight folded bytes of every enabled option's label, packed into one integer each,
/// in row order: what a typeahead search reads instead of the labels once a list has been
/// searched far (``ListState`` builds it, ``TypeaheadTableCache`` keeps it).
///
/// Built in one pass, O(n), without sorting: 12 bytes an option (the integer, and the option's
/// place in the bucket of its first byte), about 45 ms for a million options, most of it reading
/// the generic `ListItem`s. A search reads only the bucket of the query's first byte, from the
/// anchor (found by binary search), cyclically, and compares each integer with the query under a
/// mask: a query whose first letter no label starts with is answered at once, and any other
/// reads one bucket — where reading the labels themselves costs some 40 ns an option every time.
///
/// ```
///  label     "Éclair 7"   folded "eclair 7"   packed 0x65_63_6C_61_69_72_20_37
///  label     "Fig"        folded "fig"        packed 0x66_69_67_00_00_00_00_00
///  query     "ecl"        mask   0xFF_FF_FF_00_00_00_00_00
/// ```
///
/// Queries of up to 8 bytes are decided by the integers alone: a typed query never holds a
/// zero byte (control characters are not typeahead), so a label whose padding meets the query
/// is shorter than it and does not match. Longer queries, and any holding a zero byte, are
/// confirmed on the label of each option whose integer agrees.
struct TypeaheadPrefixTable: Sendable {
    /// Each enabled option's first eight folded bytes, big-endian, zero-padded; by position.
    private let prefixes: [UInt64]
    /// For each first byte, the positions whose prefix starts with it, ascending.
    private let buckets: [[Int32]]

    /// Creates a table from packed prefixes (``TextFolding/packedPrefix(_:)``), one per enabled
    /// option in row order.
    init(prefixes: [UInt64]) {
        self.prefixes = prefixes
        var counts = [Int](repeating: 0, count: 256)
        for prefix in prefixes { counts[Int(prefix >> 56)] += 1 }
        var buckets = counts.map { count -> [Int32] in
            var bucket: [Int32] = []
            bucket.reserveCapacity(count)
            return bucket
        }
        for (position, prefix) in prefixes.enumerated() { buckets[Int(prefix >> 56)].append(Int32(truncatingIfNeeded: position)) }
        self.buckets = buckets
    }

    /// How many options the table holds.
    var count: Int { prefixes.count }

    /// The first position at or after `start` (wrapping to the beginning) whose label starts
    /// with the folded `query`, or nil.
    ///
    /// - Parameters:
    ///   - query: The folded query's UTF-8 bytes.
    ///   - start: Where to begin, 0 through ``count``.
    ///   - confirms: Whether the option at a position really matches, for queries the integers
    ///     cannot decide (longer than 8 bytes, or holding a zero byte).
    func firstPosition(matching query: [UInt8], from start: Int, confirms: (Int) -> Bool) -> Int? {
        guard !prefixes.isEmpty, let first = query.first else { return nil }
        let bucket = buckets[Int(first)]
        guard !bucket.isEmpty else { return nil }
        let packed = TextFolding.packedPrefix(query)
        let shown = min(query.count, 8)
        let mask: UInt64 = shown == 8 ? .max : ~(UInt64.max >> (8 * shown))
        let isDecided = query.count <= 8 && !query.prefix(8).contains(0)
        let start = min(max(start, 0), prefixes.count)
        // The first place in the bucket at or after `start`: positions are ascending.
        var low = 0
        var high = bucket.count
        while low < high {
            let middle = (low + high) / 2
            if Int(bucket[middle]) < start { low = middle + 1 } else { high = middle }
        }
        return prefixes.withUnsafeBufferPointer { prefixes in
            bucket.withUnsafeBufferPointer { bucket in
                for range in [low..<bucket.count, 0..<low] {
                    for index in range {
                        let position = Int(bucket[index])
                        if prefixes[position] & mask == packed, isDecided || confirms(position) { return position }
                    }
                }
                return nil
            }
        }
    }
}
