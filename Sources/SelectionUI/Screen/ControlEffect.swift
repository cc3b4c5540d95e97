/// What a ``Control`` asks of the screen that holds it; `Value` is the type of the control's values.
public enum ControlEffect<Value: Sendable> {
    /// Show the control's popover (its ``Control/popoverContent(limit:)``) on top.
    case presentPopover
    /// Present `content` as a full-screen modal with a toolbar titled `title`; its result comes
    /// back through ``Control/modalFinished(_:)``.
    case presentModal(any ModalContent, title: String)
    /// Dismiss the layer this control presented.
    case dismissLayer
    /// Tell the screen's caller something happened.
    case notify(ControlEvent<Value>)
}
