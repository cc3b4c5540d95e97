/// A control and where it sits on an ``AppScreen``.
public struct ScreenItem {
    /// Where a control sits.
    public enum Place: Sendable, Hashable {
        /// A bar button at the title bar's left end.
        case leadingBarButton
        /// A bar button at the title bar's right end.
        case trailingBarButton
        /// A row of the content area, with a label before the control (nil: none).
        case row(label: String?)
    }

    /// The control.
    public var control: any Control
    /// Where it sits.
    public var place: Place

    /// Creates an item.
    public init(_ control: any Control, place: Place) {
        self.control = control
        self.place = place
    }
}
