import SelectionMatching
import SelectionTerminal

/// A list's options as they are read: a producer (a thread reading a pipe, a task iterating an
/// `AsyncSequence`) appends bytes, and the prompt showing the list takes snapshots.
///
/// Items are kept once, as ranges of one growing `ItemStore` of byte chunks: no `String` or
/// array per item. Complete lines (or records ending in the delimiter) become items; the bytes
/// after the last delimiter wait for the rest of their line, or for ``finish()``.
///
/// The feed tells the prompt's inbox that items arrived, at most once per snapshot taken, so a
/// fast producer costs the screen one redraw per frame, never one per line.
///
/// ```swift
/// let feed = ItemFeed()
/// feed.readAsynchronously(from: 0)        // standard input, on a thread of its own
/// let prompt = DropDown("File", feed: feed)
/// ```
public final class ItemFeed: Sendable {
    /// What the producer, the prompt and the host share.
    private struct State {
        var store = ItemStore()
        /// Complete items not yet sealed into a chunk of their own (the last chunk of the store,
        /// once a snapshot has included them).
        var openChunk: [UInt8] = []
        /// True when an open chunk is given room for a whole chunk at once; not with `--tail`,
        /// whose snapshots seal a small chunk each.
        var reservesWholeChunks = true
        var isOpenChunkInStore = false
        var isOpenChunkStale = false
        /// Bytes after the last delimiter.
        var tail: [UInt8] = []
        var finished = false
        var inbox: PromptInbox?
        /// True when the inbox was told of arrivals the prompt has not taken yet.
        var isArrivalPosted = false
        var stopHandlers: [@Sendable () -> Void] = []
        var stopped = false
        /// The feed a reload replaced this one with.
        var successor: ItemFeed?
        /// The header records read so far.
        var headerRecords: [[UInt8]] = []
        /// The records shaped so far, when the feed shapes them (``ItemShaper``).
        var shaping: ShapingState?
        /// Bytes appended since the last snapshot, and whether one was taken (`--tail`).
        var bytesSinceSnapshot = 0
        var hasSnapshot = false
        /// The records that became items, as read (before shaping), when the feed keeps them to
        /// shape them again (``ItemFeed/reshape(with:)``); one per item of the store.
        var records: ItemStore?

        /// Keeps what `batch` shaped (shaped again if the shaper changed since it was cut) and,
        /// when the feed keeps them, its records as read; the text to append.
        mutating func add(_ shaped: ShapedBatch, of batch: ShapingBatch, delimiter: UInt8) -> [UInt8] {
            guard let shaping else { return shaped.text }
            let current = shaping.current(shaped, of: batch)
            self.shaping?.add(current)
            if records != nil { records?.append(ItemBuffer(bytes: batch.itemRecords, delimiter: delimiter)) }
            return current.text
        }

        /// Appends `bytes` (records after the header become items); the inbox to tell of the
        /// arrival, if any.
        mutating func append(_ bytes: some BidirectionalCollection<UInt8>, delimiter: UInt8, headerLineCount: Int) -> PromptInbox? {
            guard let last = bytes.lastIndex(of: delimiter) else {
                tail.append(contentsOf: bytes)
                return nil
            }
            // Room for a whole chunk at once: grown by doubling, it would copy itself up to the
            // limit, each copy resident beside the one before. Pages not written stay untouched.
            if openChunk.isEmpty, reservesWholeChunks { openChunk.reserveCapacity(ItemFeed.chunkBytes + (1 << 20)) }
            if headerRecords.count < headerLineCount {
                // The first records are the header: set aside, never items.
                var complete = tail + bytes[...last]
                while headerRecords.count < headerLineCount, let cut = complete.firstIndex(of: delimiter) {
                    headerRecords.append(Array(complete[..<cut]))
                    complete.removeFirst(cut + 1)
                }
                openChunk.append(contentsOf: complete)
            } else {
                openChunk.append(contentsOf: tail)
                openChunk.append(contentsOf: bytes[...last])
            }
            tail.removeAll(keepingCapacity: true)
            tail.append(contentsOf: bytes[bytes.index(after: last)...])
            isOpenChunkStale = true
            if openChunk.count >= ItemFeed.chunkBytes { sealOpenChunk(delimiter: delimiter) }
            return arrivalToPost()
        }

