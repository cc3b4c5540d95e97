import SelectionCore
import SelectionTerminal

/// What a key means to a file browser (``FilePicker``): the vocabulary of its ``KeyMap``.
///
/// ```swift
/// var keys = KeyMap<FileBrowserIntent>.fileBrowser
/// keys.bind(KeyEvent(.character("l"), modifiers: .alt), to: .browser(.open))   // Alt-L enters as well
/// ```
package enum FileBrowserIntent: Sendable, Hashable {
    /// An action of the browser's core state.
    case browser(FileBrowserKey)
    /// Esc: clear the filter, then close without a choice.
    case cancel
}

/// The browser actions a key can stand for (``FileBrowserAction`` without its loading).
package enum FileBrowserKey: Sendable, Hashable {
    /// The filter's text field.
    case text(TextFieldAction)
    /// ↑/↓.
    case move(Int)
    /// PageUp/PageDown.
    case page(Int)
    /// Home/End.
    case moveToEnd(first: Bool)
    /// → into a directory.
    case open
    /// ← up to the parent.
    case leave
    /// Tab: check.
    case toggleCheck
    /// Enter.
    case choose

    /// The core's action.
    package var action: FileBrowserAction {
        switch self {
        case .text(let edit): .text(edit)
        case .move(let rows): .move(rows)
        case .page(let pages): .page(pages)
        case .moveToEnd(let first): .moveToEnd(first: first)
        case .open: .open
        case .leave: .leave
        case .toggleCheck: .toggleCheck
        case .choose: .choose
        }
    }
}

extension KeyMap where Intent == FileBrowserIntent {
    /// The keys of a file browser: ↑/↓, PgUp/PgDn, Home/End move; → (or Enter on a directory)
    /// enters, ← (or Backspace on an empty filter) goes up; Tab checks (several); Enter chooses;
    /// Esc clears the filter, then cancels; typing filters with the text field's keys.
    package static var fileBrowser: KeyMap<FileBrowserIntent> {
        KeyMap([
            KeyBinding([KeyEvent(.up)], .browser(.move(-1)), help: "move"),
            KeyBinding([KeyEvent(.down)], .browser(.move(1)), help: "move"),
            KeyBinding([KeyEvent(.pageUp)], .browser(.page(-1))),
            KeyBinding([KeyEvent(.pageDown)], .browser(.page(1))),
            KeyBinding([KeyEvent(.home)], .browser(.moveToEnd(first: true))),
            KeyBinding([KeyEvent(.end)], .browser(.moveToEnd(first: false))),
            KeyBinding([KeyEvent(.right)], .browser(.open), help: "open"),
            KeyBinding([KeyEvent(.left)], .browser(.leave), help: "up"),
            KeyBinding([KeyEvent(.tab)], .browser(.toggleCheck), help: "check"),
            KeyBinding([KeyEvent(.enter)], .browser(.choose), help: "choose"),
            KeyBinding([KeyEvent(.escape)], .cancel, help: "cancel"),
        ])
        .embedding(KeyMap<TextFieldAction>.textField, as: { FileBrowserIntent.browser(.text($0)) })
    }
}
