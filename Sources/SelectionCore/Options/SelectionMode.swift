/// What choosing an option of a section does: hold one checkmark, hold several, or act.
///
/// ```swift
/// ListSection("Toppings", selectionMode: .multiple(limit: 3), options: toppings)
/// ```
public enum SelectionMode: Sendable, Equatable {
    /// One checkmark per section: choosing an option replaces the previous choice.
    case single
    /// Any number of checkmarks, up to `limit` when one is given; choosing toggles.
    case multiple(limit: Int?)
    /// No checkmarks: options are actions, and choosing one fires it (a menu).
    case actions

    /// Multiple checkmarks without a limit.
    public static var multiple: SelectionMode { .multiple(limit: nil) }

    /// True for `.multiple`, with or without a limit.
    public var isMultiple: Bool {
        if case .multiple = self { return true }
        return false
    }
}