        /// Seals the open chunk and drops the items before the last `limit` (`--tail`), from
        /// the store and from the items shaped beside it.
        mutating func keepLast(_ limit: Int, delimiter: UInt8) {
            if isOpenChunkStale || isOpenChunkInStore { sealOpenChunk(delimiter: delimiter) }
            let excess = store.count - limit
            guard excess > 0 else { return }
            store.removeFirst(excess)
            shaping?.removeFirstItems(excess)
            records?.removeFirst(excess)
        }

        /// Seals the open chunk into the store.
        mutating func sealOpenChunk(delimiter: UInt8) {
            let chunk = ItemBuffer(bytes: openChunk, delimiter: delimiter)
            if isOpenChunkInStore { store.replaceLast(with: chunk) } else { store.append(chunk) }
            openChunk = []
            isOpenChunkInStore = false
            isOpenChunkStale = false
        }

        /// Puts `chunk`, the open chunk split into items, in the store as its last chunk (the
        /// open chunk stays open: more may be appended to it).
        mutating func show(_ chunk: ItemBuffer) {
            if isOpenChunkInStore { store.replaceLast(with: chunk) } else { store.append(chunk) }
            isOpenChunkInStore = !chunk.isEmpty
            isOpenChunkStale = false
        }

        /// The inbox to tell of an arrival, if it has not been told since the last snapshot.
        mutating func arrivalToPost() -> PromptInbox? {
            guard let inbox, !isArrivalPosted else { return nil }
            isArrivalPosted = true
            return inbox
        }
    }

    /// The byte that ends an item.
    public let delimiter: UInt8
    private let state = Locked(State())

    /// How many first records are the list's header (`--header-lines`), never items.
    let headerLineCount: Int
    /// How each record becomes an item, if not as it is (``ItemShaper``).
    package let shaper: ItemShaper?
    /// At most this many items are kept, the latest (fzf's `--tail N`); nil keeps them all.
    package let keptItemLimit: Int?

    /// A chunk is sealed once it holds this many bytes.
    static var chunkBytes: Int { 1 << 20 }

    /// An empty feed of items ending in `delimiter` (a newline; 0 for NUL-separated records).
    public init(delimiter: UInt8 = 0x0A, headerLines: Int = 0) {
        self.delimiter = delimiter
        self.headerLineCount = max(0, headerLines)
        shaper = nil
        keptItemLimit = nil
    }

    /// An empty feed whose records become items as `shaper` makes them, on the producer's thread,
    /// keeping only the latest `keepingLast` items when that is given (fzf's `--tail`): older
    /// ones are dropped as snapshots are taken, never after the prompt finished (so the
    /// indices it chose still point at the same items).
    ///
    /// With `keepingRecords`, the records are kept as read beside the items (about their bytes
    /// again), so that ``reshape(with:)`` can shape them anew (fzf's `change-with-nth`).
    package init(
        delimiter: UInt8 = 0x0A, headerLines: Int = 0, shaper: ItemShaper?, keepingLast: Int? = nil, keepingRecords: Bool = false
    ) {
        self.delimiter = delimiter
        self.headerLineCount = max(0, headerLines)
        self.shaper = shaper
        self.keptItemLimit = keepingLast.map { max(1, $0) }
        let shaping = shaper.map { ShapingState(shaper: $0, delimiter: delimiter, headerLineCount: max(0, headerLines)) }
        let keepsRecords = keepingRecords && shaper != nil
        state.withLock { state in
            state.shaping = shaping
            state.reservesWholeChunks = keepingLast == nil
            if keepsRecords { state.records = ItemStore() }
        }
    }

    /// True when the records are kept as read, to shape them again (``reshape(with:)``).
    package var keepsRecords: Bool { state.withLock { $0.records != nil } }

