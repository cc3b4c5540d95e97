import SelectionCore
import SelectionMatching
import SelectionTerminal

/// The machinery ``DropDown`` and ``MultiSelect`` share: a drop-down state, the filter field,
/// typeahead expiry, mouse hit-testing, and the ``ListCommand``s bound in
/// ``ListPromptConfiguration/commands``. A key is looked up in the command bindings, then the
/// filter field, then the key map. Drawing is ``ListPromptView``'s, a streamed list's rows
/// ``StreamedList``'s, the preview pane's state ``PreviewPaneState``'s, line mode
/// ``ListLineModeQuestion``'s.
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
    private(set) var side: Placement.Side?
    /// How many characters of the query follow the caret (0: the caret is at the end). ←/→ and
    /// Home/End move it (CB-10, CB-11); typing inserts and Backspace deletes at it.
    var charactersAfterCaret = 0
    /// The scripting layer's state: the prompt and header commands change, how a command ended
    /// the prompt, reloads (``ListCommandRunner``).
    var script: ListScriptState
    /// The header's lines: the configured ones, then the lines a streamed feed set aside (`--header-lines`).
    var allHeader: [String] {
        guard let feedHeader = stream?.header, !feedHeader.isEmpty else { return script.header }
        return script.header + feedHeader.map { String(decoding: $0, as: UTF8.self) }
    }

    /// The indices of ``allHeader``'s lines as drawn, top to bottom, in `rows` rows: in order, or
    /// with fzf's bottom-up layout as fzf draws them there, the lines read from the input
    /// (`--header-lines`) in reverse above the header's text, those farthest from the query cut
    /// first.
    func drawnHeaderOrder(rows: Int, bottomUp: Bool) -> [Int] {
        let count = allHeader.count
        guard bottomUp else { return Array(0..<min(rows, count)) }
        let text = max(0, min(count, script.header.count - script.inputHeaderCount))
        return Array((Array((text..<count).reversed()) + Array(0..<text)).suffix(max(0, rows)))
    }
    /// The styled characters of an option's label (`--ansi` colours), by its value.
    var labelStyles: (@Sendable (Value) -> [StyledCharacters]?)?
    /// The columns the list's rows want (border excluded), measured once per list: measuring
    /// reads up to 1,000 labels, too many to repeat for every frame.
    var naturalListWidth = 0
    /// The preview pane beside the list, if the prompt has one (``ListPreview``).
    var previewPane: PreviewPaneState<Value>?
    /// Where a pane beside a list that fills its area goes (the preview pane): nil for none.
    var pane: ListPane?
    /// What the host should start or stop (``PromptEffect``), gathered while an event is handled
    /// and taken with ``takeEffects()``.
    var effects: [PromptEffect] = []
    /// The order the options were checked in (``ListPromptConfiguration/ordersByPick``).
    var pickOrder = PickOrder()

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
        nothingToChoose = NothingToChoose.reason(in: state.list.items)
        script = ListScriptState(configuration)
        if configuration.filters {
            filter = ListFilter(
                list: state.list, matcher: Matcher(options: configuration.matchOptions), searchText: configuration.searchText)
        }
        naturalListWidth = ListView.naturalWidth(
            of: state.list, limit: Self.widthLimit, breaksAtNewlines: configuration.labelWrapping.breaksAtNewlines,
            tabStop: configuration.tabStop)
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
        script = ListScriptState(configuration)
        stream = StreamedList(makeChoice: makeChoice)
        stream?.matcher = Matcher(options: configuration.matchOptions)
        stream?.isRaw = configuration.startsRaw
        stream?.tracksHighlight = configuration.tracksHighlight
        if configuration.startsOpen { state.send(.open(.keyboard(.down))) }
        if configuration.filters, !configuration.query.isEmpty { stream?.query = configuration.query }
        // The host reads the feed once it starts the prompt; the first arrival is drawn at once.
        effects = [.watch(feed), .readItems]
    }

    /// True when the list has a filter field.
    var filters: Bool { filter != nil || (stream != nil && configuration.filters) }

    /// The query typed into the filter field.
    var query: String? {
        if let stream { return configuration.filters ? stream.query : nil }
        return filter?.query
    }

    /// The host started the prompt and performs its effects from now: arrivals, finished scans
    /// and previews come back as events.
    mutating func start() {
        // The highlight the list opened on is previewed from the first event.
        previewPane?.awaitsFirstLook = true
        ListCommandRunner.start(&self)
        stream?.isConnected = true
        // Options preselected come first, in list order.
        notePicks()
    }

    /// Sets (or removes) the preview.
    mutating func setPreview(_ preview: ListPreview<Value>?) {
        if previewPane != nil { effects.append(.stopPreview) }
        previewPane = preview.map { PreviewPaneState($0) }
    }

    /// The effects gathered since the last call, for the host to perform, in order.
    mutating func takeEffects() -> [PromptEffect] {
        var taken = effects
        effects = []
        if let stream, !stream.effects.isEmpty {
            taken += stream.effects
            self.stream?.effects = []
        }
        if let pane = previewPane, !pane.effects.isEmpty {
            taken += pane.effects
            previewPane?.effects = []
        }
        return taken
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
        if offersSoleOption || nothingToChoose != nil || script.isStartPending || !effects.isEmpty { return .zero }
        return [typeaheadDeadline, stream?.refreshDeadline, previewPane?.deadline].compactMap { $0 }.min()
    }

    mutating func handle(_ event: PromptEvent, context: PromptContext) -> Outcome {
        // Nothing to choose: end at once (on the first tick or key) rather than wait for Esc.
        if nothingToChoose != nil {
            switch event {
            case .tick, .key: return .cancelled
            default: break
            }
        }
        if let outcome = ListCommandRunner.blockedInput(event, on: &self) { return outcome }
        if ListPreviewWiring.handle(event, on: &self, context: context) { return .proceed }
        let queryBefore = query
        script.hitBackwardEOF = false
        var outcome: Outcome
        if case .background(.completed(let result)) = event, case .remoteRequests(let requests) = result.kind {
            outcome = ListRemoteRequests.handle(requests, on: &self, context: context)
        } else if case .key(let key) = event, script.jumpAccepts != nil, key.kind != .release {
            outcome = ListCommandRunner.jump(with: key, on: &self, context: context)
        } else {
            outcome = stream == nil ? handleEvent(event, context: context) : ListStreaming.handle(event, on: &self, context: context)
        }
        if case .proceed = outcome, let ending = ListCommandRunner.runEventCommands(queryBefore: queryBefore, on: &self, context: context) {
            outcome = ending
        }
        if case .proceed = outcome, let ending = ListCommandRunner.fireEvents(after: event, on: &self, context: context) {
            outcome = ending
        }
        // After the user's input, or items of a streamed list that arrived checked (`--selected`).
        if event.isInput || (stream.map { $0.selectedItems.count != pickOrder.order.count } ?? false) { notePicks() }
        if case .committed(let options) = outcome, configuration.ordersByPick { return .committed(pickOrder.sorted(options)) }
        guard case .proceed = outcome else { return outcome }
        if script.reloadAnchor != nil { ListCommandRunner.highlightReloadAnchor(&self) }
        ListCommandRunner.followTracking(&self)
        ListPreviewWiring.update(&self, now: context.now)
        return outcome
    }

    /// `action` as the list is drawn in `layout`: bottom-up (fzf's default layout), the wheel
    /// scrolls the other way through the rows.
    private func drawn(_ action: DropDownAction, in layout: ListPromptLayout) -> DropDownAction {
        guard layout.chrome != nil, configuration.chrome?.layout == .bottomUp, case .list(.scroll(let rows)) = action else {
            return action
        }
        return .list(.scroll(by: -rows))
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
            script.message = nil
            if key.kind != .release { script.lastKey = ListCommandRunner<Value>.fzfKeyName(key) }
            if let commands = ListCommandRunner.boundCommands(for: key, in: self) {
                let (performed, ending) = ListCommandRunner.perform(commands, on: &self, context: context)
                if let ending { return ending }
                events = performed
                break
            }
            if ListQueryEditor.handle(key, on: &self) { break }
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
            if let commands = ListCommandRunner.headerClickCommands(mouse, layout: before, on: &self) {
                if let ending = ListCommandRunner.performEvent(commands, on: &self, context: context) { return ending }
                break
            }
            let target = view.target(at: mouse.position, layout: before, theme: context.theme)
            if let action = mouse.dropDownAction(over: target) { events = state.send(drawn(action, in: before)) }
        case .resize:
            side = nil
        case .paste(let text):
            ListQueryEditor.edit(.insert(text), on: &self)
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
        case .background(.completed(let result)):
            guard case .commandRan(let status, let output) = result.kind else { break }
            let (performed, ending) = ListCommandRunner.finishRun(status: status, output: output, on: &self, context: context)
            if let ending { return ending }
            events = performed
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
        return outcome(of: events, highlighted: highlightedOption) ?? .proceed
    }

    /// How the drop-down's `events` end the prompt, if they do; `highlightedOption` was
    /// highlighted before them (what Enter takes with nothing checked).
    mutating func outcome(of events: [DropDownEvent<Value>], highlighted highlightedOption: Choice<Value>?) -> Outcome? {
        for event in events {
            switch event {
            case .activated(_, let option):
                // An action row (a section whose mode is `.actions`) is a choice in itself.
                return .committed([option])
            case .dismissed(.escape):
                return .cancelled
            case .dismissed(.commit), .dismissed(.tab):
                let chosen = checkedOptions
                if !chosen.isEmpty { return .committed(chosen) }
                if endsAsNoMatch(event, highlighted: highlightedOption) { return .cancelled }
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
        return nil
    }

    /// Enter with nothing to take — no option highlighted (the filter matches none) and none
    /// checked — ends the prompt when ``ListPromptConfiguration/endsWhenNothingMatches`` asks,
    /// noting it in ``script``.
    private mutating func endsAsNoMatch(_ event: DropDownEvent<Value>, highlighted: Choice<Value>?) -> Bool {
        guard configuration.endsWhenNothingMatches, filters, highlighted == nil, !hasHiddenSelection, case .dismissed(.commit) = event
        else {
            return false
        }
        script.endsWithNoMatch = true
        return true
    }

    /// Notes the options checked now in ``pickOrder``, when the choice is reported in pick order
    /// (after the user's input: only keys, the mouse and pastes check options).
    private mutating func notePicks() {
        guard configuration.ordersByPick, isMultiple else { return }
        if let stream {
            // Every checked item of a streamed list, those the query hides too; a streamed
            // list's values are its item indices (no choice is made for each).
            pickOrder.note(checked: stream.selectedItems.sorted().map { AnyHashable($0) })
        } else {
            pickOrder.note(checked: checkedOptions.compactMap { $0.value as? AnyHashable })
        }
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

    /// Edits the filter's query or moves its caret (``ListQueryEditor``); true when the key was used.
    mutating func handleFilterKey(_ key: KeyEvent) -> Bool { ListQueryEditor.handle(key, on: &self) }

    /// The checked options, those the filter hides first.
    var checkedOptions: [Choice<Value>] { hiddenSelection + state.list.selectedOptions }

    /// Whether any option is checked, shown or hidden by the filter.
    var hasCheckedOptions: Bool { !state.list.selection.isEmpty || hasHiddenSelection }

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
        if stream != nil { return ListStreaming.setQuery(query, on: &self) }
        guard var filter else { return }
        script.filterRuns += 1
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
    static var widthLimit: Int { 1000 }

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
        view.rowHeights(for: list, layout: layout, theme: theme)
    }

    /// The host located the region (at the start, after a resize): the list's side is decided, open
    /// or not, before the frame that may scroll the terminal to make its room.
    mutating func prepare(for context: PromptContext) {
        // Once decided, the side stays: the region's top has since moved up by the rows its first
        // frame scrolled, and deciding again from there would flip the list to the other side.
        // Not before the terminal said where the region is: drawing works it out meanwhile.
        if side == nil, context.regionTop != nil { side = decidedSide(in: context) }
    }

    // MARK: Layout and drawing

    /// The prompt's layout and drawing (``ListPromptView``).
    var view: ListPromptView<Value> { ListPromptView(engine: self) }

    /// The rows of the area the list fills in `context`, or nil for a popover under a trigger.
    func sheetHeight(in context: PromptContext) -> Int? { view.sheetHeight(in: context) }

    /// Where the prompt's parts go in `context`.
    func layout(in context: PromptContext) -> ListPromptLayout { view.layout(in: context) }

    /// The side the open list takes in `context`.
    private func decidedSide(in context: PromptContext) -> Placement.Side { view.decidedSide(in: context) }

    /// Draws the prompt; the cell where the accessible cursor rests.
    func render(into buffer: inout Buffer, context: PromptContext) -> Point? { view.render(into: &buffer, context: context) }

    /// The summary line's text: `Title: Label` (labels joined with ", "), or why there was nothing to choose.
    func summary(of options: [Choice<Value>]) -> String {
        if let nothingToChoose { return title.map { "\($0): \(nothingToChoose)" } ?? nothingToChoose }
        let labels = options.map(\.label).joined(separator: ", ")
        return title.map { "\($0): \(labels)" } ?? labels
    }
}
