/// The state of a menu tree (docs/behaviour.md §6, with §2 typeahead and §9 layering): which menus are
/// open, which item of each is active, the checkbox and radio items' states, and the pending
/// pointer timers. A pure value; ``send(_:)`` is the one way actions come in, and time comes in
/// with them (CORE-03).
///
/// ```swift
/// var menu = MenuState(items: [.submenu("File", [.command("New"), .command("Open")]), .command("Quit")])
/// menu.send(.triggerKey(.down))   // [.opened]: File is active (MENU-01)
/// menu.send(.openSubmenu)         // [.submenuOpened(depth: 1)]: New is active (MENU-12)
/// menu.send(.enter)               // [.activated(path: [0, 0]), .closed(.activated)] (MENU-13)
/// ```
///
/// The open menus are a stack of `MenuLevel`s, root first: only the innermost takes keys,
/// Escape closes only it (MENU-09, OVL-01/02), and a press inside any open menu is never
/// "outside" for the others (OVL-05).
public struct MenuState: Sendable, Equatable {
    /// The items, with the checkbox and radio items' current states.
    public internal(set) var items: [MenuItem]
    /// Behaviour options.
    public var configuration: MenuConfiguration
    /// The open menus, root first; empty when the menu is closed.
    package internal(set) var levels: [MenuLevel]
    /// The typeahead search in the innermost menu.
    package internal(set) var typeahead: TypeaheadBuffer
    /// A submenu that opens when the clock reaches `at`, unless the pointer moves on (MENU-14).
    package internal(set) var pendingOpen: PendingOpen?
    /// Submenus deeper than `depth` that close when the clock reaches `at` (MENU-14).
    package internal(set) var pendingClose: PendingClose?
    /// Where the pointer was last seen on the item of the innermost open submenu (the safe triangle's apex).
    package internal(set) var routingApex: Point?
    /// Whether a press is held (press-drag-release: releasing over an item activates it).
    package internal(set) var isPressing: Bool

    /// A submenu waiting for its hover delay.
    package struct PendingOpen: Sendable, Equatable {
        /// The level of the submenu's item.
        package var level: Int
        /// The item.
        package var index: Int
        /// When it opens.
        package var at: Duration
    }

    /// Submenus waiting for their close delay.
    package struct PendingClose: Sendable, Equatable {
        /// Menus deeper than this level close.
        package var level: Int
        /// When.
        package var at: Duration
    }

    /// Creates a closed menu.
    public init(items: [MenuItem], configuration: MenuConfiguration = MenuConfiguration()) {
        self.items = items
        self.configuration = configuration
        self.levels = []
        self.typeahead = TypeaheadBuffer()
        self.pendingOpen = nil
        self.pendingClose = nil
        self.routingApex = nil
        self.isPressing = false
    }

    /// Whether any menu is open.
    public var isOpen: Bool { !levels.isEmpty }

    /// The items of the menu at `path` (the root for an empty path).
    public func items(at path: [Int]) -> [MenuItem] {
        var list = items
        for index in path {
            guard list.indices.contains(index) else { return [] }
            list = list[index].children
        }
        return list
    }

    /// The items of open menu `level`.
    package func items(ofLevel level: Int) -> [MenuItem] {
        levels.indices.contains(level) ? items(at: levels[level].path) : []
    }

    /// The item at `path`, if there is one.
    public func item(at path: [Int]) -> MenuItem? {
        guard let last = path.last else { return nil }
        let list = items(at: Array(path.dropLast()))
        return list.indices.contains(last) ? list[last] : nil
    }

    /// The path of the innermost active item, if any.
    package var activePath: [Int]? {
        guard let level = levels.last, let active = level.active else { return nil }
        return level.path + [active]
    }

    /// When the next ``MenuAction/tick(now:)`` is due: a hover delay or a typeahead search ending.
    package var deadline: Duration? {
        [pendingOpen?.at, pendingClose?.at, typeahead.deadline].compactMap { $0 }.min()
    }

    /// Whether `item` can be active under the arrow keys (CORE-05, NAV-11).
    func isFocusable(_ item: MenuItem) -> Bool {
        !item.isSeparator && (configuration.disabledItems == .focusable || !item.isDisabled)
    }

    /// Sets the checked state of the item at `path` (a radio item unchecks its group's others in
    /// the same menu); returns the events.
    mutating func setChecked(_ path: [Int], to isChecked: Bool) -> [MenuEvent] {
        guard let last = path.last, let item = item(at: path) else { return [] }
        var events: [MenuEvent] = []
        let parent = Array(path.dropLast())
        modifyItems(at: parent) { list in
            if case .radio(let group) = item.kind, isChecked {
                for index in list.indices where index != last && list[index].isChecked {
                    if case .radio(let other) = list[index].kind, other == group {
                        list[index].isChecked = false
                        events.append(.checkChanged(path: parent + [index], isChecked: false))
                    }
                }
            }
            if list[last].isChecked != isChecked {
                list[last].isChecked = isChecked
                events.append(.checkChanged(path: path, isChecked: isChecked))
            }
        }
        return events
    }

    private mutating func modifyItems(at path: [Int], _ body: (inout [MenuItem]) -> Void) {
        func walk(_ list: inout [MenuItem], _ rest: ArraySlice<Int>) {
            guard let first = rest.first else {
                body(&list)
                return
            }
            guard list.indices.contains(first), case .submenu(var children) = list[first].kind else { return }
            walk(&children, rest.dropFirst())
            list[first].kind = .submenu(children)
        }
        walk(&items, path[...])
    }

    /// Every checkbox and radio item with its path, in menu order (for `sel menu`'s output).
    package var checkableItems: [(path: [Int], item: MenuItem)] {
        var result: [(path: [Int], item: MenuItem)] = []
        func walk(_ list: [MenuItem], _ prefix: [Int]) {
            for (index, item) in list.enumerated() {
                switch item.kind {
                case .checkbox, .radio: result.append((prefix + [index], item))
                case .submenu(let children): walk(children, prefix + [index])
                case .command, .separator: break
                }
            }
        }
        walk(items, [])
        return result
    }

    /// Every item that can be chosen (a command, checkbox or radio item that is not disabled)
    /// with its path, in menu order, submenus walked in place: what line mode lists.
    package var choosablePaths: [[Int]] {
        var result: [[Int]] = []
        func walk(_ list: [MenuItem], _ prefix: [Int]) {
            for (index, item) in list.enumerated() {
                switch item.kind {
                case .submenu(let children): walk(children, prefix + [index])
                case .separator: break
                case .command, .checkbox, .radio: if !item.isDisabled { result.append(prefix + [index]) }
                }
            }
        }
        walk(items, [])
        return result
    }

    /// The labels along `path` (`["File", "Export", "PDF"]`).
    package func labels(along path: [Int]) -> [String] {
        path.indices.compactMap { item(at: Array(path[...$0]))?.label }
    }
}
