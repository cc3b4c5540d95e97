extension Placement {
    /// The top-left cell of a floating element of `floating` size placed against `reference`,
    /// before any middleware runs (Floating UI's `computeCoordsFromPlacement`, docs/behaviour.md POS-01).
    ///
    /// A bare side centres the element on the reference, halving with `PlacementRounding`'s
    /// floor division; `start` lines up the start edges and `end` the end edges exactly:
    ///
    /// ```
    ///          reference
    ///          ┌──────┐
    ///          └──────┘
    ///   ┌──────────────────┐   bottom:       x = ref.x + ⌊(ref.w − fl.w) / 2⌋
    ///   └──────────────────┘
    ///          ┌──────────────────┐   bottom-start: x = ref.x
    ///          └──────────────────┘
    /// ```
    ///
    /// - Parameters:
    ///   - floating: The size of the floating element, border included.
    ///   - reference: The rectangle it is anchored to.
    ///   - isRightToLeft: Swaps start and end for top and bottom placements.
    package func origin(of floating: Size, anchoredTo reference: Rect, isRightToLeft: Bool = false) -> Point {
        let centreX = reference.x + PlacementRounding.half(reference.width - floating.width)
        let centreY = reference.y + PlacementRounding.half(reference.height - floating.height)
        var point: Point
        switch side {
        case .top: point = Point(x: centreX, y: reference.y - floating.height)
        case .bottom: point = Point(x: centreX, y: reference.maxY)
        case .right: point = Point(x: reference.maxX, y: centreY)
        case .left: point = Point(x: reference.x - floating.width, y: centreY)
        }
        guard var alignment else { return point }
        // Right-to-left mirrors the horizontal alignment only; left/right placements keep top = start.
        if isRightToLeft, sideAxis == .y { alignment = alignment.opposite }
        let axis = alignmentAxis
        let start = reference[origin: axis]
        point[axis] = alignment == .start ? start : start + reference[length: axis] - floating[axis]
        return point
    }

    /// The two sides checked for overflow along the alignment axis, main one first
    /// (Floating UI's `getAlignmentSides`, docs/behaviour.md POS-06).
    ///
    /// For a horizontal alignment axis the main side is `right` for `start` (left-to-right) and
    /// `left` otherwise; for a vertical one it is `bottom` for `start` and `top` otherwise. When the
    /// reference is longer than the floating element along that axis, the two are swapped.
    package func alignmentSides(reference: Size, floating: Size, isRightToLeft: Bool = false) -> (main: Side, cross: Side) {
        let axis = alignmentAxis
        var main: Side
        if axis == .x {
            main = alignment == (isRightToLeft ? .end : .start) ? .right : .left
        } else {
            main = alignment == .start ? .bottom : .top
        }
        if reference[axis] > floating[axis] { main = main.opposite }
        return (main, main.opposite)
    }

    /// The flip candidates after this preferred placement when it is aligned and alignment may
    /// flip: `[oppositeAlignment, opposite, opposite's oppositeAlignment]` (`getExpandedPlacements`).
    package var expandedPlacements: [Placement] {
        [oppositeAlignment, opposite, opposite.oppositeAlignment]
    }

    /// The placements on the perpendicular axis, for `flip`'s `fallbackAxisSideDirection`
    /// (`getOppositeAxisPlacements`, docs/behaviour.md POS-05).
    ///
    /// For top/bottom: `start` → `[left, right]`, `end` → `[right, left]` (mirrored right-to-left);
    /// for left/right: `start` → `[top, bottom]`, `end` → `[bottom, top]`. An aligned placement keeps
    /// its alignment on each, followed by the opposite-alignment variants when `flipsAlignment`.
    package func oppositeAxisPlacements(
        direction: Alignment,
        flipsAlignment: Bool,
        isRightToLeft: Bool = false
    ) -> [Placement] {
        let isStart = direction == .start
        let sides: [Side]
        switch side {
        case .top, .bottom:
            let leftFirst = isRightToLeft ? !isStart : isStart
            sides = leftFirst ? [.left, .right] : [.right, .left]
        case .left, .right:
            sides = isStart ? [.top, .bottom] : [.bottom, .top]
        }
        guard let alignment else { return sides.map { Placement(side: $0) } }
        let aligned = sides.map { Placement(side: $0, alignment: alignment) }
        return flipsAlignment ? aligned + aligned.map(\.oppositeAlignment) : aligned
    }
}
