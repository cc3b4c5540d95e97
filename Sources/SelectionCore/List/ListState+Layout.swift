// The mapping between rows and screen lines for the three layouts (NAV-09) and for rows taller
// than a line (``ListConfiguration/rowHeight``).
//
//   vertical, rowHeight 3        grid(columns: 3)        horizontal
//   line 0 ┐                     line 0  r0 r1 r2        line 0  r0 r1 r2 r3 …
//   line 1 │ row 0               line 1  r3 r4 r5
//   line 2 ┘                     line 2  r6
//   line 3 ┐
//   line 4 │ row 1
//   line 5 ┘
extension ListState {
    /// How many rows share one screen line: 1 in a vertical list, all of them in a horizontal
    /// one, `columns` in a grid.
    package var rowsPerLine: Int {
        switch configuration.layout {
        case .vertical: 1
        case .horizontal: max(1, content.items.count)
        case .grid(let columns): max(1, columns)
        }
    }

    /// How many screen lines one row takes: ``ListConfiguration/rowHeight`` (at least 1) in a
    /// vertical list, 1 in a horizontal list or a grid.
    package var linesPerRow: Int {
        guard case .vertical = configuration.layout, rowHeights == nil else { return 1 }
        return max(1, configuration.rowHeight)
    }

    /// The first screen line that shows `row`; the viewport counts these.
    package func line(ofRow row: Int) -> Int {
        row / rowsPerLine * linesPerRow
    }

    /// Every screen line that shows `row`: ``linesPerRow`` of them from ``line(ofRow:)``.
    ///
    /// ```swift
    /// let list = ListState(items: items, configuration: ListConfiguration(rowHeight: 3))
    /// list.lines(ofRow: 2)   // 6..<9
    /// ```
    package func lines(ofRow row: Int) -> Range<Int> {
        let first = line(ofRow: row)
        return first..<(first + linesPerRow)
    }

    /// The first row shown on screen line `line` (in a vertical list, the only one); past the
    /// last row when the line is below the list.
    package func row(onLine line: Int) -> Int {
        line / linesPerRow * rowsPerLine
    }

    /// How many screen lines the rows fill.
    package var lineCount: Int {
        (content.items.count + rowsPerLine - 1) / rowsPerLine * linesPerRow
    }

    /// The screen lines the list shows when the host has room for all of them: every row's
    /// lines, or only ``ListConfiguration/visibleRows`` rows' worth. How tall a host makes the
    /// list (the available height then limits ``viewport``).
    package var preferredLineCount: Int {
        if rowHeights != nil { return preferredLineCount(upTo: Self.tallestLineCount) }
        return fixedPreferredLineCount
    }

    /// ``preferredLineCount``, counted no further than `limit` lines: with rows of different
    /// heights (``RowHeights``) only the rows that fill `limit` lines are measured.
    ///
    /// ```swift
    /// let popoverLines = list.preferredLineCount(upTo: screen.height)
    /// ```
    package func preferredLineCount(upTo limit: Int) -> Int {
        if let rowHeights, case .vertical = configuration.layout {
            var rows = content.items.count
            if case .upTo(let visible) = configuration.visibleRows { rows = min(rows, max(0, visible)) }
            return linesOfRows(0..<rows, heights: rowHeights, limit: max(0, min(limit, Self.tallestLineCount)))
        }
        return min(fixedPreferredLineCount, max(0, limit))
    }

    /// The preferred lines when every row takes ``linesPerRow`` lines.
    private var fixedPreferredLineCount: Int {
        var rowLines = (content.items.count + rowsPerLine - 1) / rowsPerLine
        if case .upTo(let rows) = configuration.visibleRows { rowLines = min(rowLines, max(0, rows)) }
        return rowLines * linesPerRow
    }

    /// The rows on the visible lines, a row partly shown included.
    var visibleRowRange: Range<Int> {
        let lines = viewport.rows
        let count = content.items.count
        let end = (lines.upperBound + linesPerRow - 1) / linesPerRow * rowsPerLine
        return min(row(onLine: lines.lowerBound), count)..<min(end, count)
    }

    /// Scrolls as little as possible to show `row` (NAV-07): all of its lines, or its first
    /// lines when the viewport is shorter than a row.
    mutating func reveal(_ row: Int) {
        if let rowHeights {
            return revealRow(row, heights: rowHeights)
        }
        let lines = lines(ofRow: row)
        viewport = viewport.revealing(lines.upperBound - 1).revealing(lines.lowerBound)
    }
}
