/// A caller's rewrite of every change a drop-down proposes, before it is committed (CORE-04,
/// ARCH-01, ARCH-06): Downshift's `stateReducer(state, actionAndChanges) -> changes`.
///
/// The drop-down computes the changes an action proposes, then calls the reducer with the state
/// before, the action (the change type: ``DropDownAction`` says what caused it) and the proposed
/// changes, and commits what it returns. It is called only when the action changes the state,
/// and must be pure. The events ``DropDownState/send(_:)`` returns describe what was committed,
/// only for what changed.
///
/// ```swift
/// // A menu that stays open, its highlight in place, for several picks (ARCH-06).
/// configuration.stateReducer = DropDownStateReducer { state, action, proposed in
///     guard case .commit = action else { return proposed }
///     var changes = proposed
///     changes.isOpen = state.isOpen
///     changes.highlighted = state.highlighted
///     return changes
/// }
/// ```
public struct DropDownStateReducer: Sendable, Equatable {
    /// The rewrite: the state before, the action, the proposed changes; returns the changes to
    /// commit.
    public let reduce: @Sendable (DropDownChanges, DropDownAction, DropDownChanges) -> DropDownChanges

    /// Creates a reducer from a pure function.
    public init(
        _ reduce: @escaping @Sendable (_ state: DropDownChanges, _ action: DropDownAction, _ proposed: DropDownChanges) -> DropDownChanges
    ) {
        self.reduce = reduce
    }

    /// Always true: a function has no identity to compare, and a reducer is never part of a
    /// configuration's equality.
    public static func == (lhs: DropDownStateReducer, rhs: DropDownStateReducer) -> Bool { true }
}
