// The single entry point of the list machine.
extension ListState {
    /// Applies `action` and returns what changed.
    ///
    /// ```swift
    /// var list = ListState(items: fruit.map { .option(Choice($0)) })
    /// list.send(.moveDown)                              // [.highlightChanged(0)]
    /// list.send(.typeahead("b", at: .milliseconds(0)))  // [.highlightChanged(2)]
    /// ```
    @discardableResult
    public mutating func send(_ action: ListAction) -> [ListEvent<Value>] {
        var events: [ListEvent<Value>] = []
        switch action {
        case .moveUp, .moveDown, .moveHighlightUp, .moveHighlightDown, .moveLeft, .moveRight, .moveToFirst, .moveToLast,
            .pageUp, .pageDown, .highlight, .focus:
            moveHighlight(for: action, events: &events)
        case .typeahead, .chooseHighlighted, .toggleHighlighted, .escape, .choose:
            choose(for: action, events: &events)
        case .extendUp, .extendDown, .extendToFirst, .extendToLast, .extendSelection, .selectRangeToHighlight, .selectAll,
            .deselectAll:
            changeSelection(for: action, events: &events)
        case .scroll(let rows):
            scroll(by: rows, events: &events)
        case .resize(let availableRows):
            resize(availableRows: availableRows)
        }
        return events
    }

    /// The moves of the highlight (``send(_:)`` sorts the actions).
    private mutating func moveHighlight(for action: ListAction, events: inout [ListEvent<Value>]) {
        switch action {
        case .moveUp: navigate(to: rowAbove(highlighted), events: &events)
        case .moveDown: navigate(to: rowBelow(highlighted), events: &events)
        case .moveHighlightUp: setHighlight(rowAbove(highlighted), events: &events)
        case .moveHighlightDown: setHighlight(rowBelow(highlighted), events: &events)
        case .moveLeft: navigate(to: rowLeft(highlighted), events: &events)
        case .moveRight: navigate(to: rowRight(highlighted), events: &events)
        case .moveToFirst: navigate(to: navigableRows.first, events: &events)
        case .moveToLast: navigate(to: navigableRows.last, events: &events)
        case .pageUp: navigate(to: rowPageAbove(highlighted), events: &events)
        case .pageDown: navigate(to: rowPageBelow(highlighted), events: &events)
        case .highlight(let row): setHighlight(row.flatMap { isNavigable($0) ? $0 : nil }, events: &events)
        case .focus:
            guard highlighted == nil else { break }
            let selected = selectedRows.first(where: isNavigable)
            setHighlight(selected ?? navigableRows.first, events: &events)
        default: break
        }
    }

    /// The actions that choose a row, by typing, by key or by row (``send(_:)`` sorts the actions).
    private mutating func choose(for action: ListAction, events: inout [ListEvent<Value>]) {
        switch action {
        case .typeahead(let character, let now):
            switch typeaheadMatch(character, at: now, anchor: highlighted) {
            case .notTypeahead:
                if character == " ", let highlighted { choose(highlighted, events: &events) }
            case .noMatch:
                break
            case .match(let row):
                navigate(to: row, events: &events)
            }
        case .chooseHighlighted:
            if let highlighted { choose(highlighted, events: &events) }
        case .toggleHighlighted:
            if let highlighted { choose(highlighted, toggling: true, events: &events) }
        case .escape:
            clearSelectionOnEscape(events: &events)
        case .choose(let row):
            guard isNavigable(row) else { break }
            setHighlight(row, events: &events)
            choose(row, events: &events)
        default: break
        }
    }

    /// The actions that extend, fill or empty the selection (``send(_:)`` sorts the actions).
    private mutating func changeSelection(for action: ListAction, events: inout [ListEvent<Value>]) {
        switch action {
        case .extendUp: extendSelection(to: rowAbove(highlighted), events: &events)
        case .extendDown: extendSelection(to: rowBelow(highlighted), events: &events)
        case .extendToFirst: selectFromHighlight(to: navigableRows.first, events: &events)
        case .extendToLast: selectFromHighlight(to: navigableRows.last, events: &events)
        case .extendSelection(let row): extendSelection(to: row, events: &events)
        case .selectRangeToHighlight: extendSelection(to: highlighted, events: &events)
        case .selectAll(let section): selectAll(inSection: section, events: &events)
        case .deselectAll(let section): deselectAll(inSection: section, events: &events)
        default: break
        }
    }
}
