// Kept beside the list's own `replaceRows`, which it forwards to: a drop-down whose list is
// fed by a growing input or a filter that re-ranks on other threads.
extension DropDownState {
    /// Replaces the list's rows in O(1), keeping the drop-down open or closed as it is (see
    /// `ListState/replaceRows(_:highlighting:selecting:top:)`).
    package mutating func replaceRows(_ rows: ListRows<Value>, highlighting row: Int?, selecting selected: Set<Int>, top: Int) {
        list.replaceRows(rows, highlighting: row, selecting: selected, top: top)
    }
}

extension DropDownState {
    /// Gives the list's rows the heights `heights` measures (wrapped or multi-line labels); see
    /// ``ListState/setRowHeights(_:)``.
    package mutating func setRowHeights(_ heights: RowHeights?) {
        list.setRowHeights(heights)
    }
}
