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
            environment error; 124 timeout; 130 cancelled with Ctrl-C; 128+n killed by signal n.
            """,
        version: "0.1.0",
        subcommands: Sel.allSubcommands
    )

    /// Runs the chosen subcommand (async or not). A usage error exits with status 2, as `sel`
    /// documents, instead of ArgumentParser's 64.
    static func main() async {
        do {
            var command = try await asyncParseAsRoot()
            if var asyncCommand = command as? AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch {
            if exitCode(for: error) == .validationFailure {
                StandardStreams.writeError(fullMessage(for: error) + "\n")
                exit(withError: ExitCode(2))
            }
            exit(withError: error)
        }
    }
}
