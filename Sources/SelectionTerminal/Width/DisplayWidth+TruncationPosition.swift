extension DisplayWidth {
    /// Where ``DisplayWidth/truncate(_:toWidth:ellipsis:position:)`` removes text and puts
    /// the ellipsis.
    public enum TruncationPosition: Sendable, Equatable, CaseIterable {
        /// Keep the start, cut the end: `Purple #ff…`. Labels and values.
        case end
        /// Keep the end, cut the start: `…/Sources/sel`. Paths and breadcrumbs.
        case start
        /// Keep both ends, cut the middle: `feat…width`. Branch names, identifiers.
        ///
        /// The start keeps the larger half when the columns left do not split evenly.
        case middle
    }
}
