import Foundation

/// A tmux server of its own with one pane, for driving `sel` in a real terminal.
///
/// Each instance uses a private socket (`tmux -L`), so tests never touch each other's panes
/// or the developer's tmux. The pane runs `sh` (or the shell given), at a pinned size.
final class TmuxPane {
    let socket: String
    let target = "main:0.0"
    /// A scratch directory for the test's files (stty snapshots, exit statuses).
    let directory: URL

    init(width: Int = 80, height: Int = 24, shell: String = "sh") throws {
        guard let tmux = Tools.path(of: "tmux") else {
            throw HarnessError("tmux is not installed: the end-to-end tests need it (apt-get install -y tmux)")
        }
        self.tmux = tmux
        socket = "sk-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString.prefix(8))"
        directory = FileManager.default.temporaryDirectory.appendingPathComponent(socket)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try run([
            "-f", "/dev/null", "new-session", "-d", "-s", "main", "-x", "\(width)", "-y", "\(height)",
            "-e", "SWIFT_BACKTRACE=enable=no", "-e", "PS1=$ ", "-e", "HOME=\(directory.path)",
            "-e", "ENV=/dev/null", "-e", "LANG=C.UTF-8", "-e", "LC_ALL=C.UTF-8",
            "-c", directory.path, shell,
        ])
        // A shell prompt means the pane is ready for input.
        _ = try waitUntil("a shell prompt") { lines in lines.contains(where: Self.isPrompt) }
    }

    private let tmux: String

    /// True for a line that ends in a shell prompt (`$` for users, `#` for root; tmux trims the space).
    static func isPrompt(_ line: String) -> Bool {
        line.hasSuffix("$") || line.hasSuffix("#")
    }

    deinit {
        _ = try? run(["kill-server"])
        try? FileManager.default.removeItem(at: directory)
    }

    /// Types `text` literally (bytes as they are: escape sequences, SGR mouse reports, pastes).
    func type(_ text: String) throws {
        try run(["send-keys", "-t", target, "-l", text])
    }

    /// Sends tmux key names such as `Enter`, `C-c`, `Up`.
    func press(_ keys: String...) throws {
        try run(["send-keys", "-t", target] + keys)
    }

    /// Types a shell command line and presses Enter.
    func runCommand(_ line: String) throws {
        try type(line)
        try press("Enter")
    }

