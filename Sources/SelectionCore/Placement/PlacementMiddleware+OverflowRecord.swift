extension PlacementMiddleware {
    /// The overflows measured for one candidate placement, kept by ``Flip`` and ``AutoPlacement``
    /// to choose among candidates once all were tried.
    ///
    /// `overflows` lists the main side first, then the alignment sides checked
    /// (see ``Placement/alignmentSides(reference:floating:isRightToLeft:)``). Positive = overflow.
    package struct OverflowRecord: Sendable, Hashable, CustomStringConvertible {
        /// The candidate placement.
        package var placement: Placement
        /// Main side first, then the alignment sides that were checked.
        package var overflows: [Int]

        /// Creates a record.
        package init(placement: Placement, overflows: [Int]) {
            self.placement = placement
            self.overflows = overflows
        }

        /// `bottom-start [3, -50, -10]`.
        package var description: String { "\(placement) \(overflows)" }

        /// `records` sorted by `key`, equal keys keeping their order, as JavaScript's `sort` does
        /// (Swift's `sorted` does not promise stability).
        static func stablySorted(_ records: [OverflowRecord], by key: (OverflowRecord) -> Int) -> [OverflowRecord] {
            records.enumerated()
                .sorted { lhs, rhs in
                    let (left, right) = (key(lhs.element), key(rhs.element))
                    return left != right ? left < right : lhs.offset < rhs.offset
                }
                .map(\.element)
        }

        /// The overflow at `index`, or 0 when it was not measured (Floating UI compares
        /// `undefined`, which leaves the order unchanged).
        func overflow(at index: Int) -> Int {
            index < overflows.count ? overflows[index] : 0
        }
    }
}

extension PlacementMiddleware {
    /// How far ``Flip`` or ``AutoPlacement`` has got through its candidates.
    package struct CandidateSearch: Sendable, Hashable {
        /// Index of the candidate being tried in the middleware's candidate list.
        package var index: Int
        /// The overflows of each candidate tried, in order.
        package var overflows: [OverflowRecord]

        /// Creates the record.
        package init(index: Int, overflows: [OverflowRecord]) {
            self.index = index
            self.overflows = overflows
        }
    }
}
