import SelectionCore
import SelectionMatching
import SelectionTerminal

/// A list prompt whose options arrive while it is shown (an ``ItemFeed``): the host reads the
/// items and runs large scans (``PromptEffect``), and their results come back as events; the rows
/// are re-pointed, never rebuilt (``StreamedList``), and the item the user moved to stays
/// highlighted, on the same screen line. Keys typed before the first item wait for it, in order.
enum ListStreaming<Value: Sendable & Equatable> {
    typealias Engine = ListPromptEngine<Value>
    typealias Outcome = Engine.Outcome

    /// The shortest time between two refreshes from the feed (about 60 frames a second).
    static var refreshInterval: Duration { .milliseconds(16) }

    /// The widest a streamed list is measured.
    private static var widthLimit: Int { 1000 }

    /// Handles an event of a streamed list: news of the feed and of scans, ticks, the user's input.
    static func handle(_ event: PromptEvent, on engine: inout Engine, context: PromptContext) -> Outcome {
        switch event {
        case .background(.itemsArrived), .background(.inputEnded):
            if case .background(.itemsArrived) = event, let last = engine.stream?.lastRefresh, context.now - last < refreshInterval {
                engine.stream?.refreshDeadline = last + refreshInterval
                return .proceed
            }
            engine.effects.append(.readItems)
            return .proceed
        case .background(.completed(let result)):
            switch result.kind {
            case .itemsRead(let store, let header, let isFinished, let shaped):
                let read = ReadItems(store: store, header: header, isFinished: isFinished, shaped: shaped)
                return refresh(engine: &engine, with: read, context: context)
            case .scanned(let generation, let results):
                return take(results, generation: generation, on: &engine, context: context)
            case .previewed, .remoteRequests:
                return .proceed
            case .commandRan:
                return handleTrackingSelection(event, on: &engine, context: context)
            }
        case .tick:
            if let due = engine.stream?.refreshDeadline, context.now >= due {
                engine.stream?.refreshDeadline = nil
                engine.effects.append(.readItems)
            }
            return engine.handleEvent(event, context: context)
        case .key(let key):
            // Before the first item, keys that do not edit the query wait for it, in order.
            if let stream = engine.stream, key.kind != .release, !stream.pendingKeys.isEmpty || !takesKeys(stream, engine) {
                if engine.configuration.keyMap.intent(for: key) == .cancel { return .cancelled }
                if engine.handleFilterKey(key) { return .proceed }
                engine.stream?.pendingKeys.append(key)
                return .proceed
            }
            return handleTrackingSelection(event, on: &engine, context: context)
        default:
            return handleTrackingSelection(event, on: &engine, context: context)
        }
    }

    /// A new query: echoed at once; the scan runs off the loop (here for a small list, or
    /// without a host).
    static func setQuery(_ query: String, on engine: inout Engine) {
        let searchesWithQuery = engine.configuration.searchesWithQuery && !engine.script.searchOff
        engine.stream?.setQuery(query, searchesWithQuery: searchesWithQuery, in: &engine.state)
    }

    /// Ranks the matches, or keeps input order, in turn (`toggle-sort`), and shows the query's rows again.
    static func toggleSort(on engine: inout Engine) {
        guard var stream = engine.stream else { return }
        var options = stream.matcher.options
        options.isSorted.toggle()
        stream.matcher = Matcher(options: options)
        stream.results = nil
        engine.stream = stream
        setQuery(stream.query, on: &engine)
    }

    /// What the host read of the feed.
    private struct ReadItems {
        var store: ItemStore
        var header: [[UInt8]]
        var isFinished: Bool
        var shaped: ShapedItems?
    }

    /// A finished scan: shown when it is the latest; items that came while it ran are scanned next.
    private static func take(_ results: MatchResults, generation: Int, on engine: inout Engine, context: PromptContext) -> Outcome {
        guard var stream = engine.stream, generation == stream.generation else { return .proceed }
        stream.isScanning = false
        let isNewQuery = stream.results?.query != results.query
        engine.stream = stream
        engine.stream?.show(results, isNewQuery: isNewQuery, in: &engine.state)
        if engine.stream?.needsRescan == true { engine.stream?.startScan(in: &engine.state) }
        return replayPendingKeys(on: &engine, context: context)
    }

    /// Handles an event as any list does, keeping the chosen items (by index) in step with the
    /// rows selected, and commits chosen items that a filter hides too.
    private static func handleTrackingSelection(_ event: PromptEvent, on engine: inout Engine, context: PromptContext) -> Outcome {
        trackingSelection(of: event, on: &engine) { $0.handleEvent(event, context: context) }
    }

    /// Runs `handle` on `engine` (for `event`) as ``handleTrackingSelection(_:on:context:)`` does:
    /// the chosen items kept in step with the rows checked (also for remote requests, `--listen`).
    static func trackingSelection(of event: PromptEvent, on engine: inout Engine, _ handle: (inout Engine) -> Outcome) -> Outcome {
        let before = selectedItemsOnScreen(of: engine)
        let highlightBefore = highlightedItem(of: engine)
        let queryBefore = engine.stream?.query
        let outcome = handle(&engine)
        let after = selectedItemsOnScreen(of: engine)
        // The user moved (or typed): an arriving `--cursor` item no longer takes the highlight.
        switch event {
        case .key, .mouse, .paste:
            if highlightedItem(of: engine) != highlightBefore || engine.stream?.query != queryBefore { engine.stream?.userMoved = true }
        default:
            break
        }
        if before != after, var stream = engine.stream {
            // A new query hides checked items (a small list is scanned at once): they stay checked.
            if stream.query == queryBefore { stream.selectedItems.subtract(before) }
            stream.selectedItems.formUnion(after)
            engine.stream = stream
        }
        if case .committed(let options) = outcome, let stream = engine.stream, engine.isMultiple {
            // Options a filter hides are still chosen.
            let hidden = stream.selectedItems.sorted().map { stream.choice(ofItem: $0) }.filter { choice in
                !options.contains { $0.value == choice.value }
            }
            return .committed(hidden + options)
        }
        return outcome
    }

