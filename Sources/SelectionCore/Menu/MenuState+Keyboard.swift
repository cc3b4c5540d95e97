// Keys: opening from the trigger, moving, submenus, activation, typeahead.

extension MenuState {
    /// Applies one action and reports what happened.
    ///
    /// - Returns: the events, in order (``MenuEvent``); empty when nothing but the active item,
    ///   the timers or the typeahead buffer changed.
    @discardableResult
    public mutating func send(_ action: MenuAction) -> [MenuEvent] {
        switch action {
        case .triggerKey(let key): return triggerKey(key)
        case .moveDown: move(by: 1)
        case .moveUp: move(by: -1)
        case .moveToFirst: moveToEnd(last: false)
        case .moveToLast: moveToEnd(last: true)
        case .openSubmenu:
            guard let level = levels.indices.last, let active = levels[level].active else { return [] }
            return openSubmenu(level: level, index: active, activatingFirst: true)
        case .closeSubmenu:
            guard levels.count > 1 else { return [] }
            return closeLevels(deeperThan: levels.count - 2)
        case .enter: return activateActive(closesCheckable: true)
        case .space(let now):
            if typeahead.isSearching(at: now) { return typeahead(" ", now: now) }
            return activateActive(closesCheckable: false)
        case .escape:
            guard isOpen else { return [] }
            if levels.count == 1 { return close(.escape) }
            return closeLevels(deeperThan: levels.count - 2)
        case .tab:
            return isOpen ? close(.tab) : []
        case .type(let character, let now):
            return typeahead(character, now: now)
        case .pointerPress(let target, let now): return pointerPress(target, now: now)
        case .pointerMove(let target, let position, let frames, let now):
            return pointerMove(target, position: position, frames: frames, now: now)
        case .pointerRelease(let target, let now): return pointerRelease(target, now: now)
        case .tick(let now): return tick(now: now)
        }
        return []
    }

    /// MENU-01 / MENU-03: Enter and Space toggle; Down opens at the first item, Up at the last.
    private mutating func triggerKey(_ key: MenuTriggerKey) -> [MenuEvent] {
        if isOpen {
            return key == .enter || key == .space ? close(.trigger) : []
        }
        return open(activating: key == .up ? .last : .first)
    }

    /// Which item is active when a menu opens.
    enum OpeningFocus {
        case first, last, none
    }

    /// Opens the root menu.
    mutating func open(activating focus: OpeningFocus) -> [MenuEvent] {
        levels = [MenuLevel(path: [], active: nil)]
        typeahead.reset()
        switch focus {
        case .first: moveToEnd(last: false)
        case .last: moveToEnd(last: true)
        case .none: break
        }
        return [.opened]
    }

    /// Closes every menu.
    mutating func close(_ reason: MenuCloseReason) -> [MenuEvent] {
        guard isOpen else { return [] }
        levels = []
        pendingOpen = nil
        pendingClose = nil
        routingApex = nil
        typeahead.reset()
        return [.closed(reason)]
    }

    /// Closes the menus deeper than `level`; the item that opened them stays active (MENU-09, MENU-12).
    mutating func closeLevels(deeperThan level: Int) -> [MenuEvent] {
        guard levels.count > level + 1 else { return [] }
        levels.removeSubrange((level + 1)...)
        pendingClose = nil
        if let pending = pendingOpen, pending.level > level { pendingOpen = nil }
        typeahead.reset()
        return [.submenuClosed(depth: level + 1)]
    }

    /// Opens the submenu of item `index` in open menu `level` (closing any other deeper menu).
    mutating func openSubmenu(level: Int, index: Int, activatingFirst: Bool) -> [MenuEvent] {
        let list = items(ofLevel: level)
        guard list.indices.contains(index), list[index].isSubmenu else { return [] }
        if let reason = list[index].disabledReason { return [.refused(path: levels[level].path + [index], reason: reason)] }
        let path = levels[level].path + [index]
        if levels.count > level + 1, levels[level + 1].path == path {
            if activatingFirst, levels[level + 1].active == nil {
                levels[level + 1].active = firstFocusable(in: items(at: path), last: false)
            }
            return []
        }
        var events = closeLevels(deeperThan: level)
        levels[level].active = index
        levels.append(MenuLevel(path: path, active: activatingFirst ? firstFocusable(in: items(at: path), last: false) : nil))
        pendingOpen = nil
        typeahead.reset()
        events.append(.submenuOpened(depth: level + 1))
        return events
    }

