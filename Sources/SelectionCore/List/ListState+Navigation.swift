// Keyboard navigation (NAV): which row each move lands on, found by binary search in the
// ascending table of rows the highlight may rest on.
extension ListState {
    /// The rows the highlight may rest on: enabled options, or every option when disabled
    /// options are focusable (NAV-11).
    var navigableRows: RowTable {
        configuration.disabledOptions == .skip ? content.enabledRows : content.optionRows
    }

    /// True when the highlight may rest on `row`.
    func isNavigable(_ row: Int) -> Bool {
        guard let option = option(at: row) else { return false }
        return option.isEnabled || configuration.disabledOptions == .focusable
    }

    /// The next navigable row after `row`.
    func navigableRow(after row: Int) -> Int? {
        navigableRows.first(atLeast: row + 1)
    }

    /// The previous navigable row before `row`.
    func navigableRow(before row: Int) -> Int? {
        navigableRows.last(atMost: row - 1)
    }

    /// The next row in reading order (NAV-01..03): the next one; at the end the first when
    /// wrapping, else the same row (a no-op, not a cleared highlight).
    func rowAfter(_ row: Int?) -> Int? {
        guard let row else { return navigableRows.first }
        if let next = navigableRow(after: row) { return next }
        return configuration.wrapsAround ? navigableRows.first : row
    }

    /// The previous row in reading order, mirroring ``rowAfter(_:)``.
    func rowBefore(_ row: Int?) -> Int? {
        guard let row else { return navigableRows.last }
        if let previous = navigableRow(before: row) { return previous }
        return configuration.wrapsAround ? navigableRows.last : row
    }

    /// The row Down goes to: the next row in a vertical list; in a grid the first navigable row
    /// at least a line further (staying put at the bottom); nothing in a horizontal list.
    func rowBelow(_ row: Int?) -> Int? {
        switch configuration.layout {
        case .vertical: return rowAfter(row)
        case .horizontal: return row
        case .grid:
            guard let row else { return navigableRows.first }
            return navigableRows.first(atLeast: row + rowsPerLine) ?? row
        }
    }

    /// The row Up goes to, mirroring ``rowBelow(_:)``.
    func rowAbove(_ row: Int?) -> Int? {
        switch configuration.layout {
        case .vertical: return rowBefore(row)
        case .horizontal: return row
        case .grid:
            guard let row else { return navigableRows.last }
            return navigableRows.last(atMost: row - rowsPerLine) ?? row
        }
    }

    /// The row Right goes to: the next row in a horizontal list or grid (NAV-09).
    func rowRight(_ row: Int?) -> Int? {
        configuration.layout == .vertical ? row : rowAfter(row)
    }

    /// The row Left goes to: the previous row in a horizontal list or grid (NAV-09).
    func rowLeft(_ row: Int?) -> Int? {
        configuration.layout == .vertical ? row : rowBefore(row)
    }

    /// How many rows a page move spans (NAV-05): the visible lines of rows minus one (with
    /// rows taller than a line, the visible rows minus one), or a fixed number of lines of rows,
    /// times the rows on a line.
    var pageStep: Int {
        switch configuration.pageMode {
        case .viewport: max(1, viewport.height / linesPerRow - 1) * rowsPerLine
        case .fixed(let lines): max(1, lines) * rowsPerLine
        }
    }

    /// The row PageDown goes to (NAV-06): the last navigable row within a page below, or the
    /// next one if the page holds none; clamped at the end, never wrapping.
    func rowPageBelow(_ row: Int?) -> Int? {
        guard let row else { return navigableRows.first }
        let target = min(row + pageStep, max(0, content.items.count - 1))
        if let candidate = navigableRows.last(atMost: target), candidate > row {
            return candidate
        }
        return navigableRow(after: row) ?? row
    }

    /// The row PageUp goes to, mirroring ``rowPageBelow(_:)``.
    func rowPageAbove(_ row: Int?) -> Int? {
        guard let row else { return navigableRows.last }
        let target = max(row - pageStep, 0)
        if let candidate = navigableRows.first(atLeast: target), candidate < row {
            return candidate
        }
        return navigableRow(before: row) ?? row
    }

    /// Highlights `row` (or nothing) and scrolls it into view (NAV-07), reporting a change.
    mutating func setHighlight(_ row: Int?, events: inout [ListEvent<Value>]) {
        if let row { reveal(row) }
        guard row != highlighted else { return }
        highlighted = row
        events.append(.highlightChanged(row))
    }

    /// A keyboard move: highlight `row`, then select it if the selection follows (LB-03), or
    /// make it the only selected option of a `.multiple` section with the `.replace` behaviour
    /// (LB-10).
    mutating func navigate(to row: Int?, events: inout [ListEvent<Value>]) {
        let before = highlighted
        setHighlight(row, events: &events)
        if configuration.selectionBehavior == .replace, let row, row != before, selectionMode(ofRow: row).isMultiple {
            replaceSelection(with: row, events: &events)
            return
        }
        guard configuration.selectionFollowsHighlight, let row, row != before,
            selectionMode(ofRow: row) == .single, option(at: row)?.isEnabled == true,
            !selection.contains(row)
        else { return }
        select(row, events: &events)
    }
}
