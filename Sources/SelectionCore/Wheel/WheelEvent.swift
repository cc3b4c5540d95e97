/// What a ``WheelState/send(_:)`` call changed, in this order: value, validity, focus, then
/// the events of the action itself.
public enum WheelEvent: Sendable, Equatable {
    /// The wheels show a different value (always a complete one: wheels cannot be half set).
    case valueChanged(Double)
    /// The value moved into or out of the minimum…maximum range (DT-17).
    case validityChanged(WheelValidity)
    /// Another wheel has the focus.
    case focusChanged(wheel: Int)
    /// The action was refused and changed nothing: a digit no wheel can take, a letter no
    /// option starts with, a separator the pattern does not have, a wheel index out of range.
    case rejectedInput(WheelAction)
    /// Shift-Tab on the first wheel: the host may move focus to the previous control.
    case focusLeftEnd
    /// Tab on the last wheel: the host may move focus to the next control.
    case focusRightEnd
}
