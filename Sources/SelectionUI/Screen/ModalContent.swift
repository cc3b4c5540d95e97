import SelectionCore
import SelectionTerminal

/// Anything a screen can present full-screen: in practice any ``Prompt``, wrapped in a
/// ``PromptModal``.
///
/// By default the screen draws a `ModalToolbar` (`‹ Back`, the title, `Done`) on the first
/// row and gives the content the rows under it. Content that draws its own toolbar — a
/// ``SingleChoiceSheet`` with its Cancel/Done title bar, a full-screen ``WheelPicker`` with its
/// Back/category/Done bar — says so with ``drawsOwnToolbar`` and gets the whole screen, so the
/// user never sees two bars.
public protocol ModalContent {
    /// Whether the content draws its own toolbar (and handles its buttons) on its first row.
    var drawsOwnToolbar: Bool { get }
    /// Handles an event in the modal's own coordinates (row 0 is the modal's first row).
    mutating func handle(_ event: PromptEvent, context: PromptContext) -> PromptStep<any Sendable>
    /// Draws the modal into `buffer`, which is the modal's area.
    func render(into buffer: inout Buffer, context: PromptContext) -> Point?
}

extension ModalContent {
    /// The screen draws the toolbar by default.
    public var drawsOwnToolbar: Bool { false }
}

/// Hosts any ``Prompt`` as a full-screen modal: a checklist, a digit-wheel picker.
///
/// ```swift
/// let purpose = SingleChoiceSheet(title: "Purpose", options: ["Design", "Testing"])
/// return [.presentModal(PromptModal(purpose, drawsOwnToolbar: true), title: "Purpose")]
/// ```
public struct PromptModal<P: Prompt>: ModalContent {
    /// The hosted prompt.
    public private(set) var prompt: P
    /// Whether the prompt draws its own toolbar on its first row (see ``ModalContent/drawsOwnToolbar``).
    public let drawsOwnToolbar: Bool

    /// Wraps `prompt`.
    ///
    /// - Parameters:
    ///   - prompt: The prompt, given the modal's area as its full screen.
    ///   - drawsOwnToolbar: True for a prompt that draws its own title bar with its own buttons
    ///     full-screen (``SingleChoiceSheet``, ``WheelPicker``); the screen then draws none.
    public init(_ prompt: P, drawsOwnToolbar: Bool = false) {
        self.prompt = prompt
        self.drawsOwnToolbar = drawsOwnToolbar
    }

    /// Handles one event — a key, the mouse, a paste, a resize or a tick — and says whether the prompt goes on.
    public mutating func handle(_ event: PromptEvent, context: PromptContext) -> PromptStep<any Sendable> {
        prompt.handle(event, context: context).map { $0 as any Sendable }
    }

    /// Draws the prompt into its region; returns the cell where the accessible cursor rests.
    public func render(into buffer: inout Buffer, context: PromptContext) -> Point? {
        prompt.render(into: &buffer, context: context)
    }
}
