/// Lays out a bordered popover next to its anchor on the terminal screen: where it goes, where its
/// arrow points, how many of its rows show — or that it should be a full-screen modal instead.
///
/// This is the placement the widgets and the host call. It runs the recommended pipeline
/// (docs/behaviour.md POS-13, with the terminal gutters of POS-15) on ``FloatingPosition``:
/// offset(gutter) → flip(padding) → shift(padding, limitShift) → arrow → sizing(padding) → hide.
/// So the popover
///
/// 1. takes the preferred placement when it fits, else the first fallback that fits, in
///    Floating UI's order (`bottom-start` → `bottom-end` → `top-start` → `top-end`);
/// 2. slides along the anchor to stay on screen, but never detaches from it;
/// 3. has its height (and width) capped to the room on its side — its rows scroll only then;
/// 4. carries a one-cell arrow on the border facing the anchor, centred on the anchor, never on a corner.
///
/// When even the capped popover cannot show ``minimumVisibleRows`` rows (or fewer, if the content
/// has fewer) or its full width, the perpendicular sides are tried (``triesPerpendicularSides``);
/// if that fails too, the answer is ``Result/modal(_:)`` — unless ``allowsModal`` is false, in which
/// case the best popover is returned, allowed to cover the anchor when that shows more rows.
///
/// ```swift
/// let layout = PopoverLayout(preferredPlacement: .bottomStart, padding: 1)
/// switch layout.layout(anchor: button, size: Size(width: 14, height: 7), contentRows: 5, within: screen) {
/// case .popover(let popover):
///     draw(rows: popover.visibleRows, in: popover.frame, arrow: popover.arrow)
/// case .modal:
///     presentFullScreen()
/// }
/// ```
package struct PopoverLayout: Sendable, Hashable {
    /// The placement tried first.
    package var preferredPlacement: Placement
    /// Cells kept free between the popover and the screen's edges.
    package var padding: SideOffsets
    /// The gap between the anchor and the popover: rows above/below, columns beside.
    package var gutter: PlacementMiddleware.Offset
    /// The fewest content rows a popover must show; below that it becomes a modal.
    package var minimumVisibleRows: Int
    /// Whether the popover may be presented as a full-screen modal when it does not fit.
    package var allowsModal: Bool
    /// Whether the popover has an arrow pointing at the anchor.
    package var showsArrow: Bool
    /// Cells between the arrow and the border's corners (at least 1).
    package var arrowPadding: Int
    /// Whether, before giving up on a popover, the sides perpendicular to the preferred one are
    /// tried too (a popover beside its anchor, like a UIKit popover with any arrow direction).
    package var triesPerpendicularSides: Bool
    /// Whether the popover may leave ``preferredPlacement``'s side when it overflows there (the
    /// flip stage). False when the side was decided already — the inline prompt decides it when
    /// its list opens (``side(of:anchor:within:)``) and keeps it while the list stays open.
    package var flips: Bool

    /// Creates a layout policy.
    ///
    /// - Parameters:
    ///   - preferredPlacement: The placement tried first; `bottom-start` suits menus and drop-downs.
    ///   - padding: Cells kept free at the screen's edges.
    ///   - gutter: The gap between anchor and popover; by default none above or below, one column beside.
    ///   - minimumVisibleRows: The fewest content rows worth a popover.
    ///   - allowsModal: Whether a popover that does not fit may become a full-screen modal.
    ///   - showsArrow: Whether to point an arrow at the anchor.
    ///   - arrowPadding: Cells between the arrow and the corners; values below 1 count as 1.
    ///   - triesPerpendicularSides: Whether a popover that fits nowhere above or below may go beside the anchor.
    ///   - flips: Whether the popover may leave the preferred side when it overflows there.
    package init(
        preferredPlacement: Placement = .bottomStart,
        padding: SideOffsets = .zero,
        gutter: PlacementMiddleware.Offset = .terminalGutter,
        minimumVisibleRows: Int = 3,
        allowsModal: Bool = true,
        showsArrow: Bool = true,
        arrowPadding: Int = 1,
        triesPerpendicularSides: Bool = true,
        flips: Bool = true
    ) {
        self.preferredPlacement = preferredPlacement
        self.padding = padding
        self.gutter = gutter
        self.minimumVisibleRows = minimumVisibleRows
        self.allowsModal = allowsModal
        self.showsArrow = showsArrow
        self.arrowPadding = arrowPadding
        self.triesPerpendicularSides = triesPerpendicularSides
        self.flips = flips
    }

    /// Lays out a popover with one call; see ``layout(anchor:size:contentRows:chromeRows:within:)``.
    package static func compute(
        anchor: Rect,
        contentSize: Size,
        contentRows: Int,
        chromeRows: Int = 2,
        within screen: Rect,
        preferred: Placement = .bottomStart,
        padding: SideOffsets = .zero,
        minimumVisibleRows: Int = 3,
        allowsModal: Bool = true
    ) -> Result {
        PopoverLayout(
            preferredPlacement: preferred, padding: padding, minimumVisibleRows: minimumVisibleRows, allowsModal: allowsModal
        ).layout(anchor: anchor, size: contentSize, contentRows: contentRows, chromeRows: chromeRows, within: screen)
    }

    /// Lays out a popover of natural `size` next to `anchor` on `screen`.
    ///
    /// - Parameters:
    ///   - anchor: The control the popover belongs to; it may lie partly off screen.
    ///   - size: The popover's natural size including its border: the widest row plus padding and
    ///     border, by the content rows plus `chromeRows`.
    ///   - contentRows: How many rows of content (options) the popover holds.
    ///   - chromeRows: Rows that are not content: the border's top and bottom, a title, a footer.
    ///   - screen: The area the popover must stay inside.
    /// - Returns: The popover's frame, arrow and visible rows, or the advice to present a modal.
    package func layout(anchor: Rect, size: Size, contentRows: Int, chromeRows: Int = 2, within screen: Rect) -> Result {
        let natural = Size(width: max(0, size.width), height: max(0, size.height))
        let measure = Measure(contentRows: max(0, contentRows), chromeRows: max(0, chromeRows))
        let required = max(0, min(minimumVisibleRows, measure.contentRows))

        func attempt(_ mode: Mode) -> Popover {
            popover(anchor: anchor, natural: natural, screen: screen, mode: mode, measure: measure)
        }

        let attached = attempt(.attached)
        guard let shortfall = shortfall(of: attached, natural: natural, required: required) else { return .popover(attached) }
        var candidates = [attached]
        if triesPerpendicularSides {
            let sideways = attempt(.sideways)
            if self.shortfall(of: sideways, natural: natural, required: required) == nil { return .popover(sideways) }
            candidates.append(sideways)
        }
        guard !allowsModal else { return .modal(shortfall) }

        // No modal allowed: covering the anchor may show more rows than staying beside it, or at
        // least more of the popover on a screen too small for any row. Ties go to the earlier candidate.
        candidates.append(attempt(.overlapping))
        func score(_ popover: Popover) -> (Int, Int) {
            let visible = popover.frame.intersection(screen)
            return (popover.visibleRows, visible.width * visible.height)
        }
        var best = attached
        for candidate in candidates.dropFirst() where score(candidate) > score(best) { best = candidate }
        return .popover(best)
    }

    /// The side a popover of `size` takes next to `anchor` on `screen`: the preferred side when it
    /// fits there, else the side where it overflows least, ties going to the preferred side — the
    /// flip stage alone (POS-05), on the main axis.
    ///
    /// A host that keeps the side while the popover stays open decides it with this when the
    /// popover opens (and on a resize), then lays it out with ``flips`` off.
    ///
    /// ```swift
    /// let side = PopoverLayout(preferredPlacement: .bottomStart).side(of: Size(width: 12, height: 8), anchor: trigger, within: screen)
    /// ```
    package func side(of size: Size, anchor: Rect, within screen: Rect) -> Placement.Side {
        let flip = PlacementMiddleware.Flip(crossAxis: .ignored, flipsAlignment: false, padding: padding)
        let position = FloatingPosition(
            reference: anchor, floating: size, placement: preferredPlacement, middleware: [.offset(gutter), .flip(flip)],
            boundary: screen)
        return position.placement.side
    }

    /// How a layout attempt may move the popover.
    enum Mode {
        /// Beside the anchor, trying the preferred side's fallbacks in Floating UI's order.
        case attached
        /// Beside the anchor, trying the perpendicular sides too.
        case sideways
        /// Allowed to slide over the anchor (Zag's `overlap`).
        case overlapping
    }

    /// The sizes that decide how many rows show.
    struct Measure {
        var contentRows: Int
        var chromeRows: Int

        func visibleRows(height: Int) -> Int { max(0, min(contentRows, height - chromeRows)) }
    }

    /// Why `popover` is not good enough, or `nil` when it is.
    func shortfall(of popover: Popover, natural: Size, required: Int) -> ModalReason? {
        if popover.visibleRows < required { return .tooFewRows(visible: popover.visibleRows, required: required) }
        if popover.frame.width < natural.width { return .tooNarrow(width: popover.frame.width, required: natural.width) }
        return nil
    }

    /// The pipeline of POS-13 for `mode`.
    func middleware(_ mode: Mode) -> [PlacementMiddleware] {
        let overlapping = mode == .overlapping
        var stages: [PlacementMiddleware] = [.offset(gutter)]
        if flips {
            stages.append(.flip(PlacementMiddleware.Flip(fallbackAxisSideDirection: mode == .sideways ? .end : .none, padding: padding)))
        }
        stages += [
            .shift(
                PlacementMiddleware.Shift(
                    checksCrossAxis: overlapping,
                    limiter: PlacementMiddleware.LimitShift(checksCrossAxis: !overlapping),
                    padding: padding))
        ]
        if showsArrow { stages.append(.arrow(PlacementMiddleware.Arrow(padding: SideOffsets(all: max(1, arrowPadding))))) }
        stages.append(.sizing(PlacementMiddleware.Sizing(padding: padding)))
        stages.append(.hide())
        return stages
    }

    func popover(anchor: Rect, natural: Size, screen: Rect, mode: Mode, measure: Measure) -> Popover {
        let position = FloatingPosition(
            reference: anchor,
            floating: natural,
            placement: preferredPlacement,
            middleware: middleware(mode),
            boundary: screen
        )
        let frame = position.frame
        let overlapsAnchor = !frame.intersection(anchor).isEmpty
        var arrow: Arrow?
        if showsArrow, !overlapsAnchor, let data = position.data.arrow {
            arrow = Arrow(frame: frame, placement: position.placement, offset: data.offset)
        }
        let visibleRows = measure.visibleRows(height: frame.height)
        return Popover(
            frame: frame,
            placement: position.placement,
            arrow: arrow,
            visibleRows: visibleRows,
            scrolls: visibleRows < measure.contentRows,
            overlapsAnchor: overlapsAnchor,
            isAnchorHidden: position.data.hide?.isReferenceHidden ?? false
        )
    }
}
