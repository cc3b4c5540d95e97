// The suggestions list: opening, moving, choosing, committing and Escape (CB-07 .. CB-09,
// CB-12, CB-13, CB-16 .. CB-19, CB-M5).
extension ComboBoxState {
    /// The options the text leaves, or all of them after a manual open.
    var matchingSuggestions: [Int] {
        guard !showsAllOptions, !text.isEmpty else { return Array(options.indices) }
        let query = TextFolding.fold(text)
        return options.indices.filter { foldingMatches(option: $0, query: query) }
    }

    private func foldingMatches(option: Int, query: String) -> Bool {
        foldedOptions[option].contains(query)
    }

    /// A manual open (↓, ↑, Alt+↓, the button) lists every option (CB-07).
    mutating func open(highlighting row: Int?, events: inout [ComboBoxEvent]) {
        guard !options.isEmpty else { return }
        showsAllOptions = true
        suggestions = Array(options.indices)
        isOpen = true
        highlighted = row
        events.append(.opened)
    }

    mutating func close(events: inout [ComboBoxEvent]) {
        guard isOpen else { return }
        isOpen = false
        highlighted = nil
        showsAllOptions = false
        suggestions = matchingSuggestions
        events.append(.closed)
    }

    /// ↓ / ↑: closed, open on the selected option, else the first or last (CB-08); open, move
    /// with wrapping (CB-09); with nothing highlighted, the first or last (NAV-01).
    mutating func move(by step: Int, events: inout [ComboBoxEvent]) {
        activeChip = nil
        guard isOpen else {
            guard !options.isEmpty else { return }
            let row = selected ?? (step > 0 ? 0 : options.count - 1)
            return open(highlighting: row, events: &events)
        }
        guard !suggestions.isEmpty else { return }
        guard let current = highlighted else {
            highlighted = step > 0 ? 0 : suggestions.count - 1
            return
        }
        let next = current + step
        if suggestions.indices.contains(next) {
            highlighted = next
        } else if configuration.wrapsAround {
            highlighted = step > 0 ? 0 : suggestions.count - 1
        }
    }

    /// Enter: the highlighted suggestion is chosen (CB-12, CB-M5); with none, the typed text
    /// stands as the value when custom values are allowed, else it reverts (CB-13).
    mutating func commit(events: inout [ComboBoxEvent]) {
        if isOpen, let row = highlighted { return choose(row: row, events: &events) }
        if configuration.isMultiple {
            if !text.isEmpty {
                if configuration.allowsCustomValue, !chips.contains(text) {
                    chips.append(text)
                    events.append(.chipAdded(text))
                }
                editText("", caret: 0, events: &events)
            }
            close(events: &events)
            return
        }
        if text.isEmpty {
            if value != nil {
                value = nil
                selected = nil
                events.append(.cleared)
            }
        } else if let option = options.firstIndex(of: text) {
            if selected != option { events.append(.selected(option: option)) }
            selected = option
            value = text
        } else if configuration.allowsCustomValue {
            selected = nil
            value = text
            events.append(.customValue(text))
        } else {
            revertText(events: &events)
        }
        close(events: &events)
    }

    /// CB-12 / CB-18 (one value): select, the text becomes the label, the caret goes to its end,
    /// the list closes; choosing the selected option again only resets the text (no event).
    /// CB-M5 (several): toggle the option's chip, clear the text (CB-19's multi default), stay open.
    mutating func choose(row: Int, events: inout [ComboBoxEvent]) {
        guard let option = option(inRow: row) else { return }
        let label = options[option]
        if configuration.isMultiple {
            if let index = chips.firstIndex(of: label) {
                removeChip(index, events: &events)
            } else {
                chips.append(label)
                events.append(.chipAdded(label))
            }
            if !text.isEmpty {
                text = ""
                caret = 0
                events.append(.textChanged(text))
                suggestions = Array(options.indices)
                showsAllOptions = true
                highlighted = option
            }
            return
        }
        if selected != option { events.append(.selected(option: option)) }
        selected = option
        value = label
        if text != label {
            text = label
            events.append(.textChanged(text))
        }
        caret = text.count
        close(events: &events)
    }

    /// Esc: open, close — the typed text stays as a custom value when that is allowed and no
    /// option is selected, else it reverts to the selection (CB-16, react-aria's `revert`);
    /// closed, clear the text and the value (CB-17).
    mutating func escape(events: inout [ComboBoxEvent]) {
        if isOpen {
            if configuration.isMultiple || (configuration.allowsCustomValue && selected == nil) {
                close(events: &events)
            } else {
                close(events: &events)
                revertText(events: &events)
            }
            return
        }
        // Clearing does not open the list (CB-17 clears; it does not suggest).
        activeChip = nil
        if !text.isEmpty {
            text = ""
            caret = 0
            suggestions = matchingSuggestions
            events.append(.textChanged(text))
        }
        if !configuration.isMultiple, value != nil {
            value = nil
            selected = nil
            events.append(.cleared)
        }
    }

    /// The text goes back to the selected option's label, or empty (CB-13).
    private mutating func revertText(events: inout [ComboBoxEvent]) {
        let restored = selected.map { options[$0] } ?? ""
        guard restored != text else { return }
        text = restored
        caret = text.count
        suggestions = matchingSuggestions
        events.append(.textChanged(text))
    }
}
