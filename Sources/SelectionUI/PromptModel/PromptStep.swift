/// What a prompt says after an event: go on, or finished with a result — and the work it asks
/// its host to start or stop (`PromptEffect`), as values the host performs.
///
/// ```swift
/// struct Nod: Prompt {
///     func preferredHeight(in screen: Size, context: PromptContext) -> Int { 1 }
///     mutating func handle(_ event: PromptEvent, context: PromptContext) -> PromptStep<Bool> {
///         if case .key(let key) = event, key.key == .enter { return .finish(.chosen(true)) }
///         return .proceed
///     }
///     func render(into buffer: inout Buffer, context: PromptContext) -> Point? { nil }
/// }
/// ```
public struct PromptStep<Value: Sendable>: Sendable {
    /// The result when the prompt finished (the host closes it and returns the result); nil to keep running.
    public let result: PromptResult<Value>?
    /// What the host should start or stop, in order; the results come back as events.
    package var effects: [PromptEffect]

    /// Keep running.
    public static var proceed: PromptStep { PromptStep(result: nil, effects: []) }

    /// Finished with `result`.
    public static func finish(_ result: PromptResult<Value>) -> PromptStep { PromptStep(result: result, effects: []) }

    /// Keep running, once the host has performed `effects`.
    package static func proceed(performing effects: [PromptEffect]) -> PromptStep {
        PromptStep(result: nil, effects: effects)
    }

    package init(result: PromptResult<Value>?, effects: [PromptEffect]) {
        self.result = result
        self.effects = effects
    }

    /// The same step with its result's value transformed; the effects stay (a wrapper forwards them).
    public func map<Other: Sendable>(_ transform: (Value) -> Other) -> PromptStep<Other> {
        PromptStep<Other>(result: result.map { $0.map(transform) }, effects: effects)
    }
}
