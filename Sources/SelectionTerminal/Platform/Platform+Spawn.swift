// Starting `/bin/sh -c …` for the commands sel runs (ChildProcess, ForegroundCommand): the one
// posix_spawn call, fenced here like the rest of this folder.
#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension Platform {
    /// What a spawned shell finds on one of its standard descriptors.
    enum SpawnedStream {
        /// `path` opened with `flags` as descriptor `descriptor`.
        case open(_ descriptor: Int32, path: String, flags: Int32)
        /// Descriptor `source` (of this process, or one set up before) duplicated as `descriptor`.
        case duplicate(_ source: Int32, as: Int32)
    }

    /// Starts `/bin/sh` with `arguments` (the first is its name, `sh`), the default signal
    /// dispositions and an empty signal mask (sel ignores SIGPIPE and blocks signals on threads;
    /// its commands must not inherit either), `streams` set up in order, in a new process group
    /// when `newGroup`, with `blocked` signals blocked around the call, and this process's
    /// environment with `environment`'s variables added (or replaced); the child's process ID.
    static func spawnShell(
        _ arguments: [String], streams: [SpawnedStream], newGroup: Bool, blocking blocked: [Signal] = [],
        environment added: [String: String] = [:]
    ) -> Result<pid_t, PlatformError> {
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
        for stream in streams {
            switch stream {
            case .open(let descriptor, let path, let flags): posix_spawn_file_actions_addopen(&actions, descriptor, path, flags, 0)
            case .duplicate(let source, let descriptor): posix_spawn_file_actions_adddup2(&actions, source, descriptor)
            }
        }
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGPIPE, SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGTSTP, SIGTTOU, SIGTTIN, SIGCONT, SIGWINCH, SIGCHLD] {
            sigaddset(&defaults, signal)
        }
        var emptyMask = sigset_t()
        sigemptyset(&emptyMask)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setsigmask(&attributes, &emptyMask)
        var flags = POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK
        if newGroup {
            // Process group 0: a new group whose ID is the child's own.
            posix_spawnattr_setpgroup(&attributes, 0)
            flags |= POSIX_SPAWN_SETPGROUP
        }
        posix_spawnattr_setflags(&attributes, Int16(flags))
        var pointers: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) }
        pointers.append(nil)
        defer { for pointer in pointers { free(pointer) } }
        var processID: pid_t = 0
        let status = spawnLock.withLock { _ in
            withEnvironment(adding: added) { environment in
                withBlocked(blocked) { posix_spawn(&processID, "/bin/sh", &actions, &attributes, pointers, environment) }
            }
        }
        guard status == 0 else { return .failure(PlatformError(call: "posix_spawn /bin/sh", errorNumber: status)) }
        return .success(processID)
    }
}

extension Platform {
    /// Calls `body` with this process's environment (`environ`), or a copy with `added` variables
    /// added or replaced when there are some.
    static func withEnvironment<T>(
        adding added: [String: String], _ body: (UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> T
    ) -> T {
        guard !added.isEmpty else {
            #if canImport(Darwin)
                return body(_NSGetEnviron()?.pointee)
            #else
                return body(environ)
            #endif
        }
        var entries: [UnsafeMutablePointer<CChar>?] = environmentEntries(adding: added).map { strdup($0) } + [nil]
        defer { for entry in entries { free(entry) } }
        return entries.withUnsafeMutableBufferPointer { body($0.baseAddress) }
    }

    /// This process's environment with `added` variables added or replaced, as `NAME=value`
    /// entries (a value with a NUL byte is left out: exec would refuse it).
    static func environmentEntries(adding added: [String: String]) -> [String] {
        var variables = environment()
        for (name, value) in added where !value.utf8.contains(0) && !name.utf8.contains(0) { variables[name] = value }
        return variables.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
    }
}
