// The text field and the chips (CB-03 .. CB-05, CB-10, CB-11, CB-M1 .. CB-M4). The text and its
// caret are the core's one text field (`TextFieldState`); what is the combobox's own is here.
extension ComboBoxState {
    /// A text field action: the chips' rules first (with several values), then the text field's.
    mutating func edit(_ action: TextFieldAction, events: inout [ComboBoxEvent]) {
        if action.isCaretMove { return moveCaret(action) }
        if let chip = activeChip, action == .deleteBackward || action == .deleteForward {
            return removeChip(chip, events: &events)
        }
        if action == .deleteBackward, caret == 0 {
            // CB-M1: Backspace at the start of the text removes the last chip.
            if configuration.isMultiple, !chips.isEmpty { removeChip(chips.count - 1, events: &events) }
            return
        }
        activeChip = nil
        var edited = field
        edited.send(action)
        editText(edited.text, caret: edited.caret, events: &events)
    }

    /// CB-10, CB-11: a move of the caret gives visual focus back to the text; on chips, ← and →
    /// move between them (CB-M2, CB-M3).
    mutating func moveCaret(_ action: TextFieldAction) {
        highlighted = nil
        switch action {
        case .moveLeft:
            if let chip = activeChip {
                activeChip = max(0, chip - 1)
                return
            }
            if caret == 0 {
                if configuration.isMultiple, !chips.isEmpty { activeChip = chips.count - 1 }
                return
            }
        case .moveRight:
            // CB-M3: past the last chip, back to the text.
            if let chip = activeChip {
                activeChip = chip + 1 < chips.count ? chip + 1 : nil
                return
            }
        default:
            activeChip = nil
        }
        field.send(action)
    }

    /// An edit: filters again (every option no longer shown, CB-07), clears the highlight
    /// (CB-04), opens on matches and closes on none (CB-03); an emptied text clears a one-value
    /// combobox's value (CB-05).
    mutating func editText(_ newText: String, caret newCaret: Int, events: inout [ComboBoxEvent]) {
        guard newText != text else {
            caret = min(max(0, newCaret), text.count)
            return
        }
        text = newText
        caret = min(max(0, newCaret), text.count)
        events.append(.textChanged(text))
        showsAllOptions = false
        suggestions = matchingSuggestions
        highlighted = nil
        if !configuration.isMultiple, text.isEmpty, value != nil {
            value = nil
            selected = nil
            events.append(.cleared)
        }
        if suggestions.isEmpty {
            if isOpen { close(events: &events) }
        } else if !isOpen {
            isOpen = true
            events.append(.opened)
        }
    }

    /// CB-M4: the active chip becomes the one now at the same index, else the previous one,
    /// else the text.
    mutating func removeChip(_ index: Int, events: inout [ComboBoxEvent]) {
        guard chips.indices.contains(index) else { return }
        let removed = chips.remove(at: index)
        events.append(.chipRemoved(index: index, text: removed))
        if activeChip != nil {
            activeChip = chips.isEmpty ? nil : min(index, chips.count - 1)
        }
    }
}
