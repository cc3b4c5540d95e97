import ArgumentParser
import SelectionTerminal

/// The `sel` command: selection controls for the shell.
@main
struct Sel: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sel",
        abstract: "Phone-style selection controls for the terminal: drop-downs, menus, checklists, digit wheels.",
        discussion: """
            Exit status: 0 chosen; 1 dismissed or nothing to choose / no match; 2 usage or
            environment error, or a result that could not be written; 124 timeout; 129 the
            terminal went away; 130 cancelled with Ctrl-C; 141 standard output closed early
            (as any filter); 128+n killed by signal n.
            """,
        version: "0.1.0",
        subcommands: Sel.allSubcommands
    )

    /// Runs the chosen subcommand (async or not).
    ///
    /// Every write is checked (a failed write never traps) and every message is sanitised: a
    /// usage error exits with status 2, as `sel` documents, instead of ArgumentParser's 64, and
    /// its message starts `sel COMMAND:` like every other message of `sel`.
    static func main() async {
        StandardStreams.ignoreBrokenPipeSignal()
        do {
            var command = try await asyncParseAsRoot()
            if var asyncCommand = command as? AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch {
            finish(with: error)
        }
    }

    /// Reports `error` as `sel` does and exits with its status.
    private static func finish(with error: Error) -> Never {
        let code = exitCode(for: error)
        let message = fullMessage(for: error)
        if code == .success {
            // --help and --version: the text is the result.
            if !message.isEmpty {
                do {
                    try StandardStreams.write(Array((message + "\n").utf8), to: .output)
                } catch {
                    _ = resultNotWritten(error, in: nil)
                    exit(withError: ExitCode(ExitStatus.usage))
                }
            }
            exit(withError: ExitCode.success)
        }
        if !message.isEmpty {
            StandardStreams.writeError(Messages.sanitisedLines(withPrefix(message)) + "\n")
        }
        exit(withError: code == .validationFailure ? ExitCode(ExitStatus.usage) : code)
    }

    /// ArgumentParser's `Error: ` replaced by `sel COMMAND: `, the prefix of every `sel` message.
    private static func withPrefix(_ message: String) -> String {
        guard message.hasPrefix("Error: ") else { return message }
        let arguments = CommandLine.arguments.dropFirst()
        let command = arguments.first.flatMap { name in allSubcommands.first { $0._commandName == name }.map { _ in name } }
        return (command.map { "sel \($0): " } ?? "sel: ") + message.dropFirst("Error: ".count)
    }
}
