import SelectionCore

/// What a control tells the caller of its screen: the "value changed" of a phone's control.
///
/// ```swift
/// AppScreen(content) { note, content in
///     if case .selected(_, _, let value) = note.kind, let colour = value as? Colour { content.background = colour }
///     return .proceed
/// }
/// ```
public struct ControlNotification {
    /// What happened.
    public enum Kind {
        /// Its popover (or list) was shown.
        case shown
        /// Its popover was dismissed, and why (nil: by the screen).
        case dismissed(DismissReason?)
        /// An option was chosen: its row, its label, its value.
        case selected(index: Int, label: String, value: any Sendable)
        /// An action was triggered: a button pressed, a menu item in action mode chosen.
        case activated(index: Int?, label: String)
        /// A field's value changed (a modal picker finished): its new text and value.
        case valueChanged(label: String, value: any Sendable)
    }

    /// The control's ``Control/id``.
    public var controlID: String
    /// What happened.
    public var kind: Kind

    /// Creates a notification.
    public init(controlID: String, kind: Kind) {
        self.controlID = controlID
        self.kind = kind
    }

    /// A short line for an event log: `colour: selected 3 Blue`.
    public var logLine: String {
        switch kind {
        case .shown: "\(controlID): shown"
        case .dismissed(let reason?): "\(controlID): dismissed (\(reason))"
        case .dismissed(nil): "\(controlID): dismissed"
        case .selected(let index, let label, _): "\(controlID): selected \(index) \(label)"
        case .activated(let index?, let label): "\(controlID): activated \(index) \(label)"
        case .activated(nil, let label): "\(controlID): activated \(label)"
        case .valueChanged(let label, _): "\(controlID): value changed to \(label)"
        }
    }
}
