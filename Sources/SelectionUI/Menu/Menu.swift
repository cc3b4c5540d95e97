import SelectionCore
import SelectionTerminal

/// A menu prompt (docs/behaviour.md §6): items declared as data — commands, separators, disabled
/// items with a reason, checkbox and radio items, submenus to any depth — opening from a trigger
/// button or at once at the cursor.
///
/// ```swift
/// let menu = Menu(trigger: "File", items: [
///     .command("New"),
///     .submenu("Export", [.command("PDF"), .command("HTML")]),
///     .separator,
///     .checkbox("Autosave", isChecked: true),
/// ])
/// if case .chosen(let choice) = try await menu.run() { print(choice.pathText) }   // "Export/PDF"
/// ```
///
/// Submenus open to the side of their item, placed by ``PopoverLayout`` (right, flipping to the
/// left and shifting up so that they never leave the region). Keys are ``KeyMap/menu``; typing
/// searches the innermost menu. The mouse: press the trigger to open with nothing active, click
/// an item, or press, drag across menus and release on an item; resting on a submenu's item opens
/// it after 200 ms, and moving diagonally toward an open submenu does not close it (the safe
/// triangle). Esc closes one level at a time; on the trigger (or with no trigger, on the root
/// menu) it cancels.
public struct Menu: Prompt {
    /// The chosen item and the checkbox and radio items' states.
    public typealias Value = MenuChoice

    /// The open menus, the items' states, the timers.
    public private(set) var state: MenuState
    /// The trigger button's label; nil opens the menu at once at the cursor.
    public let trigger: String?
    /// The keys.
    public var keyMap: KeyMap<MenuIntent>
    /// Whether the help line is shown.
    public var showsHelp: Bool
    /// A message (why a disabled item cannot be chosen); cleared by the next key.
    public private(set) var message: String?

    /// Creates a menu.
    ///
    /// - Parameters:
    ///   - trigger: the trigger button's label, or nil to open at once at the cursor with the first item active.
    ///   - items: the items.
    ///   - configuration: wrapping, disabled items, right to left, delays.
    ///   - keyMap: the keys (default ``KeyMap/menu``).
    ///   - showsHelp: whether the help line is shown.
    public init(
        trigger: String? = nil, items: [MenuItem], configuration: MenuConfiguration = MenuConfiguration(),
        keyMap: KeyMap<MenuIntent> = .menu, showsHelp: Bool = true
    ) {
        var state = MenuState(items: items, configuration: configuration)
        if trigger == nil { state.send(.triggerKey(.down)) }
        self.state = state
        self.trigger = trigger
        self.keyMap = keyMap
        self.showsHelp = showsHelp
        self.message = nil
    }

    // MARK: Prompt

    /// The trigger, room for the tallest menu, the message line and the help line.
    public func preferredHeight(in screen: Size, context: PromptContext) -> Int {
        (trigger == nil ? 0 : 1) + Self.tallestMenu(state.items) + 1 + (showsHelp ? 1 : 0)
    }

    private static func tallestMenu(_ items: [MenuItem]) -> Int {
        items.reduce(items.count + 2) { tallest, item in max(tallest, tallestMenu(item.children)) }
    }

    /// A hover delay or a typeahead search ending.
    public var deadline: Duration? { state.deadline }

    /// Handles one event and says whether the prompt goes on.
    public mutating func handle(_ event: PromptEvent, context: PromptContext) -> PromptStep<MenuChoice> {
        switch event {
        case .key(let key):
            message = nil
            return handle(key, now: context.now)
        case .mouse(let mouse):
            return handle(mouse, context: context)
        case .tick:
            return apply(state.send(.tick(now: context.now)))
        case .paste, .resize, .background:
            return .proceed
        }
    }

    private mutating func handle(_ key: KeyEvent, now: Duration) -> PromptStep<MenuChoice> {
        let intent = keyMap.intent(for: key)
        guard state.isOpen else {
            switch intent {
            case .choose: return apply(state.send(.triggerKey(.enter)))
            case .toggle: return apply(state.send(.triggerKey(.space)))
            case .moveDown: return apply(state.send(.triggerKey(.down)))
            case .moveUp: return apply(state.send(.triggerKey(.up)))
            case .close: return .finish(.cancelled)
            default: return .proceed
            }
        }
        let rightToLeft = state.configuration.isRightToLeft
        switch intent {
        case .moveDown: return apply(state.send(.moveDown))
        case .moveUp: return apply(state.send(.moveUp))
        case .moveToFirst: return apply(state.send(.moveToFirst))
        case .moveToLast: return apply(state.send(.moveToLast))
        case .openSubmenu: return apply(state.send(rightToLeft ? .closeSubmenu : .openSubmenu))
        case .closeSubmenu: return apply(state.send(rightToLeft ? .openSubmenu : .closeSubmenu))
        case .choose: return apply(state.send(.enter))
        case .toggle: return apply(state.send(.space(now: now)))
        case .close: return apply(state.send(.escape))
        case .closeAll: return apply(state.send(.tab))
        case nil:
            if case .character(let character) = key.key, key.modifiers.isSubset(of: .shift) {
                return apply(state.send(.type(character, now: now)))
            }
            return .proceed
        }
    }

    private mutating func handle(_ mouse: MouseEvent, context: PromptContext) -> PromptStep<MenuChoice> {
        let layout = layout(in: regionSize(context))
        let target = layout.target(at: mouse.position)
        switch mouse.kind {
        case .press where mouse.button == .left:
            message = nil
            return apply(state.send(.pointerPress(target, now: context.now)))
        case .drag, .move:
            return apply(state.send(.pointerMove(target, position: mouse.position, frames: layout.frames, now: context.now)))
        case .release:
            return apply(state.send(.pointerRelease(target, now: context.now)))
        case .scroll(let direction) where state.isOpen:
            switch direction {
            case .down: return apply(state.send(.moveDown))
            case .up: return apply(state.send(.moveUp))
            case .left, .right: return .proceed
            }
        default:
            return .proceed
        }
    }

