// Operating-system calls live in this folder (this file, StandardStreams.swift, ChildProcess.swift,
// Platform+Spawn.swift, Locked.swift, FileSystem.swift and ListenSocket.swift),
// fenced by platform.
// Nothing outside it imports Glibc, Musl or Darwin.
#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#else
    #error("SelectionTerminal supports Linux (Glibc or Musl) and Darwin.")
#endif

/// The operating-system calls the terminal layer needs, with errors turned into values.
///
/// Everything here is a thin wrapper; policy (what to restore, when) lives in ``TerminalSession``
/// and ``TerminalRestorer``.
enum Platform {
    /// The terminal attributes structure of this platform.
    typealias TerminalAttributes = termios

    /// A signal number.
    typealias Signal = Int32

    // MARK: Errors

    /// The current `errno`.
    static var lastError: Int32 { errno }

    /// The C library's description of an `errno` value.
    static func describe(errorNumber: Int32) -> String {
        guard let text = strerror(errorNumber) else { return "error \(errorNumber)" }
        return String(cString: text)
    }

    static let errorNoDevice: Int32 = ENXIO
    static let errorInterrupted: Int32 = EINTR
    static let errorWouldBlock: Int32 = EAGAIN
    /// The errors of a write to a terminal that went away (hung up, closed).
    static let errorsOfAGoneTerminal: Set<Int32> = [EIO, EPIPE, ENXIO, EBADF]

    // MARK: Files

    /// Opens the controlling terminal for reading and writing; the `errno` on failure.
    static func openControllingTerminal() -> Result<Int32, PlatformError> {
        let fd = open("/dev/tty", O_RDWR | O_NOCTTY | O_CLOEXEC)
        if fd < 0 { return .failure(PlatformError(call: "open /dev/tty", errorNumber: errno)) }
        return .success(fd)
    }

    /// Closes a descriptor, ignoring errors.
    static func close(_ fd: Int32) {
        _ = closeDescriptor(fd)
    }

    // The three calls whose names clash with members of this type, spelled once per platform.

    private static func closeDescriptor(_ fd: Int32) -> Int32 {
        #if canImport(Glibc)
            return Glibc.close(fd)
        #elseif canImport(Musl)
            return Musl.close(fd)
        #else
            return Darwin.close(fd)
        #endif
    }

