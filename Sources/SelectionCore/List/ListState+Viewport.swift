// The viewport: how many rows fit, wheel scrolling, and where the list opens.
extension ListState {
    /// How many screen lines to show, given the configuration and the host's available height:
    /// whole rows only when rows are taller than a line, but at least one row (which the widget
    /// then cuts) whenever any line is available.
    var visibleHeight: Int {
        if let rowHeights { return rowsFitting(from: viewport.top, lines: availableLines, heights: rowHeights) }
        var height = preferredLineCount
        if let availableRows {
            let available = max(0, availableRows)
            let wholeRows = linesPerRow == 1 ? available : (available > 0 ? max(1, available / linesPerRow) : 0)
            height = min(height, wholeRows * linesPerRow)
        }
        return height
    }

    /// Applies a new available height, keeping the highlight in view.
    mutating func resize(availableRows: Int?) {
        self.availableRows = availableRows
        if let rowHeights {
            viewport = settledViewport(top: viewport.top, heights: rowHeights)
        } else {
            viewport = viewport.resized(to: visibleHeight)
        }
        if let highlighted { reveal(highlighted) }
    }

    /// Scrolls by `rows` rows (a wheel notch is one; a line of a grid is one row here), so that
    /// tall rows stay whole. If the highlight leaves the view, it moves onto the nearest option
    /// still in view; if no option is in view, it stays where it is and the next key scrolls it
    /// back (NAV-07).
    mutating func scroll(by rows: Int, events: inout [ListEvent<Value>]) {
        if let rowHeights {
            viewport = settledViewport(top: viewport.top + rows, heights: rowHeights)
        } else {
            viewport = viewport.scrolled(by: rows * linesPerRow)
        }
        let visible = visibleRowRange
        guard let highlighted, !visible.contains(highlighted) else { return }
        let replacement =
            highlighted < visible.lowerBound
            ? navigableRows.first(atLeast: visible.lowerBound)
            : navigableRows.last(atMost: visible.upperBound - 1)
        guard let replacement, visible.contains(replacement) else { return }
        setHighlight(replacement, events: &events)
    }

    /// Shows the list as a drop-down opens it: the selected option on the top row (or the last
    /// page when it is on the last page), then `row` highlighted and in view (SEL-02, NAV-08).
    mutating func open(highlighting row: Int?, events: inout [ListEvent<Value>]) {
        if let rowHeights {
            viewport = settledViewport(top: firstSelectedRow ?? 0, heights: rowHeights)
        } else {
            viewport = viewport.scrolled(toTop: line(ofRow: firstSelectedRow ?? 0))
        }
        setHighlight(row, events: &events)
    }

    /// Forgets the highlight, the search and the scroll position as the list closes (SEL-15,
    /// NAV-08), without reporting: the dismissal says it.
    mutating func close() {
        highlighted = nil
        typeahead.reset()
        viewport = viewport.scrolled(toTop: 0)
    }
}
