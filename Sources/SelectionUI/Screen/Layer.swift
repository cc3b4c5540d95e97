/// One layer of an ``AppScreen``'s presentation stack.
///
/// A layer remembers only who opened it and what it holds; where a popover goes (or whether it
/// must become a full-screen modal) is worked out again on every frame, so a resize re-flows it.
public struct Layer {
    /// What the layer holds.
    public enum Kind {
        /// The owner's popover, anchored to it.
        case popover
        /// A modal (any prompt) under a toolbar titled `title`.
        case modal(any ModalContent, title: String)
    }

    /// The ``Control/id`` of the control that opened it; focus returns there on dismissal.
    public var owner: String
    /// What it holds.
    public var kind: Kind

    /// Creates a layer.
    public init(owner: String, kind: Kind) {
        self.owner = owner
        self.kind = kind
    }

    /// Whether it is a popover.
    public var isPopover: Bool {
        if case .popover = kind { return true }
        return false
    }
}
