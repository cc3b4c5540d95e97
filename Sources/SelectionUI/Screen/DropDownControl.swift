import SelectionCore
import SelectionTerminal

/// A drop-down or popup selector placed on an ``AppScreen``: a trigger button whose list opens
/// in a popover pointing at it, driven by ``DropDownState`` (open on press, press-drag-release
/// chooses in one gesture, a press outside dismisses, reopening scrolls the choice to the top).
///
/// In value mode the trigger shows the choice (or the placeholder, `Select...`, `--`); in action
/// mode it shows a fixed prompt and choosing triggers an action. Lists may be vertical, a grid
/// (a palette) or horizontal (a menu). It presents its own popover: the caller wires nothing.
/// A vertical list's rows may be several lines tall, so that pictures show at a useful size.
///
/// ```swift
/// let colours = [Choice("Red", value: Colour(rgb: 0xff0000)), Choice("Blue", value: Colour(rgb: 0x0000ff))]
/// let colour = content.add(DropDownControl(id: "colour", options: colours), label: "Colour")
/// // in the screen's reaction, `value` is a Colour:
/// if case .selected(_, _, let value)? = note.event(from: colour) { content.background = value }
/// let heart = Choice("Heart", value: "heart", content: .pictureAndText(.heart(size: 8, colour: Colour(rgb: 0xe0245e))))
/// content.add(DropDownControl(id: "shape", options: [heart], rowHeight: 4), label: "Shape")
/// ```
public struct DropDownControl<Value: Sendable & Equatable>: Control {
    /// The control's identifier within its screen.
    public let id: String
    /// The trigger's and the list's state.
    public private(set) var state: DropDownState<Value>
    /// The most rows the list shows before it scrolls; nil: as many as fit. A row takes
    /// ``ListState/linesPerRow`` lines.
    public var visibleRows: Int?
    /// Whether the popover may become a full-screen modal where it cannot fit.
    public var allowsModal = true
    /// Whether a press outside that dismisses the popover also reaches what is under it.
    public var passesThroughOutsidePresses = false
    /// Controls whose presses leave the open list open and reach them (OVL-10), e.g. a help button.
    public var keepsOpenForPressesOn: Set<String> = []
    /// The side tried first.
    public var preferredPlacement: Placement = .bottomStart
    /// A fixed text on the trigger (a bar button's "Color"), whatever is chosen.
    public var fixedLabel: String?
    /// The title of the full-screen modal the popover may become.
    public var title: String
    /// The keys and what they mean.
    public var keyMap: KeyMap<ListIntent> = .dropDown

    /// Creates a drop-down over rows.
    ///
    /// - Parameters:
    ///   - id: Its name on the screen.
    ///   - items: The rows.
    ///   - mode: Value mode with a placeholder, or action mode with a fixed prompt.
    ///   - selectionMode: Single by default (a menu in action mode).
    ///   - preselecting: What is chosen to begin with.
    ///   - layout: Vertical, grid or horizontal.
    ///   - visibleRows: The most rows shown before scrolling.
    ///   - rowHeight: The lines each row of a vertical list takes (``ListConfiguration/rowHeight``).
    ///   - title: The modal title when the popover becomes full-screen.
    public init(
        id: String, items: [ListItem<Value>], mode: DropDownMode = .value(placeholder: "Select..."),
        selectionMode: SelectionMode? = nil, preselecting: Preselection<Value> = .nothing,
        layout: ListLayout = .vertical, visibleRows: Int? = nil, rowHeight: Int = 1, title: String = ""
    ) {
        let isMenu: Bool = if case .action = mode { true } else { false }
        var configuration = isMenu ? ListConfiguration.menu : ListConfiguration()
        configuration.layout = layout
        configuration.rowHeight = rowHeight
        if let visibleRows { configuration.visibleRows = .upTo(visibleRows) }
        self.id = id
        self.title = title
        self.visibleRows = visibleRows
        state = DropDownState(
            items: items, mode: mode, selectionMode: selectionMode, preselecting: preselecting, listConfiguration: configuration)
    }

    /// Creates a drop-down over options.
    public init(
        id: String, options: [Choice<Value>], mode: DropDownMode = .value(placeholder: "Select..."),
        selectionMode: SelectionMode? = nil, preselecting: Preselection<Value> = .nothing,
        layout: ListLayout = .vertical, visibleRows: Int? = nil, rowHeight: Int = 1, title: String = ""
    ) {
        self.init(
            id: id, items: options.map { .option($0) }, mode: mode, selectionMode: selectionMode,
            preselecting: preselecting, layout: layout, visibleRows: visibleRows, rowHeight: rowHeight, title: title)
    }

