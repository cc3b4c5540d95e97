// Rows of different heights (``RowHeights``): the viewport counts rows, and how many fit is
// measured from the rows on screen, so scrolling, paging and revealing work by row.
//
//   available lines: 4                reveal(3): walk back from row 3 while the rows fit
//   row 0  1 line                     row 3 (2 lines) + row 2 (1 line) = 3 ≤ 4
//   row 1  2 lines                    + row 1 (2 lines) = 5 > 4   → top = 2
//   row 2  1 line  ┐ top 2
//   row 3  2 lines ┘ height 2 rows (3 lines; the 4th line stays empty)
extension ListState {
    /// No terminal is taller: a measure of the rows a list wants stops here.
    static var tallestLineCount: Int { 1000 }

    /// Gives the rows the heights `heights` measures (nil: every row ``ListConfiguration/rowHeight``
    /// lines again), keeping the highlight in view. Only a `.vertical` list uses them.
    ///
    /// The host measures again whenever what the heights depend on changes (the width the list
    /// is drawn at); replacing the rows forgets them, since they were measured for the old rows.
    ///
    /// ```swift
    /// list.setRowHeights(RowHeights { row in wrappedLineCount(of: labels[row], width: 40) })
    /// ```
    package mutating func setRowHeights(_ heights: RowHeights?) {
        guard case .vertical = configuration.layout, configuration.rowHeight <= 1 || heights == nil else { return }
        let wasVariable = rowHeights != nil
        rowHeights = heights
        if let heights {
            // Switching from lines to rows: the top line is the top row while every row is one line.
            viewport = settledViewport(top: viewport.top, heights: heights)
            if let highlighted { revealRow(highlighted, heights: heights) }
        } else if wasVariable {
            viewport = Viewport(top: line(ofRow: viewport.top), height: visibleHeight, rowCount: lineCount)
            if let highlighted { reveal(highlighted) }
        }
    }

    /// The lines the viewport may fill: those the host makes available, no more than the list wants.
    var availableLines: Int {
        guard let availableRows else { return preferredLineCount }
        return preferredLineCount(upTo: max(0, availableRows))
    }

    /// The lines `rows` take, counting no further than `limit`.
    func linesOfRows(_ rows: Range<Int>, heights: RowHeights, limit: Int) -> Int {
        var total = 0
        for row in rows {
            total += heights.lines(ofRow: row)
            if total >= limit { return limit }
        }
        return total
    }

    /// How many rows from `top` fit whole in `lines` lines; a first row taller than all of them
    /// still counts (it is drawn cut), so that a list with any room shows something.
    func rowsFitting(from top: Int, lines: Int, heights: RowHeights) -> Int {
        let count = content.items.count
        guard lines > 0, top < count else { return 0 }
        var used = 0
        var row = max(0, top)
        while row < count {
            let height = heights.lines(ofRow: row)
            if used + height > lines { break }
            used += height
            row += 1
        }
        return max(1, row - max(0, top))
    }

    /// The top row of the last page: the first of the rows that end the list and fit in `lines`.
    func lastPageTop(lines: Int, heights: RowHeights) -> Int {
        let count = content.items.count
        guard count > 0 else { return 0 }
        var top = count - 1
        var used = heights.lines(ofRow: top)
        while top > 0 {
            let height = heights.lines(ofRow: top - 1)
            if used + height > lines { break }
            used += height
            top -= 1
        }
        return top
    }

    /// The viewport with `top` as its first row (kept between the first row and the last page)
    /// and as many rows as fit under it.
    func settledViewport(top: Int, heights: RowHeights) -> Viewport {
        let lines = availableLines
        let top = min(max(0, top), lastPageTop(lines: lines, heights: heights))
        return Viewport(top: top, height: rowsFitting(from: top, lines: lines, heights: heights), rowCount: content.items.count)
    }

    /// Scrolls as little as possible to show `row` whole (NAV-07), or its first lines when it is
    /// taller than the view: a row above becomes the top row; for a row below, the top moves
    /// down until the rows from it to `row` fit.
    mutating func revealRow(_ row: Int, heights: RowHeights) {
        var top = viewport.top
        if row < top {
            top = row
        } else {
            let lines = availableLines
            var first = row
            var used = heights.lines(ofRow: row)
            while first > top {
                let height = heights.lines(ofRow: first - 1)
                if used + height > lines { break }
                used += height
                first -= 1
            }
            top = first
        }
        viewport = settledViewport(top: top, heights: heights)
    }
}
