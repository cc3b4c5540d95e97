import ArgumentParser
import Foundation
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

            SEL_DEFAULT_OPTS (and the file named by SEL_DEFAULT_OPTS_FILE, read first) holds \
            default options for sel choose, split as a shell splits words; the command line wins.
            """,
        version: "0.1.0",
        subcommands: Sel.allSubcommands
    )

    /// Runs the chosen subcommand (async or not). A usage error exits with status 2, as `sel`
    /// documents, instead of ArgumentParser's 64. An unknown command gets a suggestion, and
    /// `sel choose` gets its defaults from the environment first.
    static func main() async {
        let typed = Array(CommandLine.arguments.dropFirst())
        let names = allSubcommands.compactMap { $0.configuration.commandName }
        if let first = typed.first, let message = SubcommandSuggestion.message(for: first, commands: names) {
            StandardStreams.writeError("sel: \(message)\n")
            exit(withError: ExitCode(2))
        }
        let defaults: DefaultOptions
        do {
            defaults = try DefaultOptions.read(environment: ProcessInfo.processInfo.environment, readFile: DefaultOptions.readTextFile)
        } catch {
            StandardStreams.writeError("sel: \(error)\n")
            exit(withError: ExitCode(2))
        }
        // fzf's spellings (+i, -1, --multi=3) read as sel's, for `sel choose` only.
        func spelled(_ words: [String]) -> [String] {
            words.first == "choose" ? FzfSpellings.rewrite(words, valueOptions: ChooseScripting.valueOptions) : words
        }
        let commandLine = spelled(typed)
        let arguments = spelled(defaults.arguments(merging: typed))
        do {
            var command = try await asyncParseAsRoot(arguments)
            if arguments != commandLine, await itemsComeFromDefaults(command, commandLine: commandLine) {
                StandardStreams.writeError("sel: \(defaults.name): holds an item; defaults hold options only\n")
                exit(withError: ExitCode(2))
            }
            if var asyncCommand = command as? AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch {
            if exitCode(for: error) == .validationFailure {
                var message = fullMessage(for: error)
                // The defaults are to blame when the command line parses without them.
                if arguments != commandLine, (try? await asyncParseAsRoot(commandLine)) != nil {
                    message =
                        message.hasPrefix("Error: ")
                        ? "Error: \(defaults.name): " + message.dropFirst("Error: ".count) : "\(defaults.name): " + message
                }
                StandardStreams.writeError(message + "\n")
                exit(withError: ExitCode(2))
            }
            exit(withError: error)
        }
    }

    /// True when `command`, parsed with the defaults, has more items than the command line alone
    /// gives. (When the command line alone does not parse — it may lean on the defaults, as
    /// `--limit` on a default `--multi` — this cannot be told, and is taken as false.)
    private static func itemsComeFromDefaults(_ command: ParsableCommand, commandLine: [String]) async -> Bool {
        guard let choose = command as? ChooseCommand,
            let alone = (try? await asyncParseAsRoot(commandLine)) as? ChooseCommand
        else { return false }
        return choose.items.count != alone.items.count
    }
}
