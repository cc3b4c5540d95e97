import Foundation

/// Runs the built `sel` binary with arguments and standard input bytes, and captures what it
/// prints and how it exits. Shared by the end-to-end tests.
///
/// ```swift
/// let result = try SelProcess.run(["filter", "--query", "ab"], input: Array("ab\nxy\n".utf8))
/// #expect(result.status == 0)
/// #expect(result.output == Array("ab\n".utf8))
/// ```
struct SelProcess {
    /// What a run produced.
    struct Result: Equatable {
        /// The exit status, or 128 + the signal number when a signal ended the process.
        var status: Int32
        /// Everything written to standard output.
        var output: [UInt8]
        /// Everything written to standard error, as text.
        var errors: String
        /// Everything written to standard error, as bytes (invalid UTF-8 kept); not compared.
        var errorBytes: [UInt8] = []

        static func == (left: Result, right: Result) -> Bool {
            left.status == right.status && left.output == right.output && left.errors == right.errors
        }
    }

    /// A run that did not finish in time, or a binary that cannot be found.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// The `sel` executable: `$SEL_BINARY` if set, else the one built next to the running test
    /// bundle (`.build/debug/sel`, or `.build/release/sel` for `swift test -c release`).
    static func binary() throws -> URL {
        if let path = ProcessInfo.processInfo.environment["SEL_BINARY"] {
            return URL(fileURLWithPath: path)
        }
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent()
        // On macOS the test binary sits inside a bundle: walk up until `sel` appears.
        for _ in 0..<5 {
            let candidate = directory.appendingPathComponent("sel")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            directory = directory.deletingLastPathComponent()
        }
        throw Failure(description: "cannot find the sel binary near \(CommandLine.arguments[0]); build it or set SEL_BINARY")
    }

    /// Runs `sel` with `arguments`, feeding `input` on standard input.
    ///
    /// - Parameters:
    ///   - standardInput: A file to use as standard input instead of `input` (e.g. a directory,
    ///     to provoke a read error).
    ///   - standardOutput: A file to write standard output to instead of capturing it (e.g.
    ///     `/dev/full`, to provoke a write error).
    ///   - timeout: How long to wait before killing the process and failing.
    static func run(
        _ arguments: [String], input: [UInt8] = [], standardInput: String? = nil, standardOutput: String? = nil,
        timeout: TimeInterval = 60
    ) throws -> Result {
        try run(
            executable: binary(), arguments, input: input, standardInput: standardInput, standardOutput: standardOutput, timeout: timeout)
    }

    /// Runs `sel` with `arguments` in a new session (`setsid -w`), so it has no controlling
    /// terminal and `/dev/tty` cannot be opened.
    static func runWithoutTerminal(_ arguments: [String], input: [UInt8] = []) throws -> Result {
        try run(executable: URL(fileURLWithPath: "/usr/bin/setsid"), ["-w", binary().path] + arguments, input: input)
    }

    /// Runs any executable the same way (used to run `fzf` beside `sel`).
    static func run(
        executable: URL, _ arguments: [String], input: [UInt8] = [], standardInput: String? = nil,
        standardOutput: String? = nil, timeout: TimeInterval = 60
    ) throws -> Result {
        // Files, not pipes, carry the data: no pipe buffer can fill up and stall either side.
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("sel-process-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let inputURL = directory.appendingPathComponent("stdin")
        let outputURL = directory.appendingPathComponent("stdout")
        let errorURL = directory.appendingPathComponent("stderr")
        try Data(input).write(to: inputURL)
        _ = FileManager.default.createFile(atPath: outputURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errorURL.path, contents: nil)

        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        // A crash must not hang in the backtracer with the output files open.
        environment["SWIFT_BACKTRACE"] = "enable=no"
        process.environment = environment
        guard let inputHandle = FileHandle(forReadingAtPath: standardInput ?? inputURL.path) else {
            throw Failure(description: "cannot open \(standardInput ?? inputURL.path)")
        }
        let outputHandle = try FileHandle(forWritingTo: standardOutput.map { URL(fileURLWithPath: $0) } ?? outputURL)
        let errorHandle = try FileHandle(forWritingTo: errorURL)
        defer {
            try? inputHandle.close()
            try? outputHandle.close()
            try? errorHandle.close()
        }
        process.standardInput = inputHandle
        process.standardOutput = outputHandle
        process.standardError = errorHandle

        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        try process.run()
        if finished.wait(timeout: .now() + timeout) == .timedOut {
            process.terminate()
            finished.wait()
            throw Failure(description: "\(executable.lastPathComponent) \(arguments) did not finish in \(timeout) s")
        }
        let status =
            process.terminationReason == .uncaughtSignal
            ? 128 + process.terminationStatus : process.terminationStatus
        let errorBytes = Array(try Data(contentsOf: errorURL))
        return Result(
            status: status,
            output: Array(try Data(contentsOf: outputURL)),
            errors: String(decoding: errorBytes, as: UTF8.self),
            errorBytes: errorBytes)
    }
}
