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
    /// Runs `command` with `arguments` as `$1`…, and returns its exit status (128 + n for a signal).
    package static func run(_ command: String, arguments: [String]) -> Result<Int32, TerminalError> {
        #if canImport(Darwin)
            var actions: posix_spawn_file_actions_t?
            var attributes: posix_spawnattr_t?
        #else
            var actions = posix_spawn_file_actions_t()
            var attributes = posix_spawnattr_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        posix_spawnattr_init(&attributes)
        defer {
            posix_spawn_file_actions_destroy(&actions)
            posix_spawnattr_destroy(&attributes)
        }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/tty", O_RDWR, 0)
        posix_spawn_file_actions_adddup2(&actions, 0, 1)
        posix_spawn_file_actions_adddup2(&actions, 0, 2)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGPIPE, SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGTSTP, SIGTTOU, SIGTTIN, SIGCONT, SIGWINCH, SIGCHLD] {
            sigaddset(&defaults, signal)
        }
        var emptyMask = sigset_t()
        sigemptyset(&emptyMask)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setsigmask(&attributes, &emptyMask)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
        let all = ["sh", "-c", command, "sh"] + arguments
        var pointers: [UnsafeMutablePointer<CChar>?] = all.map { strdup($0) }
        pointers.append(nil)
        defer { for pointer in pointers { free(pointer) } }
        #if canImport(Darwin)
            let environment = _NSGetEnviron()?.pointee
        #else
            let environment = environ as UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
        #endif
        var processID: pid_t = 0
        let spawned = posix_spawn(&processID, "/bin/sh", &actions, &attributes, pointers, environment)
        guard spawned == 0 else { return .failure(.system(PlatformError(call: "posix_spawn /bin/sh", errorNumber: spawned).description)) }
        var status: Int32 = 0
        var result: pid_t
        repeat { result = waitpid(processID, &status, 0) } while result < 0 && errno == EINTR
        guard result >= 0 else { return .failure(.system(PlatformError(call: "waitpid", errorNumber: errno).description)) }
        return .success(status & 0x7f == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f))
    }
}
