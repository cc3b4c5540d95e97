/// Binary searches over an ascending array of row numbers: the O(log n) steps of navigation.
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

    /// The smallest row in `rows` that is at least `row`.
    static func first(in rows: [Int], atLeast row: Int) -> Int? {
        let position = firstPosition(in: rows, atLeast: row)
        return position < rows.count ? rows[position] : nil
    }

    /// The largest row in `rows` that is at most `row`.
    static func last(in rows: [Int], atMost row: Int) -> Int? {
        let position = firstPosition(in: rows, atLeast: row + 1)
        return position > 0 ? rows[position - 1] : nil
    }

    /// The rows of `rows` inside `range`, as a slice.
    static func slice(of rows: [Int], in range: Range<Int>) -> ArraySlice<Int> {
        rows[firstPosition(in: rows, atLeast: range.lowerBound)..<firstPosition(in: rows, atLeast: range.upperBound)]
    }
}
