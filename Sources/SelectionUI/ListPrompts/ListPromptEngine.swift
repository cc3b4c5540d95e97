import SelectionCore
import SelectionMatching
import SelectionTerminal

/// The machinery ``DropDown`` and ``MultiSelect`` share: a drop-down state, its layout in the
/// inline region, the filter field, typeahead expiry, mouse hit-testing, and drawing.
struct ListPromptEngine<Value: Sendable & Equatable> {
    /// How an event left the prompt.
    enum Outcome {
        /// Keep going.
        case proceed
        /// Dismissed with Esc.
        case cancelled
        /// Finished with these options (one for a single choice; any number for a multiple one).
        case committed([Choice<Value>])
    }

    /// The trigger and its list (the filtered list while filtering).
    var state: DropDownState<Value>
    /// Shown before the trigger and in the summary.
    let title: String?
    /// Looks and behaviours.
    let configuration: ListPromptConfiguration
    /// Type-to-filter, when ``ListPromptConfiguration/filters`` is on (options given whole).
    private(set) var filter: ListFilter<Value>?
    /// Options read while the list is shown (``ItemFeed``); filtered by scans off the loop.
    var stream: StreamedList<Value>?
    /// Selected options a filter hides (multiple choice), kept until they show again.
    private(set) var hiddenSelection: [Choice<Value>] = []
    /// When the typeahead search in progress expires.
    private(set) var typeaheadDeadline: Duration?
    /// True until a sole option was offered to the caller (``ListPromptConfiguration/choosesSoleOption``).
    private var offersSoleOption: Bool
    /// Why the list offers nothing to choose (no options, or all disabled, or a streamed list
    /// whose input ended empty); the prompt then ends at once.
    var nothingToChoose: String?
    /// The side of the trigger the popover opens on: decided once, where events are handled — when
    /// the host locates the region (``prepare(for:)``), again after a resize — and only read while
    /// drawing, so the list reopens on the same side. Nil until decided (before its host located
    /// it): drawing then works it out without keeping it.
    private var side: Placement.Side?
    /// The name a ``ListCommand/acceptReportingKey(_:)`` command ended the prompt with, if one did.
    var endingKey: String?
    /// True when an ``ListCommand/endWithQuery`` command ended the prompt (the outcome is `.cancelled`).
    var endsWithQueryOnly = false
    /// How many characters of the query follow the caret (0: the caret is at the end). ←/→ and
    /// Home/End move it (CB-10, CB-11); typing inserts and Backspace deletes at it.
    var charactersAfterCaret = 0
    /// Drawn before the query; starts as the configuration's, changed by ``ListCommand/setPrompt(_:)``.
    var prompt: String
    /// The lines above the list; starts as the configuration's, changed by ``ListCommand/setHeader(_:)``.
    var header: [String]
    /// The styled characters of the header's lines.
    var headerStyles: [Int: [StyledCharacters]]
    /// The header's lines: the configured ones, then the lines a streamed feed set aside (`--header-lines`).
    var allHeader: [String] {
        guard let feedHeader = stream?.feed.header, !feedHeader.isEmpty else { return header }
        return header + feedHeader.map { String(decoding: $0, as: UTF8.self) }
    }
    /// The styled characters of an option's label (`--ansi` colours), by its value.
    var labelStyles: (@Sendable (Value) -> [StyledCharacters]?)?
    /// The columns the list's rows want (border excluded), measured once per list: measuring
    /// reads up to 1,000 labels, too many to repeat for every frame.
    var naturalListWidth = 0
    /// The preview pane beside the list, if the prompt has one (``ListPreview``).
    var previewPane: PreviewPaneState<Value>?
    /// The start and query-change commands, and `reload` (``ScriptEventState``).
    var scriptEvents = ScriptEventState()
    /// Where a pane beside a list that fills its area goes (the preview pane): nil for none.
    var pane: ListPane?

