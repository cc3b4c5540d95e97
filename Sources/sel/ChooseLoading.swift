import ArgumentParser
import SelectionCore
import SelectionMatching
import SelectionTerminal
import SelectionUI

extension ChooseCommand {
    /// Standard input that must be read whole before the list can be built (a `--json`
    /// document; every other option streams): the prompt opens
    /// at once with a reading indicator, the list is built on another thread when the input
    /// ends, and the keys typed meanwhile are applied to it in order. Esc and Ctrl-C work at
    /// any moment. A failure to read the input is thrown as a value, written once the terminal is restored.
    func runLoading(_ asking: PromptAsking) throws {
        let command = self
        let loading = LoadingPrompt(title: prompt.title) { () throws -> AnyPrompt<LoadedChoice> in
            let (list, header) = try command.readList()
            let enabled = try command.choosable(list)
            if let chosen = command.choiceWithoutAsking(enabled) {
                let report = ListPromptReport(value: chosen, key: nil, query: nil)
                return AnyPrompt(AnsweredPrompt(answer: LoadedChoice(report: report, list: list)))
            }
            let listPrompt = try command.interactivePrompt(list, header: header, isMultiple: command.isMultiple(list))
            return AnyPrompt(MappedPrompt(listPrompt) { LoadedChoice(report: $0, list: list) })
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
        if let status = ExitStatus.ofChoice(result) { throw ExitCode(status) }
        if case .chosen(let choice) = result { try emit(choice.report.value ?? [], of: choice.list, report: choice.report) }
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

/// A choice from the list the loading thread built, with that list, for printing the chosen
/// items (the result carries the list: no state shared with the loading thread).
private struct LoadedChoice: Sendable {
    var report: ListPromptReport<[Int]>
    var list: ChooseItems
}
