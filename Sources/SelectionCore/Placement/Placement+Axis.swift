extension Placement {
    /// A grid axis: `x` grows rightward (columns), `y` grows downward (rows).
    public enum Axis: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
        /// Columns.
        case x
        /// Rows.
        case y

        /// The other axis.
        public var other: Axis { self == .x ? .y : .x }

        /// The axis's name: `"x"`.
        public var description: String { rawValue }
    }
}
