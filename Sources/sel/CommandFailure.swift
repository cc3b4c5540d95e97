import ArgumentParser
import SelectionTerminal
import SelectionUI

/// Exit statuses shared by every `sel` command (documented in `sel --help` and the README).
enum ExitStatus {
    /// Something was chosen / matched.
    static let success: Int32 = 0
    /// Dismissed with Esc, nothing to choose, or no match.
    static let dismissed: Int32 = 1
    /// A usage or environment error (bad option, no terminal, unreadable input, unwritable result).
    static let usage: Int32 = 2
    /// `--timeout` passed before a choice.
    static let timeout: Int32 = 124
    /// Cancelled with Ctrl-C.
    static let interrupted: Int32 = 130

    /// The status for a prompt's result other than a choice; nil for a choice.
    static func of<Value>(_ result: PromptResult<Value>) -> Int32? {
        switch result {
        case .chosen: nil
        case .cancelled: dismissed
        case .timedOut: timeout
        case .interrupted: interrupted
        }
    }
}

/// How `sel` speaks: every message goes to standard error as one line `sel COMMAND: message`,
/// sanitised by the screen's own ``Sanitiser`` (controls shown as visible symbols, bidi controls
/// removed), so that input quoted in a message can never act on the terminal. A message that
/// cannot be written is dropped: there is nowhere left to report it.
enum Messages {
    /// Writes `sel COMMAND: message` (or `sel: message` without a command) on standard error,
    /// or keeps it for later while a prompt holds the terminal (``holding(_:)``).
    static func report(_ message: String, in command: String?) {
        let prefix = command.map { "sel \($0): " } ?? "sel: "
        let line = prefix + Sanitiser.sanitise(message) + "\n"
        let isHeld = held.withLock { () -> Bool in
            guard held.lines != nil else { return false }
            held.lines?.append(line)
            return true
        }
        if !isHeld { StandardStreams.writeError(line) }
    }

    /// Runs `body` (a prompt on the terminal, with work on other threads that may fail) keeping
    /// the messages reported meanwhile, then writes them once the terminal is restored, so no
    /// message lands inside the prompt's region.
    static func holding<T, Failure: Error>(_ body: () throws(Failure) -> T) throws(Failure) -> T {
        held.withLock { held.lines = [] }
        defer {
            let lines = held.withLock { () -> [String] in
                defer { held.lines = nil }
                return held.lines ?? []
            }
            for line in lines { StandardStreams.writeError(line) }
        }
        return try body()
    }

    /// Messages kept while a prompt holds the terminal; nil when they are written at once.
    private final class HeldLines: @unchecked Sendable {
        private let lock = ConditionLock()
        // Guarded by `lock`.
        var lines: [String]?

        func withLock<T>(_ body: () throws -> T) rethrows -> T { try lock.withLock(body) }
    }

    private static let held = HeldLines()
}

/// Reports `message` for `command` and returns the exit code to throw (2 unless told).
func failure(_ message: String, in command: String, status: Int32 = ExitStatus.usage) -> ExitCode {
    Messages.report(message, in: command)
    return ExitCode(status)
}

/// Reports a terminal failure for `command`; the terminal gone ends the process as hung up
/// (status 129), as a signal would have, after the session restored what it could.
func failure(_ error: TerminalError, in command: String) -> ExitCode {
    Messages.report(error.description, in: command)
    if error == .terminalClosed { StandardStreams.endAsHungUp() }
    return ExitCode(ExitStatus.usage)
}

/// Writes a command's result on standard output, checked: the reader gone (EPIPE) ends quietly
/// as a filter does (SIGPIPE, status 141); any other failure (a full disk, `/dev/full`) is
/// reported on standard error and exits 2, for a result that was not delivered.
func writeResult(_ bytes: [UInt8], in command: String) throws(ExitCode) {
    do {
        try StandardStreams.write(bytes, to: .output)
    } catch {
        throw resultNotWritten(error, in: command)
    }
}

/// The outcome of a failed write of a result (see ``writeResult(_:in:)``).
func resultNotWritten(_ error: StandardStreams.Failure, in command: String?) -> ExitCode {
    if error.isBrokenPipe { StandardStreams.endAsBrokenPipe() }
    Messages.report("the result was not written: \(error)", in: command)
    return ExitCode(ExitStatus.usage)
}
