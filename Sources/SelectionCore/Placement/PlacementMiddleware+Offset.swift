extension PlacementMiddleware {
    /// Moves the floating element away from the reference and/or along it (Floating UI's
    /// `offset()`, docs/behaviour.md POS-04 and POS-15).
    ///
    /// The gap from the reference is kept per axis, because a terminal row is about twice as
    /// tall as a column is wide: ``rows`` for top and bottom placements, ``columns`` for left and
    /// right. ``terminalGutter`` (0 rows, 1 column) is the terminal default.
    ///
    /// ```swift
    /// .offset(.terminalGutter)
    /// .offset(PlacementMiddleware.Offset(rows: 1, columns: 2, crossAxis: 3))
    /// ```
    package struct Offset: Sendable, Hashable {
        /// The gap in rows between the reference and a top or bottom floating element.
        package var rows: Int
        /// The gap in columns between the reference and a left or right floating element.
        package var columns: Int
        /// Skidding along the alignment axis (mirrored for top/bottom in right-to-left layouts).
        package var crossAxis: Int
        /// For aligned placements only: skidding away from the aligned edge, overriding
        /// ``crossAxis`` (inverted for `end`).
        package var alignmentAxis: Int?

        /// Creates an offset; all distances default to 0.
        package init(rows: Int = 0, columns: Int = 0, crossAxis: Int = 0, alignmentAxis: Int? = nil) {
            self.rows = rows
            self.columns = columns
            self.crossAxis = crossAxis
            self.alignmentAxis = alignmentAxis
        }

        /// The same gap on both axes, like Floating UI's `offset(distance)`.
        package init(_ distance: Int) {
            self.init(rows: distance, columns: distance)
        }

        /// The terminal default gutter (POS-15): no blank row above or below, one column beside.
        package static let terminalGutter = Offset(rows: 0, columns: 1)

        /// What ``Offset`` recorded: the translation it applied, and for which placement.
        package struct Data: Sendable, Hashable {
            /// The horizontal translation applied.
            package var x: Int
            /// The vertical translation applied.
            package var y: Int
            /// The placement it was applied for.
            package var placement: Placement

            /// Creates the record.
            package init(x: Int, y: Int, placement: Placement) {
                self.x = x
                self.y = y
                self.placement = placement
            }
        }

        /// The translation this offset applies to `placement` (`convertValueToCoords`).
        package func translation(for placement: Placement, isRightToLeft: Bool = false) -> Point {
            let isVertical = placement.sideAxis == .y
            // Moving away from a top or left reference means going toward smaller coordinates.
            let mainSign = placement.side.isOriginSide ? -1 : 1
            let crossSign = isRightToLeft && isVertical ? -1 : 1
            var cross = crossAxis
            if let alignment = placement.alignment, let alignmentAxis {
                cross = alignment == .end ? -alignmentAxis : alignmentAxis
            }
            let main = isVertical ? rows : columns
            return isVertical
                ? Point(x: cross * crossSign, y: main * mainSign)
                : Point(x: main * mainSign, y: cross * crossSign)
        }

        func run(in state: PlacementState) -> PlacementStep {
            // After the arrow's one-off alignment nudge the coordinates already carry this offset.
            if state.placement == state.data.offset?.placement, state.data.arrow?.alignmentOffset != nil {
                return PlacementStep(unchanged: state)
            }
            let delta = translation(for: state.placement, isRightToLeft: state.isRightToLeft)
            var data = state.data
            data.offset = Data(x: delta.x, y: delta.y, placement: state.placement)
            return PlacementStep(origin: Point(x: state.origin.x + delta.x, y: state.origin.y + delta.y), data: data)
        }
    }

    /// Moves the floating element by `offset` (POS-04).
    package static func offset(rows: Int = 0, columns: Int = 0, crossAxis: Int = 0, alignmentAxis: Int? = nil) -> PlacementMiddleware {
        .offset(Offset(rows: rows, columns: columns, crossAxis: crossAxis, alignmentAxis: alignmentAxis))
    }
}