    init(title: String?, state: DropDownState<Value>, configuration: ListPromptConfiguration) {
        self.title = title
        self.configuration = configuration
        self.state = state
        offersSoleOption =
            configuration.choosesSoleOption
            && state.list.items.reduce(0) { count, item in
                if case .option(let option) = item, option.isEnabled { return count + 1 }
                return count
            } == 1
        nothingToChoose = Self.nothingToChoose(in: state.list.items)
        prompt = configuration.prompt
        header = configuration.header
        headerStyles = configuration.headerStyles
        if configuration.filters {
            filter = ListFilter(
                list: state.list, matcher: Matcher(options: configuration.matchOptions), searchText: configuration.searchText)
        }
        naturalListWidth = ListView.naturalWidth(
            of: state.list, limit: Self.widthLimit, breaksAtNewlines: configuration.labelWrapping.breaksAtNewlines)
        if configuration.startsOpen, !state.list.items.isEmpty { open() }
        if configuration.filters, !configuration.query.isEmpty { setQuery(configuration.query) }
    }

    /// An engine over options that arrive from `feed` while the list is shown: the list opens
    /// at once, empty, and fills as items come.
    init(
        title: String?, feed: ItemFeed, selectionMode: SelectionMode, dropDown: DropDownConfiguration,
        configuration: ListPromptConfiguration, makeChoice: @escaping @Sendable (String, Int) -> Choice<Value>
    ) {
        self.title = title
        self.configuration = configuration
        let list = ListState<Value>(rows: [], selectionMode: selectionMode, configuration: configuration.listConfiguration)
        state = DropDownState(list: list, mode: .value(placeholder: configuration.placeholder), configuration: dropDown)
        offersSoleOption = false
        prompt = configuration.prompt
        header = configuration.header
        headerStyles = configuration.headerStyles
        stream = StreamedList(feed: feed, makeChoice: makeChoice)
        stream?.matcher = Matcher(options: configuration.matchOptions)
        if configuration.startsOpen { state.send(.open(.keyboard(.down))) }
        if configuration.filters, !configuration.query.isEmpty { stream?.query = configuration.query }
        refreshStream(now: .zero)
        // The first arrival is drawn at once, whenever it comes.
        stream?.lastRefresh = nil
    }

    /// True when the list has a filter field.
    var filters: Bool { filter != nil || (stream != nil && configuration.filters) }

    /// The query typed into the filter field.
    var query: String? {
        if let stream { return configuration.filters ? stream.query : nil }
        return filter?.query
    }

    /// Connects a streamed list to the host: arrivals and finished scans come as events.
    mutating func start(reportingTo inbox: PromptInbox) {
        startPreview(reportingTo: inbox)
        startScriptEvents(reportingTo: inbox)
        guard var stream else { return }
        stream.scanner = FeedScanner(inbox: inbox)
        self.stream = stream
        stream.feed.attach(to: inbox)
    }

    var isMultiple: Bool { state.list.sections.contains { $0.selectionMode.isMultiple } }

    private mutating func open() {
        if let cursor = configuration.cursor, state.list.option(at: cursor) != nil {
            state.send(.open(.program))
            state.send(.pointerMove(.row(cursor)))
        } else if configuration.initialHighlight == .firstOption {
            state.send(.open(.keyboard(.home)))
        } else {
            state.send(.open(.keyboard(.down)))
        }
    }

    // MARK: Events

    var deadline: Duration? {
        if offersSoleOption || nothingToChoose != nil || scriptEvents.isStartPending { return .zero }
        return [typeaheadDeadline, stream?.refreshDeadline, previewDeadline].compactMap { $0 }.min()
    }

    mutating func handle(_ event: PromptEvent, context: PromptContext) -> Outcome {
        // Nothing to choose: end at once (on the first tick or key) rather than wait for Esc.
        if nothingToChoose != nil {
            switch event {
            case .tick, .key: return .cancelled
            default: break
            }
        }
        if handlePreviewEvent(event, context: context) { return .proceed }
        let queryBefore = query
        var outcome = stream == nil ? handleEvent(event, context: context) : handleStreamed(event, context: context)
        if case .proceed = outcome, let ending = runEventCommands(queryBefore: queryBefore, context: context) { outcome = ending }
        guard case .proceed = outcome else { return outcome }
        if scriptEvents.reloadAnchor != nil { highlightReloadAnchor() }
        updatePreview(now: context.now)
        return outcome
    }

