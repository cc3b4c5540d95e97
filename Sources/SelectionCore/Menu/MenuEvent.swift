/// What a menu reports after an action.
public enum MenuEvent: Sendable, Equatable {
    /// The menu opened.
    case opened
    /// Every menu closed, for this reason.
    case closed(MenuCloseReason)
    /// A submenu opened at this depth (1 = a submenu of the root menu).
    case submenuOpened(depth: Int)
    /// The submenu at this depth closed (and any deeper one).
    case submenuClosed(depth: Int)
    /// The item at `path` (indexes from the root) was activated; the menu closed (MENU-06, MENU-13).
    case activated(path: [Int])
    /// A checkbox or radio item at `path` changed (MENU-07).
    case checkChanged(path: [Int], isChecked: Bool)
    /// A disabled item was asked to activate and refused, for its reason (MENU-11).
    case refused(path: [Int], reason: String)
}

/// Why a menu closed.
public enum MenuCloseReason: Sendable, Equatable {
    /// An item was activated.
    case activated
    /// Escape on the root menu.
    case escape
    /// Tab (MENU-10).
    case tab
    /// A press outside every menu and the trigger (OVL-03).
    case outsidePress
    /// The trigger was pressed or toggled while open (OVL-04, MENU-03).
    case trigger
}
