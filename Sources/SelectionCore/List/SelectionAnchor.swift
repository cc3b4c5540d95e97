/// Where a range selection started and where it last reached (LB-06): Shift+arrows and
/// Shift+click replace the range between them with the range from the anchor to the new row.
package struct SelectionAnchor: Sendable, Equatable {
    /// The row of the last plain toggle: the fixed end of the range.
    package var anchor: Int
    /// The row the range last reached: the moving end.
    package var current: Int

    /// Creates an anchor whose range is `anchor ... current`.
    package init(anchor: Int, current: Int) {
        self.anchor = anchor
        self.current = current
    }
}
