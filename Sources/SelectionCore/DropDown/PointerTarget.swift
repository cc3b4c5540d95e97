/// What the pointer is over, as the host hit-tests it: the machine never sees coordinates.
public enum PointerTarget: Sendable, Equatable {
    /// The trigger (the button that opens the list).
    case trigger
    /// A row of the open list (any row: options, headers and separators).
    case row(Int)
    /// Inside the open list but on no row: its border, scroll bar or padding.
    case list
    /// Anywhere else.
    case outside
}

/// A pointer press in progress on an open drop-down: where it began and whether it has left
/// its starting place, which tells a press-drag-release from a click.
package struct PointerGesture: Sendable, Equatable {
    /// Where a press began.
    package enum Origin: Sendable, Equatable {
        /// On the trigger: the press opened the list.
        case trigger
        /// In the open list.
        case list
    }

    /// Where the press began.
    package var origin: Origin
    /// True once the pointer has moved off the place it was pressed on.
    package var hasMoved: Bool

    /// Creates a gesture record.
    package init(origin: Origin, hasMoved: Bool = false) {
        self.origin = origin
        self.hasMoved = hasMoved
    }
}
