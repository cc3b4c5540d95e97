import SelectionCore
import SelectionTerminal

// The filter field is a combobox's text field (docs/behaviour.md §5): it has a caret. Typing
// inserts at it and Backspace/Delete remove around it; ←/→ move it and Home/End put it at the
// start or end, and each of those clears the highlighted row, so that visual focus is back on
// the text (CB-10, CB-11). ↑/↓ then highlight the first or last row again (NAV-01).
extension ListPromptEngine {
    /// Where the caret is, in characters from the start of the query.
    var caretOffset: Int {
        let count = query?.count ?? 0
        return max(0, count - min(count, charactersAfterCaret))
    }

    /// Edits the filter's query or moves its caret; true when the key was used.
    mutating func handleFilterKey(_ key: KeyEvent) -> Bool {
        guard filters, let query, state.isOpen, key.kind != .release else { return false }
        let caret = caretOffset
        let before = String(query.prefix(caret))
        let after = String(query.dropFirst(caret))
        switch key.key {
        case .backspace where key.modifiers.isEmpty:
            guard !before.isEmpty else { return true }
            editQuery(String(before.dropLast()) + after, caret: caret - 1)
            return true
        case .delete where key.modifiers.isEmpty:
            guard !after.isEmpty else { return true }
            editQuery(before + after.dropFirst(), caret: caret)
            return true
        case .character("u") where key.modifiers == .ctrl, .character("w") where key.modifiers == .ctrl:
            editQuery("", caret: 0)
            return true
        case .left where key.modifiers.isEmpty:
            moveCaret(to: caret - 1)
            return true
        case .right where key.modifiers.isEmpty:
            moveCaret(to: caret + 1)
            return true
        case .home where key.modifiers.isEmpty, .character("a") where key.modifiers == .ctrl && !isMultiple:
            moveCaret(to: 0)
            return true
        case .end where key.modifiers.isEmpty, .character("e") where key.modifiers == .ctrl:
            moveCaret(to: query.count)
            return true
        case .character(let character) where key.modifiers.isSubset(of: .shift):
            if character == " ", isMultiple { return false }
            guard !character.isNewline, character.unicodeScalars.allSatisfy({ $0.value >= 0x20 && $0.value != 0x7F }) else { return false }
            editQuery(before + String(character) + after, caret: caret + 1)
            return true
        default:
            return false
        }
    }

    /// Inserts `text` at the caret and leaves the caret after it (`put`); not when not filtering.
    mutating func insertAtCaret(_ text: String) {
        guard filters, let query else { return }
        let caret = caretOffset
        editQuery(String(query.prefix(caret)) + text + query.dropFirst(caret), caret: caret + text.count)
    }

    /// Deletes the character before the caret (`backward-delete-char`).
    mutating func deleteBeforeCaret() {
        guard filters, let query else { return }
        let caret = caretOffset
        guard caret > 0 else { return }
        editQuery(String(query.prefix(caret - 1)) + query.dropFirst(caret), caret: caret - 1)
    }

    /// Puts the caret at `offset` (clamped to the query) and gives visual focus back to the text:
    /// no row is highlighted (CB-10, CB-11).
    private mutating func moveCaret(to offset: Int) {
        let count = query?.count ?? 0
        charactersAfterCaret = count - min(max(0, offset), count)
        if state.list.highlighted != nil { state.send(.list(.highlight(nil))) }
    }

    /// Replaces the query, leaving the caret `caret` characters from its start.
    private mutating func editQuery(_ text: String, caret: Int) {
        charactersAfterCaret = max(0, text.count - caret)
        setQuery(text)
    }
}
