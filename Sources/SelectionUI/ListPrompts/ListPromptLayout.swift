import SelectionCore
import SelectionTerminal

/// Where each part of a list prompt goes in its inline region.
///
/// The popover is placed by the same engine as the full-screen host's (``PopoverLayout``): below
/// the trigger, or above it when the room under the region is too short and there is more room
/// above. The side is decided once, before the first frame (``side(forHeight:context:)``, called
/// where events are handled), and given to the layout, which never changes it. An inline region
/// only grows downward (scrolling the terminal), so "above" means the popover fills the region's
/// first rows and the trigger sits on its last row — and the region keeps that height while the
/// list is closed, so the trigger never jumps a row under the user's eye as the list opens or closes. Above,
/// the help line sits between the list and the trigger, next to the trigger (the screen's last
/// row); below, it follows the list, as it always has:
///
/// ```
///  below:                 above:
///  Title: Select... ▴     ╭─────────╮
///  ╭───▲───╮              │› Red    │
///  │› Red  │              ╰────▼────╯
///  ╰───────╯              ↑/↓ move · enter …
///  ↑/↓ move · enter …     Title: Select... ▾
/// ```
struct ListPromptLayout: Equatable {
    /// Rows the region takes.
    var height: Int
    /// The trigger's rectangle (title excluded).
    var trigger: Rect
    /// The popover, when open.
    var popover: PopoverLayout.Popover?
    /// The filter field's row inside the popover, when filtering.
    var filterArea: Rect?
    /// The header's rows inside the popover, between the filter field and the list, if any.
    var headerArea: Rect?
    /// Where the list's rows go, when open.
    var listArea: Rect?
    /// The help line's row, if shown.
    var helpRow: Int?
    /// The preview pane inside the popover (frame included), when one shows.
    var previewArea: Rect?
    /// The line between the pane and the list, or the pane's border.
    var previewFrame: PreviewPaneView.Frame = .none
    /// The preview window laid out: the configured one, or its alternative (fzf's `<N(…)`).
    var previewWindow: PreviewWindow?
    /// The title's row when the list fills its area (``ListSheetLayout``); nil in a popover,
    /// where the title goes before the trigger.
    var titleArea: Rect?
    /// Where a pane beside the list goes (a preview), when one is laid out.
    var paneArea: Rect?
    /// True when the list fills its area (full-screen, or `--height`) instead of a popover.
    var isSheet = false
    /// fzf's chrome laid out (borders, the info line), when the prompt has one (``ListChrome``).
    var chrome: ListChromeLayout?

    /// A layout for a list that fills its region or the screen with fzf's chrome.
    init(chrome: ListChromeLayout, height: Int, filters: Bool) {
        self.height = height
        trigger = Rect(x: 0, y: 0, width: 0, height: 0)
        titleArea = chrome.titleArea
        filterArea = filters ? chrome.promptRow : nil
        headerArea = chrome.headerArea
        listArea = chrome.listArea
        paneArea = chrome.previewArea
        isSheet = true
        self.chrome = chrome
    }

