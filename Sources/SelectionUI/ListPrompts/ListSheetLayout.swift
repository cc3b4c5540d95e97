import SelectionCore

/// Where each part of a list prompt goes when the list fills an area of its own — the whole
/// screen (full-screen), or a region of a set height (``ListPromptHeight``, `--height`) — rather
/// than a popover under a trigger.
///
/// ```
///  ┌ area ────────────────────────────────────┐
///  │Fruit                                     │ title, when the prompt has one
///  │/ ap█                               3/120 │ filter field, when filtering
///  │Name      Colour                          │ header lines
///  │› Apple                │ pane             │ list, and a pane beside it (or above,
///  │  Grape                │                  │ below) when one is asked for
///  │↑/↓ move · enter choose · esc cancel      │ help line
///  └──────────────────────────────────────────┘
/// ```
///
/// The pane is cut from the rows between the title and the help line, on its side: on the
/// left or right it spans the filter field, header and list; above or below it spans the whole
/// width. The list always keeps at least one row and one column.
struct ListSheetLayout: Equatable {
    /// The title's row.
    var titleArea: Rect?
    /// The filter field's row.
    var filterArea: Rect?
    /// The header's rows.
    var headerArea: Rect?
    /// The list's rows.
    var listArea: Rect
    /// The pane's cells, when a pane was asked for and there is room.
    var paneArea: Rect?
    /// The help line's row.
    var helpRow: Int?

    /// Lays a sheet out in `area`.
    ///
    /// - Parameters:
    ///   - area: Where the prompt draws: its region (from row 0) or the whole screen.
    ///   - hasTitle: Whether a title row goes first.
    ///   - filters: Whether a filter field goes above the list.
    ///   - headerRows: Lines of header between the filter field and the list (cut on a short area).
    ///   - showsHelp: Whether the last row is a help line.
    ///   - pane: Where a pane goes beside the list, if anywhere.
    init(area: Rect, hasTitle: Bool, filters: Bool, headerRows: Int, showsHelp: Bool, pane: ListPane? = nil) {
        var body = area
        func takeRow() -> Rect? {
            guard body.height > 1 else { return nil }
            let row = Rect(x: body.x, y: body.y, width: body.width, height: 1)
            body = Rect(x: body.x, y: body.y + 1, width: body.width, height: body.height - 1)
            return row
        }
        titleArea = hasTitle ? takeRow() : nil
        if showsHelp, body.height > 2 {
            helpRow = body.maxY - 1
            body.height -= 1
        }
        if let pane, let split = pane.split(body) {
            paneArea = split.pane
            body = split.rest
        }
        filterArea = filters ? takeRow() : nil
        let shownHeader = min(max(0, headerRows), max(0, body.height - 1))
        if shownHeader > 0 {
            headerArea = Rect(x: body.x, y: body.y, width: body.width, height: shownHeader)
            body = Rect(x: body.x, y: body.y + shownHeader, width: body.width, height: body.height - shownHeader)
        }
        listArea = body
    }

    /// The rows a sheet needs around a list of `listRows` rows: how tall an adaptive region is.
    static func height(listRows: Int, hasTitle: Bool, filters: Bool, headerRows: Int, showsHelp: Bool) -> Int {
        max(1, listRows) + (hasTitle ? 1 : 0) + (filters ? 1 : 0) + max(0, headerRows) + (showsHelp ? 1 : 0)
    }
}

/// A pane beside a list that fills an area (a preview): its side and its size.
struct ListPane: Equatable {
    /// The side of the list the pane takes.
    enum Side: Equatable {
        case left, right, top, bottom
    }

    /// How big the pane is, across its side.
    enum Extent: Equatable {
        /// Cells (columns on the left or right, rows above or below).
        case cells(Int)
        /// A percentage of the area's width (left, right) or height (top, bottom).
        case percent(Int)
    }

    /// The side.
    var side: Side
    /// The size.
    var extent: Extent

    /// The pane and what is left of `area` for the list, or nil when the area has no room for both.
    func split(_ area: Rect) -> (pane: Rect, rest: Rect)? {
        let isHorizontal = side == .left || side == .right
        let across = isHorizontal ? area.width : area.height
        let wanted: Int
        switch extent {
        case .cells(let cells): wanted = cells
        case .percent(let percent): wanted = across * min(100, max(0, percent)) / 100
        }
        // The list keeps at least one cell across.
        let size = min(max(0, wanted), across - 1)
        guard size > 0 else { return nil }
        switch side {
        case .left:
            return (
                Rect(x: area.x, y: area.y, width: size, height: area.height),
                Rect(x: area.x + size, y: area.y, width: area.width - size, height: area.height)
            )
        case .right:
            return (
                Rect(x: area.maxX - size, y: area.y, width: size, height: area.height),
                Rect(x: area.x, y: area.y, width: area.width - size, height: area.height)
            )
        case .top:
            return (
                Rect(x: area.x, y: area.y, width: area.width, height: size),
                Rect(x: area.x, y: area.y + size, width: area.width, height: area.height - size)
            )
        case .bottom:
            return (
                Rect(x: area.x, y: area.maxY - size, width: area.width, height: size),
                Rect(x: area.x, y: area.y, width: area.width, height: area.height - size)
            )
        }
    }
}
