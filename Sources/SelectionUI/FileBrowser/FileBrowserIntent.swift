import SelectionCore
import SelectionTerminal

/// What a key means to a file browser (``FilePicker``): the vocabulary of its ``KeyMap``.
///
/// ```swift
/// var keys = KeyMap<FileBrowserIntent>.fileBrowser
/// keys.bind(KeyEvent(.character("l"), modifiers: .alt), to: .browser(.open))   // Alt-L enters as well
/// ```
package enum FileBrowserIntent: Sendable, Hashable {
    /// An action of the browser, as the core names it (embedded, not restated): `.browser(.open)`
    /// for → and Enter on a directory, `.browser(.text(.deleteBackward))` for Backspace.
    case browser(FileBrowserAction)
    /// Esc: clear the filter, or close without a choice when it is empty.
    case cancel
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
