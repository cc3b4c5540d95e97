/// Where a floating element (a popover, a menu, a tooltip) goes next to its reference, computed
/// by running a middleware pipeline on the cell grid (Floating UI's `computePosition`,
/// docs/behaviour.md POS-03).
///
/// The element starts at the base coordinates of `placement` (POS-01); each middleware then runs
/// in order and may move it, record data, or restart the pipeline from the first middleware with
/// a new placement or size. At most ``maximumResetCount`` restarts happen, so a pipeline whose
/// stages disagree (flip and autoPlacement together) still ends.
///
/// ```swift
/// let screen = Rect(x: 0, y: 0, width: 80, height: 24)
/// let position = FloatingPosition(
///     reference: Rect(x: 70, y: 5, width: 6, height: 1),
///     floating: Size(width: 20, height: 4),
///     placement: .bottomStart,
///     middleware: [.flip()],
///     boundary: screen)
/// position.placement   // bottom-end: bottom-start would overflow on the right (POS-V3)
/// position.origin      // (56,6)
/// ```
///
/// One port decision differs from Floating UI: a restart that recomputes the coordinates (a new
/// placement or size) also forgets the arrow's data, so that the arrow's one-off alignment nudge
/// (POS-10) is worked out again for the new geometry instead of being lost with the old coordinates.
package struct FloatingPosition: Sendable, Equatable {
    /// The floating element's top-left cell.
    package var origin: Point
    /// The floating element's size after any capping by ``PlacementMiddleware/Sizing``.
    package var size: Size
    /// The placement finally chosen.
    package var placement: Placement
    /// What the middleware recorded.
    package var data: PlacementData
    /// How many times the pipeline restarted.
    package var resetCount: Int

    /// The most restarts one computation makes (Floating UI's `MAX_RESET_COUNT`).
    package static let maximumResetCount = 50

    /// The floating element's rectangle.
    package var frame: Rect { Rect(origin: origin, size: size) }

    /// Computes where a floating element of size `floating` goes next to `reference`.
    ///
    /// - Parameters:
    ///   - reference: The rectangle the element is anchored to (it may lie partly or wholly outside `boundary`).
    ///   - floating: The element's natural size, border included.
    ///   - placement: The preferred placement.
    ///   - middleware: The stages to run, in order (see ``PlacementMiddleware`` for the recommended order).
    ///   - boundary: The clipping rectangle, usually the screen.
    ///   - isRightToLeft: Mirrors start and end for top and bottom placements.
    package init(
        reference: Rect,
        floating: Size,
        placement: Placement = .bottom,
        middleware: [PlacementMiddleware] = [],
        boundary: Rect,
        isRightToLeft: Bool = false
    ) {
        var state = PlacementState(
            origin: placement.origin(of: floating, anchoredTo: reference, isRightToLeft: isRightToLeft),
            floating: floating,
            placement: placement,
            reference: reference,
            boundary: boundary,
            isRightToLeft: isRightToLeft
        )
        var resets = 0
        var index = 0
        while index < middleware.count {
            let step = middleware[index].run(in: state)
            state.origin = step.origin
            state.data = step.data
            index += 1
            guard let reset = step.reset, resets < Self.maximumResetCount else { continue }
            resets += 1
            index = 0
            if case .recomputing(let newPlacement, let newSize) = reset {
                state.placement = newPlacement ?? state.placement
                state.floating = newSize ?? state.floating
                state.origin = state.placement.origin(of: state.floating, anchoredTo: reference, isRightToLeft: isRightToLeft)
                state.data.arrow = nil
            }
        }
        self.origin = state.origin
        self.size = state.floating
        self.placement = state.placement
        self.data = state.data
        self.resetCount = resets
    }
}
