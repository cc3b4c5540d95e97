extension PlacementMiddleware {
    /// Places a one-cell arrow on the floating element's border so that it points at the
    /// reference's centre cell (Floating UI's `arrow()` ported to cells, docs/behaviour.md POS-10, POS-15).
    ///
    /// The arrow runs along the alignment axis: a column on the top or bottom border, a row on the
    /// left or right border. Its offset from the element's start edge is the reference's centre cell
    /// (`ref.start + ⌊(ref.length − 1) / 2⌋`) clamped to `[padding, length − 1 − padding]`, with the
    /// padding capped at `⌊(length − 1) / 2⌋` so the range is never empty. With `padding ≥ 1` the arrow
    /// never lands on a corner.
    ///
    /// For an aligned placement whose reference is too small to be pointed at from inside the
    /// padding, the element itself moves once by the difference (`alignmentOffset`) and the pipeline
    /// restarts (POS-V8):
    ///
    /// ```
    ///   ref at x 10, 2 wide          before: x = 10, arrow wants local 0 < padding 1
    ///           ▒▒                   after:  x = 9, arrow at local 1 = column 10
    ///          ┌^─────────────────┐
    /// ```
    package struct Arrow: Sendable, Hashable {
        /// Cells between the arrow and the element's corners; at least 1 keeps it off the corner cells.
        package var padding: SideOffsets
        /// The arrow's length along the border, in cells.
        package var length: Int

        /// Creates an arrow stage; the default padding of 1 keeps the arrow off the corners.
        package init(padding: SideOffsets = 1, length: Int = 1) {
            self.padding = padding
            self.length = length
        }

        /// What ``Arrow`` recorded.
        package struct Data: Sendable, Hashable {
            /// The arrow's offset from the element's start edge along the alignment axis.
            package var offset: Int
            /// How far the arrow is from the reference's centre cell; 0 when it points right at it.
            package var centerOffset: Int
            /// How far the element itself was moved so the arrow could reach a small reference;
            /// `nil` when it was not moved.
            package var alignmentOffset: Int?

            /// Creates the record.
            package init(offset: Int, centerOffset: Int, alignmentOffset: Int? = nil) {
                self.offset = offset
                self.centerOffset = centerOffset
                self.alignmentOffset = alignmentOffset
            }
        }

        func run(in state: PlacementState) -> PlacementStep {
            let axis = state.placement.alignmentAxis
            let floatingLength = state.floating[axis]
            let referenceStart = state.reference[origin: axis]
            let referenceLength = state.reference[length: axis]
            let coordinate = state.origin[axis]

            // Cap the padding so that `lower ≤ upper` whenever the element is at least as long as the arrow.
            let largestPadding = max(0, PlacementRounding.half(floatingLength - length))
            let startPadding = min(axis == .y ? padding.top : padding.left, largestPadding)
            let endPadding = min(axis == .y ? padding.bottom : padding.right, largestPadding)
            let lower = startPadding
            let upper = floatingLength - length - endPadding

            // The reference's centre cell, relative to the element's start edge.
            let centreFromReferenceStart = PlacementRounding.half(referenceLength - length)
            let center = referenceStart + centreFromReferenceStart - coordinate
            let offset = PlacementRounding.clamp(lower, center, upper)

            // Only an aligned placement whose reference is shorter than the padding moves itself, and only once.
            let centreToReferenceEnd = referenceLength - length - centreFromReferenceStart
            let shouldMoveElement =
                state.data.arrow == nil
                && !state.placement.isCentred
                && center != offset
                && (center < lower ? centreFromReferenceStart < startPadding : centreToReferenceEnd < endPadding)
            let alignmentOffset = shouldMoveElement ? (center < lower ? center - lower : center - upper) : 0

            var origin = state.origin
            origin[axis] = coordinate + alignmentOffset
            var data = state.data
            data.arrow = Data(
                offset: offset,
                centerOffset: center - offset - alignmentOffset,
                alignmentOffset: shouldMoveElement ? alignmentOffset : state.data.arrow?.alignmentOffset
            )
            return PlacementStep(origin: origin, data: data, reset: shouldMoveElement ? .keepingCoordinates : nil)
        }
    }

    /// Points a one-cell arrow at the reference (POS-10), `padding` cells from the corners.
    package static func arrow(padding: SideOffsets = 1) -> PlacementMiddleware {
        .arrow(Arrow(padding: padding))
    }
}
