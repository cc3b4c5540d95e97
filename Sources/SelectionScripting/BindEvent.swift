import SelectionUI

/// An event a list prompt runs bound actions on, named as fzf names it (`--bind 'start:reload(ls)'`,
/// `--bind 'load:change-prompt(loaded> )'`), with fzf's rules for when each fires.
package enum BindEvent: String, Sendable, Hashable, CaseIterable {
    /// Once, when the prompt starts (before the first frame).
    case start
    /// Each time the query changes.
    case change
    /// The input ended and its items were shown (again after each reload).
    case load
    /// The highlight moved to another item.
    case focus
    /// The rows for the query were shown.
    case result
    /// A result with exactly one match, once the input ended.
    case one
    /// A result with no match, once the input ended.
    case zero
    /// The terminal changed size.
    case resize
    /// The checked items changed.
    case multi
    /// `backward-delete-char` on an empty query.
    case backwardEOF = "backward-eof"
    /// A click of the mouse on the header.
    case clickHeader = "click-header"
    /// A label typed in jump mode moved to its row.
    case jump
    /// Jump mode ended by a key that is no label.
    case jumpCancel = "jump-cancel"

    /// The list prompt's event, for those other than `start` and `change`.
    package var listEvent: ListEvent? { ListEvent(rawValue: rawValue) }

    /// fzf's events sel does not fire (yet): refused by name.
    static let unsupported: Set<String> = ["click-footer", "result-final"]
}
