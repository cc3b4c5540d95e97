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
/// A control says what type of value it hands back (``Value``): a `DropDownControl<Colour>`
/// notifies ``ControlEvent/selected(index:label:value:)`` with a `Colour`, a
/// `ModalFieldControl<Double>` notifies ``ControlEvent/valueChanged(label:value:)`` with a
/// `Double`, a ``ButtonControl`` has no value (`Never`). Adding a control to ``ScreenContent``
/// returns a ``ControlHandle`` of its type, and the handle reads its events back typed:
///
/// ```swift
/// var screen = ScreenContent(title: "Form")
/// let save = screen.add(ButtonControl(id: "save", title: "Save"), label: "Document")
/// AppScreen(screen) { note, _ in
///     if case .activated? = note.event(from: save) { return .finish("saved") }
///     return .proceed
/// }
/// ```
public protocol Control {
    /// The type of the values the control's events carry (`Never` for a control without one).
    associatedtype Value: Sendable = Never

    /// The control's name on its screen, unique there; notifications carry it.
    var id: String { get }

    /// Whether Tab stops on it (default true).
    var isFocusable: Bool { get }

    /// The columns the control wants on one row.
    func preferredWidth(theme: Theme) -> Int

    /// Draws the control into `frame`; a focused control must show it without colour alone.
    func render(into buffer: inout Buffer, frame: Rect, isFocused: Bool, theme: Theme)

    /// Handles a key or a pointer report and says what the screen should do.
    mutating func handle(_ input: ControlInput, geometry: ControlGeometry) -> [ControlEffect<Value>]

    /// What the control's popover holds, while it wants one shown; nil when it has none.
    func popoverContent(limit: Size) -> PopoverContent?

    /// Draws the popover's inside (or the full-screen modal the popover became) into `area`;
    /// returns the cell of its highlighted row, where the accessible cursor rests, if any.
    @discardableResult
    func renderPopover(into buffer: inout Buffer, area: Rect, theme: Theme) -> Point?

    /// The screen laid the popover out showing `visibleRows` rows (it scrolls when fewer than its content).
    mutating func popoverDidLayout(visibleRows: Int)

    /// The screen dismissed the control's layer (Esc, a press outside, a Back button).
    mutating func layerDismissed() -> [ControlEffect<Value>]

    /// The modal the control presented finished with `result`.
    mutating func modalFinished(_ result: PromptResult<any Sendable>) -> [ControlEffect<Value>]
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
    public mutating func layerDismissed() -> [ControlEffect<Value>] { [] }
    /// Nothing to do by default.
    public mutating func modalFinished(_ result: PromptResult<any Sendable>) -> [ControlEffect<Value>] { [] }
}
