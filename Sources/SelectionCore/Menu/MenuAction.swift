/// What a user can do to a menu: intents, not keys. The UI maps keys and mouse reports onto them
/// (and swaps ``openSubmenu`` and ``closeSubmenu`` for right-to-left layouts, MENU-12).
public enum MenuAction: Sendable, Equatable {
    /// The trigger's keys (MENU-01, MENU-03): Enter/Space toggle, Down opens with the first item
    /// active, Up with the last.
    case triggerKey(MenuTriggerKey)
    /// Down: the next item, wrapping (MENU-04); with none active, the first (MENU-02, NAV-01).
    case moveDown
    /// Up: the previous item, wrapping; with none active, the last.
    case moveUp
    /// Home (and PageUp): the first item.
    case moveToFirst
    /// End (and PageDown): the last item.
    case moveToLast
    /// Right: open the active item's submenu with its first item active (MENU-12).
    case openSubmenu
    /// Left: close the innermost submenu; its item in the parent stays active (MENU-12).
    case closeSubmenu
    /// Enter: activate the active item and close the whole tree; open a submenu (MENU-06).
    case enter
    /// Space: toggle a checkbox or check a radio item without closing (MENU-07); else as Enter.
    /// While a typeahead search runs, the space is part of the query (TA-03).
    case space(now: Duration)
    /// Escape: close the innermost open menu only (MENU-09, OVL-02).
    case escape
    /// Tab: close every menu (MENU-10).
    case tab
    /// A typed character: typeahead within the innermost menu (MENU-05, §2).
    case type(Character, now: Duration)
    /// A primary press on `target` at `now` (MENU-02, MENU-03, OVL-03 … OVL-05).
    case pointerPress(MenuPointerTarget, now: Duration)
    /// The pointer moved (hovering, or dragging with the button held) to `target` at `position`.
    /// `frames` are the open menus' frames, root first, for the safe triangle (MENU-14).
    case pointerMove(MenuPointerTarget, position: Point, frames: [Rect], now: Duration)
    /// The button was released over `target`: a click or the end of press-drag-release.
    case pointerRelease(MenuPointerTarget, now: Duration)
    /// The clock reached the menu's deadline: a hover delay or a typeahead search expired.
    case tick(now: Duration)
}

/// The keys a menu's trigger button answers (MENU-01, MENU-03).
public enum MenuTriggerKey: Sendable, Equatable {
    /// Enter: toggles, opening with the first item active.
    case enter
    /// Space: as Enter.
    case space
    /// Down: opens with the first item active.
    case down
    /// Up: opens with the last item active.
    case up
}

/// Where a pointer event lands, as the UI's hit test found it (the innermost menu first).
public enum MenuPointerTarget: Sendable, Equatable {
    /// The trigger button.
    case trigger
    /// Item `index` of open menu `level` (0 = the root menu).
    case item(level: Int, index: Int)
    /// Inside open menu `level` but not on an item (its border, a separator).
    case menu(level: Int)
    /// Outside the trigger and every open menu.
    case outside
}
