extension Placement {
    /// A grid axis: `x` grows rightward (columns), `y` grows downward (rows).
    package enum Axis: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
        /// Columns.
        case x
        /// Rows.
        case y

        /// The other axis.
        package var other: Axis { self == .x ? .y : .x }

        /// The axis's name: `"x"`.
        package var description: String { rawValue }
    }
}
