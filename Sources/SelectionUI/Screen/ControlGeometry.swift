import SelectionCore

/// Where a ``Control`` and its popover are on screen when it handles input, and when that is.
public struct ControlGeometry: Sendable, Hashable {
    /// The control's own rectangle.
    public var frame: Rect
    /// The inside of its popover (or of the modal it became), when one is shown.
    public var popoverArea: Rect?
    /// The host's clock when the input arrived (typeahead searches expire by it).
    public var now: Duration

    /// Creates a geometry.
    public init(frame: Rect, popoverArea: Rect? = nil, now: Duration = .zero) {
        self.frame = frame
        self.popoverArea = popoverArea
        self.now = now
    }
}
