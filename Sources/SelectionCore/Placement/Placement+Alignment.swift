extension Placement {
    /// Which edge of the reference an aligned placement lines up with.
    ///
    /// `start` is the left edge (the right edge in right-to-left layouts) for top and bottom
    /// placements, and the top edge for left and right placements.
    public enum Alignment: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
        /// Line up the start edges.
        case start
        /// Line up the end edges.
        case end

        /// The other alignment.
        package var opposite: Alignment { self == .start ? .end : .start }

        /// The alignment's name: `"start"`.
        public var description: String { rawValue }
    }
}
