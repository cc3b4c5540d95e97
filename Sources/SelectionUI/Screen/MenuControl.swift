import SelectionCore
import SelectionTerminal

/// A menu button on a full-screen ``AppScreen``: a trigger that opens a `MenuState` menu in a
/// popover, with submenus to the side (docs/behaviour.md §6).
///
/// ```swift
/// let edit = MenuControl(id: "edit", trigger: "Edit", items: [
///     .command("Copy"), .submenu("Share", [.command("Mail"), .command("Link")]),
/// ])
/// content.add(edit, label: "Menu")   // notifies .activated(label: "Share/Mail")
/// ```
///
/// The root menu is the popover the screen places; each open submenu is drawn beside its item,
/// to the right of the menu it belongs to (to the left where the right has no room). Keys are
/// ``KeyMap/menu``; the pointer highlights, clicks activate or open submenus, and a click on a
/// submenu's item chooses it (OVL-05). Hover delays advance with each input. Known limit: the
/// screen treats a press elsewhere in a submenu (its border, a deeper submenu's item) as outside
/// the popover and closes the menus.
public struct MenuControl: Control {
    /// The control's identifier.
    public let id: String
    /// The open menus and the items' states.
    public private(set) var state: MenuState
    /// The trigger's label.
    public let trigger: String
    /// The keys.
    public var keyMap: KeyMap<MenuIntent> = .menu

    /// Creates a menu button.
    public init(id: String, trigger: String, items: [MenuItem], configuration: MenuConfiguration = MenuConfiguration()) {
        self.id = id
        self.trigger = trigger
        state = MenuState(items: items, configuration: configuration)
    }

    /// The trigger's width.
    public func preferredWidth(theme: Theme) -> Int {
        TriggerView(label: trigger, theme: theme).width
    }

    /// Draws the trigger.
    public func render(into buffer: inout Buffer, frame: Rect, isFocused: Bool, theme: Theme) {
        TriggerView(label: trigger, isPlaceholder: false, isOpen: state.isOpen, isFocused: isFocused, theme: theme)
            .render(into: &buffer, at: Point(x: frame.x, y: frame.y), maxWidth: frame.width)
    }

    /// Opens, moves, activates or closes in answer to a key or the pointer.
    public mutating func handle(_ input: ControlInput, geometry: ControlGeometry) -> [ControlEffect<Never>] {
        let wasOpen = state.isOpen
        var events = state.send(.tick(now: geometry.now))
        switch input {
        case .key(let key):
            events += handle(key, now: geometry.now)
        case .pointer(let mouse, let region):
            let frames = geometry.popoverArea.map { levelFrames(root: $0) } ?? []
            let target: MenuPointerTarget
            switch region {
            case .control: target = .trigger
            case .popover, .outside: target = Self.target(at: mouse.position, frames: frames)
            }
            switch mouse.kind {
            case .press where mouse.button == .left && region == .outside && Self.isSubmenuItem(target):
                // The screen counts a press outside the root's popover as outside and closes the
                // popover after it: a press on a submenu's item (OVL-05) chooses it at once.
                events += state.send(.pointerPress(target, now: geometry.now))
                events += state.send(.pointerRelease(target, now: geometry.now))
            case .press where mouse.button == .left: events += state.send(.pointerPress(target, now: geometry.now))
            case .drag, .move:
                events += state.send(.pointerMove(target, position: mouse.position, frames: frames, now: geometry.now))
            case .release: events += state.send(.pointerRelease(target, now: geometry.now))
            default: break
            }
        }
        return effects(for: events, wasOpen: wasOpen)
    }

    private mutating func handle(_ key: KeyEvent, now: Duration) -> [MenuEvent] {
        let intent = keyMap.intent(for: key)
        guard state.isOpen else {
            switch intent {
            case .choose: return state.send(.triggerKey(.enter))
            case .toggle: return state.send(.triggerKey(.space))
            case .moveDown: return state.send(.triggerKey(.down))
            case .moveUp: return state.send(.triggerKey(.up))
            default: return []
            }
        }
        let rightToLeft = state.configuration.isRightToLeft
        switch intent {
        case .moveDown: return state.send(.moveDown)
        case .moveUp: return state.send(.moveUp)
        case .moveToFirst: return state.send(.moveToFirst)
        case .moveToLast: return state.send(.moveToLast)
        case .openSubmenu: return state.send(rightToLeft ? .closeSubmenu : .openSubmenu)
        case .closeSubmenu: return state.send(rightToLeft ? .openSubmenu : .closeSubmenu)
        case .choose: return state.send(.enter)
        case .toggle: return state.send(.space(now: now))
        case .close: return state.send(.escape)
        case .closeAll: return state.send(.tab)
        case nil:
            if case .character(let character) = key.key, key.modifiers.isSubset(of: .shift) {
                return state.send(.type(character, now: now))
            }
            return []
        }
    }

