extension PlacementMiddleware {
    /// Measures every candidate placement and picks the one with the most room, ignoring the
    /// preferred placement (Floating UI's `autoPlacement()`, docs/behaviour.md POS-11). Use it *or*
    /// ``Flip``, not both.
    ///
    /// Candidates are the four bare sides when no ``alignment`` is given; with one, the placements
    /// with that alignment first, then (if ``autoAlignment``) those with the other. The winner is
    /// the candidate with the least main-side overflow that fits on every checked side (three for a
    /// bare side, two for an aligned one), else the one with the most room. Having the most room is
    /// not enough: `right` may have the most room and still overflow at the top (POS-V7).
    package struct AutoPlacement: Sendable, Hashable {
        /// Only placements with this alignment (then the opposite one); `nil` for bare sides.
        package var alignment: Placement.Alignment?
        /// Whether the opposite alignment may be chosen when the preferred one does not fit.
        package var autoAlignment: Bool
        /// The placements that may be chosen; `nil` for all.
        package var allowedPlacements: [Placement]?
        /// Whether the main alignment side's overflow is added to the main side's when ranking.
        package var checksCrossAxis: Bool
        /// Cells to keep free at the boundary's edges.
        package var padding: SideOffsets

        /// Creates an auto placement with Floating UI's defaults.
        package init(
            alignment: Placement.Alignment? = nil,
            autoAlignment: Bool = true,
            allowedPlacements: [Placement]? = nil,
            checksCrossAxis: Bool = false,
            padding: SideOffsets = .zero
        ) {
            self.alignment = alignment
            self.autoAlignment = autoAlignment
            self.allowedPlacements = allowedPlacements
            self.checksCrossAxis = checksCrossAxis
            self.padding = padding
        }

        /// What ``AutoPlacement`` recorded: the index into ``candidates`` of the candidate being
        /// measured and the overflows of each candidate measured so far.
        package typealias Data = CandidateSearch

        /// The candidates, in the order they are measured (`getPlacementList`).
        package var candidates: [Placement] {
            guard alignment != nil || allowedPlacements == nil else { return allowedPlacements ?? [] }
            let allowed = allowedPlacements ?? Placement.all
            guard let alignment else { return allowed.filter(\.isCentred) }
            let sorted = allowed.filter { $0.alignment == alignment } + allowed.filter { $0.alignment != alignment }
            return sorted.filter { $0.alignment == alignment || (autoAlignment && !$0.isCentred) }
        }

        func run(in state: PlacementState) -> PlacementStep {
            let placements = candidates
            let currentIndex = state.data.autoPlacement?.index ?? 0
            guard currentIndex < placements.count else { return PlacementStep(unchanged: state) }
            let current = placements[currentIndex]

            // Start measuring from the first candidate's own coordinates.
            if state.placement != current {
                return PlacementStep(
                    origin: state.origin, data: state.data, reset: .recomputing(placement: placements[0], floating: nil))
            }

            let overflow = state.overflow(padding: padding)
            let sides = current.alignmentSides(
                reference: state.reference.size, floating: state.floating, isRightToLeft: state.isRightToLeft)
            let record = OverflowRecord(
                placement: current, overflows: [overflow[current.side], overflow[sides.main], overflow[sides.cross]])
            let records = (state.data.autoPlacement?.overflows ?? []) + [record]

            var data = state.data
            data.autoPlacement = Data(index: currentIndex + 1, overflows: records)
            if currentIndex + 1 < placements.count {
                return PlacementStep(
                    origin: state.origin, data: data,
                    reset: .recomputing(placement: placements[currentIndex + 1], floating: nil))
            }

            let byMostRoom = OverflowRecord.stablySorted(records) { record in
                !record.placement.isCentred && checksCrossAxis
                    ? record.overflows[0] + record.overflows[1]
                    : record.overflows[0]
            }
            // An aligned placement does not check its opposite alignment side.
            let fitting = byMostRoom.filter { record in
                record.overflows.prefix(record.placement.isCentred ? 3 : 2).allSatisfy { $0 <= 0 }
            }
            guard let chosen = (fitting.first ?? byMostRoom.first)?.placement, chosen != state.placement else {
                return PlacementStep(unchanged: state)
            }
            return PlacementStep(origin: state.origin, data: data, reset: .recomputing(placement: chosen, floating: nil))
        }
    }

    /// Picks the placement with the most room (POS-11).
    package static func autoPlacement(
        alignment: Placement.Alignment? = nil,
        allowedPlacements: [Placement]? = nil,
        padding: SideOffsets = .zero
    ) -> PlacementMiddleware {
        .autoPlacement(AutoPlacement(alignment: alignment, allowedPlacements: allowedPlacements, padding: padding))
    }
}
