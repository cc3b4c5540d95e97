import SelectionCore
import SelectionTerminal

/// A prompt of any type that returns `Value`: lets a ``Form`` hold fields of different prompt types.
///
/// ```swift
/// let field: AnyPrompt<String> = AnyPrompt(SingleChoiceSheet(title: "Purpose", options: ["Design", "Testing"]))
/// ```
public struct AnyPrompt<Value: Sendable>: Prompt {
    private var box: any PromptBox<Value>

    /// Wraps `prompt`.
    public init<P: Prompt>(_ prompt: P) where P.Value == Value {
        box = ConcretePromptBox(prompt: prompt)
    }

    /// The rows this prompt wants when shown inline on a screen of `screen` cells.
    public func preferredHeight(in screen: Size, context: PromptContext) -> Int {
        box.preferredHeight(in: screen, context: context)
    }

    /// Handles one event — a key, the mouse, a paste, a resize or a tick — and says whether the prompt goes on.
    public mutating func handle(_ event: PromptEvent, context: PromptContext) -> PromptStep<Value> {
        box.handle(event, context: context)
    }

    /// Draws the prompt into its region; returns the cell where the accessible cursor rests.
    public func render(into buffer: inout Buffer, context: PromptContext) -> Point? {
        box.render(into: &buffer, context: context)
    }

    /// The line an inline prompt leaves behind when it finishes, or nil.
    public func summary(of result: PromptResult<Value>) -> String? {
        box.summary(of: result)
    }

    /// When the prompt next needs a tick, if ever.
    public var deadline: Duration? { box.deadline }

    /// The wrapped prompt's wish for motion reports.
    public var tracksPointerMotion: Bool { box.tracksPointerMotion }

    /// Starts the wrapped prompt's background work.
    public mutating func start(reportingTo inbox: PromptInbox) {
        box.start(reportingTo: inbox)
    }

    /// Tells the wrapped prompt where its region is.
    public mutating func prepare(for context: PromptContext) {
        box.prepare(for: context)
    }

    /// Asks the wrapped prompt in line mode (`PlainHost`) when it is a `LineModePrompt`; nil
    /// when it has no line mode. A ``Form`` field made as an `AnyPrompt` is asked this way.
    func askInLineModeIfPossible(on device: some LineDevice, timeout: Duration?) throws(TerminalError) -> PromptResult<Value>? {
        try box.askInLineModeIfPossible(on: device, timeout: timeout)
    }
}

/// The existential behind ``AnyPrompt``: a prompt with its value type named.
private protocol PromptBox<Value> {
    associatedtype Value: Sendable
    func preferredHeight(in screen: Size, context: PromptContext) -> Int
    mutating func handle(_ event: PromptEvent, context: PromptContext) -> PromptStep<Value>
    func render(into buffer: inout Buffer, context: PromptContext) -> Point?
    func summary(of result: PromptResult<Value>) -> String?
    var deadline: Duration? { get }
    var tracksPointerMotion: Bool { get }
    mutating func start(reportingTo inbox: PromptInbox)
    mutating func prepare(for context: PromptContext)
    func askInLineModeIfPossible(on device: any LineDevice, timeout: Duration?) throws(TerminalError) -> PromptResult<Value>?
}

private struct ConcretePromptBox<P: Prompt>: PromptBox {
    var prompt: P

    func preferredHeight(in screen: Size, context: PromptContext) -> Int { prompt.preferredHeight(in: screen, context: context) }
    mutating func handle(_ event: PromptEvent, context: PromptContext) -> PromptStep<P.Value> { prompt.handle(event, context: context) }
    func render(into buffer: inout Buffer, context: PromptContext) -> Point? { prompt.render(into: &buffer, context: context) }
    func summary(of result: PromptResult<P.Value>) -> String? { prompt.summary(of: result) }
    var deadline: Duration? { prompt.deadline }
    var tracksPointerMotion: Bool { prompt.tracksPointerMotion }
    mutating func start(reportingTo inbox: PromptInbox) { prompt.start(reportingTo: inbox) }
    mutating func prepare(for context: PromptContext) { prompt.prepare(for: context) }

    func askInLineModeIfPossible(on device: any LineDevice, timeout: Duration?) throws(TerminalError) -> PromptResult<P.Value>? {
        guard let lineMode = prompt as? any LineModePrompt else { return nil }
        return try Self.ask(lineMode, on: device, timeout: timeout)
    }

    /// `prompt` asked in line mode; its value type is `P.Value`, since `prompt` is the `P` wrapped.
    private static func ask<L: LineModePrompt>(
        _ prompt: L, on device: any LineDevice, timeout: Duration?
    ) throws(TerminalError) -> PromptResult<P.Value>? {
        try prompt.askInLineMode(on: device, timeout: timeout) as? PromptResult<P.Value>
    }
}
