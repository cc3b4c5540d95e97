/// The signal handlers a ``TerminalSession`` installs, and the dispositions they replaced.
///
/// - SIGINT, SIGTERM, SIGHUP, SIGQUIT: kill the process groups of running commands
///   (``ChildProcess``), restore the terminal, then re-raise with the default
///   action, so the shell sees the real cause (exit status 128 + n). The system gives such a
///   signal to any thread; one taken on a thread other than the session's writer is handed to
///   the writer (``TerminalRestorer/handOverToWriter(_:)``), so the restore never races a frame.
/// - SIGILL, SIGTRAP (Swift traps: a failed precondition is SIGILL on Linux, SIGTRAP on macOS),
///   SIGABRT, SIGSEGV, SIGBUS, SIGFPE: the same, on the thread that trapped.
/// - SIGTSTP: restore (with SIGTTOU blocked, or a background restore hangs), then stop; handed to
///   the writer like the terminating signals.
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

    /// The signals another thread may take at any moment, blocked while the writer writes
    /// (``TerminalRestorer/asTheWriter(_:)``).
    static let asynchronous: [Platform.Signal] = terminating + notifying

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
        ListenSocketFile.prepare()
        _ = wakeBytes
        _ = asynchronous
        Platform.bindHandlerCalls()
        guard saved.isEmpty else { return }
        for signal in terminating {
            saved[signal] = Platform.installHandler(restoreAndReraise, for: signal)
        }
        for signal in traps {
            saved[signal] = Platform.installHandler(restoreAndReraiseHere, for: signal)
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
}

// The handlers themselves: C function pointers, so no captures, and async-signal-safe calls only.

private let restoreAndReraise: @convention(c) (Int32) -> Void = { signal in
    // No preview or reload command outlives the prompt.
    ChildProcessGroups.killAllFromSignalHandler()
    // The writer restores and ends the process once its current write is done; only if it
    // has not after a while (a write that cannot finish) does this thread do it.
    if TerminalRestorer.handOverToWriter(signal) { TerminalRestorer.waitForTheWriterToEnd() }
    restoreAndEnd(signal)
}

/// For traps, taken on the thread that trapped (which cannot go on): restore there.
private let restoreAndReraiseHere: @convention(c) (Int32) -> Void = { signal in
    ChildProcessGroups.killAllFromSignalHandler()
    restoreAndEnd(signal)
}

private func restoreAndEnd(_ signal: Int32) {
    // A `--listen` socket's file goes with the process.
    ListenSocketFile.removeFromSignalHandler()
    TerminalRestorer.restoreNow()
    Platform.setDefaultAction(for: signal)
    // Still blocked while this handler runs; delivered with the default action on return.
    Platform.raiseSignal(signal)
}

private let restoreAndStop: @convention(c) (Int32) -> Void = { signal in
    // The writer restores and stops the process once its current write is done.
    if TerminalRestorer.handOverToWriter(signal) { return }
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
