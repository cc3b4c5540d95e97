import SelectionCore
import SelectionTerminal

/// Something a host presents and runs until it finishes: a drop-down, a checklist, a digit-wheel
/// picker, a form of several fields.
///
/// A prompt is a value that owns its core state. The host gives it events (keys, mouse reports
/// already translated into the prompt's own region, pastes, resizes, clock ticks) and asks it to
/// draw into a `Buffer`; it never touches the terminal. That is what lets the same prompt run
/// in a real terminal (``PromptHost``) and on a virtual one in tests (`SelectionTesting`).
///
/// ```swift
/// let result = try await DropDown("Colour", options: ["Red", "Green", "Blue"]).run()
/// if case .chosen(let colour) = result { print(colour) }
/// ```
public protocol Prompt {
    /// What the prompt returns when the user chooses.
    associatedtype Value: Sendable

    /// How many rows the prompt wants when presented inline on a screen of `screen` cells.
    ///
    /// The host clamps the answer to the screen. Full-screen prompts are given the whole screen.
    func preferredHeight(in screen: Size, context: PromptContext) -> Int

    /// Handles one event and says whether the prompt goes on or has finished.
    mutating func handle(_ event: PromptEvent, context: PromptContext) -> PromptStep<Value>

    /// Draws the prompt into `buffer`, which covers the prompt's whole region.
    ///
    /// - Returns: Where the hardware cursor should rest (for screen readers, in accessible mode),
    ///   or nil to hide it.
    func render(into buffer: inout Buffer, context: PromptContext) -> Point?

    /// The one line an inline prompt leaves behind once it finishes (`Colour: Blue`), or nil to
    /// leave nothing.
    func summary(of result: PromptResult<Value>) -> String?

    /// When the prompt next needs a ``PromptEvent/tick`` (a typeahead search expiring), if ever.
    var deadline: Duration? { get }

    /// Called once by the host before the first frame: background work the prompt owns (reading
    /// its options as they come, scanning on other cores) reports to `inbox`, and the host
    /// delivers what it posts as ``PromptEvent/background(_:)``. The inbox closes when the
    /// prompt finishes.
    mutating func start(reportingTo inbox: PromptInbox)

    /// The host has just located the prompt's region on screen — before the first frame, and
    /// again after a resize — and `context` says where it is (``PromptContext/regionTop``).
    ///
    /// Decide here, not while drawing, what depends on where the region is: an inline drop-down
    /// chooses the side its list opens on. The default does nothing.
    mutating func prepare(for context: PromptContext)

    /// Whether the prompt wants the pointer's motion with no button held now — a menu while it is
    /// open, for hover (MENU-14, MENU-15). The host turns any-event tracking on while this is true
    /// and off again after, on terminals that can. A prompt that wraps another forwards it.
    var tracksPointerMotion: Bool { get }
}

extension Prompt {
    /// No summary by default.
    public func summary(of result: PromptResult<Value>) -> String? { nil }

    /// No deadline by default.
    public var deadline: Duration? { nil }

    /// No motion reports by default.
    public var tracksPointerMotion: Bool { false }

    /// No background work by default.
    public mutating func start(reportingTo inbox: PromptInbox) {}

    /// Nothing depends on where the region is, by default.
    public mutating func prepare(for context: PromptContext) {}
}
