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
            case .previousHistory, .nextHistory:
                if let history = configuration.queryHistory {
                    setQueryFromAction(history.recall(older: command == .previousHistory, leaving: query ?? ""))
                }
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
                events += state.perform(command, at: context.now)
                if command == .clearChecks { clearHiddenSelection() }
            }
        }
        return (events, nil)
    }

    /// Whether any option is checked, shown or hidden by the filter.
    var hasCheckedOptions: Bool {
        !state.list.selection.isEmpty || hasHiddenSelection
    }
}
