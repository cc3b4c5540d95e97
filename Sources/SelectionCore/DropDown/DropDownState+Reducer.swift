// CORE-04, ARCH-01: the caller's state reducer between the proposed changes and the commit, and
// the events recomputed from what was committed.
extension DropDownState {
    /// The fields a state reducer sees.
    public var changes: DropDownChanges {
        DropDownChanges(isOpen: isOpen, highlighted: list.highlighted, selection: list.selection)
    }

    /// Runs the configured reducer on the transition `before` → `self` caused by `action`, commits
    /// its answer and returns the events that describe the commit (the proposed `events` when
    /// the reducer changes nothing).
    mutating func reduce(
        from before: DropDownState, action: DropDownAction, events proposedEvents: [DropDownEvent<Value>]
    ) -> [DropDownEvent<Value>] {
        guard let reducer = configuration.stateReducer, self != before else { return proposedEvents }
        let proposed = changes
        let wanted = reducer.reduce(before.changes, action, proposed)
        guard wanted != proposed else { return proposedEvents }
        commit(wanted)
        return events(from: before, proposed: proposedEvents)
    }

    /// Applies `wanted` to the proposed state, dropping rows that cannot hold it.
    private mutating func commit(_ wanted: DropDownChanges) {
        list.selection = wanted.selection.filter { list.option(at: $0) != nil }
        if wanted.isOpen {
            isOpen = true
            let row = wanted.highlighted.flatMap { list.isNavigable($0) ? $0 : nil }
            var ignored: [ListEvent<Value>] = []
            list.setHighlight(row, events: &ignored)
        } else {
            isOpen = false
            gesture = nil
            list.close()
        }
    }

    /// The events for the committed transition from `before`: opening, the highlight, the
    /// selection, the proposed activations and limits, and the closing, each only when it
    /// happened.
    private func events(from before: DropDownState, proposed: [DropDownEvent<Value>]) -> [DropDownEvent<Value>] {
        var events: [DropDownEvent<Value>] = []
        if isOpen, !before.isOpen { events.append(.shown) }
        if isOpen, list.highlighted != before.list.highlighted { events.append(.highlightChanged(list.highlighted)) }
        let removed = before.list.selection.subtracting(list.selection).sorted()
        let added = list.selection.subtracting(before.list.selection).sorted()
        var multipleChanged = false
        for row in removed {
            if list.selectionMode(ofRow: row) == .single, let option = list.option(at: row) {
                events.append(.deselected(index: row, option: option))
            } else {
                multipleChanged = true
            }
        }
        for row in added {
            if list.selectionMode(ofRow: row) == .single, let option = list.option(at: row) {
                events.append(.selected(index: row, option: option))
            } else {
                multipleChanged = true
            }
        }
        if multipleChanged { events.append(.selectionChanged(list.selectedRows)) }
        for event in proposed {
            switch event {
            case .activated, .selectionLimitReached: events.append(event)
            default: continue
            }
        }
        if !isOpen, before.isOpen {
            let reason = proposed.lazy.compactMap { event -> DismissReason? in
                if case .dismissed(let reason) = event { return reason }
                return nil
            }.first
            events.append(.dismissed(reason ?? .program))
        }
        return events
    }
}
