// Starting and stopping the commands a prompt runs (a preview, a reload): operating-system calls,
// fenced here like the rest of this folder.
#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A shell command (`sh -c COMMAND`) running in a process group of its own, its standard output
/// and standard error written into one pipe that the caller reads; standard input is `/dev/null`.
///
/// The group is what is stopped: ``terminate(grace:)`` signals every process the command started
/// (`sleep 5; echo x` is a shell and a `sleep`), and while a ``TerminalSession`` is open a
/// terminating signal (SIGINT, SIGTERM, SIGHUP, …) kills every running group before the process
/// dies, so no command outlives the prompt.
///
/// ```swift
/// let child = try ChildProcess.shell("ls -l").get()
/// var buffer = [UInt8](repeating: 0, count: 4096)
/// while case let count = child.read(into: &buffer), count > 0 { /* … */ }
/// let status = child.waitForExit()        // .exited(0)
/// ```
package final class ChildProcess: Sendable {
    /// How a child process ended.
    package enum Termination: Sendable, Hashable, CustomStringConvertible {
        /// It exited with this status.
        case exited(Int32)
        /// A signal ended it.
        case signalled(Int32)

        /// `exit status 1`, `killed by signal 15`.
        package var description: String {
            switch self {
            case .exited(let status): "exit status \(status)"
            case .signalled(let signal): "killed by signal \(signal)"
            }
        }
    }

    /// The process ID of the shell, which leads the group (the group's ID is the same number).
    package let processID: Int32
    /// The read end of the pipe the command's standard output and standard error go to.
    private let output: Int32
    /// How the shell ended, once reaped, and whether the read end is closed.
    private struct State {
        var termination: Termination?
        var isOutputClosed = false
    }

    private let state = Locked(State())

    private init(processID: Int32, output: Int32) {
        self.processID = processID
        self.output = output
        ChildProcessGroups.register(processID)
    }

    deinit {
        closeOutput()
    }

    /// Starts `/bin/sh -c command` in a new process group, with the default signal dispositions
    /// and an empty signal mask (a prompt ignores SIGPIPE; its commands must not).
    ///
    /// - Parameters:
    ///   - command: The shell command.
    ///   - mergesStandardError: True to read standard error with standard output (a preview shows
    ///     both); false sends it to `/dev/null` (a reload's items are its standard output alone).
    ///   - discardsOutput: True to send standard output and standard error to `/dev/null` (fzf's
    ///     `execute-silent`); nothing is then read.
    ///   - environment: Variables added to this process's environment for the command.
    /// - Returns: The running child, or the failed call's error.
    package static func shell(
        _ command: String, mergesStandardError: Bool = true, discardsOutput: Bool = false, environment: [String: String] = [:]
    ) -> Result<ChildProcess, ChildProcessError> {
        // The parent's ends are not inherited by later children; dup2 clears the flag on 1 and 2.
        let readEnd: Int32
        let writeEnd: Int32
        switch Platform.makeCloseOnExecPipe() {
        case .success(let ends): (readEnd, writeEnd) = ends
        case .failure(let error): return .failure(ChildProcessError(error))
        }
        // The guard ends the group if sel is killed outright (SIGKILL), which no handler sees.
        ChildGuard.start()

        let standardError: Platform.SpawnedStream =
            mergesStandardError && !discardsOutput ? .duplicate(writeEnd, as: 2) : .open(2, path: "/dev/null", flags: O_WRONLY)
        let standardOutput: Platform.SpawnedStream =
            discardsOutput ? .open(1, path: "/dev/null", flags: O_WRONLY) : .duplicate(writeEnd, as: 1)
        // Signals blocked while the child is registered, so a handler never misses it.
        let spawned = Platform.spawnShell(
            ["sh", "-c", command], streams: [.open(0, path: "/dev/null", flags: O_RDONLY), standardOutput, standardError],
            newGroup: true, blocking: SignalHandlers.terminating, environment: environment)
        Platform.close(writeEnd)
        switch spawned {
        case .success(let processID):
            return .success(ChildProcess(processID: processID, output: readEnd))
        case .failure(let error):
            Platform.close(readEnd)
            return .failure(ChildProcessError(error))
        }
    }

    /// Reads the next bytes of output into `buffer` (blocking until some come); 0 at the end of
    /// the output (every process of the group closed it) or on an error.
    package func read(into buffer: inout [UInt8]) -> Int {
        let descriptor = state.withLock { $0.isOutputClosed ? -1 : output }
        guard descriptor >= 0, !buffer.isEmpty else { return 0 }
        let count = buffer.count
        let result = buffer.withUnsafeMutableBytes { raw -> Result<Int, PlatformError> in
            guard let base = raw.baseAddress else { return .success(0) }
            return Platform.read(descriptor, into: base, count: count)
        }
        if case .success(let n) = result { return n }
        return 0
    }

    /// Waits for the shell to exit and reaps it; the group is forgotten by the signal handlers.
    package func waitForExit() -> Termination {
        if let done = state.withLock({ $0.termination }) { return done }
        var status: Int32 = 0
        var result: pid_t
        repeat { result = waitpid(processID, &status, 0) } while result < 0 && errno == EINTR
        let ended: Termination
        if result < 0 {
            ended = .exited(-1)
        } else if status & 0x7f == 0 {
            ended = .exited((status >> 8) & 0xff)
        } else {
            ended = .signalled(status & 0x7f)
        }
        state.withLock { $0.termination = ended }
        ChildProcessGroups.unregister(processID)
        return ended
    }

    /// True while a process of the group is still alive (or not yet reaped).
    package var isGroupAlive: Bool {
        kill(-processID, 0) == 0
    }

    /// Stops the group: SIGTERM to every process in it now, and SIGKILL to whatever is left after
    /// `grace` (from a thread of its own, so the caller never waits).
    package func terminate(grace: Duration = .milliseconds(100)) {
        guard isGroupAlive else { return }
        _ = kill(-processID, SIGTERM)
        // A stopped process only acts on SIGTERM once continued.
        _ = kill(-processID, SIGCONT)
        let group = processID
        let milliseconds = Int32(clamping: grace.components.seconds * 1000 + grace.components.attoseconds / 1_000_000_000_000_000)
        BackgroundThread.start {
            Platform.pause(milliseconds: milliseconds)
            if kill(-group, 0) == 0 { _ = kill(-group, SIGKILL) }
        }
    }

    /// Stops the group and waits (up to `grace`) for it to go, then kills what is left: for the
    /// end of a prompt, when nothing may outlive it.
    package func terminateAndWait(grace: Duration = .milliseconds(100)) {
        guard isGroupAlive else { return }
        _ = kill(-processID, SIGTERM)
        _ = kill(-processID, SIGCONT)
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: grace)
        while clock.now < deadline {
            // The shell leads the group: reap it if it is done so the group can empty.
            if state.withLock({ $0.termination }) == nil {
                var status: Int32 = 0
                if waitpid(processID, &status, WNOHANG) == processID {
                    let ended: Termination = status & 0x7f == 0 ? .exited((status >> 8) & 0xff) : .signalled(status & 0x7f)
                    state.withLock { $0.termination = ended }
                }
            }
            if !isGroupAlive { break }
            Platform.pause(milliseconds: 5)
        }
        if isGroupAlive { _ = kill(-processID, SIGKILL) }
        ChildProcessGroups.unregister(processID)
    }

    /// Stops every group still running (SIGTERM), waits up to `grace` for them to go, and kills
    /// what is left: what a prompt does as it finishes, so that no command it started outlives it.
    package static func terminateAll(grace: Duration = .milliseconds(100)) {
        let groups = ChildProcessGroups.registered()
        guard !groups.isEmpty else { return }
        for group in groups {
            _ = kill(-group, SIGTERM)
            _ = kill(-group, SIGCONT)
        }
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: grace)
        // A group whose leader is a zombie still counts; the leader's reader thread reaps it.
        while clock.now < deadline, groups.contains(where: { kill(-$0, 0) == 0 }) { Platform.pause(milliseconds: 5) }
        for group in groups where kill(-group, 0) == 0 { _ = kill(-group, SIGKILL) }
        for group in groups { ChildProcessGroups.unregister(group) }
    }

    /// Closes the read end: a reader blocked in ``read(into:)`` is not woken by this on every
    /// system, so stop the group first.
    package func closeOutput() {
        let descriptor: Int32? = state.withLock {
            guard !$0.isOutputClosed else { return nil }
            $0.isOutputClosed = true
            return output
        }
        if let descriptor { Platform.close(descriptor) }
    }
}

