import SelectionCore
import SelectionTerminal

/// Anything a screen can present full-screen under a toolbar: in practice any ``Prompt``,
/// wrapped in a ``PromptModal``.
public protocol ModalContent {
    /// Handles an event in the modal's own coordinates (row 0 is the first row under the toolbar).
    mutating func handle(_ event: PromptEvent, context: PromptContext) -> PromptStep<any Sendable>
    /// Draws the modal into `buffer`, which is the area under the toolbar.
    func render(into buffer: inout Buffer, context: PromptContext) -> Point?
}

/// Hosts any ``Prompt`` as a full-screen modal: a checklist, a digit-wheel picker.
///
/// ```swift
/// return [.presentModal(PromptModal(ChecklistPrompt(title: "Purpose", options: ["Design", "Testing"])), title: "Purpose")]
/// ```
public struct PromptModal<P: Prompt>: ModalContent {
    /// The hosted prompt.
    public private(set) var prompt: P

    /// Wraps `prompt`.
    public init(_ prompt: P) {
        self.prompt = prompt
    }

    public mutating func handle(_ event: PromptEvent, context: PromptContext) -> PromptStep<any Sendable> {
        switch prompt.handle(event, context: context) {
        case .proceed: return .proceed
        case .finish(let result): return .finish(result.map { $0 as any Sendable })
        }
    }

    public func render(into buffer: inout Buffer, context: PromptContext) -> Point? {
        prompt.render(into: &buffer, context: context)
    }
}
