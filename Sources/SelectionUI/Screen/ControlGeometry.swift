import SelectionCore

/// Where a ``Control`` and its popover are on screen when it handles input.
public struct ControlGeometry: Sendable, Hashable {
    /// The control's own rectangle.
    public var frame: Rect
    /// The inside of its popover (or of the modal it became), when one is shown.
    public var popoverArea: Rect?

    /// Creates a geometry.
    public init(frame: Rect, popoverArea: Rect? = nil) {
        self.frame = frame
        self.popoverArea = popoverArea
    }
}
