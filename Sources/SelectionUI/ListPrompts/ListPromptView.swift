import SelectionCore
import SelectionMatching
import SelectionTerminal

/// Lays out and draws a list prompt (``DropDown``, ``MultiSelect``) from its engine's state: the
/// title, the trigger or the sheet, the filter field, the header, the list, the preview pane and
/// the help line. A widget over the state, as ratatui's are: it reads and never changes it.
struct ListPromptView<Value: Sendable & Equatable> {
    /// The prompt drawn.
    let engine: ListPromptEngine<Value>

    private var state: DropDownState<Value> { engine.state }
    private var title: String? { engine.title }
    var configuration: ListPromptConfiguration { engine.configuration }
    var filter: ListFilter<Value>? { engine.filter }
    var stream: StreamedList<Value>? { engine.stream }
    private var filters: Bool { engine.filters }
    var isMultiple: Bool { engine.isMultiple }
    private var allHeader: [String] { engine.allHeader }
    private var pane: ListPane? { engine.pane }
    private var side: Placement.Side? { engine.side }
    private var naturalListWidth: Int { engine.naturalListWidth }
    var prompt: String { engine.script.prompt }
    private var caretOffset: Int { ListQueryEditor.caretOffset(of: engine) }
    /// The header's colours: the configured lines', then those of the lines a streamed feed set aside.
    private var headerStyles: [Int: [StyledCharacters]] {
        guard let fed = stream?.shaped?.headerStyles, !fed.isEmpty else { return engine.script.headerStyles }
        var styles = engine.script.headerStyles
        for (line, runs) in fed { styles[engine.script.header.count + line] = runs }
        return styles
    }
    private var labelStyles: (@Sendable (Value) -> [StyledCharacters]?)? { engine.labelStyles }
    private var typeaheadDeadline: Duration? { engine.typeaheadDeadline }

    /// The heights of `list`'s rows drawn in `layout`'s list area, when labels may take several lines.
    /// With fzf's `--gap`, every row is taller by the gap.
    func rowHeights(for list: ListState<Value>, layout: ListPromptLayout, theme: Theme) -> RowHeights? {
        let gap = layout.chrome != nil ? configuration.chrome?.gap ?? 0 : 0
        guard configuration.labelWrapping.isActive || gap > 0, configuration.rowHeight <= 1, case .vertical = configuration.layout,
            let area = layout.listArea
        else { return nil }
        var heights: RowHeights?
        if configuration.labelWrapping.isActive {
            heights = ListView<Value>.rowHeights(
                of: list.items, width: area.width, wrapping: configuration.labelWrapping, isMultiple: isMultiple, theme: theme)
        }
        return gap > 0 ? ListView<Value>.gappedRowHeights(heights, gap: gap) : heights
    }

    func target(at point: Point, layout: ListPromptLayout, theme: Theme) -> PointerTarget {
        if layout.trigger.contains(point) { return .trigger }
        if !layout.isSheet {
            guard let popover = layout.popover, popover.frame.contains(point) else { return .outside }
        }
        guard let listArea = layout.listArea, listArea.contains(point) else { return .list }
        var point = point
        // Drawn bottom-up (fzf's default layout), the list's first row is the area's last.
        if layout.chrome != nil, configuration.chrome?.layout == .bottomUp { point.y = listArea.maxY - 1 - (point.y - listArea.y) }
        var view = ListView(state: state.list, theme: theme, labelWrapping: configuration.labelWrapping)
        if layout.chrome != nil, let chrome = configuration.chrome {
            (view.gapLines, view.hidesScrollBar) = (chrome.gap, chrome.scrollBar == nil)
        }
        return view.target(at: point, area: listArea)
    }

    private var titleText: String? { title.map { $0 + ": " } }

    /// The rows the list wants: its lines, limited by the configured height. Counted, not
    /// measured: ``ListView/naturalSize(of:limit:)`` would also measure up to 1,000 labels'
    /// widths, three times a keystroke.
    private var wantedListRows: Int {
        max(1, state.list.preferredLineCount)
    }

