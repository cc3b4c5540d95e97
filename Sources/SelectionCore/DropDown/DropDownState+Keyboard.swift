// Keyboard and program actions, closed (SEL-01..SEL-05) and open (SEL-07..SEL-11).
extension DropDownState {
    mutating func sendWhileClosed(_ action: DropDownAction, events: inout [DropDownEvent<Value>]) {
        switch action {
        case .open(let cause): open(cause, events: &events)
        case .list(.moveDown): open(.keyboard(.down), events: &events)
        case .list(.moveUp): open(.keyboard(.up), events: &events)
        case .list(.moveToFirst): open(.keyboard(.home), events: &events)
        case .list(.moveToLast): open(.keyboard(.end), events: &events)
        case .list(.resize(let rows)): list.resize(availableRows: rows)
        case .list(.moveLeft) where configuration.arrowsChangeValueWhenClosed:
            stepValueWhileClosed(by: -1, events: &events)
        case .list(.moveRight) where configuration.arrowsChangeValueWhenClosed:
            stepValueWhileClosed(by: 1, events: &events)
        case .select: open(.keyboard(.space), events: &events)
        case .commit: open(.keyboard(.enter), events: &events)
        case .typeahead(let character, let now): typeaheadWhileClosed(character, at: now, events: &events)
        case .pointerDown(.trigger):
            open(.pointer, events: &events)
            gesture = PointerGesture(origin: .trigger)
        case .close, .list, .cancel, .tab, .pointerDown, .pointerMove, .pointerUp:
            break
        }
    }

    mutating func sendWhileOpen(_ action: DropDownAction, events: inout [DropDownEvent<Value>]) {
        switch action {
        case .open: break
        case .close: dismiss(.program, events: &events)
        case .list(let action): forward(action, events: &events)
        case .typeahead(let character, let now):
            switch list.typeaheadMatch(character, at: now, anchor: list.highlighted) {
            case .notTypeahead where character == " ": selectHighlighted(events: &events)
            case .notTypeahead, .noMatch: break
            case .match(let row): forward(.highlight(row), events: &events)
            }
        case .select: selectHighlighted(events: &events)
        case .commit: commitHighlighted(events: &events)
        case .cancel: dismiss(.escape, events: &events)
        case .tab:
            if configuration.tabSelects { chooseSingle(list.highlighted, events: &events) }
            dismiss(.tab, events: &events)
        case .pointerDown(let target): pointerDown(on: target, events: &events)
        case .pointerMove(let target): pointerMove(over: target, events: &events)
        case .pointerUp(let target): pointerUp(on: target, events: &events)
        }
    }

    /// SEL-05: the previous or next enabled option becomes the value, without opening or
    /// wrapping; with none selected, the first. Only a single-choice value drop-down.
    private mutating func stepValueWhileClosed(by step: Int, events: inout [DropDownEvent<Value>]) {
        guard case .value = mode, !list.hasMultipleSelection else { return }
        let rows = list.content.enabledRows
        let target: Int?
        if let current = list.firstSelectedRow {
            target = step < 0 ? rows.last(atMost: current - 1) : rows.first(atLeast: current + 1)
        } else {
            target = rows.first
        }
        guard let target, list.selectionMode(ofRow: target) == .single, !list.isSelected(target) else { return }
        var listEvents: [ListEvent<Value>] = []
        list.select(target, events: &listEvents)
        events.append(contentsOf: listEvents.map(DropDownEvent.init))
    }

    /// SEL-04: type-to-select on the closed trigger, anchored at the selected option. Off for
    /// menus and multiple selection (TA-11), where only a space acts (it opens).
    private mutating func typeaheadWhileClosed(_ character: Character, at now: Duration, events: inout [DropDownEvent<Value>]) {
        let isMenu: Bool = if case .action = mode { true } else { false }
        if isMenu || list.hasMultipleSelection {
            if character == " " { open(.keyboard(.space), events: &events) }
            return
        }
        switch list.typeaheadMatch(character, at: now, anchor: list.firstSelectedRow) {
        case .notTypeahead:
            if character == " " { open(.keyboard(.space), events: &events) }
        case .noMatch:
            if configuration.closedTypeahead == .openAndHighlight { open(.program, events: &events) }
        case .match(let row):
            switch configuration.closedTypeahead {
            case .openAndHighlight:
                open(highlighting: row, events: &events)
            case .selectWithoutOpening:
                // Select without highlighting: the list is closed. The search keeps running,
                // so a repeated letter cycles from the new selection.
                guard list.selectionMode(ofRow: row) == .single, !list.isSelected(row) else { break }
                var listEvents: [ListEvent<Value>] = []
                list.select(row, events: &listEvents)
                events.append(contentsOf: listEvents.map(DropDownEvent.init))
            }
        }
    }

    /// Space (SEL-08, LB-04, MENU-07): choose the highlighted option; with none, close, unless
    /// the list holds multiple selection (then Space has nothing to toggle).
    private mutating func selectHighlighted(events: inout [DropDownEvent<Value>]) {
        if let row = list.highlighted {
            choose(row, events: &events)
        } else if !list.hasMultipleSelection {
            dismiss(.commit, events: &events)
        }
    }

    /// Enter (SEL-08, MENU-06): choose the highlighted option and close; a `.multiple` row is
    /// not toggled (Enter means "done"); a disabled row does nothing (MENU-11).
    private mutating func commitHighlighted(events: inout [DropDownEvent<Value>]) {
        guard let row = list.highlighted else {
            dismiss(.commit, events: &events)
            return
        }
        guard list.option(at: row)?.isEnabled == true else { return }
        if !list.selectionMode(ofRow: row).isMultiple { forward(.choose(row), events: &events) }
        dismiss(.commit, events: &events)
    }

    /// Selects `row` if it is an enabled option of a `.single` section: what Tab and an outside
    /// press may do before closing (SEL-11, SEL-12). Actions never fire this way (MENU-10).
    mutating func chooseSingle(_ row: Int?, events: inout [DropDownEvent<Value>]) {
        guard let row, list.option(at: row)?.isEnabled == true, list.selectionMode(ofRow: row) == .single else { return }
        forward(.choose(row), events: &events)
    }
}
