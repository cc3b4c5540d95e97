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
public final class ItemFeed: @unchecked Sendable {
    /// The byte that ends an item.
    public let delimiter: UInt8
    private let lock = ConditionLock()
    // Everything below is guarded by `lock`.
    private var store = ItemStore()
    /// Complete items not yet sealed into a chunk of their own (the last chunk of the store,
    /// once a snapshot has included them).
    private var openChunk: [UInt8] = []
    private var isOpenChunkInStore = false
    private var isOpenChunkStale = false
    /// Bytes after the last delimiter.
    private var tail: [UInt8] = []
    private var finished = false
    private var inbox: PromptInbox?
    /// True when the inbox was told of arrivals the prompt has not taken yet.
    private var isArrivalPosted = false
    private var stopHandlers: [@Sendable () -> Void] = []
    private var stopped = false
    /// The feed a reload replaced this one with (guarded by `lock`).
    private var successor: ItemFeed?

    /// How many first records are the list's header (`--header-lines`), never items.
    let headerLineCount: Int
    /// The header records read so far (guarded by `lock`).
    private var headerRecords: [[UInt8]] = []
    /// How each record becomes an item, if not as it is (``ItemShaper``).
    package let shaper: ItemShaper?
    /// The records shaped so far (guarded by `lock`).
    private var shaping: ShapingState?

    /// A chunk is sealed once it holds this many bytes.
    static var chunkBytes: Int { 1 << 20 }

    /// An empty feed of items ending in `delimiter` (a newline; 0 for NUL-separated records).
    public init(delimiter: UInt8 = 0x0A, headerLines: Int = 0) {
        self.delimiter = delimiter
        self.headerLineCount = max(0, headerLines)
        shaper = nil
    }

    /// An empty feed whose records become items as `shaper` makes them, on the producer's thread.
    package init(delimiter: UInt8 = 0x0A, headerLines: Int = 0, shaper: ItemShaper?) {
        self.delimiter = delimiter
        self.headerLineCount = max(0, headerLines)
        self.shaper = shaper
        shaping = shaper.map { ShapingState(shaper: $0, delimiter: delimiter, headerLineCount: max(0, headerLines)) }
    }

