// Reads the geometry types one axis at a time, so each placement rule is written once for both axes.

extension Point {
    /// The coordinate along `axis`.
    subscript(axis: Placement.Axis) -> Int {
        get { axis == .x ? x : y }
        set {
            if axis == .x { x = newValue } else { y = newValue }
        }
    }
}

extension Size {
    /// The length along `axis`: the width for `x`, the height for `y`.
    subscript(axis: Placement.Axis) -> Int {
        get { axis == .x ? width : height }
        set {
            if axis == .x { width = newValue } else { height = newValue }
        }
    }
}

extension Rect {
    /// The start coordinate along `axis`.
    subscript(origin axis: Placement.Axis) -> Int { axis == .x ? x : y }

    /// The length along `axis`.
    subscript(length axis: Placement.Axis) -> Int { axis == .x ? width : height }
}
