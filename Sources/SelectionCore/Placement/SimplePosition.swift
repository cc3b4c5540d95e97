/// The simpler drop-down placement of React Aria (docs/behaviour.md POS-14): stay on the preferred
/// side unless the element does not fit there *and* the opposite side has more room; cap the
/// length to the room on the chosen side; slide along the reference to stay inside the padding,
/// the start edge winning.
///
/// It never tries the other alignment or the perpendicular sides; for that use
/// ``FloatingPosition`` with ``PlacementMiddleware/Flip``.
///
/// ```swift
/// let position = SimplePosition(
///     reference: Rect(x: 10, y: 10, width: 10, height: 1),
///     floating: Size(width: 20, height: 15),
///     placement: .bottom,
///     boundary: Rect(x: 0, y: 0, width: 80, height: 24))
/// position.placement.side   // bottom: 13 rows below, only 10 above (POS-V9)
/// position.frame.height     // 13
/// ```
public struct SimplePosition: Sendable, Hashable {
    /// The floating element's rectangle, its length on the side axis capped to ``availableLength``.
    public var frame: Rect
    /// The placement used: the preferred one or its opposite side.
    public var placement: Placement
    /// The room on the chosen side along the side axis: rows for top and bottom, columns for left and right.
    public var availableLength: Int
    /// True when the element moved to the opposite side.
    public var isFlipped: Bool

    /// Places `floating` next to `reference`.
    ///
    /// - Parameters:
    ///   - reference: The rectangle the element is anchored to.
    ///   - floating: The element's natural size, border included.
    ///   - placement: The preferred placement.
    ///   - boundary: The clipping rectangle.
    ///   - padding: Cells to keep free at the boundary's edges (React Aria's `containerPadding`).
    ///   - offset: The gap between the reference and the element, in cells along the side axis.
    ///   - flips: Whether the element may move to the opposite side.
    public init(
        reference: Rect,
        floating: Size,
        placement: Placement = .bottomStart,
        boundary: Rect,
        padding: Int = 0,
        offset: Int = 0,
        flips: Bool = true
    ) {
        func room(on side: Placement.Side) -> Int {
            switch side {
            case .top: reference.y - offset - boundary.y - padding
            case .bottom: boundary.maxY - padding - reference.maxY - offset
            case .left: reference.x - offset - boundary.x - padding
            case .right: boundary.maxX - padding - reference.maxX - offset
            }
        }
        let axis = placement.sideAxis
        var chosen = placement
        var space = room(on: placement.side)
        // Flip only when it does not fit here and the other side has strictly more room.
        if flips, floating[axis] > space, room(on: placement.side.opposite) > space {
            chosen = placement.opposite
            space = room(on: chosen.side)
        }

        var size = floating
        size[axis] = max(0, min(floating[axis], space))
        var origin = chosen.origin(of: size, anchoredTo: reference)
        origin[axis] += chosen.side.isOriginSide ? -offset : offset

        let crossAxis = axis.other
        let lowest = boundary[origin: crossAxis] + padding
        let highest = boundary[origin: crossAxis] + boundary[length: crossAxis] - padding - size[crossAxis]
        origin[crossAxis] = PlacementRounding.clamp(lowest, origin[crossAxis], highest)

        self.frame = Rect(origin: origin, size: size)
        self.placement = chosen
        self.availableLength = space
        self.isFlipped = chosen != placement
    }
}
