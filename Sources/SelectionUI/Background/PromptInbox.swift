import SelectionTerminal

/// The host loop's mailbox for background work: workers ``post(_:)`` events from any thread, which
/// wakes the loop's wait for input; the loop takes them and hands them to the prompt between
/// keys. Nothing off the loop draws or touches the prompt's state.
///
/// ```swift
/// let inbox = PromptInbox(wakeUp: session.wakeUp)
/// BackgroundThread.start { inbox.post(.inputEnded(count: 3)) }
/// ```
public final class PromptInbox: @unchecked Sendable {
    private let lock = ConditionLock()
    // Guarded by `lock`.
    private var pending: [BackgroundEvent] = []
    private var wakeUp: (@Sendable () -> Void)?
    private var closeHandlers: [@Sendable () -> Void] = []
    private var closed = false

    /// Creates an inbox that calls `wakeUp` (from the posting thread) when the first event of a
    /// batch arrives; nil for a loop that checks the inbox by itself.
    public init(wakeUp: (@Sendable () -> Void)? = nil) {
        self.wakeUp = wakeUp
    }

    /// Adds `event` for the loop; a newer arrival count replaces an older one still waiting.
    public func post(_ event: BackgroundEvent) {
        let wake: (@Sendable () -> Void)? = lock.withLock {
            guard !closed else { return nil }
            let wasEmpty = pending.isEmpty
            switch event {
            case .itemsArrived:
                pending.removeAll { if case .itemsArrived = $0 { true } else { false } }
            default:
                pending.removeAll { $0 == event }
            }
            pending.append(event)
            return wasEmpty ? wakeUp : nil
        }
        wake?()
        lock.signal()
    }

    /// The events posted since the last call, oldest first.
    package func takeAll() -> [BackgroundEvent] {
        lock.withLock {
            defer { pending.removeAll() }
            return pending
        }
    }

    /// True once the prompt has finished: workers should stop.
    public var isClosed: Bool { lock.withLock { closed } }

    /// Runs `handler` when the inbox closes (at once if it already has): how a worker learns
    /// that nobody listens any more.
    public func whenClosed(_ handler: @escaping @Sendable () -> Void) {
        let runNow = lock.withLock {
            if closed { return true }
            closeHandlers.append(handler)
            return false
        }
        if runNow { handler() }
    }

    /// Stops delivery: later posts are dropped, the wake-up is never called again, and the
    /// close handlers run. The host calls it before it releases the terminal.
    package func close() {
        let handlers = lock.withLock {
            closed = true
            wakeUp = nil
            pending.removeAll()
            defer { closeHandlers.removeAll() }
            return closeHandlers
        }
        for handler in handlers { handler() }
        lock.signal()
    }

    /// Waits up to `timeoutMilliseconds` until an event is pending; true if one is. For tests
    /// and drivers that step a prompt by hand.
    package func waitForEvents(timeoutMilliseconds: Int) -> Bool {
        lock.wait(until: { !pending.isEmpty || closed }, timeoutMilliseconds: timeoutMilliseconds) && !closed
    }
}