    /// The item highlighted, if any.
    private static func highlightedItem(of engine: Engine) -> Int? {
        guard let stream = engine.stream, let row = engine.state.list.highlighted, row < stream.rowCount else { return nil }
        return stream.item(ofRow: row)
    }

    /// The items of the rows checked on screen.
    private static func selectedItemsOnScreen(of engine: Engine) -> Set<Int> {
        guard let stream = engine.stream, !engine.state.list.selection.isEmpty else { return [] }
        return Set(engine.state.list.selection.compactMap { $0 < stream.rowCount ? stream.item(ofRow: $0) : nil })
    }

    /// Takes the feed's new items: without a query they are appended to the rows; with one, a
    /// scan covers them. Decides `--select-if-one` and "nothing to choose" at the end of input.
    private static func refresh(engine: inout Engine, with read: ReadItems, context: PromptContext) -> Outcome {
        guard ListCommandRunner.takesRead(read.store, shaped: read.shaped, isFinished: read.isFinished, on: &engine) else {
            return .proceed
        }
        guard var stream = engine.stream else { return .proceed }
        let wasEmpty = stream.store.isEmpty
        // Items the feed dropped (`--tail`): the indices kept move down by as many.
        let dropped = max(0, read.store.droppedCount - stream.store.droppedCount)
        let anchor = dropped > 0 ? stream.highlightAnchor(in: engine.state) : nil
        let countBefore = max(0, stream.store.count - dropped)
        let grew = stream.take(read.store, header: read.header, isFinished: read.isFinished, shaped: read.shaped)
        // Items shaped again (`change-nth`, `change-with-nth`): the same indices, other texts.
        let reshaped = stream.takeReshapedItems()
        if dropped > 0 { stream.dropFirstItems(dropped, anchor: anchor, in: &engine.state) }
        // `--selected` and `--cursor`, decided for each item as it arrives.
        // A store with fewer items than before is another feed's: all of its items are new.
        let firstNew = stream.store.count >= countBefore ? countBefore : 0
        if grew { stream.noteArrivals(firstNew..<stream.store.count, selectionMode: engine.state.list.sections.first?.selectionMode) }
        // Until the first item, every arrival is drawn at once, whenever it comes.
        stream.lastRefresh = stream.store.isEmpty ? nil : context.now
        stream.refreshDeadline = nil
        engine.stream = stream
        if grew || reshaped { show(arrivalsOf: stream, on: &engine) }
        if stream.isFinished {
            // With a reload bound, an empty list waits for the next one.
            if stream.store.isEmpty, !engine.configuration.commands.reloads {
                engine.nothingToChoose = NothingToChoose.reason(in: [ListItem<Value>]())
                return .cancelled
            }
            if engine.configuration.choosesSoleOption, stream.store.count == 1, wasEmpty || !grew, stream.pendingKeys.isEmpty,
                stream.query.isEmpty, engine.script.reloadCount == 0
            {
                return .committed([stream.choice(ofItem: 0)])
            }
        }
        return replayPendingKeys(on: &engine, context: context)
    }

    /// New items: appended to the rows without a query, scanned with one; the list's width
    /// measured again while it is short.
    private static func show(arrivalsOf stream: StreamedList<Value>, on engine: inout Engine) {
        let listsEveryItem = stream.searched.isEmpty || (!engine.configuration.searchesWithQuery && stream.searchOverride == nil)
        if listsEveryItem, stream.excluded.isEmpty {
            engine.stream?.show(nil, isNewQuery: false, in: &engine.state)
        } else if stream.isScanning {
            engine.stream?.needsRescan = true
        } else {
            engine.stream?.startScan(in: &engine.state)
        }
        // Measured (at most 1,000 labels) until the list holds that many.
        if engine.naturalListWidth == 0 || (engine.naturalListWidth < widthLimit && stream.store.count <= 1000) {
            engine.naturalListWidth = ListView.naturalWidth(
                of: engine.state.list, limit: widthLimit, breaksAtNewlines: engine.configuration.labelWrapping.breaksAtNewlines,
                tabStop: engine.configuration.tabStop)
        }
    }

    /// True when a key can act on the rows now: some are shown (or none will come), and with
    /// `--sync` the input has ended.
    private static func takesKeys(_ stream: StreamedList<Value>, _ engine: Engine) -> Bool {
        stream.canTakeKeys && (stream.isFinished || !engine.configuration.waitsForInputEnd)
    }

    /// Applies the keys typed before the first item, in order, once there are rows to move in.
    private static func replayPendingKeys(on engine: inout Engine, context: PromptContext) -> Outcome {
        guard let stream = engine.stream, takesKeys(stream, engine), !stream.pendingKeys.isEmpty else { return .proceed }
        let keys = stream.pendingKeys
        engine.stream?.pendingKeys = []
        for key in keys {
            let outcome = handleTrackingSelection(.key(key), on: &engine, context: context)
            if case .proceed = outcome { continue }
            return outcome
        }
        return .proceed
    }
}
