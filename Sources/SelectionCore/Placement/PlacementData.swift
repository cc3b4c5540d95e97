/// What the middleware recorded while placing a floating element, one optional slot per kind
/// (Floating UI's `middlewareData`). A slot is `nil` when that middleware did not run.
public struct PlacementData: Sendable, Equatable {
    /// Recorded by ``PlacementMiddleware/Offset``.
    public var offset: PlacementMiddleware.Offset.Data?
    /// Recorded by ``PlacementMiddleware/Flip``.
    public var flip: PlacementMiddleware.Flip.Data?
    /// Recorded by ``PlacementMiddleware/Shift``.
    public var shift: PlacementMiddleware.Shift.Data?
    /// Recorded by ``PlacementMiddleware/Arrow``.
    public var arrow: PlacementMiddleware.Arrow.Data?
    /// Recorded by ``PlacementMiddleware/Sizing``.
    public var sizing: PlacementMiddleware.Sizing.Data?
    /// Recorded by ``PlacementMiddleware/AutoPlacement``.
    public var autoPlacement: PlacementMiddleware.AutoPlacement.Data?
    /// Recorded by ``PlacementMiddleware/Hide``.
    public var hide: PlacementMiddleware.Hide.Data?

    /// Creates data with the given slots filled.
    public init(
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