    /// A layout for a list that fills its region or the screen: no trigger, no popover.
    init(sheet: ListSheetLayout, height: Int) {
        self.height = height
        trigger = Rect(x: 0, y: 0, width: 0, height: 0)
        titleArea = sheet.titleArea
        filterArea = sheet.filterArea
        headerArea = sheet.headerArea
        listArea = sheet.listArea
        paneArea = sheet.paneArea
        helpRow = sheet.helpRow
        isSheet = true
    }

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
    ///   - headerRows: Lines of header between the filter field and the rows.
    ///   - showsHelp: Whether a help line is shown.
    ///   - side: The side decided when the list opened: `.bottom` or `.top`.
    ///   - preview: The preview pane's window, when one shows: the popover then takes the
    ///     screen's width, and the pane its part of the popover (``previewArea``).
    init(
        screen: Size, titleWidth: Int, triggerWidth: Int, isOpen: Bool, listWidth: Int, listRows: Int,
        filters: Bool, headerRows: Int = 0, showsHelp: Bool, side: Placement.Side, preview: PreviewWindow? = nil
    ) {
        let helpRows = showsHelp && screen.height > 2 ? 1 : 0
        let triggerX = min(titleWidth, max(0, screen.width - 1))
        let triggerCells = max(0, min(screen.width - triggerX, triggerWidth))
        guard isOpen || side == .top else {
            trigger = Rect(x: triggerX, y: 0, width: triggerCells, height: 1)
            height = 1 + helpRows
            helpRow = helpRows > 0 ? 1 : nil
            return
        }
        var chrome = 2 + (filters ? 1 : 0) + headerRows
        var size = Size(width: max(0, min(screen.width, listWidth + 2)), height: listRows + chrome)
        let previewRows = preview.map { Self.previewRows(of: $0, screen: screen) } ?? 0
        var contentRows = listRows
        if let preview {
            size.width = screen.width
            if preview.side.axis == .x {
                // Beside the list: room for some of the preview even under a short list.
                contentRows = max(listRows, Self.previewMinimumRows)
                size.height = contentRows + chrome
            } else {
                chrome += previewRows
                size.height += previewRows
            }
        }
        let placed = Self.place(
            side: side, screen: screen, triggerX: triggerX, triggerCells: triggerCells, helpRows: helpRows,
            size: size, listRows: contentRows, chrome: chrome)
        let frame = placed.frame
        if side == .top {
            helpRow = helpRows > 0 ? frame.height : nil
            trigger = Rect(x: triggerX, y: helpRows + frame.height, width: triggerCells, height: 1)
        } else {
            helpRow = helpRows > 0 ? 1 + frame.height : nil
            trigger = Rect(x: triggerX, y: 0, width: triggerCells, height: 1)
        }
        height = 1 + frame.height + helpRows
        // Above, a closed list keeps its rows (blank), so the trigger stays on the region's last row.
        guard isOpen else { return }
        popover = placed
        layOutInside(frame, filters: filters, headerRows: headerRows, preview: preview, previewRows: previewRows)
    }

    /// Splits the popover's `frame`, inside its border, between the preview pane, the filter
    /// field, the header and the list.
    private mutating func layOutInside(_ frame: Rect, filters: Bool, headerRows: Int, preview: PreviewWindow?, previewRows: Int) {
        let inner = Rect(x: frame.x + 1, y: frame.y + 1, width: max(0, frame.width - 2), height: max(0, frame.height - 2))
        var rest = inner
        if let preview, !inner.isEmpty {
            let listChrome = (filters ? 1 : 0) + headerRows + 1
            (previewArea, rest) = Self.split(inner, for: preview, rows: min(previewRows, max(0, inner.height - listChrome)))
            previewFrame = preview.hasBorder ? .line(preview.side.opposite) : .none
            previewWindow = preview
            if previewArea?.isEmpty == true { previewArea = nil }
        }
        if filters, rest.height > 0 {
            filterArea = Rect(x: rest.x, y: rest.y, width: rest.width, height: 1)
            rest = Rect(x: rest.x, y: rest.y + 1, width: rest.width, height: rest.height - 1)
        }
        // The header keeps at least one row for the list; on a short screen it is cut.
        let shownHeader = min(headerRows, max(0, rest.height - 1))
        if shownHeader > 0 {
            headerArea = Rect(x: rest.x, y: rest.y, width: rest.width, height: shownHeader)
            rest = Rect(x: rest.x, y: rest.y + shownHeader, width: rest.width, height: rest.height - shownHeader)
        }
        listArea = rest
    }

    /// The popover of natural `size` on `side` of the trigger, placed by ``PopoverLayout`` in the
    /// region's rows.
    ///
    /// The engine is given the room the region can have for the popover — the screen less the
    /// trigger's row and the help line (an inline region scrolls the terminal rather than stop at
    /// its bottom) — with the trigger on that room's first row (below) or after its last (above);
    /// the answer is then moved so the region starts with the popover (above) or the trigger.
    private static func place(
        side: Placement.Side, screen: Size, triggerX: Int, triggerCells: Int, helpRows: Int, size: Size, listRows: Int,
        chrome: Int
    ) -> PopoverLayout.Popover {
        let room = max(1, screen.height - 1 - helpRows)
        // One column more than the trigger: its arrow points at the cell right of the middle of
        // an even-width label, as it always has.
        let anchor = Rect(x: triggerX, y: side == .top ? room : 0, width: triggerCells + 1, height: 1)
        let engine = PopoverLayout(
            preferredPlacement: side == .top ? .topStart : .bottomStart, minimumVisibleRows: 0, allowsModal: false,
            triesPerpendicularSides: false, flips: false)
        let within = Rect(x: 0, y: 0, width: screen.width, height: room + 1)
        var placed: PopoverLayout.Popover
        switch engine.layout(anchor: anchor, size: size, contentRows: listRows, chromeRows: chrome, within: within) {
        case .popover(let popover): placed = popover
        case .modal:
            placed = PopoverLayout.Popover(
                frame: Rect(x: 0, y: 1, width: 0, height: 0), placement: .bottomStart, arrow: nil, visibleRows: 0, scrolls: true)
        }
        // A popover one row tall is a border alone: no arrow on it.
        if placed.frame.height < 2 { placed.arrow = nil }
        // Above, the popover takes the region's first rows, then the help line, then the trigger.
        if side == .top {
            let shift = placed.frame.height - room
            placed.frame.y += shift
            placed.arrow?.cell.y += shift
        }
        return placed
    }

