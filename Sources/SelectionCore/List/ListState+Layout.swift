// The mapping between rows and screen lines for the three layouts (NAV-09).
extension ListState {
    /// How many rows share one screen line: 1 in a vertical list, all of them in a horizontal
    /// one, `columns` in a grid.
    public var rowsPerLine: Int {
        switch configuration.layout {
        case .vertical: 1
        case .horizontal: max(1, content.items.count)
        case .grid(let columns): max(1, columns)
        }
    }

    /// The screen line that shows `row`; the viewport counts these.
    public func line(ofRow row: Int) -> Int {
        row / rowsPerLine
    }

    /// How many screen lines the rows fill.
    var lineCount: Int {
        (content.items.count + rowsPerLine - 1) / rowsPerLine
    }

    /// The rows on the visible lines.
    var visibleRowRange: Range<Int> {
        let lines = viewport.rows
        return min(lines.lowerBound * rowsPerLine, content.items.count)..<min(lines.upperBound * rowsPerLine, content.items.count)
    }

    /// Scrolls as little as possible to show `row` (NAV-07).
    mutating func reveal(_ row: Int) {
        viewport = viewport.revealing(line(ofRow: row))
    }
}
