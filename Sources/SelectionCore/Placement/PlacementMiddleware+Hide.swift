extension PlacementMiddleware {
    /// Reports when the floating element should be hidden: its reference has been clipped away
    /// (scrolled off screen), or it has escaped the boundary (Floating UI's `hide()`,
    /// docs/behaviour.md POS-12 and OVL-11).
    ///
    /// It never moves anything; the host decides (for example, closes a popover whose anchor is gone).
    package struct Hide: Sendable, Hashable {
        /// What to check.
        package enum Strategy: Sendable, Hashable {
            /// Whether the reference is completely clipped on some side.
            case referenceHidden
            /// Whether the floating element lies completely outside the boundary.
            case escaped
        }

        /// What to check.
        package var strategy: Strategy
        /// Cells of the boundary's edges that count as clipped.
        package var padding: SideOffsets

        /// Creates a hide stage; `referenceHidden` by default, as in Floating UI.
        package init(strategy: Strategy = .referenceHidden, padding: SideOffsets = .zero) {
            self.strategy = strategy
            self.padding = padding
        }

        /// What ``Hide`` recorded; each strategy fills its own two fields.
        package struct Data: Sendable, Hashable {
            /// True when the reference is completely clipped on some side.
            package var isReferenceHidden: Bool?
            /// Per side, how far beyond complete clipping the reference is (≥ 0 = hidden by that side).
            package var referenceHiddenOffsets: SideOffsets?
            /// True when the floating element is completely outside the boundary.
            package var hasEscaped: Bool?
            /// Per side, how far beyond complete clipping the floating element is.
            package var escapedOffsets: SideOffsets?

            /// Creates the record.
            package init(
                isReferenceHidden: Bool? = nil,
                referenceHiddenOffsets: SideOffsets? = nil,
                hasEscaped: Bool? = nil,
                escapedOffsets: SideOffsets? = nil
            ) {
                self.isReferenceHidden = isReferenceHidden
                self.referenceHiddenOffsets = referenceHiddenOffsets
                self.hasEscaped = hasEscaped
                self.escapedOffsets = escapedOffsets
            }
        }

        /// Overflow minus the element's own length: ≥ 0 on a side means it is clipped entirely by it.
        static func clippedOffsets(_ overflow: SideOffsets, size: Size) -> SideOffsets {
            SideOffsets(
                top: overflow.top - size.height,
                right: overflow.right - size.width,
                bottom: overflow.bottom - size.height,
                left: overflow.left - size.width
            )
        }

        static func isClippedOnAnySide(_ offsets: SideOffsets) -> Bool {
            Placement.Side.allCases.contains { offsets[$0] >= 0 }
        }

        func run(in state: PlacementState) -> PlacementStep {
            var hide = state.data.hide ?? Data()
            switch strategy {
            case .referenceHidden:
                let offsets = Self.clippedOffsets(state.overflow(padding: padding, of: .reference), size: state.reference.size)
                hide.referenceHiddenOffsets = offsets
                hide.isReferenceHidden = Self.isClippedOnAnySide(offsets)
            case .escaped:
                let offsets = Self.clippedOffsets(state.overflow(padding: padding, of: .floating), size: state.floating)
                hide.escapedOffsets = offsets
                hide.hasEscaped = Self.isClippedOnAnySide(offsets)
            }
            var data = state.data
            data.hide = hide
            return PlacementStep(origin: state.origin, data: data)
        }
    }

    /// Reports whether the reference is hidden or the floating element escaped (POS-12).
    package static func hide(_ strategy: Hide.Strategy = .referenceHidden, padding: SideOffsets = .zero) -> PlacementMiddleware {
        .hide(Hide(strategy: strategy, padding: padding))
    }
}
