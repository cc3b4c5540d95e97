/// Binary searches over an ascending sequence of row numbers: the O(log n) steps of navigation.
enum SortedRows {
    /// The first position whose row is at least `row` (`rows.endIndex` if none).
    static func firstPosition<Rows: RandomAccessCollection<Int>>(in rows: Rows, atLeast row: Int) -> Rows.Index where Rows.Index == Int {
        var low = rows.startIndex
        var high = rows.endIndex
        while low < high {
            let middle = low + (high - low) / 2
            if rows[middle] < row { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
