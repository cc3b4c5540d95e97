import SelectionCore

/// How a ``TablePicker`` lays its rows out: one row or several, the width the columns are fitted
/// to, fixed column widths (gum's `--widths`), the rows shown, the sort and the row highlighted at
/// the start, and what is shown beside the rows.
///
/// ```swift
/// let layout = TablePickerLayout(allowsMultiple: true, width: 100, widths: [10, 0, 30])
/// ```
package struct TablePickerLayout: Sendable, Equatable {
    /// Whether several rows can be checked.
    package var allowsMultiple: Bool
    /// The cells the columns are fitted to.
    package var width: Int
    /// Fixed widths by column; a missing or zero one is measured and fitted.
    package var widths: [Int]
    /// The rows of the list shown; nil for the default.
    package var visibleRows: Int?
    /// The sort at the start, if any.
    package var sort: TableSort?
    /// The row highlighted at the start (gum #844), if not the first.
    package var highlightedRow: Int?
    /// Whether the help line of keys is shown.
    package var showsHelp = true
    /// Whether the count of rows is shown.
    package var showsCount = true

    /// A layout.
    package init(allowsMultiple: Bool = false, width: Int = 80, widths: [Int] = [], visibleRows: Int? = nil) {
        self.allowsMultiple = allowsMultiple
        self.width = width
        self.widths = widths
        self.visibleRows = visibleRows
    }
}
