import SelectionCore
import SelectionTerminal

/// The filter field of a list prompt, a text field (the core's ``TextFieldState``, as the
/// combobox's and the number field's are): typing inserts at the caret, and the keys of
/// `KeyMap.textField` edit the query and move the caret. A move of the caret clears the
/// highlighted row, so that visual focus is back on the text (CB-10, CB-11); ↑/↓ then highlight
/// the first or last row again (NAV-01). The query itself is kept by the filter or the stream, the
/// caret as the count of characters after it, so a query replaced from elsewhere (`change-query`)
/// leaves the caret at its end.
enum ListQueryEditor<Value: Sendable & Equatable> {
    typealias Engine = ListPromptEngine<Value>

    /// Where the caret is, in characters from the start of the query.
    static func caretOffset(of engine: Engine) -> Int {
        let count = engine.query?.count ?? 0
        return max(0, count - min(count, engine.charactersAfterCaret))
    }

    /// The keys that edit the query: a text field's, but for Ctrl-A in a multiple-choice list,
    /// which checks every option there.
    static func keyMap(of engine: Engine) -> KeyMap<TextFieldAction> {
        var keys = KeyMap<TextFieldAction>.textField
        if engine.isMultiple { keys.unbind(KeyEvent(.character("a"), modifiers: .ctrl)) }
        return keys
    }

    /// Edits the filter's query or moves its caret; true when the key was used.
    static func handle(_ key: KeyEvent, on engine: inout Engine) -> Bool {
        guard engine.filters, engine.query != nil, engine.state.isOpen, key.kind != .release else { return false }
        if let action = keyMap(of: engine).intent(for: key) {
            edit(action, on: &engine)
            return true
        }
        guard case .character(let character) = key.key, key.modifiers.isSubset(of: .shift) else { return false }
        // Space checks an option in a multiple-choice list; a control character is no text.
        if character == " ", engine.isMultiple { return false }
        guard !character.isNewline, character.unicodeScalars.allSatisfy({ $0.value >= 0x20 && $0.value != 0x7F }) else { return false }
        edit(.insert(String(character)), on: &engine)
        return true
    }

    /// Applies a text field action to the query (`put` and a paste insert; `backward-delete-char`
    /// deletes), when filtering: an edit filters again, a move of the caret gives visual focus back
    /// to the text, with no row highlighted (CB-10, CB-11).
    static func edit(_ action: TextFieldAction, on engine: inout Engine) {
        guard engine.filters, let query = engine.query else { return }
        // fzf's `backward-eof` event: Backspace with nothing to delete.
        if action == .deleteBackward, query.isEmpty { engine.script.hitBackwardEOF = true }
        var field = TextFieldState(text: query, caret: caretOffset(of: engine))
        let edited = !field.send(action).isEmpty
        engine.charactersAfterCaret = field.text.count - field.caret
        if edited {
            engine.setQuery(field.text)
        } else if action.isCaretMove, engine.state.list.highlighted != nil {
            engine.state.send(.list(.highlight(nil)))
        }
    }
}
