extension Placement {
    /// One of the four sides of a rectangle.
    public enum Side: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
        /// The top edge (smaller `y`).
        case top
        /// The right edge (larger `x`).
        case right
        /// The bottom edge (larger `y`).
        case bottom
        /// The left edge (smaller `x`).
        case left

        /// The side across from this one.
        package var opposite: Side {
            switch self {
            case .top: .bottom
            case .right: .left
            case .bottom: .top
            case .left: .right
            }
        }

        /// The axis this side moves along: `y` for top and bottom, `x` for left and right.
        package var axis: Axis {
            switch self {
            case .top, .bottom: .y
            case .left, .right: .x
            }
        }

        /// True for the sides at the origin (top and left), where moving away means a negative delta.
        package var isOriginSide: Bool { self == .top || self == .left }

        /// The side's name: `"top"`.
        public var description: String { rawValue }
    }
}
