import SelectionCore
import SelectionTerminal
import SelectionUI

/// A prompt whose value is another prompt's, transformed: a single choice reported as a list of
/// one, so every form of `sel choose` hands back the same report.
struct MappedPrompt<Base: Prompt, Value: Sendable>: Prompt {
    private var base: Base
    private let transform: @Sendable (Base.Value) -> Value

    init(_ base: Base, transform: @escaping @Sendable (Base.Value) -> Value) {
        self.base = base
        self.transform = transform
    }

    func preferredHeight(in screen: Size, context: PromptContext) -> Int { base.preferredHeight(in: screen, context: context) }

    mutating func handle(_ event: PromptEvent, context: PromptContext) -> PromptStep<Value> {
        base.handle(event, context: context).map(transform)
    }

    func render(into buffer: inout Buffer, context: PromptContext) -> Point? { base.render(into: &buffer, context: context) }

    var deadline: Duration? { base.deadline }

    var tracksPointerMotion: Bool { base.tracksPointerMotion }

    mutating func start(reportingTo inbox: PromptInbox) { base.start(reportingTo: inbox) }

    mutating func prepare(for context: PromptContext) { base.prepare(for: context) }
}
