import ArgumentParser
import SelectionTerminal
import SelectionUI

/// How a command asks one prompt, the same way in every command: line by line through
/// `PlainHost` with `--plain` or `TERM=dumb` (reading standard input when there is no terminal),
/// else on the terminal through `PromptHost`; a terminal that cannot be opened is reported for
/// `command` with the way out.
///
/// ```swift
/// let result = try PromptAsking(interaction, timeout: limit.timeout, in: "menu").ask(menu)
/// if let status = ExitStatus.of(result) { throw ExitCode(status) }
/// ```
struct PromptAsking {
    /// `--plain`, `--accessible`, `--no-mouse`.
    var interaction: InteractionOptions
    /// The time allowed; nil for no limit.
    var timeout: Duration?
    /// The command named in messages (`sel menu: …`).
    var command: String
    /// Inline or full-screen.
    var presentation: PromptContext.Presentation = .inline
    /// Whether the prompt leaves its summary line behind.
    var leavesSummary = true
    /// The environment (TERM, NO_COLOR, …).
    var environment: [String: String]

    init(_ interaction: InteractionOptions, timeout: Duration?, in command: String, environment: [String: String]) {
        self.interaction = interaction
        self.timeout = timeout
        self.command = command
        self.environment = environment
    }

    /// Asks `prompt` and returns its result; failures are reported and become exit codes.
    func ask<P: LineModePrompt>(_ prompt: P) throws -> PromptResult<P.Value> {
        do {
            if interaction.usesLineMode(environment: environment) {
                return try PlainHost.run(prompt, options: PlainHost.Options(timeout: timeout, fallsBackToStandardStreams: true))
            }
            let options = PromptHost.Options(
                presentation: presentation, timeout: timeout, usesMouse: interaction.mouse.usesMouse,
                isAccessible: interaction.accessible, leavesSummary: leavesSummary, environment: environment)
            return try PromptHost.run(prompt, options: options)
        } catch .noTerminal(let reason) {
            throw failure("no terminal to draw on: \(reason) (--plain reads the answer from standard input instead)", in: command)
        } catch {
            throw failure(error, in: command)
        }
    }
}
