import ArgumentParser
import SelectionTerminal

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The `sel` command: selection controls for the shell.
@main
struct Sel: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sel",
        abstract: "Phone-style selection controls for the terminal: drop-downs, menus, checklists, digit wheels.",
        discussion: """
            Exit status: 0 chosen; 1 dismissed or nothing to choose / no match; 2 usage or \
            environment error, or a result that could not be written; 124 timeout; 129 the \
            terminal went away; 130 cancelled with Ctrl-C (and with Esc in sel choose, as \
            fzf); 141 standard output closed early \
            (as any filter); 128+n killed by signal n.

            SEL_DEFAULT_OPTS (and the file named by SEL_DEFAULT_OPTS_FILE, read first) holds \
            default options for sel choose, split as a shell splits words; the command line wins.

            Colours: every interactive command asks the terminal for its background (OSC 11) and \
            for 24-bit colour (XTGETTCAP, DECRQSS), with its other questions in the same write, \
            and waits for none of it: the first frame uses SEL_BACKGROUND, else COLORFGBG, else \
            the dark theme, and a late answer redraws in the light or dark theme it names. \
            SEL_BACKGROUND=light|dark overrides the answer (sel choose also takes --color \
            light|dark). NO_COLOR \
            turns colour off; COLORTERM=truecolor and TERM=*-256color say what the terminal shows.
            """,
        version: "0.3.0",
        subcommands: Sel.allSubcommands
    )

    /// Runs the chosen subcommand (async or not).
    ///
    /// Every write is checked (a failed write never traps) and every message is sanitised: a
    /// usage error exits with status 2, as `sel` documents, instead of ArgumentParser's 64, and
    /// its message starts `sel COMMAND:` like every other message of `sel`. An unknown command
    /// gets a suggestion, and `sel choose` gets its defaults from the environment first.
    static func main() async {
        StandardStreams.ignoreBrokenPipeSignal()
        let typed = Array(CommandLine.arguments.dropFirst())
        let names = allSubcommands.compactMap { $0.configuration.commandName }
        if let first = typed.first, let message = SubcommandSuggestion.message(for: first, commands: names) {
            CommandError(message, in: nil).exit()
        }
        let defaults: DefaultOptions
        do {
            defaults = try DefaultOptions.read(environment: ProcessInfo.processInfo.environment, readFile: DefaultOptions.readTextFile)
        } catch {
            CommandError(error.description, in: typed.first == "choose" ? "choose" : nil).exit()
        }
        // fzf's spellings (+i, -1, --multi=3) read as sel's, for `sel choose` only.
        func spelled(_ words: [String]) -> [String] {
            if words.first == "input" || words.first == "write" { return GumTextStyles.rewrite(words) }
            guard words.first == "choose" else { return words }
            return FzfSpellings.rewrite(GumStyleOptions.rewrite(words), valueOptions: ChooseScripting.valueOptions)
        }
        let commandLine = spelled(typed)
        let arguments = spelled(defaults.arguments(merging: typed))
        do {
            var command = try await parsed(arguments)
            if arguments != commandLine, await itemsComeFromDefaults(command, commandLine: commandLine) {
                CommandError("\(defaults.name): holds an item; defaults hold options only", in: "choose").exit()
            }
            if var asyncCommand = command as? AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch let failure as CommandError {
            // A command's own failure, written once, now that every prompt has restored the terminal.
            failure.exit()
        } catch {
            // The defaults are to blame when the command line parses without them.
            var blamesDefaults = false
            if arguments != commandLine { blamesDefaults = (try? await parsed(commandLine)) != nil }
            finish(with: error, source: blamesDefaults ? defaults.name : nil)
        }
    }

    /// `arguments` parsed as `sel` parses them.
    ///
    /// `sel choose …` is parsed by `ChooseCommand` alone first: through `Sel`, swift-argument-parser
    /// reflects over choose's 139 options four times (twice while `Sel` looks at the word
    /// `choose`), alone twice, which is 4 ms of a 10,000-line first frame. Whatever that does not
    /// parse (`--help`, `--version`, a mistake) is parsed again through `Sel`, whose messages and
    /// usage name `sel choose`.
    static func parsed(_ arguments: [String]) async throws -> ParsableCommand {
        if arguments.first == "choose", let choose = try? ChooseCommand.parseAsRoot(Array(arguments.dropFirst())) as? ChooseCommand {
            return choose
        }
        return try await asyncParseAsRoot(arguments)
    }

    /// True when `command`, parsed with the defaults, has more items than the command line alone
    /// gives. (When the command line alone does not parse — it may lean on the defaults, as
    /// `--limit` on a default `--multi` — this cannot be told, and is taken as false.)
    private static func itemsComeFromDefaults(_ command: ParsableCommand, commandLine: [String]) async -> Bool {
        guard let choose = command as? ChooseCommand,
            let alone = (try? await parsed(commandLine)) as? ChooseCommand
        else { return false }
        return choose.items.count != alone.items.count
    }

    /// Reports `error` as `sel` does and exits with its status; `source` names the defaults when they caused it.
    private static func finish(with error: Error, source: String?) -> Never {
        let code = exitCode(for: error)
        let message = fullMessage(for: error)
        if code == .success {
            // --help and --version: the text is the result.
            if !message.isEmpty {
                do {
                    try StandardStreams.write(Array((message + "\n").utf8), to: .output)
                } catch {
                    resultNotWritten(error, in: nil).exit()
                }
            }
            exit(withError: ExitCode.success)
        }
        if !message.isEmpty {
            StandardStreams.writeError(Sanitiser.sanitiseLines(withPrefix(message, source: source)) + "\n")
        }
        exit(withError: code == .validationFailure ? ExitCode(ExitStatus.usage) : code)
    }

    /// ArgumentParser's `Error: ` replaced by `sel COMMAND: ` (and the defaults' name, when they
    /// caused it), the prefix of every `sel` message.
    private static func withPrefix(_ message: String, source: String?) -> String {
        guard message.hasPrefix("Error: ") else { return message }
        let arguments = CommandLine.arguments.dropFirst()
        let command = arguments.first.flatMap { name in allSubcommands.first { $0._commandName == name }.map { _ in name } }
        return (command.map { "sel \($0): " } ?? "sel: ") + (source.map { $0 + ": " } ?? "") + message.dropFirst("Error: ".count)
    }
}
