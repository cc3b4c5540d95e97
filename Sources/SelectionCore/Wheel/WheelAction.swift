/// What the user means to do to a digit-wheel picker; see ``WheelState/send(_:)``.
///
/// Intents, not keys: a key map turns Up into ``stepUp``, a mouse-wheel notch over wheel 2
/// into `turn(wheel: 2, by: 1)`, and so on.
public enum WheelAction: Sendable, Hashable {
    /// Up: turn the focused wheel to its next row, wrapping within the wheel (DT-02).
    case stepUp
    /// Down: turn the focused wheel to its previous row, wrapping within the wheel (DT-02).
    case stepDown
    /// PageUp: step the focused segment by its page step (DT-03), or the wheel by one row.
    case pageUp
    /// PageDown: step the focused segment back by its page step (DT-03), or the wheel by one row.
    case pageDown
    /// Home: set the focused segment to its lowest value (DT-06; 12 for a 12-hour clock's hours).
    case toLowest
    /// End: set the focused segment to its highest value (DT-06; 11 for a 12-hour clock's hours).
    case toHighest
    /// Left: focus the wheel to the left; stays on the first wheel.
    case moveLeft
    /// Right: focus the wheel to the right; stays on the last wheel.
    case moveRight
    /// Tab: like ``moveRight``, but on the last wheel it reports ``WheelEvent/focusRightEnd``.
    case tabForward
    /// Shift-Tab: like ``moveLeft``, but on the first wheel it reports ``WheelEvent/focusLeftEnd``.
    case tabBackward
    /// A typed character: a digit, a letter for a text wheel, or a separator to jump past.
    case type(Character)
    /// Backspace or Delete: drop the last digit of the focused segment (DT-14, adapted).
    case deleteBackward
    /// A mouse-wheel notch (or a drag) over a wheel: focus it and turn it by `by` rows.
    case turn(wheel: Int, by: Int)
    /// A click on a wheel: focus it.
    case focus(wheel: Int)
}
