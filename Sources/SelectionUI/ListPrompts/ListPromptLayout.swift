import SelectionCore
import SelectionTerminal

/// Where each part of a list prompt goes in its inline region.
///
/// Below the trigger (the default), or above it when the room under the region is too short and
/// there is more room above. An inline region only grows downward (scrolling the terminal), so
/// "above" means the popover fills the region's first rows and the trigger sits on its last row:
///
/// ```
///  below:                 above:
///  Title: Select... ▴     ↑/↓ move · enter choose     (help)
///  ╭───▲───╮              ╭─────────╮
///  │› Red  │              │› Red    │
///  ╰───────╯              ╰────▼────╯
///  ↑/↓ move · …           Title: Select... ▾
/// ```
struct ListPromptLayout: Equatable {
    /// Which side of the trigger the popover is on.
    enum Side: Equatable { case below, above }

    /// Rows the region takes.
    var height: Int
    /// The trigger's rectangle (title excluded).
    var trigger: Rect
    /// The popover, when open.
    var popover: PopoverLayout.Popover?
    /// The filter field's row inside the popover, when filtering.
    var filterArea: Rect?
    /// Where the list's rows go, when open.
    var listArea: Rect?
    /// The help line's row, if shown.
    var helpRow: Int?

    /// Lays out a prompt.
    ///
    /// - Parameters:
    ///   - screen: The terminal's size.
    ///   - titleWidth: Columns taken by the title before the trigger.
    ///   - triggerWidth: Columns the trigger wants.
    ///   - isOpen: Whether the popover shows.
    ///   - listWidth: Columns the list's rows want (border excluded).
    ///   - listRows: Screen lines the list wants (already limited by the configured height; a
    ///     row taller than a line counts all its lines).
    ///   - filters: Whether a filter field goes above the rows.
    ///   - showsHelp: Whether a help line is shown.
    ///   - side: The side decided when the list opened.
    init(
        screen: Size, titleWidth: Int, triggerWidth: Int, isOpen: Bool, listWidth: Int, listRows: Int,
        filters: Bool, showsHelp: Bool, side: Side
    ) {
        let helpRows = showsHelp && screen.height > 2 ? 1 : 0
        let triggerX = min(titleWidth, max(0, screen.width - 1))
        let triggerCells = max(0, min(screen.width - triggerX, triggerWidth))
        guard isOpen else {
            trigger = Rect(x: triggerX, y: 0, width: triggerCells, height: 1)
            height = 1 + helpRows
            helpRow = helpRows > 0 ? 1 : nil
            return
        }
        let chrome = 2 + (filters ? 1 : 0)
        let roomForRows = max(1, screen.height - 1 - helpRows - chrome)
        let rows = max(1, min(listRows, roomForRows))
        let popoverHeight = min(rows + chrome, max(1, screen.height - 1 - helpRows))
        let popoverWidth = max(0, min(screen.width, listWidth + 2))
        let frameX = max(0, min(triggerX, screen.width - popoverWidth))
        let triggerRow: Int
        let frameY: Int
        switch side {
        case .below:
            triggerRow = 0
            frameY = 1
            helpRow = helpRows > 0 ? 1 + popoverHeight : nil
        case .above:
            helpRow = helpRows > 0 ? 0 : nil
            frameY = helpRows
            triggerRow = helpRows + popoverHeight
        }
        trigger = Rect(x: triggerX, y: triggerRow, width: triggerCells, height: 1)
        height = 1 + popoverHeight + helpRows
        let frame = Rect(x: frameX, y: frameY, width: popoverWidth, height: popoverHeight)
        let arrowX = max(frame.x + 1, min(frame.maxX - 2, triggerX + triggerCells / 2))
        let arrow: PopoverLayout.Arrow? =
            frame.width >= 3 && frame.height >= 2
            ? PopoverLayout.Arrow(
                edge: side == .below ? .top : .bottom,
                cell: Point(x: arrowX, y: side == .below ? frame.y : frame.maxY - 1),
                offset: arrowX - frame.x)
            : nil
        popover = PopoverLayout.Popover(
            frame: frame, placement: side == .below ? .bottomStart : .topStart,
            arrow: arrow, visibleRows: max(0, popoverHeight - chrome),
            scrolls: listRows > popoverHeight - chrome)
        let inner = Rect(x: frame.x + 1, y: frame.y + 1, width: max(0, frame.width - 2), height: max(0, frame.height - 2))
        if filters, inner.height > 0 {
            filterArea = Rect(x: inner.x, y: inner.y, width: inner.width, height: 1)
            listArea = Rect(x: inner.x, y: inner.y + 1, width: inner.width, height: inner.height - 1)
        } else {
            listArea = inner
        }
    }

    /// The side for a list opening now: below when the region fits under its top, else above
    /// when there is more room above than below.
    static func side(forHeight wanted: Int, context: PromptContext) -> Side {
        guard context.presentation == .inline, context.regionTop != nil else { return .below }
        let below = context.roomBelowRegionTop
        return wanted > below && context.roomAboveRegionTop > below ? .above : .below
    }

    /// The screen lines of the list the popover shows (the list fits whole rows into them).
    var visibleListRows: Int { listArea?.height ?? 0 }
}
