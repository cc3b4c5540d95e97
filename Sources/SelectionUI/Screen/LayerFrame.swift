import SelectionCore

/// Where a layer of the stack is on screen this frame.
package enum LayerFrame: Sendable, Equatable {
    /// A popover placed next to its owner.
    case popover(PopoverLayout.Popover)
    /// The whole screen, under a one-row toolbar: a modal, or a popover that could not fit. The
    /// toolbar has no rows for a modal that draws its own (``ModalContent/drawsOwnToolbar``).
    case fullScreen(toolbar: Rect, content: Rect)

    /// The area the layer's content is drawn in.
    package var contentArea: Rect {
        switch self {
        case .popover(let popover):
            let frame = popover.frame
            return Rect(x: frame.x + 1, y: frame.y + 1, width: max(0, frame.width - 2), height: max(0, frame.height - 2))
        case .fullScreen(_, let content):
            return content
        }
    }

    /// Everything the layer covers.
    package var bounds: Rect {
        switch self {
        case .popover(let popover): popover.frame
        case .fullScreen(let toolbar, let content):
            Rect(x: toolbar.x, y: toolbar.y, width: toolbar.width, height: toolbar.height + content.height)
        }
    }
}