    /// The first records, set aside as the header (`headerLines` of them, once read), without their delimiters.
    package var header: [[UInt8]] { state.withLock { $0.headerRecords } }

    /// A finished feed of `lines` (for tests and callers that already have them).
    public convenience init(lines: [String]) {
        self.init()
        append(lines: lines)
        finish()
    }

    /// Appends `bytes`: every item they complete becomes visible with the next snapshot.
    public func append(_ bytes: some BidirectionalCollection<UInt8>) {
        guard !bytes.isEmpty else { return }
        // Records are shaped (``ItemShaper``) outside the lock: a snapshot never waits for them.
        let batch = state.withLock { $0.shaping?.cut(bytes) }
        let shaped = batch?.shaped()
        let post: PromptInbox? = state.withLock { state -> PromptInbox? in
            guard !state.finished else { return nil }
            if let batch, let shaped {
                let text = state.add(shaped, of: batch, delimiter: delimiter)
                return state.append(text, delimiter: delimiter, headerLineCount: headerLineCount)
            }
            return state.append(bytes, delimiter: delimiter, headerLineCount: headerLineCount)
        }
        state.signal()
        post?.post(.itemsArrived(count: 0))
        if let limit = keptItemLimit { keepMemoryBounded(limit, appended: bytes.count) }
    }

    /// The most bytes read past the last snapshot while items are dropped (`--tail`).
    static var unreadBytesLimit: Int { 1 << 20 }

    /// Bounds what a feed that keeps only `limit` items holds however fast it is written: until
    /// the first snapshot (nobody holds an index yet) the oldest items are dropped at once; after
    /// it, the producer waits for the next snapshot, which drops them, so no index the list
    /// holds moves but with a snapshot.
    private func keepMemoryBounded(_ limit: Int, appended: Int) {
        let isWaiting = state.withLock { state -> Bool in
            state.bytesSinceSnapshot += appended
            guard state.bytesSinceSnapshot > Self.unreadBytesLimit, !state.stopped else { return false }
            guard state.hasSnapshot else {
                state.keepLast(limit, delimiter: delimiter)
                state.bytesSinceSnapshot = 0
                return false
            }
            return true
        }
        guard isWaiting else { return }
        while !state.wait(until: { $0.bytesSinceSnapshot <= Self.unreadBytesLimit || $0.stopped }, timeoutMilliseconds: 100) {}
    }

    /// Appends items the producer shaped itself (instead of the feed's ``ItemShaper``): `text`
    /// holds each item's text followed by the delimiter (none within), `items` what each needs
    /// beside it, one per item, in order. For a feed made with a shaper and no header lines,
    /// whose other appends end on a delimiter; otherwise nothing is appended.
    package func append(text: [UInt8], shaped items: [ShapedItem]) {
        guard !text.isEmpty else { return }
        let post: PromptInbox? = state.withLock { state -> PromptInbox? in
            guard !state.finished, state.shaping != nil, state.tail.isEmpty, headerLineCount == 0 else { return nil }
            state.shaping?.add(shaped: items)
            // Items shaped by the producer have no record to shape again.
            state.records = nil
            return state.append(text, delimiter: delimiter, headerLineCount: 0)
        }
        state.signal()
        post?.post(.itemsArrived(count: 0))
    }

    /// Appends each of `lines` as one item (a newline inside one is replaced by a space).
    public func append(lines: [String]) {
        var bytes: [UInt8] = []
        for line in lines {
            for byte in line.utf8 { bytes.append(byte == delimiter ? 0x20 : byte) }
            bytes.append(delimiter)
        }
        append(bytes)
    }

