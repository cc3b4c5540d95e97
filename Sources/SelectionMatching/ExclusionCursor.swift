/// The items a scan passes over (fzf's `exclude`): indexes within one buffer, ascending, walked
/// with a cursor as the scan's indexes rise, so a scan pays a comparison or two per item and no
/// lookup; a scan without exclusions pays one test of an empty array.
struct ExclusionCursor {
    /// The excluded indexes, ascending.
    let excluded: [Int]
    /// The first excluded index not passed yet.
    private var next: Int

    /// A cursor over `excluded` (ascending) placed at the first index at or after `first`.
    init(_ excluded: [Int], from first: Int) {
        self.excluded = excluded
        var low = 0
        var high = excluded.count
        while low < high {
            let middle = low + (high - low) / 2
            if excluded[middle] < first { low = middle + 1 } else { high = middle }
        }
        next = low
    }

    /// True when `index` is excluded; indexes must be asked in ascending order.
    mutating func excludes(_ index: Int) -> Bool {
        while next < excluded.count, excluded[next] < index { next += 1 }
        return next < excluded.count && excluded[next] == index
    }

    /// The indexes of `excluded` (ascending, global) that fall in `range`, made local to it.
    static func local(_ excluded: [Int], in range: Range<Int>) -> [Int] {
        guard !excluded.isEmpty else { return [] }
        var cursor = ExclusionCursor(excluded, from: range.lowerBound)
        var local: [Int] = []
        while cursor.next < excluded.count, excluded[cursor.next] < range.upperBound {
            local.append(excluded[cursor.next] - range.lowerBound)
            cursor.next += 1
        }
        return local
    }
}
