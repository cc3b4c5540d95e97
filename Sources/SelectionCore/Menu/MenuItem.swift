/// One entry of a menu declared as data: a command, a checkbox, a radio item, a submenu or a
/// separator (docs/behaviour.md §6).
///
/// ```swift
/// let file = MenuItem.submenu("File", [
///     .command("New"),
///     .submenu("Export", [.command("PDF"), .command("HTML", disabledReason: "no template")]),
///     .separator,
///     .checkbox("Autosave", isChecked: true),
///     .radio("Light", group: "theme"), .radio("Dark", group: "theme", isChecked: true),
/// ])
/// ```
public struct MenuItem: Sendable, Equatable {
    /// What an item is.
    public enum Kind: Sendable, Equatable {
        /// A command: activating it closes the whole menu tree (MENU-06, MENU-13).
        case command
        /// A checkbox: Space toggles it without closing (MENU-07).
        case checkbox
        /// A radio item of a named group: checking it unchecks the group's other items in its menu.
        case radio(group: String)
        /// A submenu: Right, Enter or Space open it (MENU-12).
        case submenu([MenuItem])
        /// A separator: never active (MENU-11, CORE-05).
        case separator
    }

    /// The text shown, and matched by typeahead.
    public var label: String
    /// What the item is.
    public var kind: Kind
    /// Whether a checkbox or radio item is checked.
    public var isChecked: Bool
    /// Why the item cannot be activated, shown beside it; nil when it is enabled (MENU-11).
    public var disabledReason: String?
    /// What `sel menu --output value` prints for the item, if it has one.
    public var value: String?

    /// Creates an item.
    public init(label: String, kind: Kind, isChecked: Bool = false, disabledReason: String? = nil, value: String? = nil) {
        self.label = label
        self.kind = kind
        self.isChecked = isChecked
        self.disabledReason = disabledReason
        self.value = value
    }

    /// A command.
    public static func command(_ label: String, disabledReason: String? = nil, value: String? = nil) -> MenuItem {
        MenuItem(label: label, kind: .command, disabledReason: disabledReason, value: value)
    }

    /// A checkbox item.
    public static func checkbox(_ label: String, isChecked: Bool = false, disabledReason: String? = nil) -> MenuItem {
        MenuItem(label: label, kind: .checkbox, isChecked: isChecked, disabledReason: disabledReason)
    }

    /// A radio item of `group`.
    public static func radio(_ label: String, group: String, isChecked: Bool = false, disabledReason: String? = nil) -> MenuItem {
        MenuItem(label: label, kind: .radio(group: group), isChecked: isChecked, disabledReason: disabledReason)
    }

    /// A submenu holding `items`.
    public static func submenu(_ label: String, _ items: [MenuItem], disabledReason: String? = nil) -> MenuItem {
        MenuItem(label: label, kind: .submenu(items), disabledReason: disabledReason)
    }

    /// A separator.
    public static let separator = MenuItem(label: "", kind: .separator)

    /// Whether the item can never be activated.
    public var isDisabled: Bool { disabledReason != nil }

    /// Whether the item is a separator.
    public var isSeparator: Bool { kind == .separator }

    /// The items of a submenu; empty for any other kind.
    public var children: [MenuItem] {
        if case .submenu(let items) = kind { return items }
        return []
    }

    /// Whether the item opens a submenu.
    public var isSubmenu: Bool {
        if case .submenu = kind { return true }
        return false
    }
}
