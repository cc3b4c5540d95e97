import SelectionTerminal

/// Ends a host loop from another thread: a cancelled task's prompt finishes with
/// ``PromptResult/cancelled`` at the loop's next turn, which the cancellation wakes.
final class HostCancellation: @unchecked Sendable {
    private let lock = ConditionLock()
    // Guarded by `lock`.
    private var cancelled = false
    private var wakeUp: (@Sendable () -> Void)?

    /// True once cancelled.
    var isCancelled: Bool { lock.withLock { cancelled } }

    /// The loop's wake-up while it runs (nil once it has ended).
    func attach(wakeUp: (@Sendable () -> Void)?) {
        let wake: (@Sendable () -> Void)? = lock.withLock {
            self.wakeUp = wakeUp
            return cancelled ? wakeUp : nil
        }
        wake?()
    }

    /// Asks the loop to end.
    func cancel() {
        let wake = lock.withLock {
            cancelled = true
            return wakeUp
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

/// A value handed whole to the thread that runs a prompt: the caller never touches it again,
/// so it crosses without being `Sendable`.
struct HandOver<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
