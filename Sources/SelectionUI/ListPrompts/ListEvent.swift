/// A moment of a list prompt that commands can be bound to besides the start and query changes
/// (``ListCommandBindings/onStart``, ``ListCommandBindings/onQueryChange``), named as fzf names
/// it; the raw value is fzf's name (`--bind 'load:…'`).
package enum ListEvent: String, Sendable, Hashable, CaseIterable {
    /// The input ended and its items were shown (again after each reload; at once for a list given whole).
    case load
    /// The highlight moved to another item (or to none), by a key or as the rows changed.
    case focus
    /// The rows for the query were shown: after a scan, or as items arrived.
    case result
    /// A result of exactly one match, once the input ended.
    case one
    /// A result of no match, once the input ended.
    case zero
    /// The terminal changed size.
    case resize
    /// The checked items changed.
    case multi
    /// `backward-delete-char` on an empty query.
    case backwardEOF = "backward-eof"
    /// A click of the mouse on the header; the commands see where (`FZF_CLICK_HEADER_LINE`,
    /// `_COLUMN`, from 1) and the word clicked (`FZF_CLICK_HEADER_WORD`, its field `_NTH`).
    case clickHeader = "click-header"
    /// A label typed in jump mode moved the highlight to its row (fzf's `jump` event).
    case jump
    /// A key other than a label ended jump mode (fzf's `jump-cancel` event).
    case jumpCancel = "jump-cancel"
}

/// What the scripting layer of a list prompt needs besides its bindings: how to read the actions
/// a `transform` command prints, and how placeholders cut fields.
package struct ListScripting: Sendable, Hashable {
    /// Reads an action chain as `--bind` writes it (`change-prompt(x)+reload(ls)`) into commands;
    /// nil for text that is no chain.
    package var readActions: (@Sendable (String) -> [ListCommand]?)?
    /// The text that separates fields for `{1}`, `{2..}` in commands (`--delimiter`); nil for
    /// runs of blanks, as AWK does.
    package var fieldDelimiter: String?
    /// Where requests from outside come from (`--listen`); nil for none. Not compared.
    package var remote: (any RemoteControlling)?
    /// The shell and its flags that run commands (fzf's `--with-shell`); nil for `sh -c`.
    package var shell: String?
    /// The fields `change-nth` and `change-with-nth` change; nil: those do nothing. Not compared.
    package var fields: ListFields?
    /// The characters drawn on the visible rows in jump mode, one a row from the first shown
    /// (fzf's `--jump-labels`, its default too).
    package var jumpLabels = ListScripting.defaultJumpLabels
    /// fzf's default `--jump-labels`.
    package static let defaultJumpLabels = "asdfghjklqwertyuiopzxcvbnm1234567890ASDFGHJKLQWERTYUIOPZXCVBNM`~;:,<.>/?'\"!@#$%^&*()[{]}-_=+"
    /// Settings for the scripting layer.
    package init(readActions: (@Sendable (String) -> [ListCommand]?)? = nil, fieldDelimiter: String? = nil) {
        self.readActions = readActions
        self.fieldDelimiter = fieldDelimiter
    }

    /// Equal when the delimiters are (readers of actions are not compared).
    package static func == (left: ListScripting, right: ListScripting) -> Bool {
        left.fieldDelimiter == right.fieldDelimiter && left.shell == right.shell && left.jumpLabels == right.jumpLabels
            && (left.readActions == nil) == (right.readActions == nil)
    }

    /// Hashes the delimiter.
    package func hash(into hasher: inout Hasher) {
        hasher.combine(fieldDelimiter)
        hasher.combine(shell)
        hasher.combine(jumpLabels)
        hasher.combine(readActions == nil)
    }
}
