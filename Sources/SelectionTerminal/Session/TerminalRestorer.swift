/// What must be put back when the process leaves, stored so that a signal handler can do it.
///
/// A signal handler may only call async-signal-safe functions: no allocation, no locks, no Swift
/// runtime calls that might take one. So everything the handler needs — the tty descriptor,
/// the original attributes, the escape sequences that undo our modes — is prepared here ahead
/// of time in raw memory, and the handler only reads it and calls `write(2)` and `tcsetattr(3)`.
///
/// One thread at a time is the session's writer: the thread that changes the terminal or this
/// state, always inside ``asTheWriter(_:)``, with the asynchronous signals blocked. A handler for
/// one of them that runs on another thread does not touch the terminal: it hands the signal to
/// the writer (``handOverToWriter(_:)``), which takes it between two of its writes. So a restore
/// is never followed by the rest of a frame, nor by raw mode entered again, and a handler never
/// sees this state half-written.
enum TerminalRestorer {
    /// The largest restore sequence we ever need (a few dozen bytes in practice).
    static let capacity = 512

    /// Raw storage shared with signal handlers. Allocated once, never freed.
    struct Storage {
        var descriptor: Int32 = -1
        var isArmed = false
        var hasOriginalAttributes = false
        var wakeDescriptor: Int32 = -1
        var byteCount = 0
        /// Inline presentation: how many rows the cursor sits below the region's top row, so a
        /// signal can erase the region (`CSI n A`, `CR`, `CSI J`) before the shell prompt returns.
        var inlineRowsBelowTop = -1
        /// Incremented by the SIGCONT handler: tells a continue that the session has already
        /// resumed from (its wake byte may come later) from a new one.
        var continueGeneration = 0
        /// The thread in (or last in) ``asTheWriter(_:)``; nil while no session is open.
        var writer: Platform.Thread?
    }

    nonisolated(unsafe) static let storage: UnsafeMutablePointer<Storage> = {
        let pointer = UnsafeMutablePointer<Storage>.allocate(capacity: 1)
        pointer.initialize(to: Storage())
        return pointer
    }()

    nonisolated(unsafe) static let originalAttributes: UnsafeMutablePointer<Platform.TerminalAttributes> =
        UnsafeMutablePointer<Platform.TerminalAttributes>.allocate(capacity: 1)

    nonisolated(unsafe) static let bytes: UnsafeMutablePointer<UInt8> = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)

    /// Scratch space for formatting `CSI n A` inside a handler.
    nonisolated(unsafe) static let scratch: UnsafeMutablePointer<UInt8> = UnsafeMutablePointer<UInt8>.allocate(capacity: 32)

    /// Touches every lazily initialised global so that no handler triggers `swift_once`.
    static func prepare() {
        _ = storage
        _ = originalAttributes
        _ = bytes
        _ = scratch
    }

    /// Runs `body` as the session's writer: every write to the terminal, every change of its
    /// attributes and of this state happens in here. The asynchronous signals are blocked on this
    /// thread meanwhile, and this thread is recorded as the one their handlers hand them to, so
    /// they are taken here when `body` is done, never in the middle of it. (Traps stay unblocked:
    /// a trap taken while blocked would end the process without its handler.)
    static func asTheWriter<T>(_ body: () -> T) -> T {
        Platform.withBlocked(SignalHandlers.asynchronous) {
            storage.pointee.writer = Platform.currentThread()
            return body()
        }
    }

    /// Changes the shared state as the writer.
    static func update(_ change: (inout Storage) -> Void) {
        asTheWriter {
            change(&storage.pointee)
        }
    }

    /// Stores the attributes to restore.
    static func setOriginalAttributes(_ attributes: Platform.TerminalAttributes) {
        asTheWriter {
            originalAttributes.pointee = attributes
            storage.pointee.hasOriginalAttributes = true
        }
    }

    /// Stores the escape sequence that undoes every mode we turned on.
    static func setRestoreSequence(_ sequence: [UInt8]) {
        asTheWriter {
            let count = min(sequence.count, capacity)
            for index in 0..<count { bytes[index] = sequence[index] }
            storage.pointee.byteCount = count
        }
    }

    /// From a signal handler: when a session is open and another thread is its writer, sends
    /// `signal` to that thread and returns true; the writer takes it between two of its writes.
    /// False when the handler runs on the writer (or there is none): it must act itself.
    /// Async-signal-safe.
    static func handOverToWriter(_ signal: Platform.Signal) -> Bool {
        guard let writer = storage.pointee.writer, !Platform.isCurrentThread(writer) else { return false }
        return Platform.signalThread(writer, signal)
    }

    /// From a terminating signal's handler that handed the signal over: waits for the writer to
    /// restore and end the process, which it does as soon as its current write is done. Returns
    /// after about two seconds if it has not (a write that cannot finish), so that the caller
    /// ends the process itself. Async-signal-safe.
    static func waitForTheWriterToEnd() {
        for _ in 0..<200 {
            Platform.pause(milliseconds: 10)
        }
    }

    /// Restores the terminal. Async-signal-safe: called from handlers and from normal code.
    /// Does nothing unless armed; disarms itself, so a second call is harmless.
    static func restoreNow() {
        let state = storage
        guard state.pointee.isArmed else { return }
        state.pointee.isArmed = false
        let fd = state.pointee.descriptor
        guard fd >= 0 else { return }
        let rows = state.pointee.inlineRowsBelowTop
        if rows >= 0 {
            // Inline: return to the region's top-left and erase it, so no half-drawn UI stays behind.
            var length = 0
            if rows > 0 {
                // CSI n A: cursor up n rows.
                scratch[0] = 0x1B
                scratch[1] = 0x5B
                length = 2
                length = appendDecimal(rows, at: length)
                scratch[length] = 0x41
                length += 1
            }
            // CR, then CSI J: erase from the cursor to the end of the screen.
            scratch[length] = 0x0D
            scratch[length + 1] = 0x1B
            scratch[length + 2] = 0x5B
            scratch[length + 3] = 0x4A
            length += 4
            Platform.writeFromSignalHandler(fd, UnsafeRawPointer(scratch), length)
        }
        Platform.writeFromSignalHandler(fd, UnsafeRawPointer(bytes), state.pointee.byteCount)
        if state.pointee.hasOriginalAttributes {
            Platform.setAttributesFromSignalHandler(UnsafePointer(originalAttributes), of: fd)
        }
    }

    /// Writes the decimal digits of `value` (0…9999999) into `scratch` at `offset`; returns the new length.
    private static func appendDecimal(_ value: Int, at offset: Int) -> Int {
        var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0, 0, 0, 0)
        var count = 0
        var remaining = min(max(value, 0), 9_999_999)
        withUnsafeMutableBytes(of: &digits) { raw in
            repeat {
                raw[count] = UInt8(truncatingIfNeeded: 0x30 + remaining % 10)
                remaining /= 10
                count += 1
            } while remaining > 0
            for index in 0..<count { scratch[offset + index] = raw[count - 1 - index] }
        }
        return offset + count
    }
}
