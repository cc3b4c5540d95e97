import SelectionTerminal

/// Ends a host loop from another thread: a cancelled task's prompt finishes with
/// ``PromptResult/cancelled`` at the loop's next turn, which the cancellation wakes.
final class HostCancellation: Sendable {
    /// Whether the loop was cancelled, and its wake-up while it runs.
    private struct State {
        var cancelled = false
        var wakeUp: (@Sendable () -> Void)?
    }

    private let state = Locked(State())

    /// True once cancelled.
    var isCancelled: Bool { state.withLock { $0.cancelled } }

    /// The loop's wake-up while it runs (nil once it has ended).
    func attach(wakeUp: (@Sendable () -> Void)?) {
        let wake: (@Sendable () -> Void)? = state.withLock {
            $0.wakeUp = wakeUp
            return $0.cancelled ? wakeUp : nil
        }
        wake?()
    }

    /// Asks the loop to end.
    func cancel() {
        let wake = state.withLock {
            $0.cancelled = true
            return $0.wakeUp
        }
        wake?()
    }

    /// Runs `body` (a blocking host loop) on a thread of its own and awaits its answer; task
    /// cancellation cancels the loop.
    static func running<Value: Sendable>(
        _ body: @escaping @Sendable (HostCancellation) -> Result<Value, TerminalError>
    ) async -> Result<Value, TerminalError> {
        let cancellation = HostCancellation()
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let started = BackgroundThread.start { continuation.resume(returning: body(cancellation)) }
                // No thread to be had: run here rather than not at all.
                if !started { continuation.resume(returning: body(cancellation)) }
            }
        } onCancel: {
            cancellation.cancel()
        }
    }
}

/// A value handed whole to another thread, once: the prompt to the thread that runs it (the caller
/// never touches it again), or the prompt a ``LoadingPrompt`` built on its builder's thread to the
/// host loop's (the builder never touches it again).
///
/// Why its `Sendable` conformance is unchecked: what it carries (a prompt, or a closure holding
/// one) is not `Sendable`; what makes the crossing safe is that one thread uses it before and
/// another after, never both at once, which the compiler cannot see.
struct HandOver<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
