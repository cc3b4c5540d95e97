/// The state of a drop-down: a trigger and the list it opens, closed or open.
///
/// It opens from the keyboard, from a pointer press (at once, on press: press-drag-release
/// chooses in one gesture) or from the program, and closes on a choice, Escape, a press
/// outside, a press on the trigger or Tab — each dismissal says why. In `.value` mode the
/// trigger shows the chosen option (``triggerLabel``); in `.action` mode a fixed prompt.
///
/// ```swift
/// var dropDown = DropDownState(
///     items: ["Red", "Green", "Blue"].map { .option(Choice($0)) },
///     mode: .value(placeholder: "Select...")
/// )
/// dropDown.send(.open(.keyboard(.down)))   // [.shown, .highlightChanged(0)]
/// dropDown.send(.list(.moveDown))          // [.highlightChanged(1)]
/// dropDown.send(.commit)                   // [.selected(index: 1, ...), .dismissed(.commit)]
/// dropDown.triggerLabel                    // "Green"
/// ```
public struct DropDownState<Value: Sendable & Equatable>: Sendable, Equatable {
    /// The list: highlight, selection and viewport.
    public internal(set) var list: ListState<Value>
    /// What the trigger shows.
    public let mode: DropDownMode
    /// The behaviours chosen for this drop-down.
    public internal(set) var configuration: DropDownConfiguration
    /// True while the list is open.
    public internal(set) var isOpen: Bool
    /// The pointer press in progress, if any.
    package internal(set) var gesture: PointerGesture?

    /// Creates a closed drop-down over `list`.
    ///
    /// - Parameters:
    ///   - list: The options, their selection and the list's own behaviours.
    ///   - mode: What the trigger shows. Default `.value(placeholder: "Select...")`.
    ///   - configuration: Drop-down behaviours; the defaults follow docs/behaviour.md §13.
    public init(
        list: ListState<Value>,
        mode: DropDownMode = .value(placeholder: "Select..."),
        configuration: DropDownConfiguration = DropDownConfiguration()
    ) {
        self.list = list
        self.mode = mode
        self.configuration = configuration
        isOpen = false
        gesture = nil
    }

    /// Creates a closed drop-down from rows, with the defaults of its mode: a `.value`
    /// drop-down is a select (single choice, no wrapping); an `.action` drop-down is a menu
    /// (actions, wrapping, disabled items highlightable: docs/behaviour.md §6, §13).
    ///
    /// - Parameters:
    ///   - items: The rows: options, headers and separators.
    ///   - mode: What the trigger shows.
    ///   - selectionMode: What choosing does; `nil` picks `.single` for `.value`, `.actions` for
    ///     `.action`.
    ///   - preselecting: The options selected to begin with.
    ///   - listConfiguration: List behaviours; `nil` picks the mode's defaults.
    ///   - configuration: Drop-down behaviours.
    public init(
        items: [ListItem<Value>],
        mode: DropDownMode = .value(placeholder: "Select..."),
        selectionMode: SelectionMode? = nil,
        preselecting: Preselection<Value> = .nothing,
        listConfiguration: ListConfiguration? = nil,
        configuration: DropDownConfiguration = DropDownConfiguration()
    ) {
        let isMenu: Bool = if case .action = mode { true } else { false }
        let list = ListState(
            items: items,
            selectionMode: selectionMode ?? (isMenu ? .actions : .single),
            preselecting: preselecting,
            configuration: listConfiguration ?? (isMenu ? .menu : ListConfiguration())
        )
        self.init(list: list, mode: mode, configuration: configuration)
    }

    /// The text the trigger shows: in `.value` mode the chosen options' labels (joined with
    /// ", " when there are several) or the placeholder; in `.action` mode the prompt.
    public var triggerLabel: String {
        switch mode {
        case .value(let placeholder):
            // Read at every frame: nothing chosen costs no array (and no key path).
            if list.selection.isEmpty { return placeholder }
            let labels = list.selectedOptions.map { $0.label }
            return labels.isEmpty ? placeholder : labels.joined(separator: ", ")
        case .action(let prompt):
            return prompt
        }
    }

    /// The option a `.value` trigger shows (the first chosen one), so that it can be drawn with
    /// its swatch or picture; `nil` in `.action` mode or when nothing is chosen.
    public var triggerOption: Choice<Value>? {
        guard case .value = mode, let row = list.firstSelectedRow else { return nil }
        return list.option(at: row)
    }

    /// True when nothing is chosen and a `.value` trigger shows its placeholder.
    public var showsPlaceholder: Bool {
        guard case .value = mode else { return false }
        return list.selection.isEmpty
    }

    /// Applies `action` and returns what happened.
    ///
    /// ```swift
    /// let events = dropDown.send(.pointerUp(.row(3)))
    /// ```
    @discardableResult
    public mutating func send(_ action: DropDownAction) -> [DropDownEvent<Value>] {
        let before = self
        var events: [DropDownEvent<Value>] = []
        if isOpen {
            sendWhileOpen(action, events: &events)
        } else {
            sendWhileClosed(action, events: &events)
        }
        return reduce(from: before, action: action, events: events)
    }

    /// Runs a list action and converts its events.
    mutating func forward(_ action: ListAction, events: inout [DropDownEvent<Value>]) {
        events.append(contentsOf: list.send(action).map(DropDownEvent.init))
    }

    /// Opens the list with the highlight `cause` asks for (SEL-02, SEL-03, MENU-01, MENU-02).
    mutating func open(_ cause: OpenCause, events: inout [DropDownEvent<Value>]) {
        open(highlighting: highlightOnOpening(cause), events: &events)
    }

    /// Opens the list with `row` highlighted.
    mutating func open(highlighting row: Int?, events: inout [DropDownEvent<Value>]) {
        isOpen = true
        events.append(.shown)
        var listEvents: [ListEvent<Value>] = []
        list.open(highlighting: row, events: &listEvents)
        events.append(contentsOf: listEvents.map(DropDownEvent.init))
    }

    /// The option to highlight on opening: the selected one if there is one (except for
    /// Home and End), else what the key asks for.
    func highlightOnOpening(_ cause: OpenCause) -> Int? {
        let navigable = list.navigableRows
        let selected = list.selectedRows.first(where: list.isNavigable)
        switch cause {
        case .keyboard(.home): return navigable.first
        case .keyboard(.end): return navigable.last
        case .keyboard(.down), .keyboard(.enter), .keyboard(.space): return selected ?? navigable.first
        case .keyboard(.up): return selected ?? navigable.last
        case .keyboard(.altDown), .pointer, .program: return selected
        }
    }

    /// Closes the list for `reason` (SEL-15, NAV-08).
    mutating func dismiss(_ reason: DismissReason, events: inout [DropDownEvent<Value>]) {
        isOpen = false
        gesture = nil
        list.close()
        events.append(.dismissed(reason))
    }

    /// Whether choosing an option in `row` closes the list.
    func closesOnChoosing(_ row: Int) -> Bool {
        configuration.closesOnChoice ?? !list.selectionMode(ofRow: row).isMultiple
    }

    /// Chooses `row` (as a click or Space does) and closes if its section closes on a choice.
    /// A disabled option is never chosen, and the list stays open (MENU-11).
    mutating func choose(_ row: Int, events: inout [DropDownEvent<Value>]) {
        guard list.option(at: row)?.isEnabled == true else { return }
        forward(.choose(row), events: &events)
        if closesOnChoosing(row) { dismiss(.commit, events: &events) }
    }
}
