extension PlacementMiddleware {
    /// Measures the room available to the floating element at its placement and caps its size to it
    /// (Floating UI's `size()` with an `apply` that sets max-width/max-height, docs/behaviour.md POS-09).
    ///
    /// The caps always start from the caller's natural size, so a placement with more room can
    /// grow the element back. When the size changes, the pipeline restarts from the new size.
    /// Put it after ``Flip`` and give both the same padding.
    ///
    /// ```
    ///   ┌────┐ ref
    ///   └────┘
    ///   ┌─────────┐ ┐
    ///   │         │ │ availableHeight = rows between the reference and the bottom padding
    ///   └─────────┘ ┘
    ///  ─────────────── screen bottom
    /// ```
    package struct Sizing: Sendable, Hashable {
        /// Cells to keep free at the boundary's edges.
        package var padding: SideOffsets
        /// Whether to cap the width at the available width.
        package var capsWidth: Bool
        /// Whether to cap the height at the available height.
        package var capsHeight: Bool
        /// The smallest size capping may produce (never more than the natural size).
        package var minimumSize: Size
        /// Whether the width is the reference's width (Zag's `sameWidth`, for a combobox list).
        package var matchesReferenceWidth: Bool

        /// Creates a sizing stage that caps both dimensions, with no minimum.
        package init(
            padding: SideOffsets = .zero,
            capsWidth: Bool = true,
            capsHeight: Bool = true,
            minimumSize: Size = Size(width: 0, height: 0),
            matchesReferenceWidth: Bool = false
        ) {
            self.padding = padding
            self.capsWidth = capsWidth
            self.capsHeight = capsHeight
            self.minimumSize = minimumSize
            self.matchesReferenceWidth = matchesReferenceWidth
        }

        /// What ``Sizing`` recorded: the room available at the current placement.
        package struct Data: Sendable, Hashable {
            /// Columns available (may be negative when there is no room at all).
            package var availableWidth: Int
            /// Rows available (may be negative when there is no room at all).
            package var availableHeight: Int

            /// Creates the record.
            package init(availableWidth: Int, availableHeight: Int) {
                self.availableWidth = availableWidth
                self.availableHeight = availableHeight
            }
        }

        /// The room available to the element in `state` (`availableWidth`/`availableHeight`).
        package func available(in state: PlacementState) -> Size {
            let overflow = state.overflow(padding: padding)
            let placement = state.placement
            let (width, height) = (state.floating.width, state.floating.height)

            let heightSide: Placement.Side
            let widthSide: Placement.Side
            switch placement.side {
            case .top, .bottom:
                heightSide = placement.side
                widthSide = placement.alignment == (state.isRightToLeft ? .start : .end) ? .left : .right
            case .left, .right:
                widthSide = placement.side
                heightSide = placement.alignment == .end ? .top : .bottom
            }

            let clippingHeight = height - overflow.top - overflow.bottom
            let clippingWidth = width - overflow.left - overflow.right
            var availableHeight = min(height - overflow[heightSide], clippingHeight)
            var availableWidth = min(width - overflow[widthSide], clippingWidth)

            // A shifting element may use the whole clipping length on that axis.
            if let shift = state.data.shift {
                if shift.isEnabledOnX { availableWidth = clippingWidth }
                if shift.isEnabledOnY { availableHeight = clippingHeight }
            } else if placement.isCentred {
                // A centred element without shift grows symmetrically, so the tighter side counts twice.
                if placement.sideAxis == .y {
                    let (start, end) = (max(overflow.left, 0), max(overflow.right, 0))
                    availableWidth = width - 2 * (start != 0 || end != 0 ? start + end : max(overflow.left, overflow.right))
                } else {
                    let (start, end) = (max(overflow.top, 0), max(overflow.bottom, 0))
                    availableHeight = height - 2 * (start != 0 || end != 0 ? start + end : max(overflow.top, overflow.bottom))
                }
            }
            return Size(width: availableWidth, height: availableHeight)
        }

        /// The size the element gets in `state`: its natural size, capped to `available`.
        func cappedSize(in state: PlacementState, available: Size) -> Size {
            let natural = state.naturalFloating
            var width = matchesReferenceWidth ? state.reference.width : natural.width
            var height = natural.height
            if capsWidth { width = max(min(minimumSize.width, width), min(width, available.width)) }
            if capsHeight { height = max(min(minimumSize.height, height), min(height, available.height)) }
            return Size(width: max(0, width), height: max(0, height))
        }

        func run(in state: PlacementState) -> PlacementStep {
            let available = available(in: state)
            var data = state.data
            data.sizing = Data(availableWidth: available.width, availableHeight: available.height)
            let size = cappedSize(in: state, available: available)
            guard size != state.floating else { return PlacementStep(origin: state.origin, data: data) }
            return PlacementStep(origin: state.origin, data: data, reset: .recomputing(placement: nil, floating: size))
        }
    }

    /// Measures the available room and caps the floating element to it (POS-09).
    package static func sizing(padding: SideOffsets = .zero, minimumSize: Size = Size(width: 0, height: 0)) -> PlacementMiddleware {
        .sizing(Sizing(padding: padding, minimumSize: minimumSize))
    }
}
