extension PlacementMiddleware {
    /// Stops ``Shift`` before the floating element detaches from the reference
    /// (Floating UI's `limitShift()`, docs/behaviour.md POS-08).
    ///
    /// Along the alignment axis the element's start stays within
    /// `[ref.start − floating.length + offset, ref.end − offset]`, so at least their edges touch:
    /// an anchor scrolled partly off screen keeps its popover attached (POS-V6).
    package struct LimitShift: Sendable, Hashable {
        /// Cells by which limiting starts earlier (positive) or later (negative), along the alignment axis.
        package var mainAxisOffset: Int
        /// The same along the side axis.
        package var crossAxisOffset: Int
        /// Whether to limit along the alignment axis.
        package var checksMainAxis: Bool
        /// Whether to limit along the side axis.
        package var checksCrossAxis: Bool

        /// Creates a limiter with Floating UI's defaults: offset 0, both axes limited.
        package init(mainAxisOffset: Int = 0, crossAxisOffset: Int = 0, checksMainAxis: Bool = true, checksCrossAxis: Bool = true) {
            self.mainAxisOffset = mainAxisOffset
            self.crossAxisOffset = crossAxisOffset
            self.checksMainAxis = checksMainAxis
            self.checksCrossAxis = checksCrossAxis
        }

        /// The shifted coordinates in `state`, limited so the element stays attached.
        package func limit(_ state: PlacementState) -> Point {
            let crossAxis = state.placement.sideAxis
            let mainAxis = crossAxis.other
            let reference = state.reference
            var coordinates = state.origin

            if checksMainAxis {
                let lower = reference[origin: mainAxis] - state.floating[mainAxis] + mainAxisOffset
                let upper = reference[origin: mainAxis] + reference[length: mainAxis] - mainAxisOffset
                if coordinates[mainAxis] < lower {
                    coordinates[mainAxis] = lower
                } else if coordinates[mainAxis] > upper {
                    coordinates[mainAxis] = upper
                }
            }
            if checksCrossAxis {
                // Count the offset middleware's gap on the side it was applied to.
                let isOriginSide = state.placement.side.isOriginSide
                let gap = crossAxis == .x ? (state.data.offset?.x ?? 0) : (state.data.offset?.y ?? 0)
                let lower =
                    reference[origin: crossAxis] - state.floating[crossAxis]
                    + (isOriginSide ? gap : 0) + (isOriginSide ? 0 : crossAxisOffset)
                let upper =
                    reference[origin: crossAxis] + reference[length: crossAxis]
                    + (isOriginSide ? 0 : gap) - (isOriginSide ? crossAxisOffset : 0)
                if coordinates[crossAxis] < lower {
                    coordinates[crossAxis] = lower
                } else if coordinates[crossAxis] > upper {
                    coordinates[crossAxis] = upper
                }
            }
            return coordinates
        }
    }
}
