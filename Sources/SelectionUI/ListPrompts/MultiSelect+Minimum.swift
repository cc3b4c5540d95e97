import SelectionCore
import SelectionTerminal

extension MultiSelect {
    /// Creates a multiple choice that needs at least `minimum` options checked: Enter (and Tab)
    /// is refused with a message under the list until there are.
    ///
    /// ```swift
    /// let checks = try await MultiSelect("Checks", options: ["Lint", "Unit tests", "Smoke test"], minimum: 1).run()
    /// ```
    ///
    /// - Parameters:
    ///   - title: Shown before the trigger; nil for none.
    ///   - options: The options.
    ///   - minimum: At least this many must be checked for Enter to finish.
    ///   - limit: At most this many may be checked; nil for no limit.
    ///   - preselecting: The options checked to begin with.
    ///   - configuration: Looks and behaviours.
    public init(
        _ title: String? = nil,
        options: [Choice<Element>],
        minimum: Int,
        limit: Int? = nil,
        preselecting: Preselection<Element> = .nothing,
        configuration: ListPromptConfiguration = ListPromptConfiguration(keyMap: .multiSelect)
    ) {
        self.init(title, options: options, limit: limit, preselecting: preselecting, configuration: configuration)
        self.minimum = max(0, minimum)
    }

    /// The number of options checked now, those a filter hides included.
    package var checkedCount: Int { engine.hiddenSelection.count + engine.state.list.selectedOptions.count }

    /// True (and the message set) when `event` would finish the prompt with fewer than ``minimum`` checked.
    mutating func refusesToFinish(on event: PromptEvent) -> Bool {
        guard case .key(let key) = event, key.kind != .release else { return false }
        message = nil
        guard minimum > 0, engine.state.isOpen, let intent = configuration.keyMap.intent(for: key),
            intent == .commit || intent == .tab, checkedCount < minimum
        else { return false }
        message = minimum == 1 ? "✗ check at least one option (space)" : "✗ check at least \(minimum) options (space)"
        return true
    }

    /// Draws ``message`` over the help line (or, without one, beside the trigger).
    func renderMessage(into buffer: inout Buffer, context: PromptContext) {
        guard let message else { return }
        let layout = engine.layout(in: context)
        let row: Rect
        if let helpRow = layout.helpRow {
            row = Rect(x: 0, y: helpRow, width: buffer.size.width, height: 1)
        } else {
            let x = min(buffer.size.width, layout.trigger.maxX + 1)
            row = Rect(x: x, y: layout.trigger.y, width: max(0, buffer.size.width - x), height: 1)
        }
        guard row.width > 0, row.y >= 0, row.y < buffer.size.height else { return }
        buffer.fill(row, with: Cell(" ", style: context.theme.error))
        buffer.write(message, at: row.origin, style: context.theme.error, overflow: .ellipsis)
    }
}

extension MultiSelect where Element == String {
    /// Creates a multiple choice over strings that needs at least `minimum` of them checked.
    ///
    /// - Parameters:
    ///   - title: Shown before the trigger; nil for none.
    ///   - options: The strings, each its own value.
    ///   - minimum: At least this many must be checked for Enter to finish.
    ///   - limit: At most this many may be checked; nil for no limit.
    ///   - preselecting: The options checked to begin with.
    ///   - configuration: Looks and behaviours.
    @_disfavoredOverload
    public init(
        _ title: String? = nil,
        options: [String],
        minimum: Int,
        limit: Int? = nil,
        preselecting: Preselection<String> = .nothing,
        configuration: ListPromptConfiguration = ListPromptConfiguration(keyMap: .multiSelect)
    ) {
        self.init(
            title, options: options.map { Choice($0) }, minimum: minimum, limit: limit, preselecting: preselecting,
            configuration: configuration)
    }
}