    /// ``wantedListRows`` for a list drawn `width` columns wide: with wrapped or multi-line
    /// labels, their lines (of up to 1,000 rows) are measured at that width.
    private func wantedListRows(width: Int, theme: Theme, limit: Int) -> Int {
        guard configuration.labelWrapping.isActive, configuration.rowHeight <= 1, case .vertical = configuration.layout else {
            return wantedListRows
        }
        var list = state.list
        list.setRowHeights(
            ListView<Value>.rowHeights(
                of: list.items, width: width, wrapping: configuration.labelWrapping, isMultiple: isMultiple, theme: theme))
        // No list is taller than the screen: only the rows that fill it are measured.
        return max(1, list.preferredLineCount(upTo: max(1, limit)))
    }

    /// The columns of the popover's list area on `screen`.
    private func popoverListWidth(on screen: Size) -> Int {
        var listWidth = min(screen.width, naturalListWidth)
        if filters { listWidth = max(listWidth, min(screen.width, 24)) }
        for line in allHeader { listWidth = max(listWidth, min(screen.width, Buffer.displayWidth(of: line, limit: screen.width) + 1)) }
        return listWidth
    }

    /// The rows of the area the list fills in `context`, or nil for a popover under a trigger:
    /// the whole screen full-screen, else the configured height (``ListPromptConfiguration/height``).
    func sheetHeight(in context: PromptContext) -> Int? {
        let screen = context.screen
        if context.presentation == .fullScreen { return max(1, screen.height) }
        guard let height = configuration.height else { return nil }
        var rows = height.rows(onScreenOf: max(1, screen.height))
        if case .percent = height.amount, let minimum = configuration.minimumHeight {
            rows = max(rows, min(screen.height, minimum.rows + (minimum.addsChrome ? chromeRows(in: context) : 0)))
        }
        if height.isAdaptive, let chrome = configuration.chrome {
            let listRows = wantedListRows(width: screen.width, theme: context.theme, limit: screen.height)
            rows = min(rows, listRows + chrome.chromeRows(height: screen.height, headerRows: allHeader.count) + (title != nil ? 1 : 0))
        } else if height.isAdaptive {
            rows = min(
                rows,
                ListSheetLayout.height(
                    listRows: wantedListRows(width: screen.width, theme: context.theme, limit: screen.height), hasTitle: title != nil,
                    filters: filters,
                    headerRows: allHeader.count,
                    showsHelp: configuration.showsHelp))
        }
        return max(1, rows)
    }

    /// The rows around the list in `context`: fzf's chrome, or sel's title, field, header and help.
    private func chromeRows(in context: PromptContext) -> Int {
        if let chrome = configuration.chrome {
            return chrome.chromeRows(height: context.screen.height, headerRows: allHeader.count) + (title != nil ? 1 : 0)
        }
        return ListSheetLayout.height(
            listRows: 0, hasTitle: title != nil, filters: filters, headerRows: allHeader.count, showsHelp: configuration.showsHelp) - 1
    }

    func layout(in context: PromptContext) -> ListPromptLayout {
        let screen = context.screen
        if let height = sheetHeight(in: context) {
            let window = shownPreviewWindow(in: Size(width: screen.width, height: height))
            if let chrome = configuration.chrome {
                let area = Rect(x: 0, y: 0, width: screen.width, height: height)
                let laidOut = ListChromeLayout(
                    area: area, chrome: chrome, headerRows: allHeader.count, hasTitle: title != nil, preview: window, hasInput: filters)
                var layout = ListPromptLayout(chrome: laidOut, height: height, filters: filters)
                if let window, let pane = laidOut.previewArea { Self.place(window, in: pane, on: &layout) }
                return layout
            }
            let sheet = ListSheetLayout(
                area: Rect(x: 0, y: 0, width: screen.width, height: height), hasTitle: title != nil, filters: filters,
                headerRows: allHeader.count, showsHelp: configuration.showsHelp, pane: pane ?? window.map(ListPane.init))
            var layout = ListPromptLayout(sheet: sheet, height: height)
            if let window, let area = sheet.paneArea { Self.place(window, in: area, on: &layout) }
            return layout
        }
        let titleWidth = titleText.map { Buffer.displayWidth(of: $0, limit: screen.width) } ?? 0
        let trigger = TriggerView(
            label: state.triggerLabel, isPlaceholder: state.showsPlaceholder, isOpen: state.isOpen, theme: context.theme,
            image: state.triggerOption?.content.image)
        let listWidth = popoverListWidth(on: screen)
        // Until the terminal says where the region is (or stops being waited for), the open list
        // is held back: drawn on a guessed side, it would scroll the terminal and then stay there.
        let isShown = state.isOpen && (side != nil || context.regionTopExpectedUntil == nil)
        return ListPromptLayout(
            screen: screen, titleWidth: titleWidth, triggerWidth: trigger.width, isOpen: isShown,
            listWidth: listWidth,
            listRows: wantedListRows(width: min(listWidth, screen.width - 2), theme: context.theme, limit: screen.height), filters: filters,
            headerRows: allHeader.count,
            showsHelp: configuration.showsHelp, side: side ?? decidedSide(in: context), preview: shownPreviewWindow)
    }

