import SelectionCore
import SelectionMatching
import SelectionTerminal

// Live reload (``ListCommand/reload(command:)``, bound to a key, the start or query changes): the
// items are replaced by a command's output (``StreamedList/reload(runningShellCommand:in:)``);
// the query stays, and so does the highlight where the same text comes back.
extension ListPromptEngine {
    /// Whether any binding reloads: then an empty list does not end the prompt.
    var reloads: Bool { configuration.commands.reloads }

    /// The host started the prompt: `start`'s actions run at once.
    mutating func startScriptEvents() {
        if reloads || previewPane != nil {
            // Nothing the prompt started outlives it, stale runs included.
            effects.append(.stopChildrenAtEnd)
        }
        if !configuration.commands.onStart.isEmpty { scriptEvents.isStartPending = true }
    }

    /// Runs the commands bound to the start (once) and, when the query changed, to its change.
    mutating func runEventCommands(queryBefore: String?, context: PromptContext) -> Outcome? {
        if scriptEvents.isStartPending {
            scriptEvents.isStartPending = false
            if let ending = perform(configuration.commands.onStart, context: context).ending { return ending }
        }
        if query != queryBefore, !configuration.commands.onQueryChange.isEmpty {
            return perform(configuration.commands.onQueryChange, context: context).ending
        }
        return nil
    }

    /// Replaces the items with the output of `template` (placeholders replaced), keeping the query.
    mutating func reload(_ template: String, now: Duration) {
        guard let stream else { return }
        let highlighted = state.list.highlightedOption
        let command = PreviewPlaceholders.replacing(
            in: template, item: highlighted?.label, checked: (hiddenSelection + state.list.selectedOptions).map(\.label),
            query: query ?? "", index: state.list.highlighted.map { $0 < stream.rowCount ? stream.item(ofRow: $0) : $0 })
        scriptEvents.reloadAnchor = highlighted?.label
        scriptEvents.reloadCount += 1
        clearHiddenSelection()
        self.stream?.reload(runningShellCommand: command, in: &state)
    }

    /// After the rows changed: highlights the item the reload started on when its text shows up
    /// (and stops looking once the reload's output has ended).
    mutating func highlightReloadAnchor() {
        guard let anchor = scriptEvents.reloadAnchor, let stream, state.isOpen else { return }
        if let row = stream.row(showing: anchor) {
            state.send(.pointerMove(.row(row)))
            scriptEvents.reloadAnchor = nil
        } else if stream.isFinished, !stream.isScanning {
            scriptEvents.reloadAnchor = nil
        }
    }
}
