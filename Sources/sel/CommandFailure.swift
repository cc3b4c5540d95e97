import ArgumentParser
import Foundation

/// Exit statuses shared by every `sel` command (documented in `sel --help` and the README).
enum ExitStatus {
    /// Something was chosen / matched.
    static let success: Int32 = 0
    /// Dismissed with Esc, nothing to choose, or no match.
    static let dismissed: Int32 = 1
    /// A usage or environment error (bad option, no terminal, unreadable input).
    static let usage: Int32 = 2
    /// `--timeout` passed before a choice.
    static let timeout: Int32 = 124
    /// Cancelled with Ctrl-C.
    static let interrupted: Int32 = 130
}

/// Prints `sel: message` on standard error and returns the exit code to throw.
func failure(_ message: String, status: Int32 = ExitStatus.usage) -> ExitCode {
    FileHandle.standardError.write(Data("sel: \(message)\n".utf8))
    return ExitCode(status)
}
