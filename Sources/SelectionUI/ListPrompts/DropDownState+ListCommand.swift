import SelectionCore

// The list commands that only move the highlight or check options, run on the drop-down's state.
extension DropDownState {
    /// Runs `command` when it moves the highlight or checks options; the events it caused (none
    /// for any other command). ``ListCommand/clearChecks`` unchecks what is shown; the caller
    /// forgets what the filter hides.
    mutating func perform(_ command: ListCommand, at now: Duration) -> [DropDownEvent<Value>] {
        switch command {
        case .moveUp: return send(.list(.moveUp))
        case .moveDown: return send(.list(.moveDown))
        case .pageUp: return send(.list(.pageUp))
        case .pageDown: return send(.list(.pageDown))
        case .halfPageUp:
            return (0..<max(1, (list.availableRows ?? 2) / 2)).flatMap { _ in send(.list(.moveUp)) }
        case .halfPageDown:
            return (0..<max(1, (list.availableRows ?? 2) / 2)).flatMap { _ in send(.list(.moveDown)) }
        case .moveToFirst: return send(.list(.moveToFirst))
        case .moveToLast: return send(.list(.moveToLast))
        case .toggle: return send(ListIntent.toggle.dropDownAction(at: now))
        case .check:
            if let row = list.highlighted, !list.isSelected(row) { return send(.select) }
        case .uncheck:
            if let row = list.highlighted, list.isSelected(row) { return send(.select) }
        case .checkAll: return send(.list(.selectAll))
        case .uncheckAll: return send(.list(.deselectAll))
        case .toggleAll: return toggleEveryOption()
        case .clearChecks: return send(.list(.deselectAll))
        default: break
        }
        return []
    }

    /// Checks every unchecked option of the list shown and unchecks every checked one (fzf's
    /// toggle-all); the highlight stays where it was.
    private mutating func toggleEveryOption() -> [DropDownEvent<Value>] {
        guard list.sections.contains(where: { $0.selectionMode.isMultiple }) else { return [] }
        let rows = 0..<list.items.count
        let enabled = rows.filter { list.option(at: $0)?.isEnabled == true }
        if enabled.allSatisfy(list.isSelected) { return send(.list(.deselectAll)) }
        if !enabled.contains(where: list.isSelected) { return send(.list(.selectAll)) }
        let highlighted = list.highlighted
        var events: [DropDownEvent<Value>] = []
        for row in enabled {
            events += send(.pointerMove(.row(row)))
            events += send(.select)
        }
        if let highlighted { events += send(.pointerMove(.row(highlighted))) }
        return events
    }
}
