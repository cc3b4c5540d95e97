/// An ascending table of row numbers — the rows holding options, or enabled options — that
/// answers "the first at or after", "the last at or before" and "those inside a range".
///
/// A flat list of enabled options, the common large case, has every row in its tables: that is
/// stored as a range, which costs no memory and answers in O(1). Any other list keeps an array
/// and answers by binary search, in O(log n).
///
/// ```
///  rows:    0 1 2 3 4 5          rows:    0 1 2 3 4 5
///  kinds:   o o o o o o          kinds:   H o o - o o     (H header, - separator)
///  table:   .range(0..<6)        table:   .rows([1, 2, 4, 5])
/// ```
struct RowTable: RandomAccessCollection, Sendable {
    private enum Storage: Sendable {
        case range(Range<Int>)
        case rows([Int])
    }

    private let storage: Storage

    /// Every row of `range`.
    init(range: Range<Int>) {
        storage = .range(range)
    }

    /// The rows of `rows`, which must be ascending.
    init(rows: [Int]) {
        storage = .rows(rows)
    }

    var startIndex: Int { 0 }

    var endIndex: Int {
        switch storage {
        case .range(let range): range.count
        case .rows(let rows): rows.count
        }
    }

    subscript(position: Int) -> Int {
        switch storage {
        case .range(let range): range.lowerBound + position
        case .rows(let rows): rows[position]
        }
    }

    /// The first position whose row is at least `row` (`endIndex` if none).
    func firstPosition(atLeast row: Int) -> Int {
        switch storage {
        case .range(let range): Swift.min(Swift.max(0, row - range.lowerBound), range.count)
        case .rows(let rows): SortedRows.firstPosition(in: rows, atLeast: row)
        }
    }

    /// The smallest row that is at least `row`.
    func first(atLeast row: Int) -> Int? {
        let position = firstPosition(atLeast: row)
        return position < endIndex ? self[position] : nil
    }

    /// The largest row that is at most `row`.
    func last(atMost row: Int) -> Int? {
        let position = firstPosition(atLeast: row + 1)
        return position > 0 ? self[position - 1] : nil
    }

    /// The rows inside `range`, ascending.
    func rows(in range: Range<Int>) -> Slice<RowTable> {
        self[firstPosition(atLeast: range.lowerBound)..<firstPosition(atLeast: range.upperBound)]
    }
}