    /// The side the open list takes in `context` (``ListPromptLayout/side(forHeight:context:)``).
    func decidedSide(in context: PromptContext) -> Placement.Side {
        var listRows = wantedListRows(
            width: min(popoverListWidth(on: context.screen), context.screen.width - 2), theme: context.theme, limit: context.screen.height)
        if let window = shownPreviewWindow {
            // The preview's rows: beside the list, at least the pane's minimum; above or below, its share.
            listRows =
                window.side.axis == .x
                ? max(listRows, ListPromptLayout.previewMinimumRows) : listRows + window.size.cells(of: context.screen.height)
        }
        let wanted = 1 + (configuration.showsHelp ? 1 : 0) + listRows + 2 + (filters ? 1 : 0) + allHeader.count
        return ListPromptLayout.side(forHeight: min(wanted, context.screen.height), context: context)
    }

    func render(into buffer: inout Buffer, context: PromptContext) -> Point? {
        let theme = context.theme
        let layout = layout(in: context)
        if let title, let area = layout.titleArea {
            buffer.write(title, at: area.origin, style: theme.title, clip: area, overflow: .ellipsis)
        }
        if let titleText, !layout.isSheet {
            buffer.write(titleText, at: Point(x: 0, y: layout.trigger.y), style: theme.title)
        }
        if !layout.isSheet {
            let trigger = TriggerView(
                label: state.triggerLabel, isPlaceholder: state.showsPlaceholder, isOpen: state.isOpen, theme: theme,
                image: state.triggerOption?.content.image)
            trigger.render(into: &buffer, at: layout.trigger.origin, maxWidth: layout.trigger.width)
        }
        var cursor = layout.trigger.origin
        if let stream, !configuration.filters, !layout.isSheet, let indicator = streamIndicator(stream, now: context.now) {
            // Reading: a spinner and the running count beside the trigger.
            let row = Rect(x: 0, y: layout.trigger.y, width: buffer.size.width, height: 1)
            buffer.write(
                " " + indicator + " \(stream.store.count)", at: Point(x: layout.trigger.maxX, y: layout.trigger.y),
                style: theme.placeholder, clip: row)
        }
        if let popover = layout.popover { PopoverView(popover, theme: theme).render(into: &buffer) }
        if let chrome = layout.chrome { renderChrome(chrome, into: &buffer, context: context) }
        if layout.popover != nil || layout.isSheet {
            if let area = layout.filterArea, let field = renderFilterField(into: &buffer, area: area, context: context) {
                cursor = field
            }
            if let area = layout.headerArea { renderHeader(into: &buffer, area: area, layout: layout, theme: theme) }
            if let area = layout.listArea, let row = renderList(into: &buffer, area: area, layout: layout, theme: theme) {
                cursor = row
            }
        }
        renderPreview(into: &buffer, layout: layout, context: context)
        if let helpRow = layout.helpRow, layout.chrome == nil {
            let status = typeaheadDeadline != nil && !state.list.typeahead.text.isEmpty ? "find: " + state.list.typeahead.text : nil
            HelpLineView(items: configuration.keyMap.helpItems + configuration.commands.helpItems, status: status, theme: theme).render(
                into: &buffer, row: helpRow)
        }
        if layout.isSheet, let stream, !configuration.filters, let indicator = streamIndicator(stream, now: context.now),
            let row = layout.titleArea?.y ?? layout.helpRow
        {
            // Reading, with no filter field to show it: a spinner and the count at the end of the title or help row.
            let text = indicator + " \(stream.store.count)"
            let width = Buffer.displayWidth(of: text)
            buffer.write(text, at: Point(x: max(0, buffer.size.width - width), y: row), style: theme.placeholder)
        }
        return cursor
    }

