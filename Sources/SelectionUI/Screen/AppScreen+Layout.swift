import SelectionCore
import SelectionTerminal

extension AppScreen {
    /// The base layout on a screen of `size`.
    package func layout(in size: Size, theme: Theme = .standard) -> ScreenLayout {
        ScreenLayout(content: content, size: size, theme: theme)
    }

    /// Where `layer` is on a screen of `size`: its popover placement, or full-screen (a modal, or
    /// a popover that cannot fit and may become one — adaptive presentation). Nil when its owner is gone.
    package func layerFrame(of layer: Layer, screen size: Size, theme: Theme = .standard) -> LayerFrame? {
        layerFrame(of: layer, layout: layout(in: size, theme: theme), screen: size, theme: theme)
    }

    func layerFrame(of layer: Layer, layout: ScreenLayout, screen size: Size, theme: Theme) -> LayerFrame? {
        let fullScreen = LayerFrame.fullScreen(
            toolbar: Rect(x: 0, y: 0, width: size.width, height: min(1, size.height)),
            content: modalContentArea(screen: size))
        switch layer.kind {
        case .modal(let modal, _):
            guard modal.drawsOwnToolbar else { return fullScreen }
            // The content's own bar is its first row: the screen's toolbar takes no rows.
            return .fullScreen(toolbar: Rect(x: 0, y: 0, width: size.width, height: 0), content: modalContentArea(for: modal, screen: size))
        case .popover:
            guard let anchor = layout.frame(of: layer.owner, in: content),
                let wanted = popoverContent(of: layer.owner, screen: size)
            else { return nil }
            let placement = PopoverLayout(preferredPlacement: wanted.preferredPlacement, allowsModal: wanted.allowsModal)
            // Popovers stay above the status row, so an event log shows events as they happen.
            let screenRect = Rect(x: 0, y: 0, width: size.width, height: max(0, size.height - layout.statusRow.height))
            switch placement.layout(anchor: anchor, size: wanted.size, contentRows: wanted.contentRows, within: screenRect) {
            case .popover(let popover): return .popover(Self.keepingWholeRows(popover, linesPerRow: wanted.linesPerRow))
            case .modal: return fullScreen
            }
        }
    }

    /// `popover` shortened to show whole rows of `linesPerRow` lines when it was capped between
    /// two rows: from the end away from its arrow, so the arrow stays on the edge facing the anchor.
    static func keepingWholeRows(_ popover: PopoverLayout.Popover, linesPerRow: Int) -> PopoverLayout.Popover {
        let spare = popover.visibleRows % max(1, linesPerRow)
        guard spare > 0, popover.visibleRows > spare else { return popover }
        var shortened = popover
        switch popover.placement.side {
        case .bottom:
            shortened.frame.height -= spare
        case .top:
            shortened.frame.y += spare
            shortened.frame.height -= spare
        case .left, .right:
            return popover
        }
        shortened.visibleRows -= spare
        return shortened
    }

    func popoverContent(of id: String, screen size: Size) -> PopoverContent? {
        content.index(of: id).flatMap { content.items[$0].control.popoverContent(limit: size) }
    }

    func modalContentArea(screen size: Size) -> Rect {
        Rect(x: 0, y: min(1, size.height), width: size.width, height: max(0, size.height - 1))
    }

    /// The area `modal` draws in: the whole screen when it draws its own toolbar, else the rows under the screen's.
    func modalContentArea(for modal: any ModalContent, screen size: Size) -> Rect {
        modal.drawsOwnToolbar ? Rect(x: 0, y: 0, width: size.width, height: size.height) : modalContentArea(screen: size)
    }

    func modalContext(_ context: PromptContext, area: Rect) -> PromptContext {
        var inner = context
        inner.screen = Size(width: area.width, height: area.height)
        inner.presentation = .fullScreen
        inner.regionTop = 0
        return inner
    }

    func geometry(of id: String, context: PromptContext) -> ControlGeometry {
        let layout = layout(in: context.screen, theme: context.theme)
        let frame = layout.frame(of: id, in: content) ?? Rect(x: 0, y: 0, width: 0, height: 0)
        let layer = stack.layers.last { $0.owner == id && $0.isPopover }
        let area = layer.flatMap { layerFrame(of: $0, layout: layout, screen: context.screen, theme: context.theme) }?.contentArea
        return ControlGeometry(frame: frame, popoverArea: area, now: context.now)
    }

    /// Tells each popover's owner how many rows its popover shows now (after a resize, say).
    mutating func layOutPopovers(screen size: Size, theme: Theme) {
        let layout = layout(in: size, theme: theme)
        for layer in stack.layers where layer.isPopover {
            guard let frame = layerFrame(of: layer, layout: layout, screen: size, theme: theme),
                let index = content.index(of: layer.owner)
            else { continue }
            content.items[index].control.popoverDidLayout(visibleRows: frame.contentArea.height)
        }
    }
}