    /// Turns the core's events into the prompt's answer.
    private mutating func apply(_ events: [MenuEvent]) -> PromptStep<MenuChoice> {
        for event in events {
            switch event {
            case .activated(let path):
                let choice = MenuChoice(
                    path: path, labels: state.labels(along: path), value: state.item(at: path)?.value, items: state.items)
                return .finish(.chosen(choice))
            case .refused(let path, let reason):
                message = "✗ " + MenuChoice.pathText(state.labels(along: path)) + ": " + reason
            case .closed where trigger == nil:
                // At the cursor the root menu is the whole prompt: closing it cancels.
                return .finish(.cancelled)
            default:
                break
            }
        }
        return .proceed
    }

    /// Draws the trigger, the open menus, the message and the help line.
    public func render(into buffer: inout Buffer, context: PromptContext) -> Point? {
        let theme = context.theme
        let layout = layout(in: buffer.size)
        if let trigger {
            let style = state.isOpen ? theme.trigger : theme.focusedTrigger
            let indicator = state.isOpen ? theme.openIndicator : theme.closedIndicator
            buffer.write(trigger + " " + String(indicator), at: Point(x: 0, y: 0), style: style, overflow: .ellipsis)
        }
        var cursor: Point?
        for (level, frame) in layout.frames.enumerated() {
            let items = state.items(ofLevel: level)
            let active = state.levels[level].active
            MenuView(items: items, active: active, theme: theme).render(into: &buffer, frame: frame)
            if let active { cursor = Point(x: frame.x + 1, y: frame.y + 1 + active) }
        }
        if let message, let row = layout.messageRow {
            buffer.write(message, at: Point(x: 0, y: row), style: theme.error, overflow: .ellipsis)
        }
        if let row = layout.helpRow {
            let help = keyMap.helpItems.map(\.text).joined(separator: " · ")
            buffer.write(help, at: Point(x: 0, y: row), style: theme.help, overflow: .ellipsis)
        }
        return cursor ?? Point(x: 0, y: 0)
    }

    /// `File: Export/PDF` after a choice.
    public func summary(of result: PromptResult<MenuChoice>) -> String? {
        guard case .chosen(let choice) = result else { return nil }
        return (trigger.map { $0 + ": " } ?? "") + choice.pathText
    }

    // MARK: Layout

    /// The region the host gives an inline prompt.
    private func regionSize(_ context: PromptContext) -> Size {
        let screen = context.screen
        switch context.presentation {
        case .fullScreen: return screen
        case .inline:
            let wanted = preferredHeight(in: screen, context: context)
            return Size(width: max(0, screen.width), height: max(1, min(wanted, max(1, screen.height))))
        }
    }

    /// Where things go in a region of `size`.
    struct Layout {
        var trigger: Rect?
        var frames: [Rect]
        var messageRow: Int?
        var helpRow: Int?

        /// The innermost menu, item or trigger under `point` (OVL-05: nested menus first).
        func target(at point: Point) -> MenuPointerTarget {
            for (level, frame) in frames.enumerated().reversed() where frame.contains(point) {
                let row = point.y - frame.y - 1
                if row >= 0, row < frame.height - 2, point.x > frame.x, point.x < frame.maxX - 1 {
                    return .item(level: level, index: row)
                }
                return .menu(level: level)
            }
            if let trigger, trigger.contains(point) { return .trigger }
            return .outside
        }
    }

    func layout(in size: Size) -> Layout {
        let top = trigger == nil ? 0 : 1
        let helpRow = showsHelp && size.height >= 3 ? size.height - 1 : nil
        let messageRow = size.height >= 2 ? (helpRow ?? size.height) - 1 : nil
        let area = Rect(x: 0, y: top, width: size.width, height: max(0, (messageRow ?? size.height) - top))
        var frames: [Rect] = []
        let triggerFrame = trigger.map { Rect(x: 0, y: 0, width: Buffer.displayWidth(of: $0) + 2, height: 1) }
        for level in state.levels.indices {
            let view = MenuView(items: state.items(ofLevel: level), active: nil, theme: .standard)
            let natural = view.naturalSize
            if level == 0 {
                frames.append(Rect(x: 0, y: top, width: min(natural.width, size.width), height: min(natural.height, area.height)))
                continue
            }
            // A submenu beside its item: right, else left (flip), shifted to stay in the region.
            let parent = frames[level - 1]
            let itemRow = parent.y + 1 + (state.levels[level].path.last ?? 0)
            let anchor = Rect(x: parent.x, y: itemRow - 1, width: parent.width, height: 1)
            let placement = PopoverLayout(
                preferredPlacement: state.configuration.isRightToLeft ? .leftStart : .rightStart,
                gutter: PlacementMiddleware.Offset(rows: 0, columns: 0), minimumVisibleRows: 1, allowsModal: false,
                showsArrow: false, triesPerpendicularSides: false)
            switch placement.layout(anchor: anchor, size: natural, contentRows: natural.height - 2, within: area) {
            case .popover(let popover): frames.append(popover.frame)
            case .modal: frames.append(Rect(origin: area.origin, size: natural))
            }
        }
        return Layout(trigger: triggerFrame, frames: frames, messageRow: messageRow, helpRow: helpRow)
    }
}
