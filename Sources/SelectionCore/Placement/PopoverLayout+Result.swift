extension PopoverLayout {
    /// The answer of ``PopoverLayout/layout(anchor:size:contentRows:chromeRows:within:)``.
    package enum Result: Sendable, Hashable {
        /// Present a popover laid out like this.
        case popover(Popover)
        /// Present the content as a full-screen modal instead, for this reason.
        case modal(ModalReason)
    }

    /// Why a popover became a modal.
    package enum ModalReason: Sendable, Hashable {
        /// Even capped to the room available, the popover shows `visible` content rows, fewer than `required`.
        case tooFewRows(visible: Int, required: Int)
        /// The screen leaves the popover `width` columns, fewer than the `required` natural width.
        case tooNarrow(width: Int, required: Int)
    }

    /// A laid-out popover.
    package struct Popover: Sendable, Hashable {
        /// The popover's rectangle, border included.
        package var frame: Rect
        /// The placement chosen.
        package var placement: Placement
        /// The arrow on the border facing the anchor; `nil` without an arrow, when the popover covers
        /// the anchor, or when that border has no cell besides its corners.
        package var arrow: Arrow?
        /// How many content rows show.
        package var visibleRows: Int
        /// True when fewer rows show than there are, so the rows must scroll.
        package var scrolls: Bool
        /// True when the popover covers part of the anchor (only when a modal is not allowed).
        package var overlapsAnchor: Bool
        /// True when the anchor is entirely off screen; a host may close the popover (OVL-11).
        package var isAnchorHidden: Bool

        /// Creates a laid-out popover.
        package init(
            frame: Rect,
            placement: Placement,
            arrow: Arrow?,
            visibleRows: Int,
            scrolls: Bool,
            overlapsAnchor: Bool = false,
            isAnchorHidden: Bool = false
        ) {
            self.frame = frame
            self.placement = placement
            self.arrow = arrow
            self.visibleRows = visibleRows
            self.scrolls = scrolls
            self.overlapsAnchor = overlapsAnchor
            self.isAnchorHidden = isAnchorHidden
        }
    }

    /// The one-cell arrow on a popover's border, pointing at the anchor (docs/behaviour.md POS-15).
    ///
    /// A popover below its anchor has the arrow on its top border (drawn `▲`), one above has it on
    /// the bottom border (`▼`), and so on; ``edge`` says which.
    package struct Arrow: Sendable, Hashable {
        /// The border the arrow sits on: the popover's side facing the anchor.
        package var edge: Placement.Side
        /// The arrow's cell on the screen.
        package var cell: Point
        /// The arrow's distance from the border's first cell (the left or top corner); never a corner.
        package var offset: Int

        /// Creates an arrow.
        package init(edge: Placement.Side, cell: Point, offset: Int) {
            self.edge = edge
            self.cell = cell
            self.offset = offset
        }

        /// The arrow for a popover at `frame` placed at `placement`, `offset` cells along its border;
        /// `nil` when the border has no cell besides its two corners.
        init?(frame: Rect, placement: Placement, offset: Int) {
            let edge = placement.side.opposite
            let length = frame[length: placement.alignmentAxis]
            guard length >= 3, frame.width > 0, frame.height > 0 else { return nil }
            let along = PlacementRounding.clamp(1, offset, length - 2)
            switch edge {
            case .top: self.init(edge: edge, cell: Point(x: frame.x + along, y: frame.y), offset: along)
            case .bottom: self.init(edge: edge, cell: Point(x: frame.x + along, y: frame.maxY - 1), offset: along)
            case .left: self.init(edge: edge, cell: Point(x: frame.x, y: frame.y + along), offset: along)
            case .right: self.init(edge: edge, cell: Point(x: frame.maxX - 1, y: frame.y + along), offset: along)
            }
        }
    }
}
