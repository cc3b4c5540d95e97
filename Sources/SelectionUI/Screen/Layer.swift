/// One layer of an ``AppScreen``'s presentation stack.
///
/// A layer remembers only who opened it and what it holds; where a popover goes (or whether it
/// must become a full-screen modal) is worked out again on every frame, so a resize re-flows it.
package struct Layer {
    /// What the layer holds.
    package enum Kind {
        /// The owner's popover, anchored to it.
        case popover
        /// A modal (any prompt) under a toolbar titled `title`.
        case modal(any ModalContent, title: String)
    }

    /// The ``Control/id`` of the control that opened it; focus returns there on dismissal.
    package var owner: String
    /// What it holds.
    package var kind: Kind

    /// Creates a layer.
    package init(owner: String, kind: Kind) {
        self.owner = owner
        self.kind = kind
    }

    /// Whether it is a popover.
    package var isPopover: Bool {
        if case .popover = kind { return true }
        return false
    }
}