    private func effects(for events: [MenuEvent], wasOpen: Bool) -> [ControlEffect<Never>] {
        var effects: [ControlEffect<Never>] = []
        if !wasOpen, state.isOpen {
            effects.append(.presentPopover)
            effects.append(.notify(.shown))
        }
        for event in events {
            switch event {
            case .activated(let path):
                effects.append(.notify(.activated(index: nil, label: MenuChoice.pathText(state.labels(along: path)))))
            case .closed:
                effects.append(.dismissLayer)
                effects.append(.notify(.dismissed(nil)))
            default:
                break
            }
        }
        return effects
    }

    /// The root menu's size: the popover, border included.
    public func popoverContent(limit: Size) -> PopoverContent? {
        guard state.isOpen else { return nil }
        let natural = MenuView(items: state.items(ofLevel: 0), active: nil, theme: .standard).naturalSize
        let size = Size(width: min(limit.width, natural.width), height: min(limit.height, natural.height))
        return PopoverContent(size: size, contentRows: max(0, size.height - 2), allowsModal: false, title: trigger)
    }

    /// Draws the root menu's items inside the screen's popover border, and each open submenu,
    /// bordered, beside its item.
    @discardableResult
    public func renderPopover(into buffer: inout Buffer, area: Rect, theme: Theme) -> Point? {
        let frames = levelFrames(root: area)
        // The root: drawn whole off to the side, then its inside copied in, so the screen's
        // border (and its arrow) stays.
        var root = Buffer(size: Size(width: area.width, height: area.height))
        MenuView(items: state.items(ofLevel: 0), active: state.levels.first?.active, theme: theme)
            .render(into: &root, frame: Rect(x: -1, y: -1, width: area.width + 2, height: area.height + 2))
        AppScreen.copy(root, into: &buffer, at: area.origin)
        var cursor = state.levels.first?.active.map { Point(x: area.x, y: area.y + $0) }
        for level in state.levels.indices.dropFirst() where frames.indices.contains(level) {
            let active = state.levels[level].active
            MenuView(items: state.items(ofLevel: level), active: active, theme: theme).render(into: &buffer, frame: frames[level])
            if let active { cursor = Point(x: frames[level].x + 1, y: frames[level].y + 1 + active) }
        }
        return cursor
    }

    /// Closes the menus when the screen dismisses the popover (Esc, an outside press).
    public mutating func layerDismissed() -> [ControlEffect<Never>] {
        guard state.isOpen else { return [] }
        state.send(.tab)
        return [.notify(.dismissed(nil))]
    }

    /// Each open menu's frame, border included: the root around `root` (the popover's inside),
    /// each submenu to the right of its parent with its first item level with the parent's item.
    func levelFrames(root: Rect) -> [Rect] {
        var frames = [Rect(x: root.x - 1, y: root.y - 1, width: root.width + 2, height: root.height + 2)]
        for level in state.levels.indices.dropFirst() {
            let parent = frames[level - 1]
            let natural = MenuView(items: state.items(ofLevel: level), active: nil, theme: .standard).naturalSize
            let row = state.levels[level].path.last ?? 0
            frames.append(Rect(x: parent.maxX, y: parent.y + row, width: natural.width, height: natural.height))
        }
        return frames
    }

    /// True for an item of a submenu (not of the root menu).
    static func isSubmenuItem(_ target: MenuPointerTarget) -> Bool {
        if case .item(let level, _) = target { return level > 0 }
        return false
    }

    /// The innermost menu, item or nothing under `point` (OVL-05: nested menus first).
    static func target(at point: Point, frames: [Rect]) -> MenuPointerTarget {
        for (level, frame) in frames.enumerated().reversed() where frame.contains(point) {
            let row = point.y - frame.y - 1
            if row >= 0, row < frame.height - 2, point.x > frame.x, point.x < frame.maxX - 1 {
                return .item(level: level, index: row)
            }
            return .menu(level: level)
        }
        return .outside
    }
}
