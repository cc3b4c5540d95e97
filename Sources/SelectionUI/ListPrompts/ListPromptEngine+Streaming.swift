import SelectionCore
import SelectionMatching
import SelectionTerminal

// A list whose options arrive while it is shown (an `ItemFeed`): arrivals and finished scans
// come as background events; the rows are re-pointed, never rebuilt, and the item the user
// moved to stays highlighted, on the same screen line.
extension ListPromptEngine {
    /// The shortest time between two refreshes from the feed (about 60 frames a second).
    static var refreshInterval: Duration { .milliseconds(16) }

    mutating func handleStreamed(_ event: PromptEvent, context: PromptContext) -> Outcome {
        switch event {
        case .background(.itemsArrived), .background(.inputEnded):
            if case .background(.itemsArrived) = event, let last = stream?.lastRefresh, context.now - last < Self.refreshInterval {
                stream?.refreshDeadline = last + Self.refreshInterval
                return .proceed
            }
            effects.append(.readItems)
            return .proceed
        case .background(.completed(let result)):
            switch result.kind {
            case .itemsRead(let store, let header, let isFinished, let shaped):
                return refreshStream(store, header: header, isFinished: isFinished, shaped: shaped, now: context.now, context: context)
            case .scanned(let generation, let results):
                return takeScan(results, generation: generation, context: context)
            case .previewed:
                return .proceed
            }
        default:
            return handleStreamedInput(event, context: context)
        }
    }

    /// A finished scan: shown when it is the latest; items that came while it ran are scanned next.
    private mutating func takeScan(_ results: MatchResults, generation: Int, context: PromptContext) -> Outcome {
        guard var stream, generation == stream.generation else {
            return .proceed
        }
        stream.isScanning = false
        let isNewQuery = stream.results?.query != results.query
        self.stream = stream
        applyResults(results, isNewQuery: isNewQuery)
        if self.stream?.needsRescan == true { startScan() }
        return replayPendingKeys(context: context)
    }

    /// Ticks and the user's input to a streamed list.
    private mutating func handleStreamedInput(_ event: PromptEvent, context: PromptContext) -> Outcome {
        switch event {
        case .tick:
            if let due = stream?.refreshDeadline, context.now >= due {
                stream?.refreshDeadline = nil
                effects.append(.readItems)
            }
            return handleEvent(event, context: context)
        case .key(let key):
            // Before the first item, keys that do not edit the query wait for it, in order.
            if let stream, key.kind != .release, !stream.pendingKeys.isEmpty || !stream.canTakeKeys {
                if configuration.keyMap.intent(for: key) == .cancel { return .cancelled }
                if handleFilterKey(key) { return .proceed }
                self.stream?.pendingKeys.append(key)
                return .proceed
            }
            return handleTrackingSelection(event, context: context)
        default:
            return handleTrackingSelection(event, context: context)
        }
    }

    /// Handles an event as any list does, keeping the chosen items (by index) in step with the
    /// rows selected, and commits chosen items that a filter hides too.
    private mutating func handleTrackingSelection(_ event: PromptEvent, context: PromptContext) -> Outcome {
        let before = selectedItemsOnScreen()
        let highlightBefore = highlightedItem()
        let queryBefore = stream?.query
        let outcome = handleEvent(event, context: context)
        let after = selectedItemsOnScreen()
        // The user moved (or typed): an arriving `--cursor` item no longer takes the highlight.
        switch event {
        case .key, .mouse, .paste:
            if highlightedItem() != highlightBefore || stream?.query != queryBefore { stream?.userMoved = true }
        default:
            break
        }
        if before != after, var stream {
            stream.selectedItems.subtract(before)
            stream.selectedItems.formUnion(after)
            self.stream = stream
        }
        if case .committed(let options) = outcome, let stream, isMultiple {
            // Options a filter hides are still chosen.
            let hidden = stream.selectedItems.sorted().map { stream.choice(ofItem: $0) }.filter { choice in
                !options.contains { $0.value == choice.value }
            }
            return .committed(hidden + options)
        }
        return outcome
    }

