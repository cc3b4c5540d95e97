import SelectionTerminal

/// The host loop's mailbox for background work: workers ``post(_:)`` events from any thread, which
/// wakes the loop's wait for input; the loop takes them and hands them to the prompt between
/// keys. Nothing off the loop draws or touches the prompt's state.
///
/// ```swift
/// let inbox = PromptInbox(wakeUp: session.wakeUp)
/// BackgroundThread.start { inbox.post(.inputEnded(count: 3)) }
/// ```
public final class PromptInbox: Sendable {
    /// The events waiting, the wake-up, and what runs at the close.
    private struct State {
        var pending: [BackgroundEvent] = []
        var wakeUp: (@Sendable () -> Void)?
        var closeHandlers: [@Sendable () -> Void] = []
        var closed = false
    }

    private let state: Locked<State>

    /// Creates an inbox that calls `wakeUp` (from the posting thread) when the first event of a
    /// batch arrives; nil for a loop that checks the inbox by itself.
    public init(wakeUp: (@Sendable () -> Void)? = nil) {
        state = Locked(State(wakeUp: wakeUp))
    }

    /// Adds `event` for the loop; a newer arrival count replaces an older one still waiting.
    public func post(_ event: BackgroundEvent) {
        let wake: (@Sendable () -> Void)? = state.withLock { state in
            guard !state.closed else { return nil }
            let wasEmpty = state.pending.isEmpty
            switch event {
            case .itemsArrived:
                state.pending.removeAll { if case .itemsArrived = $0 { true } else { false } }
            default:
                state.pending.removeAll { $0 == event }
            }
            state.pending.append(event)
            return wasEmpty ? state.wakeUp : nil
        }
        wake?()
        state.signal()
    }

    /// The events posted since the last call, oldest first.
    package func takeAll() -> [BackgroundEvent] {
        state.withLock { state in
            defer { state.pending.removeAll() }
            return state.pending
        }
    }

    /// True once the prompt has finished: workers should stop.
    public var isClosed: Bool { state.withLock { $0.closed } }

    /// Runs `handler` when the inbox closes (at once if it already has): how a worker learns
    /// that nobody listens any more.
    package func whenClosed(_ handler: @escaping @Sendable () -> Void) {
        let runNow = state.withLock { state in
            if state.closed { return true }
            state.closeHandlers.append(handler)
            return false
        }
        if runNow { handler() }
    }

    /// Stops delivery: later posts are dropped, the wake-up is never called again, and the
    /// close handlers run. The host calls it before it releases the terminal.
    package func close() {
        let handlers = state.withLock { state in
            state.closed = true
            state.wakeUp = nil
            state.pending.removeAll()
            defer { state.closeHandlers.removeAll() }
            return state.closeHandlers
        }
        for handler in handlers { handler() }
        state.signal()
    }

    /// Waits up to `timeoutMilliseconds` until an event is pending; true if one is. For tests
    /// and drivers that step a prompt by hand.
    package func waitForEvents(timeoutMilliseconds: Int) -> Bool {
        state.wait(until: { !$0.pending.isEmpty || $0.closed }, timeoutMilliseconds: timeoutMilliseconds) && !isClosed
    }
}
