/// What every middleware sees when it runs: the floating element's current position and size,
/// the placement being tried, the reference, the clipping boundary and the data earlier middleware
/// recorded (Floating UI's `MiddlewareState`, docs/behaviour.md POS-03).
public struct PlacementState: Sendable, Equatable {
    /// Which rectangle ``overflow(padding:of:)`` measures.
    public enum Element: Sendable, Hashable {
        /// The floating element at its current position (`elementContext: 'floating'`).
        case floating
        /// The reference (`elementContext: 'reference'`).
        case reference
    }

    /// The floating element's current top-left cell.
    public var origin: Point
    /// The floating element's current size (changed by the sizing middleware).
    public var floating: Size
    /// The floating element's size as the caller gave it, before any capping.
    public var naturalFloating: Size
    /// The placement being tried.
    public var placement: Placement
    /// The placement the caller asked for.
    public var initialPlacement: Placement
    /// The rectangle the floating element is anchored to.
    public var reference: Rect
    /// The clipping rectangle, usually the screen.
    public var boundary: Rect
    /// Whether start and end are mirrored for top and bottom placements.
    public var isRightToLeft: Bool
    /// What earlier middleware recorded, kept across resets.
    public var data: PlacementData

    /// Creates a state; ``FloatingPosition`` builds these, tests may too.
    public init(
        origin: Point,
        floating: Size,
        naturalFloating: Size? = nil,
        placement: Placement,
        initialPlacement: Placement? = nil,
        reference: Rect,
        boundary: Rect,
        isRightToLeft: Bool = false,
        data: PlacementData = PlacementData()
    ) {
        self.origin = origin
        self.floating = floating
        self.naturalFloating = naturalFloating ?? floating
        self.placement = placement
        self.initialPlacement = initialPlacement ?? placement
        self.reference = reference
        self.boundary = boundary
        self.isRightToLeft = isRightToLeft
        self.data = data
    }

    /// The floating element's current rectangle.
    public var frame: Rect { Rect(origin: origin, size: floating) }

    /// How far `element` sticks out of the boundary on each side, keeping `padding` free
    /// (Floating UI's `detectOverflow`, docs/behaviour.md POS-02). Positive = overflow, ≤ 0 = room.
    public func overflow(padding: SideOffsets = .zero, of element: Element = .floating) -> SideOffsets {
        SideOffsets.overflow(of: element == .floating ? frame : reference, within: boundary, padding: padding)
    }
}