    /// The side for a list opening now, by ``PopoverLayout/side(of:anchor:within:)``: below when
    /// the region fits under its top, else above when there is more room above than below.
    ///
    /// Called where events are handled — when the list opens, on a resize, when the host locates
    /// the region — never while drawing.
    ///
    /// - Parameter wanted: The rows the open region wants: the trigger, the popover, the help line.
    static func side(forHeight wanted: Int, context: PromptContext) -> Placement.Side {
        guard context.presentation == .inline, let top = context.regionTop else { return .bottom }
        // The trigger's row is the region's top; the rest of the region goes below or above it.
        // The boundary leaves out the screen's first row, so above wins only with strictly more
        // room than below.
        let screen = context.screen
        let anchor = Rect(x: 0, y: top, width: 1, height: 1)
        let boundary = Rect(x: 0, y: 1, width: max(1, screen.width), height: max(0, screen.height - 1))
        let rest = Size(width: 1, height: max(0, wanted - 1))
        return PopoverLayout(preferredPlacement: .bottomStart).side(of: rest, anchor: anchor, within: boundary)
    }

    /// The rows a preview above or below the list wants: its size, of the screen's height.
    private static func previewRows(of window: PreviewWindow, screen: Size) -> Int {
        window.side.axis == .x ? 0 : window.size.cells(of: screen.height)
    }

    /// The rows a popover with a preview beside its list has at least.
    static var previewMinimumRows: Int { 10 }

    /// `inner` cut in two: the preview's part (on its side; `rows` tall above or below) and the list's.
    private static func split(_ inner: Rect, for window: PreviewWindow, rows: Int) -> (preview: Rect, rest: Rect) {
        // A blank column keeps the list's scroll bar off the pane's border (or, without a border,
        // the list's text off the preview's); above or below, the border row is enough.
        let gap = window.side.axis == .x || !window.hasBorder ? 1 : 0
        switch window.side {
        case .right:
            let width = window.size.cells(of: inner.width)
            return (
                Rect(x: inner.maxX - width + gap, y: inner.y, width: max(0, width - gap), height: inner.height),
                Rect(x: inner.x, y: inner.y, width: inner.width - width, height: inner.height)
            )
        case .left:
            let width = window.size.cells(of: inner.width)
            return (
                Rect(x: inner.x, y: inner.y, width: max(0, width - gap), height: inner.height),
                Rect(x: inner.x + width, y: inner.y, width: inner.width - width, height: inner.height)
            )
        case .top:
            return (
                Rect(x: inner.x, y: inner.y, width: inner.width, height: max(0, rows - gap)),
                Rect(x: inner.x, y: inner.y + rows, width: inner.width, height: inner.height - rows)
            )
        case .bottom:
            return (
                Rect(x: inner.x, y: inner.maxY - rows + gap, width: inner.width, height: max(0, rows - gap)),
                Rect(x: inner.x, y: inner.y, width: inner.width, height: inner.height - rows)
            )
        }
    }

    /// Where the preview's text goes (inside its frame).
    var previewTextArea: Rect? {
        previewArea.map { PreviewPaneView(output: .empty, frame: previewFrame, theme: .standard).textArea(in: $0) }
    }

    /// The screen lines of the list the popover shows (the list fits whole rows into them).
    var visibleListRows: Int { listArea?.height ?? 0 }
}
