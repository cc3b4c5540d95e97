import SelectionCore
import SelectionTerminal

/// What a prompt knows of where and when it runs: the time, the screen, its region, its theme.
public struct PromptContext: Sendable {
    /// How the prompt is presented.
    public enum Presentation: Sendable, Hashable {
        /// Below the cursor, in a region that leaves the rest of the screen alone.
        case inline
        /// On the whole (alternate) screen.
        case fullScreen
    }

    /// Time since the host started, on its clock (real or manual).
    public var now: Duration
    /// The terminal's size.
    public var screen: Size
    /// The screen row of the region's first row, when known (inline: from a cursor position
    /// report; full-screen: 0).
    public var regionTop: Int?
    /// Inline, while the region's top is unknown: until when the host waits for the terminal to
    /// say where it is (its answer to the start-up question). A prompt that would draw on one side
    /// or the other of its trigger holds that part back until then, and then draws below.
    var regionTopExpectedUntil: Duration?
    /// Inline or full-screen.
    public var presentation: Presentation
    /// Styles and glyphs.
    public var theme: Theme
    /// Accessible mode: the hardware cursor rests on the highlighted row so screen readers follow it.
    public var isAccessible: Bool
    /// Whether the terminal reports the mouse (when off, widgets may leave out mouse-only hints).
    public var hasMouse: Bool

    /// Creates a context.
    public init(
        now: Duration = .zero,
        screen: Size,
        regionTop: Int? = nil,
        presentation: Presentation = .inline,
        theme: Theme = .standard,
        isAccessible: Bool = false,
        hasMouse: Bool = true
    ) {
        self.now = now
        self.screen = screen
        self.regionTop = regionTop
        self.presentation = presentation
        self.theme = theme
        self.isAccessible = isAccessible
        self.hasMouse = hasMouse
    }

    /// Rows below the region's top, down to the screen's bottom edge: the room an inline region
    /// has without scrolling the terminal.
    package var roomBelowRegionTop: Int { screen.height - (regionTop ?? 0) }

    /// Rows above the region's top: what scrolling the terminal could give an inline region.
    package var roomAboveRegionTop: Int { regionTop ?? 0 }
}
