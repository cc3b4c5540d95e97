/// The enabled options' folded labels, sorted, with each one's row: finds the first option at
/// or after a row whose label starts with a query in O(log n), however long the list.
///
/// The options whose folded label starts with the query are one contiguous run of the sorted
/// labels. Among that run, the first row at or after `start` is a range successor query,
/// answered by the ``WaveletMatrix`` of rows (or, for a short run, by reading the run); when
/// there is none the search wraps to the smallest row of the run.
///
/// Two shortcuts keep memory reads few on a million options: one-letter queries, the
/// commonest, use the rows grouped by first byte (one binary search), and the binary searches
/// for longer queries compare 8-byte label prefixes packed into integers.
struct TypeaheadIndex: Sendable {
    /// The folded labels in sorted order, concatenated.
    private let keyBytes: [UInt8]
    /// `keyEnds[i]` is where the `i`-th sorted label ends in `keyBytes`; it starts where the
    /// previous one ends.
    private let keyEnds: [Int]
    /// The first 8 bytes of each sorted label, big-endian, zero-padded: ascending, since the
    /// labels are.
    private let keyPrefixes: [UInt64]
    /// The row of the `i`-th sorted label.
    private let rowsInKeyOrder: [Int]
    /// `rowsInKeyOrder` for range successor queries.
    private let rows: WaveletMatrix
    /// `firstByteStarts[b]` is the first sorted position whose label starts with a byte ≥ `b`
    /// (empty labels sort first); 257 entries.
    private let firstByteStarts: [Int]
    /// The rows grouped like the sorted labels by first byte, but ascending within each group.
    private let rowsByFirstByte: [Int]

    /// Runs up to this long are read through rather than queried in the wavelet matrix: a short
    /// contiguous read costs less than the matrix's scattered ones.
    private static let linearScanLimit = 256

    /// Indexes `entries` (the row and label of every option typeahead may land on) of a list
    /// with `rowCount` rows.
    init(entries: [(row: Int, label: String)], rowCount: Int) {
        var bytes: [UInt8] = []
        var ends: [Int] = []
        ends.reserveCapacity(entries.count)
        for entry in entries {
            TextFolding.appendFoldedUTF8(of: entry.label, to: &bytes)
            ends.append(bytes.count)
        }
        var order = Array(entries.indices)
        bytes.withUnsafeBufferPointer { buffer in
            order.sort { left, right in
                switch Self.compare(Self.key(left, ends: ends, in: buffer), Self.key(right, ends: ends, in: buffer)) {
                case .less: return true
                case .greater: return false
                case .equal: return entries[left].row < entries[right].row
                }
            }
        }
        var sortedBytes: [UInt8] = []
        sortedBytes.reserveCapacity(bytes.count)
        var sortedEnds: [Int] = []
        sortedEnds.reserveCapacity(order.count)
        var prefixes: [UInt64] = []
        prefixes.reserveCapacity(order.count)
        var sortedRows: [Int] = []
        sortedRows.reserveCapacity(order.count)
        var starts = [Int](repeating: 0, count: 257)
        for index in order {
            let key = bytes[(index == 0 ? 0 : ends[index - 1])..<ends[index]]
            sortedBytes.append(contentsOf: key)
            sortedEnds.append(sortedBytes.count)
            prefixes.append(Self.packedPrefix(key).value)
            sortedRows.append(entries[index].row)
            // Count the labels by first byte; an empty label counts before byte 0.
            if let first = key.first { starts[Int(first) + 1] += 1 } else { starts[0] += 1 }
        }
        for byte in 1..<257 { starts[byte] += starts[byte - 1] }
        var grouped = sortedRows
        for byte in 0..<256 where starts[byte + 1] - starts[byte] > 1 {
            grouped[starts[byte]..<starts[byte + 1]].sort()
        }
        keyBytes = sortedBytes
        keyEnds = sortedEnds
        keyPrefixes = prefixes
        rowsInKeyOrder = sortedRows
        firstByteStarts = starts
        rowsByFirstByte = grouped
        let largestRow = max(0, rowCount - 1)
        rows = WaveletMatrix(sortedRows, bitWidth: max(1, Int.bitWidth - largestRow.leadingZeroBitCount))
    }

