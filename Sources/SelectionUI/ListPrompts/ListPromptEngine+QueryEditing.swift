import SelectionCore
import SelectionTerminal

// The filter field is a text field (the core's `TextFieldState`, as the combobox's and the number
// field's are): typing inserts at the caret, and the keys of `KeyMap.textField` edit the query
// and move the caret. A move of the caret clears the highlighted row, so that visual focus is
// back on the text (CB-10, CB-11); ↑/↓ then highlight the first or last row again (NAV-01).
// The query itself is kept by the filter or the stream, the caret as the count of characters
// after it, so a query replaced from elsewhere (`change-query`) leaves the caret at its end.
extension ListPromptEngine {
    /// Where the caret is, in characters from the start of the query.
    var caretOffset: Int {
        let count = query?.count ?? 0
        return max(0, count - min(count, charactersAfterCaret))
    }

    /// The query and its caret as a text field.
    var queryField: TextFieldState {
        TextFieldState(text: query ?? "", caret: caretOffset)
    }

    /// The keys that edit the query: a text field's, but for Ctrl-A in a multiple-choice list,
    /// which checks every option there.
    var queryKeyMap: KeyMap<TextFieldAction> {
        var keys = KeyMap<TextFieldAction>.textField
        if isMultiple { keys.unbind(KeyEvent(.character("a"), modifiers: .ctrl)) }
        return keys
    }

    /// Edits the filter's query or moves its caret; true when the key was used.
    mutating func handleFilterKey(_ key: KeyEvent) -> Bool {
        guard filters, query != nil, state.isOpen, key.kind != .release else { return false }
        if let action = queryKeyMap.intent(for: key) {
            editQuery(action)
            return true
        }
        guard case .character(let character) = key.key, key.modifiers.isSubset(of: .shift) else { return false }
        // Space checks an option in a multiple-choice list; a control character is no text.
        if character == " ", isMultiple { return false }
        guard !character.isNewline, character.unicodeScalars.allSatisfy({ $0.value >= 0x20 && $0.value != 0x7F }) else { return false }
        editQuery(.insert(String(character)))
        return true
    }

    /// Inserts `text` at the caret and leaves the caret after it (`put`, a paste); not when not
    /// filtering. Line breaks and control characters are dropped.
    mutating func insertAtCaret(_ text: String) {
        guard filters, query != nil else { return }
        editQuery(.insert(text))
    }

    /// Deletes the character before the caret (`backward-delete-char`).
    mutating func deleteBeforeCaret() {
        guard filters, query != nil else { return }
        editQuery(.deleteBackward)
    }

    /// Applies a text field action to the query: an edit filters again, a move of the caret gives
    /// visual focus back to the text, with no row highlighted (CB-10, CB-11).
    mutating func editQuery(_ action: TextFieldAction) {
        var field = queryField
        let edited = !field.send(action).isEmpty
        charactersAfterCaret = field.text.count - field.caret
        if edited {
            setQuery(field.text)
        } else if action.isCaretMove, state.list.highlighted != nil {
            state.send(.list(.highlight(nil)))
        }
    }
}
