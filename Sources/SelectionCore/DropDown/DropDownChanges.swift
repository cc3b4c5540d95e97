/// The part of a drop-down's state a ``DropDownStateReducer`` sees and may rewrite: whether it
/// is open, the highlighted row and the selected rows (CORE-04, ARCH-01) — Downshift's
/// `changes`.
///
/// ```swift
/// var changes = proposed
/// changes.isOpen = state.isOpen   // stay open after a choice
/// ```
public struct DropDownChanges: Sendable, Equatable {
    /// True while the list is open.
    public var isOpen: Bool
    /// The highlighted row, or `nil`. Only an option's row the highlight may rest on is kept;
    /// a closed list highlights nothing.
    public var highlighted: Int?
    /// The rows of the selected options; rows that are not options are dropped.
    public var selection: Set<Int>

    /// Creates changes from their three fields.
    public init(isOpen: Bool, highlighted: Int?, selection: Set<Int>) {
        self.isOpen = isOpen
        self.highlighted = highlighted
        self.selection = selection
    }
}
