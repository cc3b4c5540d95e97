extension PlacementMiddleware {
    /// Tries other placements, in a fixed fallback order, when the current one overflows
    /// (Floating UI's `flip()`, docs/behaviour.md POS-05).
    ///
    /// The candidates are the initial placement followed by ``fallbackPlacements`` or, by default,
    /// for an aligned placement `[oppositeAlignment, opposite, opposite's oppositeAlignment]`
    /// (for a bare side just `[opposite]`). Flipping is *not* "swap to the opposite side":
    /// `bottom-start` that overflows to the right becomes `bottom-end` before any `top-…` (POS-V3).
    ///
    /// When every candidate overflows, the first one whose main side fits wins, preferring the least
    /// cross overflow; failing that, ``FallbackStrategy/bestFit`` takes the smallest sum of
    /// positive overflows.
    package struct Flip: Sendable, Hashable {
        /// Which alignment-axis overflows count (Floating UI's `crossAxis`).
        package enum CrossAxisCheck: Sendable, Hashable {
            /// Both alignment sides count for every candidate (`true`, the default).
            case checked
            /// Only the main side counts (`false`).
            case ignored
            /// Alignment sides count, but the initial axis is left only when every placement on
            /// it overflows its main side (`'alignment'`).
            case alignmentOnly
        }

        /// What to choose when every candidate overflows (Floating UI's `fallbackStrategy`).
        package enum FallbackStrategy: Sendable, Hashable {
            /// The candidate with the smallest sum of positive overflows.
            case bestFit
            /// The initial placement.
            case initialPlacement
        }

        /// Whether the perpendicular sides join the fallbacks, and which end first
        /// (Floating UI's `fallbackAxisSideDirection`).
        package enum FallbackAxisSideDirection: Sendable, Hashable {
            /// Stay on the initial axis.
            case none
            /// Add the perpendicular sides, start side first (left, or top).
            case start
            /// Add the perpendicular sides, end side first (right, or bottom).
            case end
        }

        /// Whether overflow on the placement's own side counts.
        package var checksMainAxis: Bool
        /// Whether and how overflow along the alignment axis counts.
        package var crossAxis: CrossAxisCheck
        /// The placements to try after the initial one; `nil` derives them (see the type's summary).
        package var fallbackPlacements: [Placement]?
        /// What to choose when nothing fits.
        package var fallbackStrategy: FallbackStrategy
        /// Whether to add the perpendicular sides to the derived fallbacks.
        package var fallbackAxisSideDirection: FallbackAxisSideDirection
        /// Whether the derived fallbacks include the opposite alignment.
        package var flipsAlignment: Bool
        /// Cells to keep free at the boundary's edges; use the same as ``Sizing``'s.
        package var padding: SideOffsets

        /// Creates a flip with Floating UI's defaults.
        package init(
            checksMainAxis: Bool = true,
            crossAxis: CrossAxisCheck = .checked,
            fallbackPlacements: [Placement]? = nil,
            fallbackStrategy: FallbackStrategy = .bestFit,
            fallbackAxisSideDirection: FallbackAxisSideDirection = .none,
            flipsAlignment: Bool = true,
            padding: SideOffsets = .zero
        ) {
            self.checksMainAxis = checksMainAxis
            self.crossAxis = crossAxis
            self.fallbackPlacements = fallbackPlacements
            self.fallbackStrategy = fallbackStrategy
            self.fallbackAxisSideDirection = fallbackAxisSideDirection
            self.flipsAlignment = flipsAlignment
            self.padding = padding
        }

        /// What ``Flip`` recorded: the index into ``candidates(for:isRightToLeft:)`` of the candidate
        /// being tried and the overflows of every candidate tried so far.
        package typealias Data = CandidateSearch

        /// Every placement this flip may try, `initial` first.
        package func candidates(for initial: Placement, isRightToLeft: Bool = false) -> [Placement] {
            if let fallbackPlacements { return [initial] + fallbackPlacements }
            var fallbacks = initial.isCentred || !flipsAlignment ? [initial.opposite] : initial.expandedPlacements
            switch fallbackAxisSideDirection {
            case .none: break
            case .start, .end:
                fallbacks += initial.oppositeAxisPlacements(
                    direction: fallbackAxisSideDirection == .start ? .start : .end,
                    flipsAlignment: flipsAlignment,
                    isRightToLeft: isRightToLeft
                )
            }
            return [initial] + fallbacks
        }

        func run(in state: PlacementState) -> PlacementStep {
            // The arrow's alignment nudge restarted the pipeline; flip already chose a placement.
            if state.data.arrow?.alignmentOffset != nil { return PlacementStep(unchanged: state) }

            let placement = state.placement
            let initialSideAxis = state.initialPlacement.sideAxis
            let placements = candidates(for: state.initialPlacement, isRightToLeft: state.isRightToLeft)
            let overflow = state.overflow(padding: padding)

            var overflows: [Int] = []
            if checksMainAxis { overflows.append(overflow[placement.side]) }
            if crossAxis != .ignored {
                let sides = placement.alignmentSides(
                    reference: state.reference.size, floating: state.floating, isRightToLeft: state.isRightToLeft)
                overflows += [overflow[sides.main], overflow[sides.cross]]
            }
            let records = (state.data.flip?.overflows ?? []) + [OverflowRecord(placement: placement, overflows: overflows)]

            guard overflows.contains(where: { $0 > 0 }) else { return PlacementStep(unchanged: state) }

            let nextIndex = (state.data.flip?.index ?? 0) + 1
            if nextIndex < placements.count {
                let next = placements[nextIndex]
                let ignoresCrossAxisOverflow = crossAxis == .alignmentOnly && initialSideAxis != next.sideAxis
                // With `.alignmentOnly`, leave the initial axis only once every placement on it overflows its main side.
                let mayLeaveAxis = records.allSatisfy { record in
                    record.placement.sideAxis == initialSideAxis ? record.overflow(at: 0) > 0 : true
                }
                if !ignoresCrossAxisOverflow || mayLeaveAxis {
                    var data = state.data
                    data.flip = Data(index: nextIndex, overflows: records)
                    return PlacementStep(
                        origin: state.origin, data: data, reset: .recomputing(placement: next, floating: nil))
                }
            }

            // First the candidates that fit on their main side, least cross overflow first.
            var chosen = OverflowRecord.stablySorted(records.filter { $0.overflow(at: 0) <= 0 }) { $0.overflow(at: 1) }.first?.placement
            if chosen == nil {
                switch fallbackStrategy {
                case .bestFit:
                    let hasAxisFallbacks = fallbackAxisSideDirection != .none
                    // Favour the y side axis: terminal lines, like reading directions, favour width.
                    let eligible = records.filter { record in
                        !hasAxisFallbacks || record.placement.sideAxis == initialSideAxis || record.placement.sideAxis == .y
                    }
                    chosen = OverflowRecord.stablySorted(eligible) { $0.overflows.filter { $0 > 0 }.reduce(0, +) }.first?.placement
                case .initialPlacement:
                    chosen = state.initialPlacement
                }
            }
            guard let chosen, chosen != placement else { return PlacementStep(unchanged: state) }
            return PlacementStep(origin: state.origin, data: state.data, reset: .recomputing(placement: chosen, floating: nil))
        }
    }

    /// Flips to a fallback placement when the current one overflows (POS-05), with Floating UI's defaults.
    package static func flip(
        padding: SideOffsets = .zero,
        crossAxis: Flip.CrossAxisCheck = .checked,
        fallbackPlacements: [Placement]? = nil,
        fallbackStrategy: Flip.FallbackStrategy = .bestFit
    ) -> PlacementMiddleware {
        .flip(Flip(crossAxis: crossAxis, fallbackPlacements: fallbackPlacements, fallbackStrategy: fallbackStrategy, padding: padding))
    }
}
