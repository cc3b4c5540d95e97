/// The order of a streamed list's rows while nothing filters them: the items with a rank
/// (``ShapedItem/rank``, the choices remembered before) first, by rank and then as they came, then
/// every other item as it came (newest first when reversed, `--tac`). With no ranked item a row
/// is its item (or the item counted from the end).
///
/// ```
/// items   0 1 2 3 4 5        ranks: 3 → 0, 1 → 1
/// rows    3 1 0 2 4 5        (reversed: 3 1 5 4 2 0)
/// ```
struct UnfilteredOrder: Equatable {
    /// The ranked items, in the order they are listed.
    private(set) var ranked: [Int] = []
    /// Their ranks, in the same order.
    private var ranks: [Int] = []
    /// The ranked items by index, for counting those before an item.
    private var rankedByIndex: [Int] = []

    /// True when no item has a rank: row and item coincide (or mirror, reversed).
    var isPlain: Bool { ranked.isEmpty }

    /// Item `index` arrived with `rank` (items arrive in index order).
    mutating func add(_ index: Int, rank: Int) {
        // After the ranked items of the same rank or better: those came first.
        var low = 0
        var high = ranks.count
        while low < high {
            let middle = (low + high) / 2
            if ranks[middle] <= rank { low = middle + 1 } else { high = middle }
        }
        ranked.insert(index, at: low)
        ranks.insert(rank, at: low)
        rankedByIndex.append(index)
    }

    /// The item shown in `row` of `count` items.
    func item(ofRow row: Int, count: Int, isReversed: Bool) -> Int {
        if row < ranked.count { return ranked[row] }
        let rest = count - ranked.count
        let position = isReversed ? rest - 1 - (row - ranked.count) : row - ranked.count
        // The position-th item without a rank: skip the ranked items at or before it.
        var item = position
        while true {
            let next = position + rankedCount(before: item + 1)
            if next == item { return item }
            item = next
        }
    }

    /// The row showing item `index` of `count` items, if there is one.
    func row(ofItem index: Int, count: Int, isReversed: Bool) -> Int? {
        guard index >= 0, index < count else { return nil }
        if let row = ranked.firstIndex(of: index) { return row }
        let position = index - rankedCount(before: index)
        let rest = count - ranked.count
        return ranked.count + (isReversed ? rest - 1 - position : position)
    }

    /// How many ranked items have an index below `index`.
    private func rankedCount(before index: Int) -> Int {
        var low = 0
        var high = rankedByIndex.count
        while low < high {
            let middle = (low + high) / 2
            if rankedByIndex[middle] < index { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