    /// Ends the input: a last line without its delimiter becomes an item, and the prompt is told.
    public func finish() {
        let batch = state.withLock { $0.finished ? nil : $0.shaping?.cutRest() }
        let shaped = batch?.shaped()
        let post: PromptInbox? = state.withLock { state -> PromptInbox? in
            guard !state.finished else { return nil }
            if let batch, let shaped {
                let text = state.add(shaped, of: batch, delimiter: delimiter)
                _ = state.append(text, delimiter: delimiter, headerLineCount: headerLineCount)
            }
            if !state.tail.isEmpty, state.headerRecords.count < headerLineCount {
                state.headerRecords.append(state.tail)
                state.tail = []
            }
            if !state.tail.isEmpty {
                state.openChunk.append(contentsOf: state.tail)
                state.openChunk.append(delimiter)
                state.tail = []
                state.isOpenChunkStale = true
            }
            state.finished = true
            return state.inbox
        }
        indexOpenChunk()
        state.signal()
        post?.post(.inputEnded(count: 0))
    }

    /// Splits the last chunk into items here, on the producer's thread, as the next
    /// ``snapshot()`` would on the prompt's (a 10,000-line file is one chunk: 0.3 ms of the first
    /// frame). Built outside the lock; kept only if no snapshot or seal got there first.
    private func indexOpenChunk() {
        guard keptItemLimit == nil else { return }
        guard let bytes = state.withLock({ $0.isOpenChunkStale ? $0.openChunk : nil }) else { return }
        let chunk = ItemBuffer(bytes: bytes, delimiter: delimiter)
        state.withLock { state in
            guard state.isOpenChunkStale, state.openChunk.count == bytes.count else { return }
            state.show(chunk)
        }
    }

    /// True once ``finish()`` was called.
    public var isFinished: Bool { state.withLock { $0.finished } }

    /// Waits at most `milliseconds` for the first item or the end of the input; true when the
    /// input ended with no item (a producer still writing is not waited for past the limit).
    public func endsEmpty(waitingAtMost milliseconds: Int) -> Bool {
        var isEmptyAtEnd = false
        _ = state.wait(
            until: { state in
                let hasItem = !state.store.isEmpty || !state.openChunk.isEmpty
                isEmptyAtEnd = state.finished && !hasItem
                return hasItem || state.finished
            }, timeoutMilliseconds: milliseconds)
        return isEmptyAtEnd
    }

    /// The items so far, and whether the input has ended. Taking one lets the feed tell the
    /// prompt of the next arrival.
    package func snapshot() -> (store: ItemStore, isFinished: Bool, shaped: ShapedItems?) {
        let snapshot = state.withLock { state in
            if let limit = keptItemLimit, !state.stopped {
                state.keepLast(limit, delimiter: delimiter)
                state.bytesSinceSnapshot = 0
                state.hasSnapshot = true
            } else if state.isOpenChunkStale {
                state.show(ItemBuffer(bytes: state.openChunk, delimiter: delimiter))
            }
            state.isArrivalPosted = false
            return (state.store, state.finished, state.shaping?.items)
        }
        // A producer waiting for a snapshot (``keepMemoryBounded``) goes on.
        if keptItemLimit != nil { state.signal() }
        return snapshot
    }

    /// Shapes every item again from its record as read, with `shaper`, and the records read from
    /// now on too (fzf's `change-with-nth`, `change-nth`): the store's texts and what is kept beside
    /// them are replaced, item for item (the indices stay). A feed that does not keep its records
    /// (``keepsRecords``) takes each item's label (or its text) as its record, which is right when
    /// the label shown is the line as read. False, with nothing changed, for a feed that does not
    /// shape. The producer waits meanwhile.
    package func reshape(with shaper: ItemShaper) -> Bool {
        state.withLock { state -> Bool in
            guard var shaping = state.shaping else { return false }
            if state.isOpenChunkStale || state.isOpenChunkInStore { state.sealOpenChunk(delimiter: delimiter) }
            let usesLabels = state.records == nil
            let source = state.records ?? state.store
            var items = ShapedItems()
            items.headerStyles = shaping.items.headerStyles
            var store = ItemStore()
            var index = 0
            for chunk in source.chunks {
                var batch = ShapingBatch(shaper: shaper, delimiter: delimiter, headerLineCount: 0, firstNumber: 0)
                batch.records = (0..<chunk.count).map { offset in
                    defer { index += 1 }
                    if usesLabels, let label = shaping.items[index].label { return Array(label.utf8) }
                    return Array(chunk[offset])
                }
                let shaped = batch.shaped()
                for item in shaped.items { items.append(item) }
                store.append(ItemBuffer(bytes: shaped.text, delimiter: delimiter))
            }
            shaping.replace(shaper: shaper, items: items)
            state.shaping = shaping
            state.store = store
            return true
        }
    }