    private static func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
        #if canImport(Glibc)
            return Glibc.read(fd, buffer, count)
        #elseif canImport(Musl)
            return Musl.read(fd, buffer, count)
        #else
            return Darwin.read(fd, buffer, count)
        #endif
    }

    /// Async-signal-safe: a plain system call.
    private static func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
        #if canImport(Glibc)
            return Glibc.write(fd, buffer, count)
        #elseif canImport(Musl)
            return Musl.write(fd, buffer, count)
        #else
            return Darwin.write(fd, buffer, count)
        #endif
    }

    /// True when `fd` refers to a terminal.
    static func isTerminal(_ fd: Int32) -> Bool { isatty(fd) == 1 }

    /// Reads up to `count` bytes; retries on EINTR. Returns 0 at end of file.
    static func read(_ fd: Int32, into buffer: UnsafeMutableRawPointer, count: Int) -> Result<Int, PlatformError> {
        while true {
            let n = systemRead(fd, buffer, count)
            if n >= 0 { return .success(n) }
            let error = errno
            if error == EINTR { continue }
            return .failure(PlatformError(call: "read", errorNumber: error))
        }
    }

    /// Writes every byte; retries on EINTR and partial writes, waits on EAGAIN.
    static func writeAll(_ fd: Int32, _ bytes: UnsafeRawBufferPointer) -> Result<Void, PlatformError> {
        guard var base = bytes.baseAddress else { return .success(()) }
        var remaining = bytes.count
        while remaining > 0 {
            let n = systemWrite(fd, base, remaining)
            if n > 0 {
                remaining -= n
                base += n
                continue
            }
            let error = errno
            if n < 0 && error == EINTR { continue }
            if n < 0 && error == EAGAIN {
                var pfd = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
                _ = poll(&pfd, 1, 100)
                continue
            }
            return .failure(PlatformError(call: "write", errorNumber: n == 0 ? EIO : error))
        }
        return .success(())
    }

    /// Writes bytes from a signal handler: no allocation, no locks, errors ignored.
    static func writeFromSignalHandler(_ fd: Int32, _ base: UnsafeRawPointer, _ count: Int) {
        var pointer = base
        var remaining = count
        var attempts = 0
        while remaining > 0 && attempts < 64 {
            attempts += 1
            let n = systemWrite(fd, pointer, remaining)
            if n > 0 {
                remaining -= n
                pointer += n
            } else if n < 0 && errno == EINTR {
                continue
            } else {
                return
            }
        }
    }

    /// A non-blocking, close-on-exec pipe: `(read end, write end)`.
    static func makePipe() -> Result<(Int32, Int32), PlatformError> {
        makeCloseOnExecPipe().map { ends in
            for fd in [ends.0, ends.1] { _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL, 0) | O_NONBLOCK) }
            return ends
        }
    }

    /// A blocking pipe whose ends are close-on-exec before any child can be started: the flag is
    /// set under ``spawnLock``, which every spawn takes, so no child started meanwhile inherits an
    /// end (Glibc's module does not offer `pipe2`). `(read end, write end)`.
    static func makeCloseOnExecPipe() -> Result<(Int32, Int32), PlatformError> {
        var ends: [Int32] = [-1, -1]
        let failed: Int32? = spawnLock.withLock { _ in
            if pipe(&ends) != 0 { return errno }
            for fd in ends { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
            return nil
        }
        if let failed { return .failure(PlatformError(call: "pipe", errorNumber: failed)) }
        return .success((ends[0], ends[1]))
    }

    /// Held while a child is spawned and while a new pipe is made close-on-exec, so that no child
    /// inherits a descriptor in between.
    static let spawnLock = Locked(())

    /// What `poll` saw on one descriptor.
    struct Readiness: Sendable, Equatable {
        var readable = false
        /// Hang-up or error: the descriptor will never produce data again.
        var broken = false
    }

    /// Waits until one of `fds` is readable or broken, or `timeoutMilliseconds` pass (-1: forever).
    static func waitForInput(_ fds: [Int32], timeoutMilliseconds: Int32) -> Result<[Readiness], PlatformError> {
        var entries = fds.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
        let n = poll(&entries, nfds_t(entries.count), timeoutMilliseconds)
        if n < 0 {
            let error = errno
            if error == EINTR { return .success(fds.map { _ in Readiness() }) }
            return .failure(PlatformError(call: "poll", errorNumber: error))
        }
        return .success(
            entries.map { entry in
                let events = Int32(entry.revents)
                return Readiness(
                    readable: events & Int32(POLLIN) != 0,
                    broken: events & (Int32(POLLHUP) | Int32(POLLERR) | Int32(POLLNVAL)) != 0 && events & Int32(POLLIN) == 0
                )
            })
    }

    // MARK: Terminal attributes

    /// The current attributes of terminal `fd`.
    static func attributes(of fd: Int32) -> Result<TerminalAttributes, PlatformError> {
        var attributes = termios()
        if tcgetattr(fd, &attributes) != 0 { return .failure(PlatformError(call: "tcgetattr", errorNumber: errno)) }
        return .success(attributes)
    }

    /// Applies `attributes` to terminal `fd` at once (TCSANOW); retries on EINTR.
    @discardableResult
    /// `attributes` with the echo of typed characters off but the line break still echoed
    /// (ECHO cleared, ECHONL set): a secret typed in cooked mode.
    static func withoutEcho(_ attributes: TerminalAttributes) -> TerminalAttributes {
        var quiet = attributes
        quiet.c_lflag &= ~tcflag_t(ECHO)
        quiet.c_lflag |= tcflag_t(ECHONL)
        return quiet
    }

    static func setAttributes(_ attributes: TerminalAttributes, of fd: Int32) -> Result<Void, PlatformError> {
        var copy = attributes
        while tcsetattr(fd, TCSANOW, &copy) != 0 {
            if errno == EINTR { continue }
            return .failure(PlatformError(call: "tcsetattr", errorNumber: errno))
        }
        return .success(())
    }

    /// Applies attributes from a signal handler (async-signal-safe; errors ignored).
    static func setAttributesFromSignalHandler(_ attributes: UnsafePointer<TerminalAttributes>, of fd: Int32) {
        _ = tcsetattr(fd, TCSANOW, attributes)
    }

    /// `attributes` switched to raw mode: no echo, no line editing, no signals from keys,
    /// no CR/NL translation in either direction, 8-bit characters, reads return after 1 byte.
    ///
    /// Flags are cleared by name; `VMIN`/`VTIME` are set by their named indexes, which differ
    /// between Linux and Darwin.
    static func rawMode(from attributes: TerminalAttributes) -> TerminalAttributes {
        var raw = attributes
        raw.c_iflag &= ~tcflag_t(IGNBRK | BRKINT | PARMRK | ISTRIP | INLCR | IGNCR | ICRNL | IXON)
        raw.c_oflag &= ~tcflag_t(OPOST)
        raw.c_lflag &= ~tcflag_t(ECHO | ECHONL | ICANON | ISIG | IEXTEN)
        raw.c_cflag &= ~tcflag_t(CSIZE | PARENB)
        raw.c_cflag |= tcflag_t(CS8)
        withUnsafeMutableBytes(of: &raw.c_cc) { controlCharacters in
            controlCharacters[Int(VMIN)] = 1
            controlCharacters[Int(VTIME)] = 0
        }
        return raw
    }

    /// The window size of terminal `fd` in cells, if the terminal reports one.
    static func windowSize(of fd: Int32) -> (columns: Int, rows: Int)? {
        var size = winsize()
        let result = withUnsafeMutablePointer(to: &size) { pointer in
            ioctl(fd, UInt(TIOCGWINSZ), pointer)
        }
        guard result == 0, size.ws_col > 0, size.ws_row > 0 else { return nil }
        return (Int(size.ws_col), Int(size.ws_row))
    }

    // MARK: Signals

    static let signalInterrupt: Signal = SIGINT
    static let signalTerminate: Signal = SIGTERM
    static let signalHangUp: Signal = SIGHUP
    static let signalQuit: Signal = SIGQUIT
    static let signalIllegalInstruction: Signal = SIGILL
    static let signalTrap: Signal = SIGTRAP
    static let signalAbort: Signal = SIGABRT
    static let signalSegmentationFault: Signal = SIGSEGV
    static let signalBusError: Signal = SIGBUS
    static let signalFloatingPoint: Signal = SIGFPE
    static let signalTerminalStop: Signal = SIGTSTP
    static let signalContinue: Signal = SIGCONT
    static let signalWindowChange: Signal = SIGWINCH
    static let signalBrokenPipe: Signal = SIGPIPE
    static let signalBackgroundWrite: Signal = SIGTTOU

    /// A saved signal disposition, to put back later.
    struct SignalDisposition {
        fileprivate var action: sigaction
    }

    /// Installs `handler` for `signal` with `SA_RESTART`; returns the previous disposition.
    static func installHandler(_ handler: @escaping @convention(c) (Int32) -> Void, for signal: Signal) -> SignalDisposition {
        var action = sigaction()
        #if canImport(Glibc)
            action.__sigaction_handler.sa_handler = handler
        #elseif canImport(Musl)
            action.__sa_handler.sa_handler = handler
        #else
            action.__sigaction_u.__sa_handler = handler
        #endif
        action.sa_flags = Int32(SA_RESTART)
        sigemptyset(&action.sa_mask)
        var previous = sigaction()
        sigaction(signal, &action, &previous)
        return SignalDisposition(action: previous)
    }

    /// Ignores `signal`; returns the previous disposition.
    static func ignore(_ signal: Signal) -> SignalDisposition {
        var action = sigaction()
        #if canImport(Glibc)
            action.__sigaction_handler.sa_handler = SIG_IGN
        #elseif canImport(Musl)
            action.__sa_handler.sa_handler = SIG_IGN
        #else
            action.__sigaction_u.__sa_handler = SIG_IGN
        #endif
        sigemptyset(&action.sa_mask)
        var previous = sigaction()
        sigaction(signal, &action, &previous)
        return SignalDisposition(action: previous)
    }

    /// Puts back a disposition saved by ``installHandler(_:for:)`` or ``ignore(_:)``.
    static func restore(_ disposition: SignalDisposition, for signal: Signal) {
        var action = disposition.action
        sigaction(signal, &action, nil)
    }

    /// Sets the default action for `signal` (async-signal-safe).
    static func setDefaultAction(for signal: Signal) {
        var action = sigaction()
        #if canImport(Glibc)
            action.__sigaction_handler.sa_handler = SIG_DFL
        #elseif canImport(Musl)
            action.__sa_handler.sa_handler = SIG_DFL
        #else
            action.__sigaction_u.__sa_handler = SIG_DFL
        #endif
        sigemptyset(&action.sa_mask)
        sigaction(signal, &action, nil)
    }

    /// Sends `signal` to this process (async-signal-safe).
    static func raiseSignal(_ signal: Signal) {
        _ = raise(signal)
    }

    /// A thread of this process, to send a signal to.
    typealias Thread = pthread_t

    /// The calling thread (async-signal-safe).
    static func currentThread() -> Thread {
        pthread_self()
    }

    /// Whether `thread` is the calling thread (async-signal-safe).
    static func isCurrentThread(_ thread: Thread) -> Bool {
        pthread_equal(thread, pthread_self()) != 0
    }

    /// Sends `signal` to one thread of this process (async-signal-safe); false when it cannot.
    /// Taken by that thread alone, when it does not block it: at once, or as soon as it unblocks it.
    static func signalThread(_ thread: Thread, _ signal: Signal) -> Bool {
        pthread_kill(thread, signal) == 0
    }

    /// Stops this process and the rest of its process group (a shell job) as Ctrl-Z would, and
    /// returns once the process is continued (`fg`), or at once when the system discards the stop
    /// (an orphaned process group, which no shell can continue). `SIGTSTP` must have its default action.
    ///
    /// The calling thread takes a stop of its own, so nothing runs here until the process has
    /// stopped and been continued — `kill(0, SIGTSTP)` alone may be taken by another thread while
    /// this one runs on. Both are queued before either is taken (the signal is blocked here
    /// meanwhile), and continuing a process discards every pending stop, so it stops only once.
    static func stopJobUntilContinued() {
        var stop = sigset_t()
        var previous = sigset_t()
        sigemptyset(&stop)
        sigaddset(&stop, SIGTSTP)
        _ = pthread_sigmask(SIG_BLOCK, &stop, &previous)
        _ = pthread_kill(pthread_self(), SIGTSTP)
        _ = kill(0, SIGTSTP)
        // Unblocking delivers this thread's copy (unless the whole job already stopped and was continued).
        _ = pthread_sigmask(SIG_UNBLOCK, &stop, nil)
        _ = pthread_sigmask(SIG_SETMASK, &previous, nil)
    }

    /// Unblocks `signal` for this thread (a handler runs with its own signal blocked).
    static func unblock(_ signal: Signal) {
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, signal)
        _ = pthread_sigmask(SIG_UNBLOCK, &set, nil)
    }

    /// A thread's signal mask, to put back later.
    struct SignalMask {
        fileprivate var set: sigset_t
    }

    /// Unblocks `signals` for this thread; returns the mask it had.
    static func unblock(_ signals: [Signal]) -> SignalMask {
        var set = sigset_t()
        var previous = sigset_t()
        sigemptyset(&set)
        for signal in signals { sigaddset(&set, signal) }
        _ = pthread_sigmask(SIG_UNBLOCK, &set, &previous)
        return SignalMask(set: previous)
    }

    /// Puts back a mask of this thread's saved by ``unblock(_:)``.
    static func setMask(_ mask: SignalMask) {
        var set = mask.set
        _ = pthread_sigmask(SIG_SETMASK, &set, nil)
    }

    /// Calls, harmlessly, the C functions the signal handlers call for the first time when a
    /// signal comes, so that their symbols are bound before any handler runs.
    static func bindHandlerCalls() {
        let thread = pthread_self()
        _ = pthread_equal(thread, thread)
        // Signal 0 checks that the thread or process exists and sends nothing.
        _ = pthread_kill(thread, 0)
        _ = raise(0)
        _ = kill(getpid(), 0)
    }

    /// Runs `body` with `signals` blocked for this thread, e.g. SIGTTOU while restoring from the background.
    static func withBlocked<T>(_ signals: [Signal], _ body: () -> T) -> T {
        var set = sigset_t()
        var previous = sigset_t()
        sigemptyset(&set)
        for signal in signals { sigaddset(&set, signal) }
        _ = pthread_sigmask(SIG_BLOCK, &set, &previous)
        defer { _ = pthread_sigmask(SIG_SETMASK, &previous, nil) }
        return body()
    }

    /// Runs `body` with one `signal` blocked for this thread; allocates nothing (usable in a handler).
    static func withBlocked<T>(single signal: Signal, _ body: () -> T) -> T {
        var set = sigset_t()
        var previous = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, signal)
        _ = pthread_sigmask(SIG_BLOCK, &set, &previous)
        defer { _ = pthread_sigmask(SIG_SETMASK, &previous, nil) }
        return body()
    }

    /// Today's date in the local time zone (`time` and `localtime_r`): year, month 1…12, day.
    static func localDate() -> (year: Int, month: Int, day: Int) {
        var now = time(nil)
        var parts = tm()
        guard localtime_r(&now, &parts) != nil else { return (1970, 1, 1) }
        return (Int(parts.tm_year) + 1900, Int(parts.tm_mon) + 1, Int(parts.tm_mday))
    }

    /// Sleeps for about `milliseconds` (interrupted early by a signal).
    static func pause(milliseconds: Int32) {
        _ = poll(nil, 0, milliseconds)
    }

    /// Ends the process at once with `status`, without running exit handlers (async-signal-safe).
    static func exitImmediately(_ status: Int32) -> Never {
        _exit(status)
    }

    /// The process environment as a dictionary.
    static func environment() -> [String: String] {
        var result: [String: String] = [:]
        #if canImport(Darwin)
            guard let entries = _NSGetEnviron()?.pointee else { return result }
        #else
            guard let entries = environ as UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? else { return result }
        #endif
        var index = 0
        while let entry = entries[index] {
            let text = String(cString: entry)
            if let equals = text.firstIndex(of: "=") {
                result[String(text[..<equals])] = String(text[text.index(after: equals)...])
            }
            index += 1
        }
        return result
    }
}

/// A failed operating-system call: which call, and the `errno` it left.
struct PlatformError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The call that failed, e.g. `open /dev/tty`.
    var call: String
    /// The `errno` value.
    var errorNumber: Int32

    var description: String { "\(call): \(Platform.describe(errorNumber: errorNumber))" }
}
