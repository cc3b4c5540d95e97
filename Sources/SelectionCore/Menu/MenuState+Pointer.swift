// The pointer: press on the trigger opens with nothing active, hover delays, the safe triangle,
// press-drag-release across levels, and presses outside.

extension MenuState {
    /// MENU-02, MENU-03, OVL-03 … OVL-05.
    mutating func pointerPress(_ target: MenuPointerTarget, now: Duration) -> [MenuEvent] {
        switch target {
        case .trigger:
            if isOpen { return close(.trigger) }  // OVL-04: the trigger toggles, never close-then-reopen
            isPressing = true
            return open(activating: .none)
        case .item(let level, let index):
            isPressing = true
            setActive(level: level, index: index, now: now)
            return []
        case .menu:
            isPressing = true
            return []  // OVL-05: inside a (nested) menu is never outside
        case .outside:
            isPressing = false
            return close(.outsidePress)
        }
    }

    /// A click or the end of press-drag-release: releasing over an item activates it; a pointer
    /// activation closes the tree, except a checkbox's (MENU-08); a submenu's item opens it.
    mutating func pointerRelease(_ target: MenuPointerTarget, now: Duration) -> [MenuEvent] {
        defer { isPressing = false }
        guard isPressing, case .item(let level, let index) = target, levels.indices.contains(level) else { return [] }
        let list = items(ofLevel: level)
        guard list.indices.contains(index) else { return [] }
        if list[index].isSubmenu { return openSubmenu(level: level, index: index, activatingFirst: false) }
        let closes: Bool
        switch list[index].kind {
        case .checkbox: closes = configuration.checkboxClosesOnPointer
        default: closes = true
        }
        return activate(level: level, index: index, closesCheckable: closes)
    }

    /// MENU-14, MENU-15 and the safe triangle.
    mutating func pointerMove(_ target: MenuPointerTarget, position: Point, frames: [Rect], now: Duration) -> [MenuEvent] {
        guard isOpen else { return [] }
        // The safe triangle: moving from a submenu's item toward the open submenu crosses other
        // items of the parent; they neither take the highlight nor close the submenu.
        if let apex = routingApex, levels.count >= 2, frames.indices.contains(levels.count - 1) {
            let submenu = frames[levels.count - 1]
            let parentLevel = levels.count - 2
            var isOnParent = true
            if case .item(let level, _) = target, level >= levels.count - 1 { isOnParent = false }
            if case .menu(let level) = target, level >= levels.count - 1 { isOnParent = false }
            if isOnParent, SafeTriangle(apex: apex, target: submenu).contains(position) {
                if case .item(let level, let index) = target, level == parentLevel, index == levels[parentLevel].active {
                    routingApex = position
                }
                return []
            }
        }
        switch target {
        case .item(let level, let index):
            setActive(level: level, index: index, now: now)
            // The apex follows the pointer while it is on a submenu's item.
            let list = items(ofLevel: level)
            routingApex = list.indices.contains(index) && list[index].isSubmenu ? position : nil
        case .menu(let level):
            clearActive(level: level)
        case .trigger, .outside:
            // MENU-15: leaving clears the innermost highlight — unless it is a submenu's item
            // (its submenu may still be closing after the item that was hovered before it).
            if let level = levels.indices.last(where: { levels[$0].active != nil }), let active = levels[level].active {
                let list = items(ofLevel: level)
                if !(list.indices.contains(active) && list[active].isSubmenu) { clearActive(level: level) }
            }
        }
        return []
    }

    /// The pointer rests on item `index` of `level`: it becomes active; deeper menus that do not
    /// belong to it close after the close delay; a submenu's item opens after the open delay.
    private mutating func setActive(level: Int, index: Int, now: Duration) {
        guard levels.indices.contains(level) else { return }
        let list = items(ofLevel: level)
        guard list.indices.contains(index), isFocusable(list[index]) else {
            clearActive(level: level)
            return
        }
        typeahead.reset()
        levels[level].active = index
        let path = levels[level].path + [index]
        // Entering a submenu keeps it (and the items that opened it) open.
        pendingClose = pendingClose.flatMap { $0.level < level ? nil : $0 }
        for parent in 0..<level { levels[parent].active = levels[parent + 1].path.last ?? levels[parent].active }
        let opensChild = levels.count > level + 1 && levels[level + 1].path == path
        if levels.count > level + 1, !opensChild, pendingClose == nil {
            pendingClose = PendingClose(level: level, at: now + configuration.submenuCloseDelay)
        } else if opensChild {
            pendingClose = nil
        }
        if list[index].isSubmenu, !opensChild, !list[index].isDisabled {
            pendingOpen = PendingOpen(level: level, index: index, at: now + configuration.submenuOpenDelay)
        } else if pendingOpen.map({ $0.level >= level }) ?? false {
            pendingOpen = nil
        }
    }

    /// MENU-15: leaving items clears the active item, but not a submenu's item whose submenu is open.
    private mutating func clearActive(level: Int) {
        guard levels.indices.contains(level), let active = levels[level].active else { return }
        let items = items(ofLevel: level)
        if items.indices.contains(active), items[active].isSubmenu,
            levels.count > level + 1 || pendingOpen.map({ $0.level == level && $0.index == active }) ?? false
        {
            return
        }
        levels[level].active = nil
        if pendingOpen?.level == level { pendingOpen = nil }
    }

    /// The hover timers and the typeahead deadline.
    mutating func tick(now: Duration) -> [MenuEvent] {
        var events: [MenuEvent] = []
        if let pending = pendingClose, now >= pending.at {
            pendingClose = nil
            events += closeLevels(deeperThan: pending.level)
        }
        if let pending = pendingOpen, now >= pending.at {
            pendingOpen = nil
            if levels.indices.contains(pending.level), levels[pending.level].active == pending.index {
                events += openSubmenu(level: pending.level, index: pending.index, activatingFirst: false)
            }
        }
        if let deadline = typeahead.deadline, now >= deadline { typeahead.reset() }
        return events
    }
}