    var label: String { fixedLabel ?? state.triggerLabel }

    /// The trigger's width: the widest option's label, so the trigger does not jump as the choice changes.
    public func preferredWidth(theme: Theme) -> Int {
        TriggerView(label: label, theme: theme, image: triggerImage).width
    }

    /// The chosen option's swatch or picture, shown on a value-mode trigger beside its label.
    private var triggerImage: OptionImage? {
        fixedLabel == nil ? state.triggerOption?.content.image : nil
    }

    /// Draws the trigger in `frame`.
    public func render(into buffer: inout Buffer, frame: Rect, isFocused: Bool, theme: Theme) {
        let trigger = TriggerView(
            label: label, isPlaceholder: fixedLabel == nil && state.showsPlaceholder,
            isOpen: state.isOpen, isFocused: isFocused, theme: theme, image: triggerImage)
        trigger.render(into: &buffer, at: Point(x: frame.x, y: frame.y), maxWidth: frame.width)
    }

    /// Opens, moves, chooses or closes the list in answer to a key or a pointer event.
    public mutating func handle(_ input: ControlInput, geometry: ControlGeometry) -> [ControlEffect<Value>] {
        var events: [DropDownEvent<Value>] = []
        switch input {
        case .key(let key):
            if let intent = keyMap.intent(for: key) {
                if !state.isOpen, intent == .cancel || intent == .tab || intent == .tabBackward { return [] }
                events = state.send(intent.dropDownAction(at: geometry.now))
            } else if case .character(let character) = key.key, key.modifiers.isSubset(of: .shift) {
                events = state.send(.typeahead(character, at: geometry.now))
            }
        case .pointer(let mouse, let region):
            let target: PointerTarget
            switch region {
            case .control: target = .trigger
            case .outside: target = .outside
            case .popover: target = geometry.popoverArea.map { listTarget(at: mouse.position, area: $0) } ?? .list
            }
            if let action = mouse.dropDownAction(over: target) { events = state.send(action) }
        }
        return effects(for: events, presents: true)
    }

    /// The open list's size and rows, for placement; nil while closed.
    public func popoverContent(limit: Size) -> PopoverContent? {
        guard state.isOpen else { return nil }
        let natural = ListView.naturalSize(of: state.list, limit: max(1, limit.width - 2))
        // In lines: a row takes `linesPerRow` of them.
        let rows = min(natural.height, visibleRows.map { max(0, $0) * state.list.linesPerRow } ?? natural.height)
        return PopoverContent(
            size: Size(width: natural.width + 2, height: rows + 2), contentRows: rows,
            preferredPlacement: preferredPlacement, allowsModal: allowsModal,
            passesThroughOutsidePresses: passesThroughOutsidePresses, title: title.isEmpty ? label : title,
            linesPerRow: state.list.linesPerRow, keepsOpenForPressesOn: keepsOpenForPressesOn)
    }

    /// Draws the list into the popover; returns the highlighted row's cell.
    @discardableResult
    public func renderPopover(into buffer: inout Buffer, area: Rect, theme: Theme) -> Point? {
        ListView(state: state.list, theme: theme).render(into: &buffer, area: area)
    }

    /// Tells the list how many rows the placed popover shows, so it scrolls within them.
    public mutating func popoverDidLayout(visibleRows: Int) {
        guard state.isOpen else { return }
        state.send(.list(.resize(availableRows: visibleRows)))
    }

    /// Closes the list when the host dismisses its popover (Esc, an outside press).
    public mutating func layerDismissed() -> [ControlEffect<Value>] {
        guard state.isOpen else { return [] }
        return effects(for: state.send(.close), presents: false)
    }

    func listTarget(at point: Point, area: Rect) -> PointerTarget {
        let target = ListView(state: state.list, theme: .standard).target(at: point, area: area)
        return target == .outside ? .list : target
    }

    func effects(for events: [DropDownEvent<Value>], presents: Bool) -> [ControlEffect<Value>] {
        var effects: [ControlEffect<Value>] = []
        for event in events {
            switch event {
            case .shown:
                if presents { effects.append(.presentPopover) }
                effects.append(.notify(.shown))
            case .selected(let index, let option):
                effects.append(.notify(.selected(index: index, label: option.label, value: option.value)))
            case .activated(let index, let option):
                effects.append(.notify(.activated(index: index, label: option.label)))
            case .dismissed(let reason):
                effects.append(.dismissLayer)
                effects.append(.notify(.dismissed(reason)))
            default:
                break
            }
        }
        return effects
    }
}