    /// Draws the header's lines in `area`.
    private func renderHeader(into buffer: inout Buffer, area: Rect, layout: ListPromptLayout, theme: Theme) {
        // With fzf's chrome, the header lines up with the labels, after the pointer and marker;
        // in a border of its own (without a list border) it starts at the border's blank column, as fzf draws it.
        var indent = 0
        if let chrome = configuration.chrome, layout.chrome != nil {
            indent = chrome.headerBorder == nil || chrome.listBorder != nil ? chrome.labelColumn - 1 : -1
        }
        let lines = allHeader
        let bottomUp = layout.chrome != nil && configuration.chrome?.layout == .bottomUp
        for (row, index) in engine.drawnHeaderOrder(rows: area.height, bottomUp: bottomUp).enumerated() {
            let place = Rect(x: area.x + indent, y: area.y + row, width: max(0, area.width - indent), height: 1)
            HeaderLineView(text: lines[index], styles: headerStyles[index] ?? [], theme: theme).render(into: &buffer, area: place)
        }
    }

    /// Draws the filter field, of the whole list or of the streamed one; returns the caret's
    /// place, or nil when there is no field to draw.
    private func renderFilterField(into buffer: inout Buffer, area: Rect, context: PromptContext) -> Point? {
        guard let counts = matchCounts(now: context.now) else { return nil }
        let shownCounts = configuration.showsCounts && configuration.chrome == nil ? (counts.matching, counts.total) : nil
        var field = FilterFieldView(
            query: filter?.query ?? stream?.query ?? "", counts: shownCounts, indicator: counts.indicator ?? engine.script.message,
            theme: context.theme)
        field.prompt = prompt
        field.caret = caretOffset
        // The query is dimmed while a tracked item is sought and keys wait, as fzf's.
        if engine.script.tracking.isBlocked { field.theme.text.attributes.insert(.dim) }
        if let chrome = configuration.chrome { field.placeholder = engine.script.labels["ghost"] ?? chrome.ghost }
        let caret = field.render(into: &buffer, area: area)
        if let chrome = configuration.chrome { renderInlineInfo(chrome, into: &buffer, row: area, context: context) }
        return caret
    }

    /// The count of matches and of items, and the spinner while the input is read or scanned;
    /// nil when there is no filter field.
    func matchCounts(now: Duration) -> (matching: Int, total: Int, indicator: String?)? {
        if let filter { return (filter.matchCount, filter.options.count, nil) }
        if let stream, filters { return (stream.matchCount, stream.store.count, streamIndicator(stream, now: now)) }
        return nil
    }

    /// Draws the list's rows in `area` (or "no match" when a query leaves none); returns the
    /// highlighted row's place, if it shows.
    private func renderList(into buffer: inout Buffer, area: Rect, layout: ListPromptLayout, theme: Theme) -> Point? {
        var list = state.list
        // The viewport may be taller than the popover on the first frame, before a resize reached it.
        let isFirstHeight = list.availableRows == nil
        _ = list.send(.resize(availableRows: max(1, area.height)))
        if let heights = rowHeights(for: list, layout: layout, theme: theme) { list.setRowHeights(heights) }
        if isFirstHeight, layout.isSheet, let rows = ListPromptEngine<Value>.rowsToOpeningTop(of: list) {
            list.send(.scroll(by: rows))
        }
        let matches =
            stream?.highlightedCharacters(ofRows: list.viewport.rows) ?? filter?.highlightedCharacters(ofRows: list.viewport.rows)
            ?? [:]
        var styles: [Int: [StyledCharacters]] = [:]
        if let labelStyles {
            for row in list.viewport.rows where row < list.items.count {
                if let option = list.option(at: row), let runs = labelStyles(option.value) { styles[row] = runs }
            }
        } else if let stream, stream.shaped != nil {
            for row in list.viewport.rows where row < stream.rowCount {
                if let runs = stream.styles(ofItem: stream.item(ofRow: row)) { styles[row] = runs }
            }
        }
        var view = ListView(
            state: list, theme: theme, matches: matches, labelStyles: styles, labelWrapping: configuration.labelWrapping)
        view.followsMatches = configuration.followsMatches
        view.keepsRight = configuration.keepsRight
        view.hscrollOff = configuration.hscrollOff
        view.tabStop = configuration.tabStop
        view.ellipsis = configuration.ellipsis
        if let stream { view.unmatchedRows = stream.unmatchedRows(list.viewport.rows) }
        view.jumpLabels = ListCommandRunner.jumpLabels(in: list, of: engine)
        view.frozenFields = configuration.frozenFields
        if let chrome = configuration.chrome, layout.chrome != nil {
            (view.gapLines, view.gapLine) = (chrome.gap, chrome.gapLine)
            let gutter = stream?.isRaw == true ? chrome.gutterRaw : chrome.gutter
            view.rowPrefix = ListView<Value>.RowPrefix(pointer: chrome.pointer, marker: chrome.marker, gutter: gutter)
            view.scrollBarGlyph = chrome.scrollBar
            view.hidesScrollBar = chrome.scrollBar == nil
            if chrome.layout == .bottomUp { return Self.renderBottomUp(view, into: &buffer, area: area) }
        }
        if let row = view.render(into: &buffer, area: area) { return row }
        if filter?.shown.isEmpty == true || (stream.map { $0.rowCount == 0 && !$0.query.isEmpty && !$0.isScanning } ?? false) {
            buffer.write("no match", at: Point(x: area.x + 1, y: area.y), style: theme.placeholder, clip: area)
        }
        return nil
    }