    /// The first row at or after `start`, wrapping to the top, whose folded label starts with
    /// `query` (already folded); `nil` when no label does, or the query is empty.
    func firstMatch(forFolded query: [UInt8], from start: Int) -> Int? {
        guard let first = query.first else { return nil }
        if query.count == 1 {
            let group = rowsByFirstByte[firstByteStarts[Int(first)]..<firstByteStarts[Int(first) + 1]]
            guard let smallest = group.first else { return nil }
            let position = SortedRows.firstPosition(in: group, atLeast: start)
            return position < group.endIndex ? group[position] : smallest
        }
        let run = matchingRun(query)
        guard !run.isEmpty else { return nil }
        if run.count <= Self.linearScanLimit {
            var smallest = Int.max
            var successor = Int.max
            for row in rowsInKeyOrder[run] {
                smallest = min(smallest, row)
                if row >= start { successor = min(successor, row) }
            }
            return successor != Int.max ? successor : smallest
        }
        return rows.smallest(atLeast: start, in: run) ?? rows.smallest(rank: 0, in: run)
    }

    /// The positions, in sorted order, of the labels that start with `query` (not empty).
    private func matchingRun(_ query: [UInt8]) -> Range<Int> {
        let first = Int(query[0])
        let firstByteRun = firstByteStarts[first]..<firstByteStarts[first + 1]
        // Up to 8 bytes the packed prefixes decide alone: the labels starting with the query
        // have prefixes from `packed` (the query padded with 0x00) to `packed | ~mask` (padded
        // with 0xFF).
        let (packed, mask) = Self.packedPrefix(query[...])
        let lower = partitionPoint(in: firstByteRun) { keyPrefixes[$0] < packed }
        let upper = partitionPoint(in: lower..<firstByteRun.upperBound) { keyPrefixes[$0] <= packed | ~mask }
        guard query.count > 8 else { return lower..<upper }
        return keyBytes.withUnsafeBufferPointer { buffer in
            query.withUnsafeBufferPointer { query in
                // Sorted labels: those below the query, then those starting with it, then the rest.
                let refinedLower = partitionPoint(in: lower..<upper) { Self.compare(Self.key($0, ends: keyEnds, in: buffer), query) == .less }
                let refinedUpper = partitionPoint(in: refinedLower..<upper) {
                    let key = Self.key($0, ends: keyEnds, in: buffer)
                    return Self.compare(key, query) == .less || Self.hasPrefix(key, query)
                }
                return refinedLower..<refinedUpper
            }
        }
    }

    /// The first 8 bytes of `bytes` as a big-endian integer, zero-padded, and the mask of the
    /// bytes that were present.
    private static func packedPrefix(_ bytes: ArraySlice<UInt8>) -> (value: UInt64, mask: UInt64) {
        var value: UInt64 = 0
        var mask: UInt64 = 0
        var index = bytes.startIndex
        for _ in 0..<8 {
            value <<= 8
            mask <<= 8
            if index < bytes.endIndex {
                value |= UInt64(bytes[index])
                mask |= 0xFF
                index += 1
            }
        }
        return (value, mask)
    }

    /// The first position in `range` where `isBefore` is false (`range.upperBound` if none);
    /// `isBefore` must be true for a prefix of the range and false after it.
    private func partitionPoint(in range: Range<Int>, _ isBefore: (Int) -> Bool) -> Int {
        var low = range.lowerBound
        var high = range.upperBound
        while low < high {
            let middle = low + (high - low) / 2
            if isBefore(middle) { low = middle + 1 } else { high = middle }
        }
        return low
    }

    private static func key(_ index: Int, ends: [Int], in buffer: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
        let start = index == 0 ? 0 : ends[index - 1]
        return UnsafeBufferPointer(rebasing: buffer[start..<ends[index]])
    }

    private enum Order { case less, equal, greater }

    /// Byte-wise lexicographic order: a proper prefix comes first.
    private static func compare(_ left: UnsafeBufferPointer<UInt8>, _ right: UnsafeBufferPointer<UInt8>) -> Order {
        let shared = min(left.count, right.count)
        var index = 0
        while index < shared {
            let l = left[index]
            let r = right[index]
            if l != r { return l < r ? .less : .greater }
            index += 1
        }
        if left.count == right.count { return .equal }
        return left.count < right.count ? .less : .greater
    }

    private static func hasPrefix(_ key: UnsafeBufferPointer<UInt8>, _ prefix: UnsafeBufferPointer<UInt8>) -> Bool {
        guard key.count >= prefix.count else { return false }
        var index = 0
        while index < prefix.count {
            if key[index] != prefix[index] { return false }
            index += 1
        }
        return true
    }
}
