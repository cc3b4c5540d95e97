// Running the commands fzf's actions name (execute-silent, transform, become) and the temporary
// files of their `{f}` placeholders: operating-system calls, fenced here like the rest of this folder.
#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A shell command (`/bin/sh -c`) run to its end, off the terminal: silently, or for its output;
/// or the process replaced by one. While it runs it is a ``ChildProcess`` (a process group of its
/// own, stopped with the others if a signal ends the prompt); what it starts in the background
/// (`cmd &`) is its own.
///
/// ```swift
/// let (status, output) = ShellCommand.capture("git branch --show-current", firstLineOnly: true)   // (0, "main")
/// ```
package enum ShellCommand {
    /// Runs `command` with its output discarded and waits for it; its exit status (128 + n for a
    /// signal, 127 when it could not start).
    package static func runSilently(_ command: String, environment: [String: String] = [:]) -> Int32 {
        switch ChildProcess.shell(command, discardsOutput: true, environment: environment) {
        case .success(let child): return status(of: child.waitForExit())
        case .failure: return 127
        }
    }

    /// Runs `command` and waits for it, reading its standard output (standard error is discarded):
    /// its exit status, and what it printed (the first line alone, without its line break, when
    /// `firstLineOnly`; at most `limit` bytes).
    package static func capture(
        _ command: String, firstLineOnly: Bool, environment: [String: String] = [:], limit: Int = 1 << 20
    ) -> (status: Int32, output: String) {
        let child: ChildProcess
        switch ChildProcess.shell(command, mergesStandardError: false, environment: environment) {
        case .success(let started): child = started
        case .failure: return (127, "")
        }
        var output: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while output.count < limit {
            let count = child.read(into: &buffer)
            guard count > 0 else { break }
            output += buffer[..<count]
            if firstLineOnly, output.contains(0x0A) { break }
        }
        child.closeOutput()
        let ended = child.waitForExit()
        var text = String(decoding: output, as: UTF8.self)
        if firstLineOnly {
            text = String(text.prefix { $0 != "\n" && $0 != "\r\n" })
            if text.hasSuffix("\r") { text.removeLast() }
        }
        return (status(of: ended), text)
    }

    /// Replaces this process with `/bin/sh -c command`, standard input the terminal (`/dev/tty`,
    /// as fzf's `become` gives it), `environment`'s variables added, the default signal
    /// dispositions and an empty signal mask. Returns only when that failed, with why.
    package static func replaceProcess(with command: String, environment: [String: String] = [:]) -> String {
        let terminal = open("/dev/tty", O_RDONLY | O_CLOEXEC)
        if terminal >= 0 {
            _ = dup2(terminal, 0)
            if terminal != 0 { Platform.close(terminal) }
        }
        for signal in [SIGPIPE, SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGTSTP, SIGTTOU, SIGTTIN, SIGCONT, SIGWINCH, SIGCHLD] {
            Platform.setDefaultAction(for: signal)
        }
        var emptyMask = sigset_t()
        sigemptyset(&emptyMask)
        pthread_sigmask(SIG_SETMASK, &emptyMask, nil)
        let words: [String] = ["sh", "-c", command]
        let arguments: [UnsafeMutablePointer<CChar>?] = words.map { strdup($0) } + [nil]
        let entries: [UnsafeMutablePointer<CChar>?] = Platform.environmentEntries(adding: environment).map { strdup($0) } + [nil]
        execve("/bin/sh", arguments, entries)
        let failure = Platform.describe(errorNumber: errno)
        for pointer in arguments + entries { free(pointer) }
        return "cannot run /bin/sh: \(failure)"
    }

    /// Writes `lines`, each followed by a newline, to a new file readable only by its owner in
    /// `directory` (`$TMPDIR`, else `/tmp`); its path, or nil when it could not be written.
    package static func temporaryFile(of lines: [String], in directory: String? = nil) -> String? {
        let base =
            directory.flatMap { $0.isEmpty ? nil : $0 } ?? Platform.environment()["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        var template = Array((base.hasSuffix("/") ? base : base + "/").utf8CString.dropLast()) + Array("sel-temp-XXXXXX".utf8CString)
        // Made close-on-exec under the spawn lock, so no child started meanwhile inherits it.
        let descriptor = Platform.spawnLock.withLock { _ in
            let made = template.withUnsafeMutableBufferPointer { buffer in buffer.baseAddress.map { mkstemp($0) } ?? -1 }
            if made >= 0 { _ = fcntl(made, F_SETFD, FD_CLOEXEC) }
            return made
        }
        guard descriptor >= 0 else { return nil }
        let path = template.withUnsafeBufferPointer { buffer in buffer.baseAddress.map { String(cString: $0) } ?? "" }
        let bytes = Array(lines.map { $0 + "\n" }.joined().utf8)
        let written = bytes.withUnsafeBytes { Platform.writeAll(descriptor, $0) }
        Platform.close(descriptor)
        guard case .success = written else {
            unlink(path)
            return nil
        }
        return path
    }

    /// Removes the temporary files at `paths`.
    package static func removeFiles(_ paths: [String]) {
        for path in paths { unlink(path) }
    }

    private static func status(of termination: ChildProcess.Termination) -> Int32 {
        switch termination {
        case .exited(let status): status
        case .signalled(let signal): 128 + signal
        }
    }
}