    /// The item highlighted, if any.
    private func highlightedItem() -> Int? {
        guard let stream, let row = state.list.highlighted, row < stream.rowCount else { return nil }
        return stream.item(ofRow: row)
    }

    private func selectedItemsOnScreen() -> Set<Int> {
        guard let stream, !state.list.selection.isEmpty else { return [] }
        return Set(state.list.selection.compactMap { $0 < stream.rowCount ? stream.item(ofRow: $0) : nil })
    }

    /// Takes the feed's new items: without a query they are appended to the rows; with one, a
    /// scan covers them. Decides `--select-if-one` and "nothing to choose" at the end of input.
    mutating func refreshStream(
        _ store: ItemStore, header: [[UInt8]], isFinished: Bool, shaped: ShapedItems? = nil, now: Duration, context: PromptContext
    ) -> Outcome {
        guard var stream else { return .proceed }
        let wasEmpty = stream.store.isEmpty
        let countBefore = stream.store.count
        let grew = stream.take(store, header: header, isFinished: isFinished, shaped: shaped)
        // `--selected` and `--cursor`, decided for each item as it arrives.
        if grew { stream.noteArrivals(countBefore..<stream.store.count, selectionMode: state.list.sections.first?.selectionMode) }
        // Until the first item, every arrival is drawn at once, whenever it comes.
        stream.lastRefresh = stream.store.isEmpty ? nil : now
        stream.refreshDeadline = nil
        self.stream = stream
        if grew {
            if stream.query.isEmpty || !configuration.searchesWithQuery {
                applyAllItems(isNewQuery: false)
            } else if stream.isScanning {
                self.stream?.needsRescan = true
            } else {
                startScan()
            }
            // Measured (at most 1,000 labels) until the list holds that many.
            if naturalListWidth == 0 || (naturalListWidth < Self.streamWidthLimit && stream.store.count <= 1000) {
                naturalListWidth = ListView.naturalWidth(
                    of: state.list, limit: Self.streamWidthLimit, breaksAtNewlines: configuration.labelWrapping.breaksAtNewlines)
            }
        }
        if stream.isFinished {
            // With a reload bound, an empty list waits for the next one.
            if stream.store.isEmpty, !configuration.commands.reloads {
                nothingToChoose = NothingToChoose.reason(in: [ListItem<Value>]())
                return .cancelled
            }
            if configuration.choosesSoleOption, stream.store.count == 1, wasEmpty || !grew, stream.pendingKeys.isEmpty,
                stream.query.isEmpty, script.reloadCount == 0
            {
                return .committed([stream.choice(ofItem: 0)])
            }
        }
        return replayPendingKeys(context: context)
    }

    /// Applies the keys typed before the first item, in order, once there are rows to move in.
    private mutating func replayPendingKeys(context: PromptContext) -> Outcome {
        guard let stream, stream.canTakeKeys, !stream.pendingKeys.isEmpty else { return .proceed }
        let keys = stream.pendingKeys
        self.stream?.pendingKeys = []
        for key in keys {
            let outcome = handleTrackingSelection(.key(key), context: context)
            if case .proceed = outcome { continue }
            return outcome
        }
        return .proceed
    }

    /// The widest a streamed list is measured.
    private static var streamWidthLimit: Int { 1000 }

    /// A new query: echoed at once; the scan runs off the loop (here for a small list, or
    /// without a host).
    mutating func setStreamQuery(_ query: String) {
        let searchesWithQuery = configuration.searchesWithQuery
        stream?.setQuery(query, searchesWithQuery: searchesWithQuery, in: &state)
    }

    /// Scans the items for the current query, refining the result on screen when it can.
    private mutating func startScan() {
        stream?.startScan(in: &state)
    }

    private mutating func applyResults(_ results: MatchResults, isNewQuery: Bool) {
        stream?.show(results, isNewQuery: isNewQuery, in: &state)
    }

    private mutating func applyAllItems(isNewQuery: Bool) {
        stream?.show(nil, isNewQuery: isNewQuery, in: &state)
    }
}
