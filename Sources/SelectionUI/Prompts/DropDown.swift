import SelectionCore
import SelectionTerminal

/// A drop-down prompt: a trigger that shows the choice (or a placeholder) and a popover list
/// that opens under it, or above it when there is more room there.
///
/// ```swift
/// let colours = [Choice("Red", value: Colour(rgb: 0xff0000)), Choice("Blue", value: Colour(rgb: 0x0000ff))]
/// switch try await DropDown("Colour", options: colours).run() {
/// case .chosen(let colour): print(colour.hexString)
/// default: print("no colour")
/// }
/// ```
///
/// Keys follow BEHAVIOUR.md §4 (``KeyMap/dropDown``); the mouse opens on press, chooses on
/// click or on release after a drag from the trigger, scrolls with the wheel, and a press
/// outside closes the list.
public struct DropDown<Value: Sendable & Equatable>: Prompt {
    /// The state of the trigger and its list.
    public private(set) var state: DropDownState<Value>
    /// The title shown before the trigger and in the summary (`Colour: Blue`).
    public let title: String?
    /// Looks and behaviours.
    public let configuration: ListPromptConfiguration

    /// Creates a drop-down over rows (options, headers, separators).
    ///
    /// - Parameters:
    ///   - title: Shown before the trigger; nil for none.
    ///   - items: The rows.
    ///   - preselecting: The option chosen to begin with.
    ///   - configuration: Looks and behaviours.
    public init(
        _ title: String? = nil,
        items: [ListItem<Value>],
        preselecting: Preselection<Value> = .nothing,
        configuration: ListPromptConfiguration = ListPromptConfiguration()
    ) {
        var listConfiguration = ListConfiguration(layout: configuration.layout)
        if let rows = configuration.visibleRows { listConfiguration.visibleRows = .upTo(rows) }
        let list = ListState(items: items, selectionMode: .single, preselecting: preselecting, configuration: listConfiguration)
        self.init(title, state: DropDownState(list: list, mode: .value(placeholder: configuration.placeholder)), configuration: configuration)
    }

    /// Creates a drop-down over options.
    public init(
        _ title: String? = nil,
        options: [Choice<Value>],
        preselecting: Preselection<Value> = .nothing,
        configuration: ListPromptConfiguration = ListPromptConfiguration()
    ) {
        self.init(title, items: options.map { .option($0) }, preselecting: preselecting, configuration: configuration)
    }

    /// Creates a drop-down over sections, each with its own title and selection mode.
    public init(
        _ title: String? = nil,
        sections: [ListSection<Value>],
        preselecting: Preselection<Value> = .nothing,
        configuration: ListPromptConfiguration = ListPromptConfiguration()
    ) {
        var listConfiguration = ListConfiguration(layout: configuration.layout)
        if let rows = configuration.visibleRows { listConfiguration.visibleRows = .upTo(rows) }
        let list = ListState(sections: sections, preselecting: preselecting, configuration: listConfiguration)
        self.init(title, state: DropDownState(list: list, mode: .value(placeholder: configuration.placeholder)), configuration: configuration)
    }

    /// Creates a drop-down from a prepared state.
    public init(_ title: String? = nil, state: DropDownState<Value>, configuration: ListPromptConfiguration = ListPromptConfiguration()) {
        self.title = title
        self.configuration = configuration
        self.state = state
        if configuration.startsOpen, !state.list.items.isEmpty { open() }
    }

    private mutating func open() {
        if let cursor = configuration.cursor, state.list.option(at: cursor) != nil {
            state.send(.open(.program))
            state.send(.pointerMove(.row(cursor)))
        } else {
            state.send(.open(.keyboard(.down)))
        }
    }

    // MARK: Prompt

    public func preferredHeight(in screen: Size, context: PromptContext) -> Int {
        layout(in: Size(width: screen.width, height: screen.height), context: context).height
    }

    public mutating func handle(_ event: PromptEvent, context: PromptContext) -> PromptStep<Value> {
        let layout = layout(in: context.screen, context: context)
        var events: [DropDownEvent<Value>] = []
        switch event {
        case .key(let key):
            if let intent = configuration.keyMap.intent(for: key) {
                if !state.isOpen, intent == .cancel { return .finish(.cancelled) }
                events = state.send(action(for: intent, now: context.now))
            } else if case .character(let character) = key.key, key.modifiers.isSubset(of: .shift) {
                events = state.send(.typeahead(character, at: context.now))
            }
        case .mouse(let mouse):
            let target = layout.target(at: mouse.position, state: state)
            switch mouse.kind {
            case .press where mouse.button == .left: events = state.send(.pointerDown(target))
            case .drag, .move: events = state.send(.pointerMove(target))
            case .release: events = state.send(.pointerUp(target))
            case .scroll(.up): events = state.send(.scroll(by: -1))
            case .scroll(.down): events = state.send(.scroll(by: 1))
            default: break
            }
        case .resize, .paste, .tick:
            break
        }
        for event in events {
            switch event {
            case .dismissed(.escape): return .finish(.cancelled)
            case .dismissed(.commit), .dismissed(.tab):
                if let value = state.list.selectedOptions.first?.value { return .finish(.chosen(value)) }
            default: break
            }
        }
        return .proceed
    }

