/// The "safe triangle" of a submenu (MENU-14's pointer routing lock): the triangle between the
/// point where the pointer left the submenu's item and the near edge of the submenu.
///
/// ```
///   item ●──────────────┐ ╭──────────╮   The pointer leaves the item at ● and moves
///        │  ╲ triangle  │ │ submenu  │   diagonally toward the submenu: every point
///        │     ╲        │ │          │   inside the triangle crosses sibling items,
///        └────────╲─────┘ │          │   which must not take the highlight or close
///                    ╲    ╰──────────╯   the submenu on the way.
/// ```
package struct SafeTriangle: Sendable, Equatable {
    /// Where the pointer was last on the submenu's item.
    package var apex: Point
    /// The submenu's frame.
    package var target: Rect

    /// Creates a triangle from `apex` to the near edge of `target`.
    package init(apex: Point, target: Rect) {
        self.apex = apex
        self.target = target
    }

    /// Whether `point` lies in the triangle (edges included), or inside the target itself.
    package func contains(_ point: Point) -> Bool {
        if target.contains(point) { return true }
        guard target.width > 0, target.height > 0 else { return false }
        // The near edge: the target's left column when it lies to the right of the apex.
        let edgeX = target.x > apex.x ? target.x : target.maxX - 1
        let top = Point(x: edgeX, y: target.y)
        let bottom = Point(x: edgeX, y: target.maxY - 1)
        func cross(_ a: Point, _ b: Point, _ c: Point) -> Int {
            (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x)
        }
        let d1 = cross(apex, top, point)
        let d2 = cross(top, bottom, point)
        let d3 = cross(bottom, apex, point)
        let hasNegative = d1 < 0 || d2 < 0 || d3 < 0
        let hasPositive = d1 > 0 || d2 > 0 || d3 > 0
        return !(hasNegative && hasPositive)
    }
}
