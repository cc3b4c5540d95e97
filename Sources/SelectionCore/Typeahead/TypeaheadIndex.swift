/// The enabled options' folded labels, sorted, with each one's row: finds the first option at
/// or after a row whose label starts with a query in O(log n), however long the list.
///
/// The options whose folded label starts with the query are one contiguous run of the sorted
/// labels (two binary searches). Among that run, the first row at or after `start` is a range
/// successor query on the ``WaveletMatrix`` of rows; when there is none the search wraps to the
/// smallest row of the run.
struct TypeaheadIndex: Sendable {
    /// The folded labels in sorted order, concatenated.
    private let keyBytes: [UInt8]
    /// `keyEnds[i]` is where the `i`-th sorted label ends in `keyBytes`; it starts where the
    /// previous one ends.
    private let keyEnds: [Int]
    /// The row of the `i`-th sorted label.
    private let rows: WaveletMatrix

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
                let leftKey = Self.key(left, ends: ends, in: buffer)
                let rightKey = Self.key(right, ends: ends, in: buffer)
                switch Self.compare(leftKey, rightKey) {
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
        var sortedRows: [Int] = []
        sortedRows.reserveCapacity(order.count)
        for index in order {
            let start = index == 0 ? 0 : ends[index - 1]
            sortedBytes.append(contentsOf: bytes[start..<ends[index]])
            sortedEnds.append(sortedBytes.count)
            sortedRows.append(entries[index].row)
        }
        keyBytes = sortedBytes
        keyEnds = sortedEnds
        let largestRow = max(0, rowCount - 1)
        rows = WaveletMatrix(sortedRows, bitWidth: max(1, Int.bitWidth - largestRow.leadingZeroBitCount))
    }

    /// The first row at or after `start`, wrapping to the top, whose folded label starts with
    /// `query` (already folded); `nil` when no label does, or the query is empty.
    func firstMatch(forFolded query: [UInt8], from start: Int) -> Int? {
        guard !query.isEmpty else { return nil }
        let run = matchingRun(query)
        guard !run.isEmpty else { return nil }
        return rows.smallest(atLeast: start, in: run) ?? rows.smallest(rank: 0, in: run)
    }

    /// The positions, in sorted order, of the labels that start with `query`.
    private func matchingRun(_ query: [UInt8]) -> Range<Int> {
        keyBytes.withUnsafeBufferPointer { buffer in
            query.withUnsafeBufferPointer { query in
                // Sorted labels: those below the query, then those starting with it, then the rest.
                let lower = partitionPoint { Self.compare(Self.key($0, ends: keyEnds, in: buffer), query) == .less }
                let upper = partitionPoint {
                    let key = Self.key($0, ends: keyEnds, in: buffer)
                    return Self.compare(key, query) == .less || Self.hasPrefix(key, query)
                }
                return lower..<upper
            }
        }
    }

    /// The first position in `0 ..< keyEnds.count` where `isBefore` is false; `isBefore` must be
    /// true for a prefix of the positions and false after it.
    private func partitionPoint(_ isBefore: (Int) -> Bool) -> Int {
        var low = 0
        var high = keyEnds.count
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
