import SelectionScripting
import SelectionTerminal
import SelectionUI

// fzf's `become(...)` and `print(...)` for `sel choose`: the list ends, the terminal is restored,
// and the process is replaced by the command (its exit status is the command's); the lines
// `print(...)` queued come before the chosen items.

extension ChooseCommand {
    /// Replaces the process with the command `become(...)` ended the list with, if it did: its
    /// placeholders replaced (the files of `{f}` are left for it), `/dev/tty` as its standard
    /// input, fzf's variables in its environment. Nothing the list started outlives it.
    func becomeIfAsked(_ report: ListPromptReport<[Int]>) throws {
        guard let run = report.becoming else { return }
        try queryHistory.record(report.query)
        ChildProcess.terminateAll()
        let command = run.command { lines in ShellCommand.temporaryFile(of: lines) ?? "''" }
        let why = ShellCommand.replaceProcess(with: command, environment: run.environment)
        throw failure("become: \(why)", in: "choose", status: 127)
    }
}

extension ChooseScripting {
    /// True when a binding needs the list whose items stream (a search switched off or sorting
    /// switched: the streamed list's matcher does them).
    var needsStreamedList: Bool {
        if raw { return true }
        guard let bindings = try? keyBindings(isMultiple: false) else { return false }
        let actions = bindings.entries.flatMap(\.actions) + bindings.events.values.flatMap { $0 }
        return actions.flatMap(\.commands).contains { command in
            switch command {
            case .toggleSort, .setSearching, .setRaw, .moveToMatch, .moveToBest, .exclude, .excludeChecked, .changeMatchedFields,
                .changeShownFields:
                true
            default: false
            }
        }
    }
}
