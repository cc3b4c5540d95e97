import SelectionTerminal

/// A shell command a list prompt asks its host to run to its end (``PromptEffect/run(_:)``):
/// fzf's `execute`, `execute-silent` and the `transform` family. The prompt gives the template
/// and what its placeholders stand for; the host replaces them (writing the files of `{f}`, which
/// it removes afterwards), runs `/bin/sh -c` with the prompt's `FZF_*` variables added to the
/// environment, and answers with the status and output.
package struct CommandRun: Sendable, Equatable {
    /// How the command runs.
    package enum Mode: Sendable, Equatable {
        /// On the terminal, handed over to it (`execute`); without a terminal to hand over, silently.
        case terminal
        /// Its output discarded (`execute-silent`).
        case silent
        /// For the first line it prints (`transform-query`, `transform-prompt`).
        case firstLine
        /// For everything it prints (`transform`, `transform-header`).
        case output
    }

    /// The command, with placeholders.
    package var template: String
    /// What the placeholders stand for.
    package var values: PlaceholderValues
    /// Variables added to the environment (fzf's `FZF_QUERY`, `FZF_PROMPT`, …).
    package var environment: [String: String]
    /// How it runs.
    package var mode: Mode

    /// A run of `template`.
    package init(template: String, values: PlaceholderValues, environment: [String: String], mode: Mode) {
        self.template = template
        self.values = values
        self.environment = environment
        self.mode = mode
    }

    /// The command to run, its placeholders replaced; `writingFile` makes the file of a `{f}`.
    package func command(writingFile: ([String]) -> String) -> String {
        PreviewPlaceholders.replacing(in: template, values: values, writingFile: writingFile)
    }

    /// Replaces the placeholders, runs the command as ``mode`` says and removes the files made
    /// for it; its status (128 + n for a signal, 127 when it could not start) and output. A
    /// terminal run uses `handOver` when given.
    package func perform(handingOver handOver: ((() -> Void) -> Void)?) -> (status: Int32, output: String) {
        var files: [String] = []
        let command = command { lines in
            guard let path = ShellCommand.temporaryFile(of: lines) else { return "''" }
            files.append(path)
            return path
        }
        defer { ShellCommand.removeFiles(files) }
        switch mode {
        case .terminal:
            guard let handOver else { return (ShellCommand.runSilently(command, environment: environment), "") }
            var status: Int32 = 127
            handOver {
                if case .success(let ended) = ForegroundCommand.run(command, arguments: [], environment: environment) { status = ended }
            }
            return (status, "")
        case .silent:
            return (ShellCommand.runSilently(command, environment: environment), "")
        case .firstLine, .output:
            return ShellCommand.capture(command, firstLineOnly: mode == .firstLine, environment: environment)
        }
    }
}
