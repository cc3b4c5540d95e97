/// Why an open drop-down closed.
public enum DismissReason: Sendable, Equatable {
    /// An option was chosen, or Enter pressed (SEL-08).
    case commit
    /// Escape: nothing changed (SEL-10).
    case escape
    /// A press outside the list and its trigger (SEL-12, OVL-03).
    case outsidePress
    /// A press on the trigger of the open list (SEL-06, OVL-04).
    case triggerPress
    /// Tab: focus moves on (SEL-11).
    case tab
    /// A press-drag from the trigger released outside the list.
    case dragReleasedOutside
    /// The program closed it.
    case program
}
