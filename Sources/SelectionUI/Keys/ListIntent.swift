import SelectionCore
import SelectionTerminal

/// What a key means to a list control (a drop-down, a menu, a checklist): the vocabulary of its ``KeyMap``.
public enum ListIntent: Sendable, Hashable {
    /// An action of the list itself, as the core names it: `.list(.moveDown)` for Down,
    /// `.list(.pageUp)`, `.list(.moveToFirst)` for Home, `.list(.selectAll)` for Ctrl-A.
    case list(ListAction)
    /// Space: choose or toggle the highlighted option.
    case toggle
    /// Enter: choose and close (or "done" in a multiple-choice list).
    case commit
    /// Esc: close without choosing.
    case cancel
    /// Tab: choose and move on.
    case tab
    /// Shift-Tab: go back.
    case tabBackward
}

extension ListIntent {
    /// The drop-down action this intent means at time `now`.
    ///
    /// Space (``toggle``) goes through type-to-select: inside a running search it is part of the
    /// search, so "New York" can be typed; with no search running the core treats it as choosing
    /// the highlighted option (TA-03, docs/behaviour.md §14 mistake 4).
    public func dropDownAction(at now: Duration) -> DropDownAction {
        switch self {
        case .list(let action): .list(action)
        case .toggle: .typeahead(" ", at: now)
        case .commit: .commit
        case .cancel: .cancel
        case .tab, .tabBackward: .tab
        }
    }
}

extension KeyMap where Intent == ListIntent {
    /// The standard keys of a drop-down (docs/behaviour.md §4): arrows, Home/End, PageUp/PageDown,
    /// Space, Enter, Esc, Tab; Ctrl-N/Ctrl-P as Down/Up as in shells and fzf.
    public static var dropDown: KeyMap<ListIntent> {
        KeyMap([
            KeyBinding([KeyEvent(.up), KeyEvent(.character("p"), modifiers: .ctrl)], .list(.moveUp), help: "move"),
            KeyBinding([KeyEvent(.down), KeyEvent(.character("n"), modifiers: .ctrl)], .list(.moveDown), help: "move"),
            KeyBinding([KeyEvent(.left)], .list(.moveLeft)),
            KeyBinding([KeyEvent(.right)], .list(.moveRight)),
            KeyBinding([KeyEvent(.home)], .list(.moveToFirst)),
            KeyBinding([KeyEvent(.end)], .list(.moveToLast)),
            KeyBinding([KeyEvent(.pageUp)], .list(.pageUp)),
            KeyBinding([KeyEvent(.pageDown)], .list(.pageDown)),
            KeyBinding([KeyEvent(.enter)], .commit, help: "choose"),
            KeyBinding([KeyEvent(.character(" "))], .toggle),
            KeyBinding([KeyEvent(.escape)], .cancel, help: "cancel"),
            KeyBinding([KeyEvent(.tab)], .tab),
            KeyBinding([KeyEvent(.tab, modifiers: .shift)], .tabBackward),
            KeyBinding([KeyEvent(.character("a"), modifiers: .ctrl)], .list(.selectAll)),
        ])
    }
}

extension KeyMap where Intent == ListIntent {
    /// The keys of a checklist (design 3): the drop-down's, with Space described as moving the
    /// checkmark and Enter as Done.
    public static var checklist: KeyMap<ListIntent> {
        // Space before Enter in the help line, as a user meets them.
        KeyMap.dropDown.withHelp([.toggle: "check", .commit: "done"]).moving(.toggle, before: .commit)
    }
}