    /// The pane's visible lines (trailing spaces trimmed by tmux); with escapes when `styled`.
    func capture(styled: Bool = false) throws -> [String] {
        let output = try run(["capture-pane", "-p", "-t", target] + (styled ? ["-e"] : []))
        var lines = output.components(separatedBy: "\n")
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    /// `#{alternate_on} #{cursor_flag} #{mouse_any_flag} #{mouse_sgr_flag}`: `0 1 0 0` when restored.
    func modeFlags() throws -> String {
        try run(["display", "-p", "-t", target, "#{alternate_on} #{cursor_flag} #{mouse_any_flag} #{mouse_sgr_flag}"])
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Resizes the pane's window.
    func resize(width: Int, height: Int) throws {
        try run(["resize-window", "-t", "main", "-x", "\(width)", "-y", "\(height)"])
    }

    /// Polls the screen every 20 ms until `condition` holds; fails with the last screen after `timeout`.
    @discardableResult
    func waitUntil(
        timeout: Duration = .seconds(20),
        _ what: String = "condition",
        _ condition: ([String]) throws -> Bool
    ) throws -> [String] {
        let clock = ContinuousClock()
        let deadline = clock.now + timeout
        var lines: [String] = []
        while clock.now < deadline {
            lines = try capture()
            if try condition(lines) { return lines }
            Thread.sleep(forTimeInterval: 0.02)
        }
        throw HarnessError("timed out waiting for \(what); screen:\n" + lines.map { "  |\($0)|" }.joined(separator: "\n"))
    }

    /// Waits until a line of the screen contains `text`.
    @discardableResult
    func waitFor(_ text: String, timeout: Duration = .seconds(20)) throws -> [String] {
        try waitUntil(timeout: timeout, "\"\(text)\"") { $0.contains { $0.contains(text) } }
    }

    /// Waits until the file `name` in ``directory`` exists and is non-empty; returns its text.
    func waitForFile(_ name: String, timeout: Duration = .seconds(20)) throws -> String {
        let url = directory.appendingPathComponent(name)
        let clock = ContinuousClock()
        let deadline = clock.now + timeout
        while clock.now < deadline {
            if let text = try? String(contentsOf: url, encoding: .utf8), !text.isEmpty {
                // The writer may still be mid-line: wait for the newline.
                if text.hasSuffix("\n") { return text.trimmingCharacters(in: .whitespacesAndNewlines) }
            }
            Thread.sleep(forTimeInterval: 0.02)
        }
        let screen = (try? capture())?.map { "  |\($0)|" }.joined(separator: "\n") ?? ""
        throw HarnessError("timed out waiting for file \(name); screen:\n\(screen)")
    }

    @discardableResult
    private func run(_ arguments: [String]) throws -> String {
        try Tools.run(tmux, ["-L", socket] + arguments).output
    }
}

/// A failure of the test harness itself, with a message worth reading.
struct HarnessError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// Finding and running helper programs.
enum Tools {
    /// The absolute path of `name` on PATH, if any.
    static func path(of name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for directory in path.split(separator: ":") {
            let candidate = "\(directory)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// Runs a program to completion; throws when it exits non-zero.
    ///
    /// Uses `system(3)` with output sent to a temporary file, not Foundation's `Process` with a
    /// pipe: `tmux new-session` forks a server that inherits the descriptors (a pipe would never
    /// reach end of file), and `Process` was seen never to reap the exited tmux client.
    @discardableResult
    static func run(_ executable: String, _ arguments: [String]) throws -> (output: String, status: Int32) {
        let outputURL = FileManager.default.temporaryDirectory.appendingPathComponent("sk-out-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: outputURL) }
        let line =
            ([executable] + arguments).map(shellQuoted).joined(separator: " ")
            + " </dev/null >" + shellQuoted(outputURL.path) + " 2>&1"
        let raw = system(line)
        // system(3) returns a wait status: the exit code is in bits 8-15 when the child exited normally.
        let status: Int32 = (raw & 0x7F) == 0 ? (raw >> 8) & 0xFF : 128 + (raw & 0x7F)
        let output = (try? String(contentsOf: outputURL, encoding: .utf8)) ?? ""
        guard status == 0 else {
            throw HarnessError("\(line) exited \(status): \(output)")
        }
        return (output, status)
    }

    /// Writes `text` to an executable file at `url` through a descriptor closed on exec.
    ///
    /// Foundation's writes leave their descriptor inheritable: a tmux server another test starts
    /// meanwhile keeps it open for its whole life, and running the script then fails with "Text
    /// file busy" (ETXTBSY), once in a loaded run of the whole suite.
    static func writeExecutable(_ text: String, to url: URL) throws {
        let descriptor = open(url.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o755)
        guard descriptor >= 0 else { throw HarnessError("cannot create \(url.path): errno \(errno)") }
        defer { close(descriptor) }
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { throw HarnessError("cannot write \(url.path): errno \(errno)") }
            bytes = bytes.dropFirst(written)
        }
        // The mode given to open(2) is narrowed by the umask; an executable needs its x bits.
        guard chmod(url.path, 0o755) == 0 else { throw HarnessError("cannot chmod \(url.path): errno \(errno)") }
    }

    /// `text` in single quotes for sh, with embedded single quotes escaped.
    static func shellQuoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    /// The `sel` binary built alongside the tests (or `SEL_BINARY`).
    static var sel: String {
        if let override = ProcessInfo.processInfo.environment["SEL_BINARY"] { return override }
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        var directory = executable.deletingLastPathComponent()
        // Linux: the test runner sits next to `sel`; macOS: it is inside a bundle.
        for _ in 0..<5 {
            let candidate = directory.appendingPathComponent("sel")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate.path }
            directory = directory.deletingLastPathComponent()
        }
        return ".build/debug/sel"
    }
}
