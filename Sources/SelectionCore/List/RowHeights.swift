/// The screen lines each row of a vertical list takes when rows differ in height: a long label
/// wrapped over several lines, an option whose label holds line breaks.
///
/// A list given row heights (``ListState/setRowHeights(_:)``) scrolls, pages and reveals by
/// row, never by screen line: its ``Viewport`` counts rows, and how many of them fit is worked
/// out from the heights of the rows on screen only, so a list of a million rows costs what its
/// visible rows cost.
///
/// ```
///  available lines: 5       viewport (in rows): top 1, height 2
///  row 0  one line          above
///  row 1  ┐ three lines     ┐
///         │                 │ 3 lines
///         ┘                 ┘
///  row 2  ┐ two lines       ┐ 2 lines  → 5 lines: rows 1 and 2 fit whole
///         ┘                 ┘
///  row 3  one line          below
/// ```
///
/// The measure is the host's business (it depends on the width the list is drawn at and on how
/// a label is cut into lines); the list only asks for the rows it shows.
///
/// ```swift
/// let labels = ["short", "a label\nof two lines"]
/// list.setRowHeights(RowHeights { row in labels[row].split(separator: "\n").count })
/// ```
package struct RowHeights: Sendable, Equatable {
    /// The measure, shared by copies; equal only to itself.
    final class Measure: Sendable {
        let lines: @Sendable (Int) -> Int

        init(lines: @escaping @Sendable (Int) -> Int) {
            self.lines = lines
        }
    }

    private let measure: Measure

    /// Row heights measured by `lines`, called with a row index for the rows the list shows
    /// (and the rows it passes on its way to them); an answer below 1 counts as 1.
    package init(_ lines: @escaping @Sendable (Int) -> Int) {
        measure = Measure(lines: lines)
    }

    /// The screen lines `row` takes, at least 1.
    package func lines(ofRow row: Int) -> Int {
        max(1, measure.lines(row))
    }

    /// Equal heights: the same measure (made once).
    package static func == (left: RowHeights, right: RowHeights) -> Bool {
        left.measure === right.measure
    }
}
