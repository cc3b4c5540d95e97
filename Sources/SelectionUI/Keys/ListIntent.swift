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
    /// Open a closed list as `key` would: Alt+Down opens it with the selected option highlighted,
    /// else none (SEL-01, SEL-02); nothing while it is open.
    case open(OpenKey)
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
        case .open(let key): .open(.keyboard(key))
        }
    }
}

extension KeyMap where Intent == ListIntent {
    /// The standard keys of a drop-down (docs/behaviour.md §4): arrows, Home/End, PageUp/PageDown,
    /// Space, Enter, Esc, Tab; Ctrl-N/Ctrl-P as Down/Up as in shells and fzf; Alt+Down opens
    /// without choosing a highlight and Alt+Up chooses and closes (SEL-01, SEL-02, SEL-09);
    /// Shift+Up/Down, Ctrl+Shift+Home/End and Shift+Space extend a range of checked options
    /// (LB-06 .. LB-08; in a single-choice list they only move).
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
            KeyBinding([KeyEvent(.enter), KeyEvent(.up, modifiers: .alt)], .commit, help: "choose"),
            KeyBinding([KeyEvent(.character(" "))], .toggle),
            KeyBinding([KeyEvent(.escape)], .cancel, help: "cancel"),
            KeyBinding([KeyEvent(.tab)], .tab),
            KeyBinding([KeyEvent(.tab, modifiers: .shift)], .tabBackward),
            KeyBinding([KeyEvent(.character("a"), modifiers: .ctrl)], .list(.selectAll)),
            KeyBinding([KeyEvent(.down, modifiers: .alt)], .open(.altDown)),
            KeyBinding([KeyEvent(.up, modifiers: .shift)], .list(.extendUp)),
            KeyBinding([KeyEvent(.down, modifiers: .shift)], .list(.extendDown)),
            KeyBinding([KeyEvent(.home, modifiers: [.ctrl, .shift])], .list(.extendToFirst)),
            KeyBinding([KeyEvent(.end, modifiers: [.ctrl, .shift])], .list(.extendToLast)),
            KeyBinding([KeyEvent(.character(" "), modifiers: .shift)], .list(.selectRangeToHighlight)),
        ])
    }
}

extension KeyMap where Intent == ListIntent {
    /// The earlier name of ``singleChoiceSheet``, the keys of a ``SingleChoiceSheet``.
    @available(*, deprecated, renamed: "singleChoiceSheet")
    public static var checklist: KeyMap<ListIntent> { .singleChoiceSheet }
}
