import SelectionCore
import SelectionTerminal

/// A control placed on an ``AppScreen``: a button, a drop-down, a field that opens a picker.
///
/// A control never presents anything itself and is never handed a presenter. It answers input
/// with ``ControlEffect``s — "present my popover", "present this prompt modally", "dismiss my
/// layer", "tell the caller my value changed" — and the screen that holds it carries them out.
/// That is how a control finds its host by itself: the caller only places it and handles its
/// ``ControlNotification``s.
///
/// ```swift
/// var screen = ScreenContent(title: "Form")
/// screen.add(ButtonControl(id: "save", title: "Save"), label: "Document")
/// ```
public protocol Control {
    /// The control's name on its screen, unique there; notifications carry it.
    var id: String { get }

    /// Whether Tab stops on it (default true).
    var isFocusable: Bool { get }

    /// The columns the control wants on one row.
    func preferredWidth(theme: Theme) -> Int

    /// Draws the control into `frame`; a focused control must show it without colour alone.
    func render(into buffer: inout Buffer, frame: Rect, isFocused: Bool, theme: Theme)

    /// Handles a key or a pointer report and says what the screen should do.
    mutating func handle(_ input: ControlInput, geometry: ControlGeometry) -> [ControlEffect]

    /// What the control's popover holds, while it wants one shown; nil when it has none.
    func popoverContent(limit: Size) -> PopoverContent?

    /// Draws the popover's inside (or the full-screen modal the popover became) into `area`;
    /// returns the cell of its highlighted row, where the accessible cursor rests, if any.
    @discardableResult
    func renderPopover(into buffer: inout Buffer, area: Rect, theme: Theme) -> Point?

    /// The screen laid the popover out showing `visibleRows` rows (it scrolls when fewer than its content).
    mutating func popoverDidLayout(visibleRows: Int)

    /// The screen dismissed the control's layer (Esc, a press outside, a Back button).
    mutating func layerDismissed() -> [ControlEffect]

    /// The modal the control presented finished with `result`.
    mutating func modalFinished(_ result: PromptResult<any Sendable>) -> [ControlEffect]
}

extension Control {
    /// Focusable by default.
    public var isFocusable: Bool { true }
    /// No popover by default.
    public func popoverContent(limit: Size) -> PopoverContent? { nil }
    /// Nothing to draw by default.
    @discardableResult
    public func renderPopover(into buffer: inout Buffer, area: Rect, theme: Theme) -> Point? { nil }
    /// Ignored by default.
    public mutating func popoverDidLayout(visibleRows: Int) {}
    /// Nothing to do by default.
    public mutating func layerDismissed() -> [ControlEffect] { [] }
    /// Nothing to do by default.
    public mutating func modalFinished(_ result: PromptResult<any Sendable>) -> [ControlEffect] { [] }
}