    public func render(into buffer: inout Buffer, context: PromptContext) -> Point? {
        let theme = context.theme
        let layout = layout(in: context.screen, context: context)
        var x = 0
        if let title {
            x = buffer.write(title + ": ", at: Point(x: 0, y: layout.triggerRow), style: theme.title)
        }
        let trigger = TriggerView(label: state.triggerLabel, isPlaceholder: state.showsPlaceholder, isOpen: state.isOpen, theme: theme)
        trigger.render(into: &buffer, at: Point(x: x, y: layout.triggerRow))
        var cursor = Point(x: x, y: layout.triggerRow)
        if let popover = layout.popover {
            let inner = PopoverView(popover, theme: theme).render(into: &buffer)
            if let row = ListView(state: state.list, theme: theme).render(into: &buffer, area: inner) { cursor = row }
        }
        if let helpRow = layout.helpRow {
            let help = configuration.keyMap.helpItems.map(\.text).joined(separator: " · ")
            buffer.write(help, at: Point(x: 0, y: helpRow), style: theme.help, overflow: .ellipsis)
        }
        return cursor
    }

    public func summary(of result: PromptResult<Value>) -> String? {
        guard case .chosen = result else { return nil }
        let label = state.list.selectedOptions.map(\.label).joined(separator: ", ")
        return title.map { "\($0): \(label)" } ?? label
    }

    public var deadline: Duration? { nil }

    // MARK: Layout

    struct Layout {
        var height: Int
        var triggerRow: Int
        var trigger: Rect
        var popover: PopoverLayout.Popover?
        var helpRow: Int?

        func target(at point: Point, state: DropDownState<Value>) -> PointerTarget {
            if trigger.contains(point) { return .trigger }
            guard let popover, popover.frame.contains(point) else { return .outside }
            let inner = Rect(x: popover.frame.x + 1, y: popover.frame.y + 1, width: popover.frame.width - 2, height: popover.frame.height - 2)
            guard inner.contains(point) else { return .list }
            return ListView(state: state.list, theme: .standard).target(at: point, area: inner)
        }
    }

    func layout(in screen: Size, context: PromptContext) -> Layout {
        let titleWidth = title.map { Buffer.displayWidth(of: $0 + ": ") } ?? 0
        let labelWidth = Buffer.displayWidth(of: state.triggerLabel, limit: screen.width)
        let trigger = Rect(x: titleWidth, y: 0, width: min(max(1, screen.width - titleWidth), labelWidth + 2), height: 1)
        let helpRows = configuration.showsHelp ? 1 : 0
        guard state.isOpen else {
            return Layout(height: 1 + helpRows, triggerRow: 0, trigger: trigger, popover: nil, helpRow: helpRows > 0 ? 1 : nil)
        }
        let naturalWidth = ListView.naturalWidth(of: state.list, limit: screen.width)
        let lineCount = state.list.items.count
        var wantedRows = lineCount
        if let rows = configuration.visibleRows { wantedRows = min(wantedRows, rows) }
        let maxRows = max(1, screen.height - 1 - helpRows - 2)
        let rows = min(wantedRows, maxRows)
        let size = Size(width: min(screen.width, naturalWidth + 2), height: rows + 2)
        let region = Rect(x: 0, y: 0, width: screen.width, height: 1 + size.height)
        let placed = PopoverLayout(preferredPlacement: .bottomStart, allowsModal: false)
            .layout(anchor: trigger, size: size, contentRows: rows, within: region)
        guard case .popover(let popover) = placed else {
            return Layout(height: 1 + helpRows, triggerRow: 0, trigger: trigger, popover: nil, helpRow: helpRows > 0 ? 1 : nil)
        }
        let height = 1 + popover.frame.height + helpRows
        return Layout(height: height, triggerRow: 0, trigger: trigger, popover: popover, helpRow: helpRows > 0 ? height - 1 : nil)
    }

    private func action(for intent: ListIntent, now: Duration) -> DropDownAction {
        switch intent {
        case .moveUp: .moveUp
        case .moveDown: .moveDown
        case .moveLeft: .moveLeft
        case .moveRight: .moveRight
        case .moveToFirst: .moveToFirst
        case .moveToLast: .moveToLast
        case .pageUp: .pageUp
        case .pageDown: .pageDown
        case .toggle: .typeahead(" ", at: now)
        case .commit: .commit
        case .cancel: .cancel
        case .tab, .tabBackward: .tab
        case .selectAll: .selectAll(inSection: nil)
        case .deselectAll: .deselectAll(inSection: nil)
        }
    }
}

extension DropDown where Value == String {
    /// Creates a drop-down over strings, each its own value.
    ///
    /// ```swift
    /// let purpose = try await DropDown("Purpose", options: ["Design", "Testing"]).run().value
    /// ```
    public init(
        _ title: String? = nil,
        options: [String],
        preselecting: Preselection<String> = .nothing,
        configuration: ListPromptConfiguration = ListPromptConfiguration()
    ) {
        self.init(title, options: options.map { Choice($0) }, preselecting: preselecting, configuration: configuration)
    }
}
