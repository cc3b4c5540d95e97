import SelectionCore

/// What a control tells the caller of its screen: the "value changed" of a phone's control.
///
/// Every notification says which control spoke (``controlID``) and what happened without the
/// value (``kind``, enough for an event log). The value itself comes typed through the control's
/// ``ControlHandle``, never as `Any` to cast:
///
/// ```swift
/// var content = ScreenContent(title: "Selection View")
/// let colour = content.add(DropDownControl(id: "colour", options: colours), label: "Colour")
/// AppScreen(content) { note, content in
///     content.status = note.logLine
///     if case .selected(_, _, let value)? = note.event(from: colour) { content.background = value }
///     return .proceed
/// }
/// ```
public struct ControlNotification: Sendable {
    /// What happened, without the value; ``event(from:)`` gives the value typed.
    public enum Kind: Sendable, Equatable {
        /// Its popover (or list) was shown.
        case shown
        /// Its popover was dismissed, and why (nil: by the screen).
        case dismissed(DismissReason?)
        /// An option was chosen: its row and its label.
        case selected(index: Int, label: String)
        /// An action was triggered: a button pressed, a menu item in action mode chosen.
        case activated(index: Int?, label: String)
        /// A field's value changed (a modal picker finished): its new text.
        case valueChanged(label: String)
    }

    /// The control's ``Control/id``.
    public let controlID: String
    /// What happened.
    public let kind: Kind
    /// The control's own ``ControlEvent``, whose value type only its handle names.
    private let event: any Sendable

    /// Creates the notification of `event` from the control `id`.
    public init<Value: Sendable>(controlID id: String, event: ControlEvent<Value>) {
        controlID = id
        kind = event.kind
        self.event = event
    }

    /// The event, typed, when the notification comes from the control `handle` names; nil otherwise.
    ///
    /// ```swift
    /// switch note.event(from: units) {
    /// case .selected(_, _, let unit)?: run.setDistanceUnit(unit)  // a MeasurementUnit
    /// default: break
    /// }
    /// ```
    public func event<C: Control>(from handle: ControlHandle<C>) -> ControlEvent<C.Value>? {
        guard controlID == handle.id else { return nil }
        // The control of this id made the event with its own `Value`, the handle's `C.Value`.
        return event as? ControlEvent<C.Value>
    }

    /// Whether the notification comes from the control `handle` names.
    public func isFrom<C: Control>(_ handle: ControlHandle<C>) -> Bool { controlID == handle.id }

    /// A short line for an event log: `colour: selected 3 Blue`.
    package var logLine: String {
        switch kind {
        case .shown: "\(controlID): shown"
        case .dismissed(let reason?): "\(controlID): dismissed (\(reason))"
        case .dismissed(nil): "\(controlID): dismissed"
        case .selected(let index, let label): "\(controlID): selected \(index) \(label)"
        case .activated(let index?, let label): "\(controlID): activated \(index) \(label)"
        case .activated(nil, let label): "\(controlID): activated \(label)"
        case .valueChanged(let label): "\(controlID): value changed to \(label)"
        }
    }
}
