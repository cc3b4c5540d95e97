/// What one middleware run hands back to ``FloatingPosition``: the new position and data, and
/// whether the pipeline restarts (docs/behaviour.md POS-03).
struct PlacementStep: Sendable, Equatable {
    /// How the pipeline restarts from the first middleware.
    enum Reset: Sendable, Equatable {
        /// Restart with the current coordinates (Floating UI's `reset: true`, used by the arrow).
        case keepingCoordinates
        /// Restart from the base coordinates of a new placement and/or size
        /// (`reset: {placement, rects}`); `nil` keeps the current one.
        case recomputing(placement: Placement?, floating: Size?)
    }

    /// The floating element's new top-left cell.
    var origin: Point
    /// The data after this middleware ran.
    var data: PlacementData
    /// Set when the pipeline must restart.
    var reset: Reset?

    /// A step that changes nothing.
    init(unchanged state: PlacementState) {
        self.origin = state.origin
        self.data = state.data
        self.reset = nil
    }

    /// A step with the given outcome.
    init(origin: Point, data: PlacementData, reset: Reset? = nil) {
        self.origin = origin
        self.data = data
        self.reset = reset
    }
}
