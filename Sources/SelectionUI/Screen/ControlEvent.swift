import SelectionCore

/// What happened to a control, with its value typed: a `DropDownControl<Colour>` selects a
/// `Colour`, a `ModalFieldControl<Double>` changes to a `Double`.
///
/// The screen's caller reads it from a ``ControlNotification`` with the control's
/// ``ControlHandle``:
///
/// ```swift
/// if case .selected(_, let label, let colour)? = note.event(from: colourHandle) {
///     content.background = colour
///     content.status = label
/// }
/// ```
public enum ControlEvent<Value: Sendable>: Sendable {
    /// Its popover (or list) was shown.
    case shown
    /// Its popover was dismissed, and why (nil: by the screen).
    case dismissed(DismissReason?)
    /// An option was chosen: its row, its label, its value.
    case selected(index: Int, label: String, value: Value)
    /// An action was triggered: a button pressed, a menu item in action mode chosen.
    case activated(index: Int?, label: String)
    /// A field's value changed (a modal picker finished): its new text and value.
    case valueChanged(label: String, value: Value)

    /// The event without its value, as every control's events can be read.
    var kind: ControlNotification.Kind {
        switch self {
        case .shown: .shown
        case .dismissed(let reason): .dismissed(reason)
        case .selected(let index, let label, _): .selected(index: index, label: label)
        case .activated(let index, let label): .activated(index: index, label: label)
        case .valueChanged(let label, _): .valueChanged(label: label)
        }
    }
}
