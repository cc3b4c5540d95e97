/// What the middleware recorded while placing a floating element, one optional slot per kind
/// (Floating UI's `middlewareData`). A slot is `nil` when that middleware did not run.
package struct PlacementData: Sendable, Equatable {
    /// Recorded by ``PlacementMiddleware/Offset``.
    package var offset: PlacementMiddleware.Offset.Data?
    /// Recorded by ``PlacementMiddleware/Flip``.
    package var flip: PlacementMiddleware.Flip.Data?
    /// Recorded by ``PlacementMiddleware/Shift``.
    package var shift: PlacementMiddleware.Shift.Data?
    /// Recorded by ``PlacementMiddleware/Arrow``.
    package var arrow: PlacementMiddleware.Arrow.Data?
    /// Recorded by ``PlacementMiddleware/Sizing``.
    package var sizing: PlacementMiddleware.Sizing.Data?
    /// Recorded by ``PlacementMiddleware/AutoPlacement``.
    package var autoPlacement: PlacementMiddleware.AutoPlacement.Data?
    /// Recorded by ``PlacementMiddleware/Hide``.
    package var hide: PlacementMiddleware.Hide.Data?

    /// Creates data with the given slots filled.
    package init(
        offset: PlacementMiddleware.Offset.Data? = nil,
        flip: PlacementMiddleware.Flip.Data? = nil,
        shift: PlacementMiddleware.Shift.Data? = nil,
        arrow: PlacementMiddleware.Arrow.Data? = nil,
        sizing: PlacementMiddleware.Sizing.Data? = nil,
        autoPlacement: PlacementMiddleware.AutoPlacement.Data? = nil,
        hide: PlacementMiddleware.Hide.Data? = nil
    ) {
        self.offset = offset
        self.flip = flip
        self.shift = shift
        self.arrow = arrow
        self.sizing = sizing
        self.autoPlacement = autoPlacement
        self.hide = hide
    }
}
