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

/// A failure of a `sel` command, as a value: the message and the exit status. It is thrown up
/// to ``Sel/main()``, the one place that writes it, once, after every prompt has restored the
/// terminal, so no message lands inside a prompt's region and none is written by a worker thread.
///
/// ```swift
/// throw CommandError("--decimals must be 0…9", in: "number")
/// ```
struct CommandError: Error, Equatable {
    /// How the process ends once the message is written.
    enum Ending: Equatable {
        /// With ``CommandError/status``.
        case status
        /// As hung up (status 129): the terminal went away, as a signal would have ended it.
        case hungUp
        /// As a filter whose reader left (SIGPIPE, status 141), without a message.
        case brokenPipe
    }

    /// What went wrong, unsanitised (it is sanitised when written).
    var message: String
    /// The command named before the message (`sel choose: …`); nil for `sel: …`.
    var command: String?
    /// The exit status (2 unless told).
    var status: Int32
    var ending: Ending = .status

    init(_ message: String, in command: String?, status: Int32 = ExitStatus.usage, ending: Ending = .status) {
        self.message = message
        self.command = command
        self.status = status
        self.ending = ending
    }

    /// "nothing to choose": the one wording and status (1, as a dismissal), with why in brackets.
    static func nothingToChoose(_ why: NothingToChoose) -> CommandError {
        CommandError("nothing to choose (\(why.rawValue))", in: "choose", status: ExitStatus.dismissed)
    }

    /// Why there is nothing to choose.
    enum NothingToChoose: String {
        case noItems = "no items given"
        case everyItemDisabled = "every item is disabled"
    }

    /// A terminal failure for `command`, in the terminal's own words; a terminal that cannot be
    /// opened gets `hint` (the way out) after them, and the terminal gone ends the process as
    /// hung up (status 129), after the session restored what it could.
    static func terminal(_ error: TerminalError, in command: String, hint: String? = nil) -> CommandError {
        if case .noTerminal = error, let hint {
            return CommandError(error.description + " (\(hint))", in: command)
        }
        return CommandError(error.description, in: command, ending: error == .terminalClosed ? .hungUp : .status)
    }

    /// The line written on standard error: `sel COMMAND: message`, sanitised by the screen's own
    /// ``Sanitiser`` (controls shown as visible symbols, bidi controls removed), so that input
    /// quoted in a message can never act on the terminal.
    var line: String {
        (command.map { "sel \($0): " } ?? "sel: ") + Sanitiser.sanitise(message) + "\n"
    }

    /// Writes the message (a message that cannot be written is dropped: there is nowhere left to
    /// report it) and ends the process as ``ending`` says.
    func exit() -> Never {
        if ending == .brokenPipe { StandardStreams.endAsBrokenPipe() }
        StandardStreams.writeError(line)
        if ending == .hungUp { StandardStreams.endAsHungUp() }
        Sel.exit(withError: ExitCode(status))
    }
}

/// A usage or environment failure of `command` (status 2 unless told), to throw.
func failure(_ message: String, in command: String, status: Int32 = ExitStatus.usage) -> CommandError {
    CommandError(message, in: command, status: status)
}

/// A terminal failure of `command`, to throw (see ``CommandError/terminal(_:in:hint:)``).
func failure(_ error: TerminalError, in command: String) -> CommandError {
    .terminal(error, in: command)
}

/// Writes a command's result on standard output, checked: the reader gone (EPIPE) ends quietly
/// as a filter does (SIGPIPE, status 141); any other failure (a full disk, `/dev/full`) is
/// reported on standard error and exits 2, for a result that was not delivered.
func writeResult(_ bytes: [UInt8], in command: String) throws(CommandError) {
    do {
        try StandardStreams.write(bytes, to: .output)
    } catch {
        throw resultNotWritten(error, in: command)
    }
}

/// The outcome of a failed write of a result (see ``writeResult(_:in:)``).
func resultNotWritten(_ error: StandardStreams.Failure, in command: String?) -> CommandError {
    CommandError(
        "the result was not written: \(error)", in: command, ending: error.isBrokenPipe ? .brokenPipe : .status)
}
