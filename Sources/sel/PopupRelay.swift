import SelectionTerminal

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs `sel choose` again inside a tmux popup (fzf's `--tmux`): a script in a private
/// directory sets this process's environment and runs the command line it is given (in the
/// working directory, `display-popup -d`), reading standard input from a named pipe this process
/// fills from its own standard input, and writing standard output to a named pipe it copies to
/// its own; `tmux display-popup -E` runs the script and gives back its exit status. Standard
/// error goes to a file, copied out at the end.
///
/// ```
/// outer sel ── stdin ──▶ in (FIFO) ──▶ inner sel (in the popup) ──▶ out (FIFO) ── stdout ──▶
///           └─ tmux display-popup -E … sh run.sh ─ exit status ─┘
/// ```
enum PopupRelay {
    /// Runs `arguments` (the words after `sel`) in a popup placed at `placement`; the exit status.
    static func run(_ arguments: [String], placement: PopupPlacement, environment: [String: String]) throws(CommandError) -> Int32 {
        let directory = try makePrivateDirectory()
        defer { removeDirectory(directory) }
        let input = directory + "/in"
        let output = directory + "/out"
        let errors = directory + "/err"
        let readsInput = isatty(0) != 1
        for pipe in readsInput ? [input, output] : [output] where mkfifo(pipe, 0o600) != 0 {
            throw failure("--tmux: cannot make a named pipe in \(directory)", in: "choose", status: ExitStatus.usage)
        }
        let script = directory + "/run.sh"
        let command = self.script(arguments, input: readsInput ? input : nil, output: output, errors: errors, environment: environment)
        guard FileManager.default.createFile(atPath: script, contents: Data(command.utf8), attributes: [.posixPermissions: 0o600]) else {
            throw failure("--tmux: cannot write \(script)", in: "choose", status: ExitStatus.usage)
        }
        if readsInput { _ = BackgroundThread.start { copy(from: 0, toPipe: input) } }
        let copied = Locked(false)
        guard BackgroundThread.start({ copy(fromPipe: output, to: 1, finished: copied) }) else {
            throw failure("--tmux: cannot start a thread", in: "choose", status: ExitStatus.usage)
        }
        let popup = ["display-popup", "-E", "-d", FileManager.default.currentDirectoryPath] + placement.tmuxArguments + ["sh", script]
        let status: Int32
        switch ForegroundCommand.run("exec tmux \"$@\"", arguments: popup) {
        case .success(let code): status = code
        case .failure(let error): throw failure("--tmux: \(error)", in: "choose", status: ExitStatus.usage)
        }
        // The inner sel has ended; a pipe it never opened (the popup did not start) is opened here, so that the copy ends.
        let writer = open(output, O_WRONLY | O_NONBLOCK)
        if writer >= 0 { close(writer) }
        _ = copied.wait(until: { $0 }, timeoutMilliseconds: 10_000)
        if let message = FileManager.default.contents(atPath: errors), !message.isEmpty {
            _ = try? StandardStreams.write(Array(message), to: .error)
        }
        return status
    }

    /// The script the popup runs: the environment, then the command with its streams.
    static func script(_ arguments: [String], input: String?, output: String, errors: String, environment: [String: String]) -> String {
        var lines: [String] = []
        for (name, value) in environment.sorted(by: { $0.key < $1.key }) where isShellName(name) {
            lines.append("export \(name)=\(quoted(value))")
        }
        let selPath = CommandLine.arguments.first.map(executablePath) ?? "sel"
        var command = ([selPath] + arguments).map(quoted).joined(separator: " ")
        if let input { command += " < \(quoted(input))" }
        command += " > \(quoted(output)) 2> \(quoted(errors))"
        lines.append(command)
        return lines.joined(separator: "\n") + "\n"
    }

    /// The path of the running `sel` (as typed, resolved against the directory when relative).
    private static func executablePath(_ typed: String) -> String {
        if typed.hasPrefix("/") { return typed }
        if typed.contains("/") { return FileManager.default.currentDirectoryPath + "/" + typed }
        return typed
    }

    /// `text` in single quotes for the shell.
    static func quoted(_ text: String) -> String {
        "'" + text.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''") + "'"
    }

    private static func isShellName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first == "_" || (first.isASCII && first.properties.isAlphabetic) else { return false }
        return name.unicodeScalars.allSatisfy { $0 == "_" || ($0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0))) }
    }

    private static func makePrivateDirectory() throws(CommandError) -> String {
        let base = ProcessInfo.processInfo.environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        var template = Array((base + "/sel-popup-XXXXXX").utf8CString)
        guard let made = template.withUnsafeMutableBufferPointer({ buffer in buffer.baseAddress.flatMap { mkdtemp($0) } }) else {
            throw failure("--tmux: cannot make a directory in \(base)", in: "choose", status: ExitStatus.usage)
        }
        return String(cString: made)
    }

    private static func removeDirectory(_ directory: String) {
        for name in ["in", "out", "err", "run.sh"] { unlink(directory + "/" + name) }
        rmdir(directory)
    }

    /// Copies `descriptor` into the named pipe `path` until either ends.
    private static func copy(from descriptor: Int32, toPipe path: String) {
        let pipe = open(path, O_WRONLY)
        guard pipe >= 0 else { return }
        defer { close(pipe) }
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = StandardStreams.read(from: descriptor, into: &buffer)
            guard count > 0, written(buffer, count: count, to: pipe) else { return }
        }
    }

    /// Copies the named pipe `path` to `descriptor` until its writer closes it; then sets `finished`.
    private static func copy(fromPipe path: String, to descriptor: Int32, finished: Locked<Bool>) {
        defer {
            finished.withLock { $0 = true }
            finished.signal()
        }
        let pipe = open(path, O_RDONLY)
        guard pipe >= 0 else { return }
        defer { close(pipe) }
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = StandardStreams.read(from: pipe, into: &buffer)
            guard count > 0, written(buffer, count: count, to: descriptor) else { return }
        }
    }

    /// Writes the first `count` bytes of `buffer` to `descriptor`; false when that failed.
    private static func written(_ buffer: [UInt8], count: Int, to descriptor: Int32) -> Bool {
        buffer.withUnsafeBufferPointer { (try? StandardStreams.writeAll($0.baseAddress, count: count, to: descriptor)) != nil }
    }
}
