/// The widths of a table's columns on a screen (docs/behaviour.md §17, TBL-03): each column as
/// wide as its widest cell when they all fit; otherwise the widest columns give up cells, one at a
/// time, down to a floor of three (enough for `a…`), until the row fits.
///
/// ```swift
/// TableColumnFitting.widths(natural: [4, 30, 12], available: 30, gap: 2)   // [4, 11, 11]
/// ```
package enum TableColumnFitting {
    /// The narrowest a cut column gets.
    package static let floor = 3

    /// The widths of columns whose widest cells are `natural`, separated by `gap` cells, in
    /// `available` cells.
    package static func widths(natural: [Int], available: Int, gap: Int) -> [Int] {
        var widths = natural.map { max(0, $0) }
        let gaps = max(0, widths.count - 1) * gap
        var total = widths.reduce(0, +) + gaps
        while total > available {
            guard let widest = widths.indices.max(by: { widths[$0] < widths[$1] }), widths[widest] > floor else { break }
            widths[widest] -= 1
            total -= 1
        }
        return widths
    }
}