    mutating func handleEvent(_ event: PromptEvent, context: PromptContext) -> Outcome {
        // A list that fills its area has no trigger to open it from: it is always open.
        if !state.isOpen, sheetHeight(in: context) != nil, !state.list.items.isEmpty { open() }
        // Closing the list clears its highlight: what it was is what Enter takes with nothing checked.
        let highlightedOption = state.list.highlightedOption
        let before = layout(in: context)
        syncVisibleRows(before, theme: context.theme)
        var events: [DropDownEvent<Value>] = []
        switch event {
        case .key(let key):
            if let commands = configuration.commands.commands(for: key) {
                let (performed, ending) = perform(commands, context: context)
                if let ending { return ending }
                events = performed
                break
            }
            if handleFilterKey(key) { break }
            if let intent = configuration.keyMap.intent(for: key) {
                if !state.isOpen, intent == .cancel { return .cancelled }
                if intent == .list(.selectAll), isMultiple, !state.isOpen { break }
                events = state.send(intent.dropDownAction(at: context.now))
                if intent == .toggle { noteTypeahead(at: context.now) }
            } else if case .character(let character) = key.key, key.modifiers.isSubset(of: .shift) {
                events = state.send(.typeahead(character, at: context.now))
                noteTypeahead(at: context.now)
            }
        case .mouse(let mouse):
            let target = self.target(at: mouse.position, layout: before, theme: context.theme)
            if let action = mouse.dropDownAction(over: target) { events = state.send(action) }
        case .resize:
            side = nil
        case .paste(let text):
            if filters { setQuery((query ?? "") + text.filter { !$0.isNewline }) }
        case .tick:
            if offersSoleOption {
                offersSoleOption = false
                if let option = state.list.items.lazy.compactMap({ item -> Choice<Value>? in
                    if case .option(let option) = item, option.isEnabled { return option }
                    return nil
                }).first {
                    return .committed([option])
                }
            }
            if let deadline = typeaheadDeadline, context.now >= deadline { typeaheadDeadline = nil }
        case .background:
            break
        }
        if offersSoleOption, case .key = event { offersSoleOption = false }
        // Decided once per prompt (again only after a resize, when the host has located the region
        // anew): the list reopens on the same side.
        var isResize = false
        if case .resize = event { isResize = true }
        if side == nil, context.regionTop != nil, !isResize { side = decidedSide(in: context) }
        syncVisibleRows(layout(in: context), theme: context.theme)
        for event in events {
            switch event {
            case .activated(_, let option):
                // An action row (a section whose mode is `.actions`) is a choice in itself.
                return .committed([option])
            case .dismissed(.escape):
                return .cancelled
            case .dismissed(.commit), .dismissed(.tab):
                let chosen = hiddenSelection + state.list.selectedOptions
                if !chosen.isEmpty { return .committed(chosen) }
                if isMultiple {
                    // Enter with nothing checked takes the highlighted option, as in fzf, when asked to.
                    if configuration.takesHighlightedWhenNothingChecked, !hasHiddenSelection, let option = highlightedOption,
                        option.isEnabled
                    {
                        return .committed([option])
                    }
                    return .committed([])
                }
            default:
                break
            }
        }
        return .proceed
    }

    /// Keeps the typeahead expiry in step with the search the last key ran (or ended).
    private mutating func noteTypeahead(at now: Duration) {
        typeaheadDeadline = state.list.typeahead.text.isEmpty ? nil : now + state.list.configuration.typeahead.timeout
    }

    /// Sets the query from a bound action (`change-query`, `clear-query`, …), when filtering.
    mutating func setQueryFromAction(_ query: String) {
        guard filters else { return }
        charactersAfterCaret = 0
        setQuery(query)
    }

    /// Whether checked options are hidden by the filter (kept for when they show again).
    var hasHiddenSelection: Bool {
        !hiddenSelection.isEmpty || !(stream?.selectedItems.isEmpty ?? true)
    }

    /// Forgets the checked options the filter hides (`clear-multi`).
    mutating func clearHiddenSelection() {
        hiddenSelection = []
        stream?.selectedItems = []
    }

    /// Replaces the list with the options matching `query` (in their sections, CB-02), keeping
    /// the selection of a multiple-choice list, and highlights the best match.
    mutating func setQuery(_ query: String) {
        if stream != nil { return setStreamQuery(query) }
        guard var filter else { return }
        let selected = hiddenSelection + state.list.selectedOptions
        filter.setQuery(query)
        self.filter = filter
        var listConfiguration = state.list.configuration
        listConfiguration.visibleRows = configuration.visibleRows.map { .upTo($0) } ?? .asManyAsFit
        let list = ListState(
            sections: filter.sections,
            preselecting: selected.isEmpty ? .nothing : .values(selected.map(\.value)),
            configuration: listConfiguration)
        var dropDown = DropDownState(list: list, mode: state.mode, configuration: state.configuration)
        let present = dropDown.list.selectedOptions
        hiddenSelection = selected.filter { option in !present.contains { $0.value == option.value } }
        dropDown.send(.open(.keyboard(.home)))
        dropDown.send(.list(.resize(availableRows: state.list.availableRows)))
        state = dropDown
        // The width stays that of the whole list, so the popover does not jump as the query changes.
    }

