import SelectionCore
import SelectionTerminal

/// What a host loop needs of a terminal: its size and colours, a clock, input, and drawing.
///
/// `TerminalSession` is the real one; `SelectionTesting`'s `VirtualTerminal` is a scripted one
/// with a manual clock, so tests run the very loop users run.
public protocol TerminalBackend: AnyObject {
    /// The terminal's size in cells.
    var size: Size { get }
    /// The colours it can show.
    var capability: ColourCapability { get }
    /// Its background, light or dark, when known (picks the standard theme's variant).
    var background: TerminalBackground? { get }
    /// The time on the backend's clock.
    var now: Duration { get }
    /// Waits up to `timeout` (nil: for ever) and returns the events that arrived.
    func readEvents(timeout: Duration?) throws(TerminalError) -> [TerminalEvent]
    /// Draws a frame: the inline region, or the whole screen.
    func draw(_ frame: Buffer, cursor: Point?) throws(TerminalError)
    /// Inline: the screen row of the region's first row, if the terminal can tell. With a zero
    /// `timeout` nothing waits: nil until the terminal answers, after which
    /// ``reportedRegionTop`` has it.
    func locateInlineRegion(timeout: Duration) throws(TerminalError) -> Int?
    /// Inline: the region's first row as the terminal last reported it, without asking or waiting.
    var reportedRegionTop: Int? { get }
    /// Counts the terminal's answers that changed ``capability``, ``background`` or
    /// ``reportedRegionTop`` after the backend opened: a host compares it after each read and
    /// applies them (a new theme, where the region is), so the first frame never waits for them.
    var answerCount: Int { get }
    /// Ctrl-Z: restore the terminal, stop, and come back after `fg`.
    func suspend()
    /// Restores the terminal, leaving `summary` on its own line (inline) if given.
    func close(summary: String?)
    /// A function other threads may call to end a wait in ``readEvents(timeout:)`` early, so
    /// background news reaches the loop at once; nil when the backend cannot be woken.
    func makeWakeUp() -> (@Sendable () -> Void)?
}

extension TerminalBackend {
    /// Unknown: hosts take it as dark.
    public var background: TerminalBackground? { nil }

    /// Never reported: ``locateInlineRegion(timeout:)`` is the backend's only answer.
    public var reportedRegionTop: Int? { nil }

    /// Answers nothing late: what it reports at the start holds.
    public var answerCount: Int { 0 }

    /// Cannot be woken: background news waits for the next input or deadline.
    public func makeWakeUp() -> (@Sendable () -> Void)? { nil }
}

extension TerminalSession: TerminalBackend {
    /// The session's wake-up (its self-pipe, polled with the tty).
    public func makeWakeUp() -> (@Sendable () -> Void)? { wakeUp }
}
