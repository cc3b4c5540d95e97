import ArgumentParser
import SelectionTerminal
import SelectionUI

/// How a command asks one prompt, the same way in every command: line by line through
/// `PlainHost` with `--plain` or `TERM=dumb` (reading standard input when there is no terminal),
/// else on the terminal through `PromptHost`, with the one set of host options `sel` builds
/// (``hostOptions``); a terminal that cannot be opened becomes a ``CommandError`` for `command`
/// with the way out (``noTerminalHint``).
///
/// ```swift
/// let result = try PromptAsking(interaction, timeout: limit.timeout, in: "menu", environment: environment).ask(menu)
/// if let status = ExitStatus.of(result) { throw ExitCode(status) }
/// ```
struct PromptAsking {
    /// `--plain` or `TERM=dumb`: ask line by line.
    var usesLineMode: Bool
    /// Whether the session reports the mouse (not `--no-mouse`).
    var usesMouse = true
    /// `--accessible`.
    var isAccessible = false
    /// The time allowed; nil for no limit.
    var timeout: Duration?
    /// The command named in messages (`sel menu: …`).
    var command: String
    /// Inline or full-screen.
    var presentation: PromptContext.Presentation = .inline
    /// Whether the prompt leaves its summary line behind.
    var leavesSummary = true
    /// What `--color`, `--pointer` and `--marker` change in the theme; nil for none.
    var themeAdjustment: (@Sendable (Theme, ColourCapability) -> Theme)?
    /// The environment (TERM, NO_COLOR, …).
    var environment: [String: String]
    /// The way out shown after "no terminal to draw on"; nil for none.
    var noTerminalHint: String? = "--plain reads the answer from standard input instead"
    /// Better news than "no terminal to draw on", when the command has some (the input turned
    /// out empty); nil gives the message.
    var failureWithoutTerminal: (@Sendable () -> CommandError?)?

    init(_ interaction: InteractionOptions, timeout: Duration?, in command: String, environment: [String: String]) {
        self.init(timeout: timeout, in: command, environment: environment)
        usesLineMode = interaction.usesLineMode(environment: environment)
        usesMouse = interaction.mouse.usesMouse
        isAccessible = interaction.accessible
    }

    /// Asking with the host's defaults (the mouse on, not accessible, on the terminal).
    init(timeout: Duration?, in command: String, environment: [String: String]) {
        self.usesLineMode = false
        self.timeout = timeout
        self.command = command
        self.environment = environment
    }

    /// The options of the terminal host: the one place `sel` builds them.
    var hostOptions: PromptHost.Options {
        var options = PromptHost.Options(
            presentation: presentation, timeout: timeout, usesMouse: usesMouse, isAccessible: isAccessible,
            leavesSummary: leavesSummary, environment: environment)
        options.themeAdjustment = themeAdjustment
        return options
    }

    /// Asks `prompt` and returns its result; failures are thrown as ``CommandError``s.
    func ask<P: LineModePrompt>(_ prompt: P) throws(CommandError) -> PromptResult<P.Value> {
        do {
            if usesLineMode {
                return try PlainHost.run(prompt, options: PlainHost.Options(timeout: timeout, fallsBackToStandardStreams: true))
            }
            return try PromptHost.run(prompt, options: hostOptions)
        } catch {
            throw failure(error)
        }
    }

    /// Asks `prompt` on the terminal (a prompt with no line mode, or with a line mode of its own).
    func askOnTerminal<P: Prompt>(_ prompt: P) throws(CommandError) -> PromptResult<P.Value> {
        do {
            return try PromptHost.run(prompt, options: hostOptions)
        } catch {
            throw failure(error)
        }
    }

    /// Asks `dialogue` line by line on the terminal: a command's own line mode (`sel choose
    /// --plain`, whose numbered list reads its answer from /dev/tty only).
    func askLines<D: LineDialogue>(_ dialogue: D) throws(CommandError) -> PromptResult<D.Value> {
        do {
            return try PlainHost.run(dialogue, on: LineTerminal.open(), timeout: timeout)
        } catch {
            throw .terminal(error, in: command)
        }
    }

    /// Asks `prompt` on the terminal, from a task: the loop runs on a thread of its own, leaving
    /// every core of the pool to the work the prompt starts (scans of a long list).
    func askOnTerminal<P: Prompt>(_ prompt: P) async throws(CommandError) -> PromptResult<P.Value> {
        do {
            return try await prompt.run(options: hostOptions)
        } catch {
            throw failure(error)
        }
    }

    /// `error` as this command's failure, with the way out when there is no terminal.
    func failure(_ error: TerminalError) -> CommandError {
        if case .noTerminal = error, let better = failureWithoutTerminal?() { return better }
        return .terminal(error, in: command, hint: noTerminalHint)
    }
}
