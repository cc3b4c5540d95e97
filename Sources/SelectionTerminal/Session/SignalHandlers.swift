/// The signal handlers a ``TerminalSession`` installs, and the dispositions they replaced.
///
/// - SIGINT, SIGTERM, SIGHUP, SIGQUIT: kill the process groups of running commands
///   (``ChildProcess``), restore the terminal, then re-raise with the default
///   action, so the shell sees the real cause (exit status 128 + n).
/// - SIGILL, SIGTRAP (Swift traps: a failed precondition is SIGILL on Linux, SIGTRAP on macOS),
///   SIGABRT, SIGSEGV, SIGBUS, SIGFPE: the same.
/// - SIGTSTP: restore (with SIGTTOU blocked, or a background restore hangs), then stop.
/// - SIGCONT and SIGWINCH: wake the event loop through a pipe; it re-enters raw mode and
///   repaints, or reports a resize.
enum SignalHandlers {
    static let terminating: [Platform.Signal] = [
        Platform.signalInterrupt, Platform.signalTerminate, Platform.signalHangUp, Platform.signalQuit,
    ]
    static let traps: [Platform.Signal] = [
        Platform.signalIllegalInstruction, Platform.signalTrap, Platform.signalAbort,
        Platform.signalSegmentationFault, Platform.signalBusError, Platform.signalFloatingPoint,
    ]
    static let notifying: [Platform.Signal] = [
        Platform.signalTerminalStop, Platform.signalContinue, Platform.signalWindowChange,
    ]

    /// Every signal this type handles.
    static var all: [Platform.Signal] { terminating + traps + notifying }

    /// The byte written to the wake pipe for SIGWINCH.
    static let wakeForResize: UInt8 = 0x57  // "W"
    /// The byte written to the wake pipe for SIGCONT.
    static let wakeForContinue: UInt8 = 0x43  // "C"
    /// The byte written to the wake pipe when background work has news for the host loop.
    static let wakeForBackground: UInt8 = 0x42  // "B"

    nonisolated(unsafe) private static var saved: [Platform.Signal: Platform.SignalDisposition] = [:]
    nonisolated(unsafe) private static var savedBrokenPipe: Platform.SignalDisposition?

    nonisolated(unsafe) static let wakeBytes: UnsafeMutablePointer<UInt8> = {
        let pointer = UnsafeMutablePointer<UInt8>.allocate(capacity: 2)
        pointer[0] = wakeForResize
        pointer[1] = wakeForContinue
        return pointer
    }()

    /// Installs every handler, saving what was there. Idempotent.
    static func install() {
        TerminalRestorer.prepare()
        ChildProcessGroups.prepare()
        _ = wakeBytes
        guard saved.isEmpty else { return }
        for signal in terminating + traps {
            saved[signal] = Platform.installHandler(restoreAndReraise, for: signal)
        }
        saved[Platform.signalTerminalStop] = Platform.installHandler(restoreAndStop, for: Platform.signalTerminalStop)
        saved[Platform.signalContinue] = Platform.installHandler(wakeOnContinue, for: Platform.signalContinue)
        saved[Platform.signalWindowChange] = Platform.installHandler(wakeOnResize, for: Platform.signalWindowChange)
        // A write to a terminal that went away must fail with EPIPE/EIO, not kill us unrestored.
        savedBrokenPipe = Platform.ignore(Platform.signalBrokenPipe)
    }

    /// Re-installs the SIGTSTP handler after the process was stopped and continued.
    static func reinstallStopHandler() {
        _ = Platform.installHandler(restoreAndStop, for: Platform.signalTerminalStop)
    }

    /// Puts back the dispositions that ``install()`` replaced.
    static func uninstall() {
        for (signal, disposition) in saved {
            Platform.restore(disposition, for: signal)
        }
        saved.removeAll()
        if let savedBrokenPipe {
            Platform.restore(savedBrokenPipe, for: Platform.signalBrokenPipe)
        }
        savedBrokenPipe = nil
    }

    /// Runs `body` with every handled signal blocked on this thread.
    static func withHandledSignalsBlocked<T>(_ body: () -> T) -> T {
        Platform.withBlocked(all, body)
    }
}

// The handlers themselves: C function pointers, so no captures, and async-signal-safe calls only.

private let restoreAndReraise: @convention(c) (Int32) -> Void = { signal in
    // No preview or reload command outlives the prompt.
    ChildProcessGroups.killAllFromSignalHandler()
    // Before the restore: a frame another thread writes after it is followed by a second restore.
    TerminalRestorer.storage.pointee.isEnding = true
    TerminalRestorer.restoreNow()
    Platform.setDefaultAction(for: signal)
    // Still blocked while this handler runs; delivered with the default action on return.
    Platform.raiseSignal(signal)
}

private let restoreAndStop: @convention(c) (Int32) -> Void = { signal in
    Platform.withBlocked(single: Platform.signalBackgroundWrite) {
        TerminalRestorer.restoreNow()
    }
    Platform.setDefaultAction(for: signal)
    Platform.raiseSignal(signal)
}

private let wakeOnContinue: @convention(c) (Int32) -> Void = { _ in
    TerminalRestorer.storage.pointee.continueGeneration &+= 1
    let fd = TerminalRestorer.storage.pointee.wakeDescriptor
    if fd >= 0 { Platform.writeFromSignalHandler(fd, UnsafeRawPointer(SignalHandlers.wakeBytes + 1), 1) }
}

private let wakeOnResize: @convention(c) (Int32) -> Void = { _ in
    let fd = TerminalRestorer.storage.pointee.wakeDescriptor
    if fd >= 0 { Platform.writeFromSignalHandler(fd, UnsafeRawPointer(SignalHandlers.wakeBytes), 1) }
}
