import ArgumentParser
import SelectionTerminal
import SelectionUI

/// fzf's `--history FILE` and `--history-size N` for `sel choose`: the queries of choices made
/// are kept in FILE, and Ctrl-P and Ctrl-N recall them (fzf's `prev-history` and `next-history`;
/// a `--bind` of those keys wins).
struct ChooseHistory: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "Keep the query of each choice made in FILE (created if missing); Ctrl-P and Ctrl-N recall them (turns on --filter).",
            valueName: "FILE"))
    var history: String?

    @Option(
        name: .customLong("history-size"), parsing: .unconditional,
        help: ArgumentHelp("With --history: keep the last N queries (default 1000).", valueName: "N"))
    var historySize = 1000

    func validate() throws {
        if historySize < 1 { throw ValidationError("--history-size must be 1 or more, not \(historySize).") }
        if history == "" { throw ValidationError("--history must name a file.") }
    }

    /// Reads the history file (creating it when missing, as fzf does) and gives the list its
    /// queries, with Ctrl-P and Ctrl-N bound to recall them unless `--bind` bound those keys.
    func configure(_ configuration: inout ListPromptConfiguration) throws(CommandError) {
        guard let history else { return }
        configuration.filters = true
        configuration.queryHistory = QueryHistory(try entries(of: history))
        let recall: [(KeyEvent, ListCommand)] = [
            (KeyEvent(.character("p"), modifiers: .ctrl), .previousHistory), (KeyEvent(.character("n"), modifiers: .ctrl), .nextHistory),
        ]
        for (key, command) in recall where configuration.commands.commands(for: key) == nil {
            configuration.commands.bind([key], to: [command])
        }
    }

    /// The queries in the file at `path`, oldest first (the last `--history-size` of them).
    private func entries(of path: String) throws(CommandError) -> [String] {
        switch FileSystem.contentsOrFailure(of: Array(path.utf8)) {
        case .success(let bytes):
            let lines = bytes.split(separator: 0x0A).map { String(decoding: $0, as: UTF8.self) }
            return Array(lines.suffix(historySize))
        case .failure(let failure) where failure.isMissing:
            if case .failure(let failure) = FileSystem.replace(Array(path.utf8), with: []) { throw problem(failure, path) }
            return []
        case .failure(let failure):
            throw problem(failure, path)
        }
    }

    /// Adds `query` to the file as its newest entry, keeping the last `--history-size`; an empty
    /// query is not kept (fzf's rule). Called once a choice is made.
    func record(_ query: String?) throws(CommandError) {
        guard let history, let query, !query.isEmpty else { return }
        let path = Array(history.utf8)
        var lines: [[UInt8]] = []
        if case .success(let bytes) = FileSystem.contentsOrFailure(of: path) { lines = bytes.split(separator: 0x0A).map(Array.init) }
        // A query is one line: a newline typed or pasted into it becomes a space.
        lines.append(query.utf8.map { $0 == 0x0A ? 0x20 : $0 })
        var text = Array(lines.suffix(historySize).joined(separator: [0x0A]))
        text.append(0x0A)
        if case .failure(let failure) = FileSystem.replace(path, with: text) { throw problem(failure, history) }
    }

    private func problem(_ failure: FileSystem.Failure, _ path: String) -> CommandError {
        let name = Sanitiser.sanitise(path)
        return failure.isDenied
            ? CommandError("--history: permission denied: \(name)", in: "choose", status: ExitStatus.usage)
            : CommandError("--history: \(name): \(failure)", in: "choose", status: ExitStatus.usage)
    }
}