    /// The widest a list is measured.
    private static var widthLimit: Int { 1000 }

    /// Tells the list how many rows the popover shows, so the highlight stays in view.
    private mutating func syncVisibleRows(_ layout: ListPromptLayout, theme: Theme) {
        guard state.isOpen else { return }
        let rows = max(1, layout.visibleListRows)
        let isFirstHeight = state.list.availableRows == nil
        if state.list.availableRows != rows { state.send(.list(.resize(availableRows: rows))) }
        // Wrapped and multi-line labels: rows as tall as their lines, measured for this width.
        if let heights = rowHeights(for: state.list, layout: layout, theme: theme) { state.setRowHeights(heights) }
        if isFirstHeight, layout.isSheet, let rows = Self.rowsToOpeningTop(of: state.list) { state.send(.list(.scroll(by: rows))) }
    }

    /// How far to scroll a list that just learnt its height so that it opens as a drop-down does
    /// (SEL-02): its selected option, highlighted, on the top row. Nil when there is nothing to do.
    static func rowsToOpeningTop(of list: ListState<Value>) -> Int? {
        guard let selected = list.firstSelectedRow, list.highlighted == selected else { return nil }
        let rows = (list.line(ofRow: selected) - list.viewport.top) / max(1, list.linesPerRow)
        return rows > 0 ? rows : nil
    }

    /// The heights of `list`'s rows drawn in `layout`'s list area, when labels may take several lines.
    func rowHeights(for list: ListState<Value>, layout: ListPromptLayout, theme: Theme) -> RowHeights? {
        guard configuration.labelWrapping.isActive, configuration.rowHeight <= 1, case .vertical = configuration.layout,
            let area = layout.listArea
        else { return nil }
        return ListView<Value>.rowHeights(
            of: list.items, width: area.width, wrapping: configuration.labelWrapping, isMultiple: isMultiple, theme: theme)
    }

    private func target(at point: Point, layout: ListPromptLayout, theme: Theme) -> PointerTarget {
        if layout.trigger.contains(point) { return .trigger }
        if !layout.isSheet {
            guard let popover = layout.popover, popover.frame.contains(point) else { return .outside }
        }
        guard let listArea = layout.listArea, listArea.contains(point) else { return .list }
        return ListView(state: state.list, theme: theme, labelWrapping: configuration.labelWrapping).target(at: point, area: listArea)
    }

    /// The host located the region (at the start, after a resize): the list's side is decided, open
    /// or not, before the frame that may scroll the terminal to make its room.
    mutating func prepare(for context: PromptContext) {
        // Once decided, the side stays: the region's top has since moved up by the rows its first
        // frame scrolled, and deciding again from there would flip the list (issue 20).
        // Not before the terminal said where the region is: drawing works it out meanwhile.
        if side == nil, context.regionTop != nil { side = decidedSide(in: context) }
    }

