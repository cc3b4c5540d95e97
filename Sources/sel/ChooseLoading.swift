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
    /// any moment. A failure to read the input is thrown as a value, written once the terminal is restored.
    func runLoading(_ asking: PromptAsking) throws {
        let read = ReadItems()
        let command = self
        let loading = LoadingPrompt(title: prompt.title) { () throws -> AnyPrompt<ListPromptReport<[Int]>> in
            let (list, header) = try command.readList()
            read.list = list
            let enabled = try command.choosable(list)
            if command.selectIfOne || command.scripting.selectOne, enabled.count == 1 {
                return AnyPrompt(AnsweredPrompt(answer: ListPromptReport(value: enabled, key: nil, query: nil)))
            }
            let isMultiple = command.multi || list.sections.contains { $0.selectionMode?.isMultiple == true }
            return try command.interactivePrompt(list, header: header, isMultiple: isMultiple)
        }
        var asking = asking
        // Nothing was read yet: empty input (or unreadable input) is the more useful news.
        asking.failureWithoutTerminal = {
            do {
                return try command.readList().0.items.isEmpty ? .nothingToChoose(.noItems) : nil
            } catch let failure as CommandError {
                return failure
            } catch {
                return failure("\(error)", in: "choose")
            }
        }
        let result = try asking.askOnTerminal(loading)
        if let problem = loading.failure {
            if let failure = problem as? CommandError { throw failure }
            throw failure("cannot read standard input: \(problem)", in: "choose")
        }
        if let status = ExitStatus.of(result) { throw ExitCode(status) }
        if case .chosen(let report) = result, let list = read.list { try emit(report.value ?? [], of: list, report: report) }
    }
}

/// A prompt answered before it is asked (`--select-if-one` found one item to choose): it
/// finishes with its answer at its first moment, drawing nothing.
private struct AnsweredPrompt<Value: Sendable>: Prompt {
    var answer: Value

    func preferredHeight(in screen: Size, context: PromptContext) -> Int { 1 }

    /// At once: the host sends a tick as soon as the prompt is shown.
    var deadline: Duration? { .zero }

    func handle(_ event: PromptEvent, context: PromptContext) -> PromptStep<Value> { .finish(.chosen(answer)) }

    func render(into buffer: inout Buffer, context: PromptContext) -> Point? { nil }
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
