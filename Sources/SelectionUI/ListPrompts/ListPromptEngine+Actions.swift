import SelectionCore
import SelectionTerminal

// Keys bound with `--bind` run chains of `BindAction`s; keys given with `--expect` accept and
// are reported. Both are looked up before the key map.
extension ListPromptEngine {
    /// The expected key `key` is, if any.
    func expectedKey(for key: KeyEvent) -> ExpectedKey? {
        guard key.kind != .release else { return nil }
        var pressed = key
        pressed.kind = .press
        return configuration.expectedKeys.first { $0.keys.contains(pressed) }
    }

    /// Runs `actions` in order; the core's events they cause, and whether one ended the prompt.
    mutating func perform(_ actions: [BindAction], context: PromptContext) -> (events: [DropDownEvent<Value>], ending: Outcome?) {
        var events: [DropDownEvent<Value>] = []
        let now = context.now
        for action in actions {
            switch action {
            case .accept:
                events += state.send(.commit)
            case .acceptNonEmpty:
                if state.list.highlightedOption != nil || hasCheckedOptions { events += state.send(.commit) }
            case .abort:
                return (events, .cancelled)
            case .cancel:
                if let query, !query.isEmpty {
                    setQueryFromAction("")
                } else {
                    return (events, .cancelled)
                }
            case .printQuery:
                endsWithQueryOnly = true
                return (events, .cancelled)
            case .up: events += state.send(.list(.moveUp))
            case .down: events += state.send(.list(.moveDown))
            case .pageUp: events += state.send(.list(.pageUp))
            case .pageDown: events += state.send(.list(.pageDown))
            case .halfPageUp:
                for _ in 0..<max(1, (state.list.availableRows ?? 2) / 2) { events += state.send(.list(.moveUp)) }
            case .halfPageDown:
                for _ in 0..<max(1, (state.list.availableRows ?? 2) / 2) { events += state.send(.list(.moveDown)) }
            case .first: events += state.send(.list(.moveToFirst))
            case .last: events += state.send(.list(.moveToLast))
            case .toggle:
                events += state.send(ListIntent.toggle.dropDownAction(at: now))
            case .select:
                if let row = state.list.highlighted, !state.list.isSelected(row) { events += state.send(.select) }
            case .deselect:
                if let row = state.list.highlighted, state.list.isSelected(row) { events += state.send(.select) }
            case .selectAll:
                events += state.send(.list(.selectAll))
            case .deselectAll:
                events += state.send(.list(.deselectAll))
            case .toggleAll:
                events += toggleEveryOption()
            case .clearMulti:
                events += state.send(.list(.deselectAll))
                clearHiddenSelection()
            case .clearQuery, .unixLineDiscard:
                setQueryFromAction("")
            case .backwardDeleteChar:
                deleteBeforeCaret()
            case .changeQuery(let text):
                setQueryFromAction(text)
            case .put(let text):
                insertAtCaret(String(text.filter { !$0.isNewline }))
            case .changePrompt(let text):
                prompt = text
            case .changeHeader(let text):
                header = [text]
                headerStyles = [:]
            case .ignore:
                break
            case .togglePreview, .showPreview, .hidePreview, .togglePreviewWrap, .refreshPreview, .previewUp, .previewDown,
                .previewPageUp, .previewPageDown, .previewHalfPageUp, .previewHalfPageDown, .previewTop, .previewBottom:
                performPreviewAction(action, context: context)
            case .reload(let command):
                reload(command, now: now)
            }
        }
        return (events, nil)
    }

    /// Whether any option is checked, shown or hidden by the filter.
    var hasCheckedOptions: Bool {
        !state.list.selection.isEmpty || hasHiddenSelection
    }

    /// Checks every unchecked option of the list shown and unchecks every checked one (fzf's
    /// toggle-all); the highlight stays where it was.
    private mutating func toggleEveryOption() -> [DropDownEvent<Value>] {
        guard isMultiple else { return [] }
        let rows = 0..<state.list.items.count
        let enabled = rows.filter { state.list.option(at: $0)?.isEnabled == true }
        if enabled.allSatisfy(state.list.isSelected) { return state.send(.list(.deselectAll)) }
        if !enabled.contains(where: state.list.isSelected) { return state.send(.list(.selectAll)) }
        let highlighted = state.list.highlighted
        var events: [DropDownEvent<Value>] = []
        for row in enabled {
            events += state.send(.pointerMove(.row(row)))
            events += state.send(.select)
        }
        if let highlighted { events += state.send(.pointerMove(.row(highlighted))) }
        return events
    }
}