    // MARK: Layout and drawing

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
        if height.isAdaptive {
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

    func layout(in context: PromptContext) -> ListPromptLayout {
        let screen = context.screen
        if let height = sheetHeight(in: context) {
            let sheet = ListSheetLayout(
                area: Rect(x: 0, y: 0, width: screen.width, height: height), hasTitle: title != nil, filters: filters,
                headerRows: allHeader.count, showsHelp: configuration.showsHelp, pane: pane ?? shownPreviewWindow.map(ListPane.init))
            var layout = ListPromptLayout(sheet: sheet, height: height)
            // The preview fills the sheet's pane, a line on the side next to the list.
            if let window = shownPreviewWindow, var area = sheet.paneArea {
                // Beside the list, a blank column keeps its scroll bar off the pane's line.
                if window.side == .right, area.width > 1 {
                    area = Rect(x: area.x + 1, y: area.y, width: area.width - 1, height: area.height)
                }
                if window.side == .left, area.width > 1 { area.width -= 1 }
                layout.previewArea = area
                layout.previewFrame = window.hasBorder ? .line(window.side.opposite) : .none
            }
            return layout
        }
        let titleWidth = titleText.map { Buffer.displayWidth(of: $0, limit: screen.width) } ?? 0
        let trigger = TriggerView(
            label: state.triggerLabel, isPlaceholder: state.showsPlaceholder, isOpen: state.isOpen, theme: context.theme,
            image: state.triggerOption?.content.image)
        let listWidth = popoverListWidth(on: screen)
        return ListPromptLayout(
            screen: screen, titleWidth: titleWidth, triggerWidth: trigger.width, isOpen: state.isOpen,
            listWidth: listWidth,
            listRows: wantedListRows(width: min(listWidth, screen.width - 2), theme: context.theme, limit: screen.height), filters: filters,
            headerRows: allHeader.count,
            showsHelp: configuration.showsHelp, side: side ?? decidedSide(in: context), preview: shownPreviewWindow)
    }

    /// The side the open list takes in `context` (``ListPromptLayout/side(forHeight:context:)``).
    private func decidedSide(in context: PromptContext) -> Placement.Side {
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
        if layout.popover != nil || layout.isSheet {
            if let filter, let area = layout.filterArea {
                let counts = configuration.showsCounts ? (matching: filter.matchCount, total: filter.options.count) : nil
                var field = FilterFieldView(query: filter.query, counts: counts, theme: theme)
                field.prompt = prompt
                field.caret = caretOffset
                cursor = field.render(into: &buffer, area: area)
            } else if let stream, filters, let area = layout.filterArea {
                let counts = configuration.showsCounts ? (matching: stream.matchCount, total: stream.store.count) : nil
                var field = FilterFieldView(
                    query: stream.query, counts: counts, indicator: streamIndicator(stream, now: context.now), theme: theme)
                field.prompt = prompt
                field.caret = caretOffset
                cursor = field.render(into: &buffer, area: area)
            }
            if let area = layout.headerArea {
                for (index, line) in allHeader.prefix(area.height).enumerated() {
                    let row = Rect(x: area.x, y: area.y + index, width: area.width, height: 1)
                    HeaderLineView(text: line, styles: headerStyles[index] ?? [], theme: theme).render(into: &buffer, area: row)
                }
            }
            if let area = layout.listArea {
                var list = state.list
                // The viewport may be taller than the popover on the first frame, before a resize reached it.
                let isFirstHeight = list.availableRows == nil
                _ = list.send(.resize(availableRows: max(1, area.height)))
                if let heights = rowHeights(for: list, layout: layout, theme: theme) { list.setRowHeights(heights) }
                if isFirstHeight, layout.isSheet, let rows = Self.rowsToOpeningTop(of: list) { list.send(.scroll(by: rows)) }
                let matches =
                    stream?.highlightedCharacters(ofRows: list.viewport.rows) ?? filter?.highlightedCharacters(ofRows: list.viewport.rows)
                    ?? [:]
                var styles: [Int: [StyledCharacters]] = [:]
                if let labelStyles {
                    for row in list.viewport.rows where row < list.items.count {
                        if let option = list.option(at: row), let runs = labelStyles(option.value) { styles[row] = runs }
                    }
                }
                let view = ListView(
                    state: list, theme: theme, matches: matches, labelStyles: styles, labelWrapping: configuration.labelWrapping)
                if let row = view.render(into: &buffer, area: area) {
                    cursor = row
                } else if filter?.shown.isEmpty == true || (stream.map { $0.rowCount == 0 && !$0.query.isEmpty && !$0.isScanning } ?? false)
                {
                    buffer.write("no match", at: Point(x: area.x + 1, y: area.y), style: theme.placeholder, clip: area)
                }
            }
        }
        renderPreview(into: &buffer, layout: layout, context: context)
        if let helpRow = layout.helpRow {
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

    /// The summary line's text: `Title: Label` (labels joined with ", "), or why there was nothing to choose.
    func summary(of options: [Choice<Value>]) -> String {
        if let nothingToChoose { return title.map { "\($0): \(nothingToChoose)" } ?? nothingToChoose }
        let labels = options.map(\.label).joined(separator: ", ")
        return title.map { "\($0): \(labels)" } ?? labels
    }
}
