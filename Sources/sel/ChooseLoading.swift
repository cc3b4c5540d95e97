import ArgumentParser
import SelectionCore
import SelectionMatching
import SelectionTerminal
import SelectionUI

extension ChooseCommand {
    /// Standard input that must be read whole before the list can be built (`--json`, `--tac`,
    /// `--ansi`, the field options, `--delimiter`, `--selected`, `--cursor`): the prompt opens
    /// at once with a reading indicator, the list is built on another thread when the input
    /// ends, and the keys typed meanwhile are applied to it in order. Esc and Ctrl-C work at
    /// any moment. Messages about the input wait until the terminal is restored.
    func runLoading(environment: [String: String]) throws {
        let options = try hostOptions(environment: environment)
        let read = ReadItems()
        let command = self
        let loading = LoadingPrompt(title: prompt.title) { () throws -> AnyPrompt<ListPromptReport<[Int]>> in
            let (list, header) = try command.readScriptedItems()
            read.list = list
            guard !list.items.isEmpty else {
                throw failure("nothing to choose (no items given)", in: "choose", status: ExitStatus.dismissed)
            }
            let enabled = list.items.indices.filter { list.items[$0].disabledReason == nil }
            guard !enabled.isEmpty else {
                throw failure("nothing to choose (every item is disabled)", in: "choose", status: ExitStatus.dismissed)
            }
            if command.selectIfOne || command.scripting.selectOne, enabled.count == 1 { throw ChosenWithoutAsking(indices: enabled) }
            let isMultiple = command.multi || list.sections.contains { $0.selectionMode?.isMultiple == true }
            return try command.interactivePrompt(list, header: header, isMultiple: isMultiple)
        }
        let result: PromptResult<ListPromptReport<[Int]>>
        do {
            result = try Messages.holding { () throws(TerminalError) -> PromptResult<ListPromptReport<[Int]>> in
                try PromptHost.run(loading, options: options)
            }
        } catch .noTerminal(let reason) {
            // Nothing was read yet: empty input is the more useful news, as before.
            let (list, _) = try readScriptedItems()
            if list.items.isEmpty { throw failure("nothing to choose (no items given)", in: "choose", status: ExitStatus.dismissed) }
            throw noTerminal(reason)
        } catch {
            throw failure(error, in: "choose")
        }
        if let problem = loading.failure {
            if let chosen = problem as? ChosenWithoutAsking, let list = read.list { return try emit(chosen.indices, of: list, report: nil) }
            if let exit = problem as? ExitCode { throw exit }
            throw failure("cannot read standard input: \(problem)", in: "choose")
        }
        if let status = ExitStatus.of(result) { throw ExitCode(status) }
        if case .chosen(let report) = result, let list = read.list { try emit(report.value ?? [], of: list, report: report) }
    }
}

/// `--select-if-one` found one item to choose: it is chosen without opening the list.
private struct ChosenWithoutAsking: Error {
    var indices: [Int]
}

/// The items read by the loading thread, for printing the choice afterwards.
private final class ReadItems: @unchecked Sendable {
    private let lock = ConditionLock()
    private var stored: ChooseItems?

    var list: ChooseItems? {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }
}