    /// Down/Up in the innermost menu, wrapping by default (MENU-04); from no active item, the
    /// first or last (MENU-02, NAV-01).
    private mutating func move(by offset: Int) {
        guard let level = levels.indices.last else { return }
        typeahead.reset()
        let list = items(ofLevel: level)
        guard let current = levels[level].active else {
            levels[level].active = firstFocusable(in: list, last: offset < 0)
            return
        }
        var index = current
        for _ in 0..<list.count {
            index += offset
            if index < 0 || index >= list.count {
                guard configuration.wraps else { return }
                index = (index + list.count) % list.count
            }
            if isFocusable(list[index]) {
                levels[level].active = index
                return
            }
        }
    }

    /// Home/End: the first or last item that can be active (MENU-04).
    private mutating func moveToEnd(last: Bool) {
        guard let level = levels.indices.last else { return }
        typeahead.reset()
        levels[level].active = firstFocusable(in: items(ofLevel: level), last: last)
    }

    func firstFocusable(in list: [MenuItem], last: Bool) -> Int? {
        last ? list.indices.last { isFocusable(list[$0]) } : list.indices.first { isFocusable(list[$0]) }
    }

    /// Enter (`closesCheckable`) or Space on the innermost active item (MENU-06, MENU-07, MENU-11, MENU-12).
    private mutating func activateActive(closesCheckable: Bool) -> [MenuEvent] {
        guard let level = levels.indices.last, let index = levels[level].active else { return [] }
        return activate(level: level, index: index, closesCheckable: closesCheckable)
    }

    /// Activates item `index` of open menu `level`.
    mutating func activate(level: Int, index: Int, closesCheckable: Bool) -> [MenuEvent] {
        let list = items(ofLevel: level)
        guard list.indices.contains(index) else { return [] }
        let item = list[index]
        let path = levels[level].path + [index]
        if item.isSubmenu { return openSubmenu(level: level, index: index, activatingFirst: true) }
        if let reason = item.disabledReason { return [.refused(path: path, reason: reason)] }
        var events: [MenuEvent] = []
        switch item.kind {
        case .checkbox:
            events = setChecked(path, to: !item.isChecked)
        case .radio:
            events = setChecked(path, to: true)
        case .command:
            events = []
        case .separator, .submenu:
            return []
        }
        let isCheckable = item.kind != .command
        if isCheckable && !closesCheckable { return events }
        return events + [.activated(path: path)] + close(.activated)
    }

    /// MENU-05 / §2.2: typeahead in the innermost menu; disabled items are never matched (TA-09).
    private mutating func typeahead(_ character: Character, now: Duration) -> [MenuEvent] {
        guard let level = levels.indices.last,
            let search = typeahead.search(after: character, at: now, configuration: configuration.typeahead)
        else { return [] }
        let list = items(ofLevel: level)
        guard !list.isEmpty else { return [] }
        let current = levels[level].active
        // TA-10: no active item searches from the first inclusive.
        let start = current.map { search.includesHighlight ? $0 : $0 + 1 } ?? 0
        var scratch: [UInt8] = []
        for step in 0..<list.count {
            let index = (start + step) % list.count
            let item = list[index]
            guard !item.isSeparator, !item.isDisabled else { continue }
            if TextFolding.folded(item.label, hasPrefix: search.foldedQuery, scratch: &scratch) {
                levels[level].active = index
                return []
            }
        }
        typeahead.reset()  // TA-08: no match, no move
        return []
    }
}

extension MenuState {
    /// Chooses the item at `path` as Enter on it would (MENU-06): the menus along the path open,
    /// a checkbox toggles and a radio item is checked, then the tree closes. Plain mode uses it.
    ///
    /// - Returns: the events; ``MenuEvent/refused(path:reason:)`` for a disabled item, nothing for
    ///   a path that names no item.
    @discardableResult
    public mutating func choose(path: [Int]) -> [MenuEvent] {
        guard item(at: path) != nil, let last = path.last else { return [] }
        levels = path.indices.map { MenuLevel(path: Array(path[..<$0]), active: path[$0]) }
        return activate(level: levels.count - 1, index: last, closesCheckable: true)
    }
}
