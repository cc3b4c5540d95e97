import SelectionCore
import SelectionTerminal

/// What a key means to a menu (``Menu``): the vocabulary of its ``KeyMap``.
///
/// ```swift
/// var keys = KeyMap<MenuIntent>.menu
/// keys.bind(KeyEvent(.character("l"), modifiers: .ctrl), to: .openSubmenu)
/// ```
public enum MenuIntent: Sendable, Hashable {
    /// Down: the next item (on the trigger: open at the first item).
    case moveDown
    /// Up: the previous item (on the trigger: open at the last item).
    case moveUp
    /// Home, PageUp: the first item.
    case moveToFirst
    /// End, PageDown: the last item.
    case moveToLast
    /// Right (Left in right-to-left menus): open the submenu.
    case openSubmenu
    /// Left (Right in right-to-left menus): close the submenu.
    case closeSubmenu
    /// Enter: choose the item (a checkbox or radio item too), or open its submenu.
    case choose
    /// Space: toggle a checkbox or check a radio item and stay; else as Enter.
    case toggle
    /// Esc: close the innermost menu; on the trigger, cancel.
    case close
    /// Tab: close every menu.
    case closeAll
}

extension KeyMap where Intent == MenuIntent {
    /// The standard keys of a menu (docs/behaviour.md §6): arrows move and open or close submenus,
    /// Home/End and PageUp/PageDown go to the ends, Enter chooses, Space toggles, Esc closes one
    /// level, Tab closes all; Ctrl-P/Ctrl-N move as Up/Down do. Other characters search (typeahead).
    public static var menu: KeyMap<MenuIntent> {
        KeyMap([
            KeyBinding([KeyEvent(.up), KeyEvent(.character("p"), modifiers: .ctrl)], .moveUp, help: "move"),
            KeyBinding([KeyEvent(.down), KeyEvent(.character("n"), modifiers: .ctrl)], .moveDown, help: "move"),
            KeyBinding([KeyEvent(.right)], .openSubmenu, help: "open"),
            KeyBinding([KeyEvent(.left)], .closeSubmenu, help: "back"),
            KeyBinding([KeyEvent(.home), KeyEvent(.pageUp)], .moveToFirst),
            KeyBinding([KeyEvent(.end), KeyEvent(.pageDown)], .moveToLast),
            KeyBinding([KeyEvent(.enter)], .choose, help: "choose"),
            KeyBinding([KeyEvent(.character(" "))], .toggle, help: "toggle"),
            KeyBinding([KeyEvent(.escape)], .close, help: "close"),
            KeyBinding([KeyEvent(.tab)], .closeAll),
        ])
    }
}