    /// The first records, set aside as the header (`headerLines` of them, once read), without their delimiters.
    package var header: [[UInt8]] { lock.withLock { headerRecords } }

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
        let shaped = lock.withLock { shaping?.cut(bytes) }?.shaped()
        let post: PromptInbox? = lock.withLock { () -> PromptInbox? in
            guard !finished else { return nil }
            if let shaped {
                shaping?.add(shaped)
                return appendLocked(shaped.text)
            }
            return appendLocked(bytes)
        }
        lock.signal()
        post?.post(.itemsArrived(count: 0))
    }

    /// Appends `bytes`, holding the lock; returns the inbox to tell of the arrival, if any.
    private func appendLocked(_ bytes: some BidirectionalCollection<UInt8>) -> PromptInbox? {
        guard let last = bytes.lastIndex(of: delimiter) else {
            tail.append(contentsOf: bytes)
            return nil
        }
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
        if openChunk.count >= Self.chunkBytes { sealOpenChunk() }
        return arrivalToPost()
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
        let shaped = lock.withLock { finished ? nil : shaping?.cutRest() }?.shaped()
        let post: PromptInbox? = lock.withLock { () -> PromptInbox? in
            guard !finished else { return nil }
            if let shaped {
                shaping?.add(shaped)
                _ = appendLocked(shaped.text)
            }
            if !tail.isEmpty, headerRecords.count < headerLineCount {
                headerRecords.append(tail)
                tail = []
            }
            if !tail.isEmpty {
                openChunk.append(contentsOf: tail)
                openChunk.append(delimiter)
                tail = []
                isOpenChunkStale = true
            }
            finished = true
            return inbox
        }
        lock.signal()
        post?.post(.inputEnded(count: 0))
    }

    /// True once ``finish()`` was called.
    public var isFinished: Bool { lock.withLock { finished } }

    /// Waits at most `milliseconds` for the first item or the end of the input; true when the
    /// input ended with no item (a producer still writing is not waited for past the limit).
    public func endsEmpty(waitingAtMost milliseconds: Int) -> Bool {
        var isEmptyAtEnd = false
        _ = lock.wait(
            until: {
                let hasItem = !store.isEmpty || !openChunk.isEmpty
                isEmptyAtEnd = finished && !hasItem
                return hasItem || finished
            }, timeoutMilliseconds: milliseconds)
        return isEmptyAtEnd
    }

    /// The items so far, and whether the input has ended. Taking one lets the feed tell the
    /// prompt of the next arrival.
    package func snapshot() -> (store: ItemStore, isFinished: Bool, shaped: ShapedItems?) {
        lock.withLock {
            if isOpenChunkStale {
                let chunk = ItemBuffer(bytes: openChunk, delimiter: delimiter)
                if isOpenChunkInStore { store.replaceLast(with: chunk) } else { store.append(chunk) }
                isOpenChunkInStore = !chunk.isEmpty
                isOpenChunkStale = false
            }
            isArrivalPosted = false
            return (store, finished, shaping?.items)
        }
    }

    /// Tells `inbox` about arrivals from now on (and at once, if items or the end came already).
    func attach(to inbox: PromptInbox) {
        let news: (arrived: Bool, ended: Bool) = lock.withLock {
            self.inbox = inbox
            let hasItems = !store.isEmpty || !openChunk.isEmpty
            if hasItems { isArrivalPosted = true }
            return (hasItems, finished)
        }
        if news.arrived { inbox.post(.itemsArrived(count: 0)) }
        if news.ended { inbox.post(.inputEnded(count: 0)) }
        inbox.whenClosed { [weak self] in self?.stop() }
    }

    /// Runs `handler` when the prompt showing the feed finishes (at once if it has): a producer
    /// stops reading.
    package func whenStopped(_ handler: @escaping @Sendable () -> Void) {
        let runNow = lock.withLock {
            if stopped { return true }
            stopHandlers.append(handler)
            return false
        }
        if runNow { handler() }
    }

    /// The feed whose items the list shows now: this one, or the one the last reload replaced it
    /// with (``ListCommand/reload(command:)``). Read it after the prompt finishes to print a choice.
    package var latest: ItemFeed {
        var feed = self
        while let next = feed.lock.withLock({ feed.successor }) { feed = next }
        return feed
    }

    /// Records that a reload replaced this feed with `feed`.
    func replace(with feed: ItemFeed) {
        lock.withLock { successor = feed }
    }

    /// True once the prompt showing the feed has finished.
    package var isStopped: Bool { lock.withLock { stopped } }

    func stop() {
        let handlers = lock.withLock {
            stopped = true
            defer { stopHandlers.removeAll() }
            return stopHandlers
        }
        for handler in handlers { handler() }
    }

    /// Seals the open chunk into the store. Called holding the lock.
    private func sealOpenChunk() {
        let chunk = ItemBuffer(bytes: openChunk, delimiter: delimiter)
        if isOpenChunkInStore { store.replaceLast(with: chunk) } else { store.append(chunk) }
        openChunk = []
        isOpenChunkInStore = false
        isOpenChunkStale = false
    }

    /// The inbox to tell of an arrival, if it has not been told since the last snapshot. Called
    /// holding the lock.
    private func arrivalToPost() -> PromptInbox? {
        guard let inbox, !isArrivalPosted else { return nil }
        isArrivalPosted = true
        return inbox
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
            var buffer = [UInt8](repeating: 0, count: 1 << 16)
            while !isStopped {
                let count = StandardStreams.read(from: descriptor, into: &buffer)
                guard count > 0 else { break }
                append(buffer[0..<count])
                // Pipes give at most 64 KiB a read; a regular file is read in larger blocks.
                if count == buffer.count, buffer.count < 1 << 20 { buffer = [UInt8](repeating: 0, count: buffer.count * 2) }
            }
            finish()
        }
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