    /// Tells `inbox` about arrivals from now on (and at once, if items or the end came already).
    func attach(to inbox: PromptInbox) {
        let news: (arrived: Bool, ended: Bool) = state.withLock { state in
            state.inbox = inbox
            let hasItems = !state.store.isEmpty || !state.openChunk.isEmpty
            if hasItems { state.isArrivalPosted = true }
            return (hasItems, state.finished)
        }
        if news.arrived { inbox.post(.itemsArrived(count: 0)) }
        if news.ended { inbox.post(.inputEnded(count: 0)) }
        inbox.whenClosed { [weak self] in self?.stop() }
    }

    /// Runs `handler` when the prompt showing the feed finishes (at once if it has): a producer
    /// stops reading.
    package func whenStopped(_ handler: @escaping @Sendable () -> Void) {
        let runNow = state.withLock { state in
            if state.stopped { return true }
            state.stopHandlers.append(handler)
            return false
        }
        if runNow { handler() }
    }

    /// The feed whose items the list shows now: this one, or the one the last reload replaced it
    /// with (``ListCommand/reload(command:)``). Read it after the prompt finishes to print a choice.
    package var latest: ItemFeed {
        var feed = self
        while let next = feed.state.withLock({ $0.successor }) { feed = next }
        return feed
    }

    /// Records that a reload replaced this feed with `feed`.
    func replace(with feed: ItemFeed) {
        state.withLock { $0.successor = feed }
    }

    /// True once the prompt showing the feed has finished.
    package var isStopped: Bool { state.withLock { $0.stopped } }

    func stop() {
        let handlers = state.withLock { state in
            state.stopped = true
            defer { state.stopHandlers.removeAll() }
            return state.stopHandlers
        }
        state.signal()
        for handler in handlers { handler() }
    }
}

extension ItemFeed {
    /// Reads `descriptor` to its end on a thread of its own (outside Swift's cooperative pool,
    /// since reading blocks), appending what comes and finishing at end of file or on an error.
    /// Stops early once the prompt has finished.
    ///
    /// - Returns: False when no thread could be started (nothing is read then).
    @discardableResult
    public func readAsynchronously(from descriptor: Int32) -> Bool {
        BackgroundThread.start { [self] in
            var buffer = Self.readBuffer(count: 1 << 16)
            while !isStopped {
                let count = StandardStreams.read(from: descriptor, into: &buffer)
                guard count > 0 else { break }
                append(buffer[0..<count])
                // Pipes give at most 64 KiB a read; a regular file is read in larger blocks.
                if count == buffer.count, buffer.count < 1 << 20 { buffer = Self.readBuffer(count: buffer.count * 2) }
            }
            finish()
        }
    }

    /// A buffer of `count` bytes for `read` to fill, left as the allocator gave it: zeroing it
    /// would make every page of it resident (a 10,000-line file's last read of 171 KB went into
    /// a zeroed 512 KB), and only the bytes a read wrote are ever looked at.
    private static func readBuffer(count: Int) -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: count) { _, initialized in initialized = count }
    }

    /// Iterates `lines` in a task of its own, appending each as an item, and finishes the feed
    /// when the sequence ends or throws. The task is cancelled when the prompt finishes.
    public func read<Lines: AsyncSequence & Sendable>(_ lines: Lines) where Lines.Element == String {
        let task = Task { [self] in
            do {
                for try await line in lines {
                    if Task.isCancelled { break }
                    append(lines: [line])
                }
            } catch {}
            finish()
        }
        whenStopped { task.cancel() }
    }
}