/// Why a ``ChildProcess`` could not start: the system call that failed and why.
package struct ChildProcessError: Error, Sendable, Equatable, CustomStringConvertible {
    /// `posix_spawn /bin/sh: Resource temporarily unavailable`.
    package let description: String

    init(_ error: PlatformError) { description = error.description }
}

/// The process groups of running ``ChildProcess``es, kept where a signal handler can read them
/// without a lock or an allocation: a fixed table of group IDs, 0 for a free slot.
enum ChildProcessGroups {
    /// At most this many groups are remembered (a prompt runs one preview and one reload at a time).
    static let capacity = 64

    nonisolated(unsafe) static let slots: UnsafeMutablePointer<Int32> = {
        let pointer = UnsafeMutablePointer<Int32>.allocate(capacity: capacity)
        pointer.initialize(repeating: 0, count: capacity)
        return pointer
    }()

    /// Serialises changes to the table (a handler reads it without the lock).
    private static let lock = Locked(())

    /// Touches the table so that no handler triggers its lazy initialisation.
    static func prepare() { _ = slots }

    static func register(_ group: Int32) {
        ChildGuard.watch(group: group)
        lock.withLock { _ in
            for index in 0..<capacity where slots[index] == 0 {
                slots[index] = group
                return
            }
        }
    }

    static func unregister(_ group: Int32) {
        let wasListed = lock.withLock { _ in
            var found = false
            for index in 0..<capacity where slots[index] == group {
                slots[index] = 0
                found = true
            }
            return found
        }
        if wasListed { ChildGuard.forget(group: group) }
    }

    /// The registered groups.
    static func registered() -> [Int32] {
        lock.withLock { _ in (0..<capacity).map { slots[$0] }.filter { $0 > 0 } }
    }

    /// Kills every registered group at once. Async-signal-safe: reads the table and calls `kill(2)`.
    static func killAllFromSignalHandler() {
        for index in 0..<capacity {
            let group = slots[index]
            if group > 0 { _ = kill(-group, SIGKILL) }
        }
    }
}
