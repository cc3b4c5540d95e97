/// What a user can do to a number field: intents, not keys (the UI's key map decides which key
/// means which).
public enum NumberFieldAction: Sendable, Hashable {
    /// Up: one step up (NUM-01, NUM-04, NUM-05; a no-op at the maximum, NUM-09).
    case increment
    /// Down: one step down.
    case decrement
    /// PageUp: one page step up.
    case incrementPage
    /// PageDown: one page step down.
    case decrementPage
    /// Home: the minimum exactly, if there is one (NUM-07).
    case toMinimum
    /// End: the maximum snapped onto the grid, if there is one (NUM-07).
    case toMaximum
    /// An action of the text field, as the core's text field names it: typing at the caret is
    /// refused, whole, when a character of it cannot be part of a valid number (NUM-03);
    /// `.replaceAll` (a paste) is not filtered by keystroke but checked on commit; moves and
    /// deletes are the text field's.
    case text(TextFieldAction)
    /// Enter or leaving the field: NUM-08.
    case commit
    /// A press on the increment (`1`) or decrement (`-1`) button at `now`: one step at once,
    /// then repeats from `NumberFieldState/repeatDelay` every `NumberFieldState/repeatInterval` (NUM-10).
    case pressStepButton(direction: Int, now: Duration)
    /// The button is released: repeating stops.
    case releaseStepButton
    /// The clock reached ``NumberFieldState/deadline``.
    case tick(now: Duration)
}