    /// The indicator while the input is read or a scan runs, or nil when all is done.
    func streamIndicator(_ stream: StreamedList<Value>, now: Duration) -> String? {
        guard !stream.isFinished || stream.isScanning || engine.script.tracking.holdsReload else { return nil }
        return Spinner.frame(at: now)
    }

    // MARK: Preview

    /// The window the layout makes room for: nil without a preview or while it is hidden.
    var shownPreviewWindow: PreviewWindow? {
        guard let pane = engine.previewPane, pane.isShown else { return nil }
        return pane.preview.window
    }

    /// ``shownPreviewWindow``, or its alternative when the pane would be too small in `room`
    /// (fzf's `<N(…)`); nil when that one is hidden.
    func shownPreviewWindow(in room: Size) -> PreviewWindow? {
        guard let window = shownPreviewWindow?.active(in: room), !window.isHidden else { return nil }
        return window
    }

    /// Puts the pane of `window` in `area` of a list that fills its area: in fzf's border when the
    /// window has one, else with a line on the side next to the list.
    static func place(_ window: PreviewWindow, in area: Rect, on layout: inout ListPromptLayout) {
        layout.previewWindow = window
        if let shape = window.border {
            let facing: BorderShape.Sides =
                switch window.side {
                case .right: .left
                case .left: .right
                case .top: .bottom
                case .bottom: .top
                }
            layout.previewArea = area
            layout.previewFrame = .shape(shape.resolvingLine(as: facing))
            return
        }
        var area = area
        // Beside the list, a blank column keeps its scroll bar off the pane's line.
        if window.side == .right, area.width > 1 {
            area = Rect(x: area.x + 1, y: area.y, width: area.width - 1, height: area.height)
        }
        if window.side == .left, area.width > 1 { area.width -= 1 }
        layout.previewArea = area
        layout.previewFrame = window.hasBorder ? .line(window.side.opposite) : .none
    }

    /// The pane drawn in `layout`'s frame, as its window (``ListPromptLayout/previewWindow``) says.
    func previewView(theme: Theme, layout: ListPromptLayout, now: Duration) -> PreviewPaneView {
        let pane = engine.previewPane
        var view = PreviewPaneView(
            output: pane?.output ?? .empty, scroll: pane?.scroll ?? 0, wraps: pane?.wraps ?? false, frame: layout.previewFrame,
            theme: theme)
        view.indicator = engine.previewPane?.indicator(now: now)
        if let window = layout.previewWindow ?? pane?.preview.window {
            view.headerLines = window.headerLines
            view.showsPosition = window.showsPosition
            view.wrapsWords = window.wrapsWords
        }
        view.wrapSign = configuration.previewWrapSign
        view.label = label(configuration.previewLabel, part: "preview")
        if let glyph = configuration.chrome?.previewScrollBar { view.scrollBarGlyph = glyph }
        if let pane, pane.isFollowing, let area = layout.previewArea { view.scroll = view.maximumScroll(in: area) }
        return view
    }

    /// Draws the pane where the layout put it.
    func renderPreview(into buffer: inout Buffer, layout: ListPromptLayout, context: PromptContext) {
        guard let area = layout.previewArea else { return }
        previewView(theme: context.theme, layout: layout, now: context.now).render(into: &buffer, area: area)
    }
}
