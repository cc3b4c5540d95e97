// Running a program on the terminal itself, in the foreground (`sel write`'s Ctrl-E opening
// $EDITOR): operating-system calls, fenced here like the rest of this folder.
#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A shell command run on the controlling terminal and waited for: `/bin/sh -c COMMAND sh
/// ARGUMENTS…` with `/dev/tty` as its standard input, output and error, in this process's group
/// (so it is the terminal's foreground job, as an editor must be), with the default signal
/// dispositions. Call it only while no `TerminalSession` is open: the terminal is the command's.
///
/// ```swift
/// let status = ForegroundCommand.run("${EDITOR:-vi} \"$1\"", arguments: ["/tmp/notes.txt"])   // .success(0)
/// ```
package enum ForegroundCommand {
    /// Runs `command` with `arguments` as `$1`…, and `environment`'s variables added to this
    /// process's, and returns its exit status (128 + n for a signal).
    package static func run(
        _ command: String, arguments: [String], environment: [String: String] = [:]
    ) -> Result<Int32, TerminalError> {
        ChildGuard.start()
        let spawned = Platform.spawnShell(
            ["sh", "-c", command, "sh"] + arguments,
            streams: [.open(0, path: "/dev/tty", flags: O_RDWR), .duplicate(0, as: 1), .duplicate(0, as: 2)], newGroup: false,
            environment: environment)
        let processID: pid_t
        switch spawned {
        case .success(let started): processID = started
        case .failure(let error): return .failure(.system(error.description))
        }
        // In sel's own group (the terminal's foreground job), so the guard lists the process itself.
        ChildGuard.watch(process: processID)
        defer { ChildGuard.forget(process: processID) }
        var status: Int32 = 0
        var result: pid_t
        repeat { result = waitpid(processID, &status, 0) } while result < 0 && errno == EINTR
        guard result >= 0 else { return .failure(.system(PlatformError(call: "waitpid", errorNumber: errno).description)) }
        return .success(status & 0x7f == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f))
    }
}
