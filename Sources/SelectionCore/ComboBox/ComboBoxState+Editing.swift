// The text field and the chips (CB-03 .. CB-05, CB-10, CB-11, CB-M1 .. CB-M4).
extension ComboBoxState {
    mutating func insert(_ typed: String, events: inout [ComboBoxEvent]) {
        activeChip = nil
        let characters = Array(text)
        let at = min(caret, characters.count)
        editText(String(characters[..<at]) + typed + String(characters[at...]), caret: at + typed.count, events: &events)
    }

    mutating func deleteBackward(events: inout [ComboBoxEvent]) {
        if let chip = activeChip { return removeChip(chip, events: &events) }
        if caret == 0 {
            // CB-M1: Backspace at the start of the text removes the last chip.
            if configuration.isMultiple, !chips.isEmpty { removeChip(chips.count - 1, events: &events) }
            return
        }
        var characters = Array(text)
        characters.remove(at: caret - 1)
        editText(String(characters), caret: caret - 1, events: &events)
    }

    mutating func deleteForward(events: inout [ComboBoxEvent]) {
        if let chip = activeChip { return removeChip(chip, events: &events) }
        var characters = Array(text)
        guard caret < characters.count else { return }
        characters.remove(at: caret)
        editText(String(characters), caret: caret, events: &events)
    }

    /// CB-10 (and CB-M2, CB-M3 on chips).
    mutating func moveCaretLeft() {
        highlighted = nil
        if let chip = activeChip {
            activeChip = max(0, chip - 1)
        } else if caret == 0 {
            if configuration.isMultiple, !chips.isEmpty { activeChip = chips.count - 1 }
        } else {
            caret -= 1
        }
    }

    /// CB-10 (and CB-M3: past the last chip, back to the text).
    mutating func moveCaretRight() {
        highlighted = nil
        if let chip = activeChip {
            activeChip = chip + 1 < chips.count ? chip + 1 : nil
        } else {
            caret = min(text.count, caret + 1)
        }
    }

    /// CB-11: Home/End put the caret at an end of the text; visual focus goes back to it.
    mutating func placeCaret(_ offset: Int) {
        highlighted = nil
        activeChip = nil
        caret = min(max(0, offset), text.count)
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
