import SelectionCore
import SelectionMatching
import SelectionTerminal

/// What a list prompt keeps for fzf's events and `reload`: the inbox a new feed reports to, the
/// highlighted text to find again after a reload, and whether `start`'s actions still wait.
struct ScriptEventState {
    /// Where a reload's feed reports; nil until the host starts the prompt.
    var inbox: PromptInbox?
    /// The text of the item highlighted when a reload began, highlighted again when it shows up.
    var reloadAnchor: String?
    /// How many reloads ran.
    var reloadCount = 0
    /// True until the actions bound to `start` have run (on the first event after the host starts).
    var isStartPending = false
}

// Live reload (`--bind 'ctrl-r:reload(ls)'`, `start:reload(…)`, `change:reload(rg {q})`): the
// items are replaced by a command's output, streamed through a new `ItemFeed`; the query stays,
// and so does the highlight where the same text comes back. A reload still running when the
// next starts is stopped (its whole process group), as a stale preview is.
extension ListPromptEngine {
    /// Whether any binding reloads: then an empty list does not end the prompt.
    var reloads: Bool {
        let bindings = configuration.bindings
        let bound = bindings.entries.contains { $0.actions.contains(where: \.isReload) }
        return bound || bindings.events.values.contains { $0.contains(where: \.isReload) }
    }

    /// Connects reloads to the host, and arranges for `start`'s actions to run at once.
    mutating func startScriptEvents(reportingTo inbox: PromptInbox) {
        scriptEvents.inbox = inbox
        if reloads || previewPane != nil {
            // Nothing the prompt started outlives it, stale runs included.
            inbox.whenClosed { ChildProcess.terminateAll() }
        }
        if configuration.bindings.events[.start] != nil { scriptEvents.isStartPending = true }
    }

    /// Runs the actions bound to `start` (once) and, when the query changed, to `change`.
    mutating func runEventActions(queryBefore: String?, context: PromptContext) -> Outcome? {
        if scriptEvents.isStartPending {
            scriptEvents.isStartPending = false
            if let actions = configuration.bindings.events[.start], let ending = perform(actions, context: context).ending {
                return ending
            }
        }
        if query != queryBefore, let actions = configuration.bindings.events[.change] {
            return perform(actions, context: context).ending
        }
        return nil
    }

    /// Replaces the items with the output of `template` (placeholders replaced), keeping the query.
    mutating func reload(_ template: String, now: Duration) {
        guard var stream else { return }
        let highlighted = state.list.highlightedOption
        let command = PreviewPlaceholders.replacing(
            in: template, item: highlighted?.label, checked: (hiddenSelection + state.list.selectedOptions).map(\.label),
            query: query ?? "", index: state.list.highlighted.map { $0 < stream.rowCount ? stream.item(ofRow: $0) : $0 })
        let old = stream.feed
        let feed = ItemFeed(delimiter: old.delimiter, headerLines: old.headerLineCount)
        old.replace(with: feed)
        stream.scanner?.cancel()
        stream.replaceFeed(with: feed)
        self.stream = stream
        scriptEvents.reloadAnchor = highlighted?.label
        scriptEvents.reloadCount += 1
        clearHiddenSelection()
        showReloadedRows()
        // The stale command is stopped (its group: SIGTERM, then SIGKILL) without waiting for it.
        old.stop()
        if let inbox = scriptEvents.inbox { feed.attach(to: inbox) }
        feed.readOutput(ofShellCommand: command)
    }

    /// Shows the rows after a reload began: none yet.
    private mutating func showReloadedRows() {
        guard let stream else { return }
        state.replaceRows(stream.rows, highlighting: nil, selecting: [], top: 0)
    }

    /// After the rows changed: highlights the item the reload started on when its text shows up
    /// (and stops looking once the reload's output has ended).
    mutating func highlightReloadAnchor() {
        guard let anchor = scriptEvents.reloadAnchor, let stream, state.isOpen else { return }
        for row in 0..<stream.rowCount where stream.store.string(at: stream.item(ofRow: row)) == anchor {
            state.send(.pointerMove(.row(row)))
            scriptEvents.reloadAnchor = nil
            return
        }
        if stream.isFinished, !stream.isScanning { scriptEvents.reloadAnchor = nil }
    }
}

extension BindAction {
    /// True for `reload(...)`.
    var isReload: Bool {
        if case .reload = self { return true }
        return false
    }
}
