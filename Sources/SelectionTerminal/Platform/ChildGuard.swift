// The watchdog that ends sel's children when sel itself is killed with SIGKILL: operating-system
// calls, fenced here like the rest of this folder.
#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A small shell process that outlives sel only to end what sel started.
///
/// A signal handler ends every child's process group when sel is interrupted or terminated, but
/// nothing runs in a process killed with SIGKILL (or one that crashes past its handlers). So before
/// the first child starts, sel starts the guard: `/bin/sh` in a process group of its own, ignoring
/// the terminal's signals, reading the write-end-only pipe sel keeps (close-on-exec, so no child
/// holds it). sel tells it each group and foreground process as it starts (`g123`, `p456`) and as it
/// ends (`-g123`); when the pipe reaches its end — sel has exited, however it exited — the guard
/// sends SIGTERM to what is still listed, SIGKILL 200 ms later, and exits.
///
/// Why not Linux's parent-death signal (`PR_SET_PDEATHSIG`)? `posix_spawn` cannot set it in the
/// child, and it fires when the *thread* that started the child ends, not the process; macOS has
/// no equivalent. The pipe's end is the one notice every system gives.
///
/// ```swift
/// ChildGuard.watch(group: processID)      // after spawning a command in its own group
/// ChildGuard.forget(group: processID)     // once the group has ended
/// ```
package enum ChildGuard {
    /// What the guard runs: reads lines until the pipe ends, then ends every group and process
    /// still listed.
    static let script = """
        trap '' INT HUP TERM QUIT TSTP TTIN TTOU PIPE
        listed=
        while IFS= read -r line; do
          case $line in
            -*) kept=; for entry in $listed; do [ "$entry" = "${line#-}" ] || kept="$kept $entry"; done; listed=$kept ;;
            g[0-9]*|p[0-9]*) listed="$listed $line" ;;
          esac
        done
        [ -n "$listed" ] || exit 0
        for entry in $listed; do
          case $entry in g*) kill -TERM -"${entry#g}" 2>/dev/null; kill -CONT -"${entry#g}" 2>/dev/null ;;
            p*) kill -TERM "${entry#p}" 2>/dev/null; kill -CONT "${entry#p}" 2>/dev/null ;; esac
        done
        sleep 0.2 2>/dev/null || sleep 1
        for entry in $listed; do
          case $entry in g*) kill -KILL -"${entry#g}" 2>/dev/null ;; p*) kill -KILL "${entry#p}" 2>/dev/null ;; esac
        done
        exit 0
        """

    /// The write end of the guard's pipe, once started; -1 when it could not be started (then
    /// only the signal handlers end children).
    private static let writeEnd = Locked<Int32?>(nil)

    /// Starts the guard unless it runs already: call it before starting a child.
    package static func start() {
        writeEnd.withLock { end in
            guard end == nil else { return }
            end = launch()
        }
    }

    /// Lists the process group `group` (a command started in a group of its own).
    package static func watch(group: Int32) { tell("g\(group)") }

    /// Takes `group` off the list: it has ended.
    package static func forget(group: Int32) { tell("-g\(group)") }

    /// Lists the single process `process` (a foreground command in sel's own group).
    package static func watch(process: Int32) { tell("p\(process)") }

    /// Takes `process` off the list: it has ended.
    package static func forget(process: Int32) { tell("-p\(process)") }

    /// Writes one line to the guard (a write of a few bytes to a pipe is atomic).
    private static func tell(_ line: String) {
        writeEnd.withLock { end in
            guard let descriptor = end, descriptor >= 0 else { return }
            let bytes = Array((line + "\n").utf8)
            let written = bytes.withUnsafeBytes { raw in Platform.writeAll(descriptor, raw) }
            if case .failure = written {
                Platform.close(descriptor)
                end = -1
            }
        }
    }

    /// Spawns the guard with the read end of a new close-on-exec pipe as its standard input; the
    /// write end, or -1 when that failed.
    private static func launch() -> Int32 {
        guard case .success(let (readEnd, write)) = Platform.makeCloseOnExecPipe() else { return -1 }
        let spawned = Platform.spawnShell(
            ["sh", "-c", script],
            streams: [.duplicate(readEnd, as: 0), .open(1, path: "/dev/null", flags: O_WRONLY), .duplicate(1, as: 2)],
            newGroup: true)
        Platform.close(readEnd)
        guard case .success = spawned else {
            Platform.close(write)
            return -1
        }
        // The guard is never waited for: it ends after sel. Its exit is reaped by whoever adopts it.
        return write
    }
}
