import SelectionCore
import SelectionTerminal

// Keys bound to chains of `ListCommand`s (``ListCommandBindings``) are looked up before the key
// map; the same commands run at the start and when the query changes.
extension ListPromptEngine {
    /// Runs `commands` in order; the core's events they cause, and whether one ended the prompt.
    mutating func perform(_ commands: [ListCommand], context: PromptContext) -> (events: [DropDownEvent<Value>], ending: Outcome?) {
        var events: [DropDownEvent<Value>] = []
        for command in commands {
            switch command {
            case .accept:
                events += state.send(.commit)
            case .acceptUnlessEmpty:
                if state.list.highlightedOption != nil || hasCheckedOptions { events += state.send(.commit) }
            case .acceptReportingKey(let name):
                endingKey = name
                let wasOpen = state.isOpen
                events += state.send(.commit)
                // On a closed trigger Enter opens the list: accept its highlighted option at once.
                if !wasOpen { events += state.send(.commit) }
            case .abort:
                return (events, .cancelled)
            case .clearQueryOrAbort:
                if let query, !query.isEmpty {
                    setQueryFromAction("")
                } else {
                    return (events, .cancelled)
                }
            case .endWithQuery:
                endsWithQueryOnly = true
                return (events, .cancelled)
            case .setQuery(let text):
                setQueryFromAction(text)
            case .deleteBeforeCaret:
                deleteBeforeCaret()
            case .insert(let text):
                insertAtCaret(String(text.filter { !$0.isNewline }))
            case .setPrompt(let text):
                prompt = text
            case .setHeader(let lines):
                header = lines
                headerStyles = [:]
            case .preview(let previewCommand):
                performPreviewCommand(previewCommand, context: context)
            case .reload(let template):
                reload(template, now: context.now)
            default:
                events += performListCommand(command, now: context.now)
            }
        }
        return (events, nil)
    }

    /// Runs a command that moves the highlight or checks options.
    private mutating func performListCommand(_ command: ListCommand, now: Duration) -> [DropDownEvent<Value>] {
        switch command {
        case .moveUp: return state.send(.list(.moveUp))
        case .moveDown: return state.send(.list(.moveDown))
        case .pageUp: return state.send(.list(.pageUp))
        case .pageDown: return state.send(.list(.pageDown))
        case .halfPageUp:
            return (0..<max(1, (state.list.availableRows ?? 2) / 2)).flatMap { _ in state.send(.list(.moveUp)) }
        case .halfPageDown:
            return (0..<max(1, (state.list.availableRows ?? 2) / 2)).flatMap { _ in state.send(.list(.moveDown)) }
        case .moveToFirst: return state.send(.list(.moveToFirst))
        case .moveToLast: return state.send(.list(.moveToLast))
        case .toggle: return state.send(ListIntent.toggle.dropDownAction(at: now))
        case .check:
            if let row = state.list.highlighted, !state.list.isSelected(row) { return state.send(.select) }
        case .uncheck:
            if let row = state.list.highlighted, state.list.isSelected(row) { return state.send(.select) }
        case .checkAll: return state.send(.list(.selectAll))
        case .uncheckAll: return state.send(.list(.deselectAll))
        case .toggleAll: return toggleEveryOption()
        case .clearChecks:
            let events = state.send(.list(.deselectAll))
            clearHiddenSelection()
            return events
        default: break
        }
        return []
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
