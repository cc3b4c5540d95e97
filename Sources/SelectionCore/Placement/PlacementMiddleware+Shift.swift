extension PlacementMiddleware {
    /// Slides the floating element along the reference so that it stays inside the boundary
    /// (Floating UI's `shift()`, docs/behaviour.md POS-07).
    ///
    /// On the alignment axis (the default) the element moves sideways; on the side axis (opt-in)
    /// it would overlap the reference. When the element is larger than the boundary, the start
    /// edge (left or top) wins. A ``LimitShift`` keeps it touching the reference (POS-08).
    ///
    /// ```
    ///   screen │  ┌──┐ ref                 │  ┌──┐
    ///        ┌─┼──┴──┴─┐       shift →     ├──┴──┴───┐
    ///        └─┼───────┘                   └─────────┘
    /// ```
    package struct Shift: Sendable, Hashable {
        /// Whether to slide along the alignment axis.
        package var checksMainAxis: Bool
        /// Whether to slide along the side axis, which may cover the reference.
        package var checksCrossAxis: Bool
        /// Stops the slide before the element detaches from the reference.
        package var limiter: LimitShift?
        /// Cells to keep free at the boundary's edges.
        package var padding: SideOffsets

        /// Creates a shift with Floating UI's defaults: main axis on, cross axis off, no limiter.
        package init(
            checksMainAxis: Bool = true,
            checksCrossAxis: Bool = false,
            limiter: LimitShift? = nil,
            padding: SideOffsets = .zero
        ) {
            self.checksMainAxis = checksMainAxis
            self.checksCrossAxis = checksCrossAxis
            self.limiter = limiter
            self.padding = padding
        }

        /// What ``Shift`` recorded: how far it moved the element and on which axes it was enabled.
        package struct Data: Sendable, Hashable {
            /// Columns moved (positive = rightward).
            package var x: Int
            /// Rows moved (positive = downward).
            package var y: Int
            /// Whether shifting along `x` was enabled.
            package var isEnabledOnX: Bool
            /// Whether shifting along `y` was enabled.
            package var isEnabledOnY: Bool

            /// Creates the record.
            package init(x: Int, y: Int, isEnabledOnX: Bool, isEnabledOnY: Bool) {
                self.x = x
                self.y = y
                self.isEnabledOnX = isEnabledOnX
                self.isEnabledOnY = isEnabledOnY
            }
        }

        func run(in state: PlacementState) -> PlacementStep {
            let overflow = state.overflow(padding: padding)
            let crossAxis = state.placement.sideAxis
            let mainAxis = crossAxis.other
            var coordinates = state.origin

            func slide(_ axis: Placement.Axis) {
                let startSide: Placement.Side = axis == .y ? .top : .left
                let endSide: Placement.Side = axis == .y ? .bottom : .right
                let coordinate = coordinates[axis]
                // max(start, min(coordinate, end)): when both ends overflow, the start edge wins.
                coordinates[axis] = PlacementRounding.clamp(
                    coordinate + overflow[startSide], coordinate, coordinate - overflow[endSide])
            }
            if checksMainAxis { slide(mainAxis) }
            if checksCrossAxis { slide(crossAxis) }

            var shifted = state
            shifted.origin = coordinates
            let limited = limiter?.limit(shifted) ?? coordinates

            var data = state.data
            data.shift = Data(
                x: limited.x - state.origin.x,
                y: limited.y - state.origin.y,
                isEnabledOnX: mainAxis == .x ? checksMainAxis : checksCrossAxis,
                isEnabledOnY: mainAxis == .y ? checksMainAxis : checksCrossAxis
            )
            return PlacementStep(origin: limited, data: data)
        }
    }

    /// Slides the floating element to stay inside the boundary (POS-07), optionally limited (POS-08).
    package static func shift(
        padding: SideOffsets = .zero,
        checksCrossAxis: Bool = false,
        limiter: LimitShift? = nil
    ) -> PlacementMiddleware {
        .shift(Shift(checksCrossAxis: checksCrossAxis, limiter: limiter, padding: padding))
    }
}
