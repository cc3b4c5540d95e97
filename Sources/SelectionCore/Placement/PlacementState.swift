/// What every middleware sees when it runs: the floating element's current position and size,
/// the placement being tried, the reference, the clipping boundary and the data earlier middleware
/// recorded (Floating UI's `MiddlewareState`, docs/behaviour.md POS-03).
package struct PlacementState: Sendable, Equatable {
    /// Which rectangle ``overflow(padding:of:)`` measures.
    package enum Element: Sendable, Hashable {
        /// The floating element at its current position (`elementContext: 'floating'`).
        case floating
        /// The reference (`elementContext: 'reference'`).
        case reference
    }

    /// The floating element's current top-left cell.
    package var origin: Point
    /// The floating element's current size (changed by the sizing middleware).
    package var floating: Size
    /// The floating element's size as the caller gave it, before any capping.
    package var naturalFloating: Size
    /// The placement being tried.
    package var placement: Placement
    /// The placement the caller asked for.
    package var initialPlacement: Placement
    /// The rectangle the floating element is anchored to.
    package var reference: Rect
    /// The clipping rectangle, usually the screen.
    package var boundary: Rect
    /// Whether start and end are mirrored for top and bottom placements.
    package var isRightToLeft: Bool
    /// What earlier middleware recorded, kept across resets.
    package var data: PlacementData

    /// Creates a state; ``FloatingPosition`` builds these, tests may too.
    package init(
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
    package var frame: Rect { Rect(origin: origin, size: floating) }

    /// How far `element` sticks out of the boundary on each side, keeping `padding` free
    /// (Floating UI's `detectOverflow`, docs/behaviour.md POS-02). Positive = overflow, ≤ 0 = room.
    package func overflow(padding: SideOffsets = .zero, of element: Element = .floating) -> SideOffsets {
        SideOffsets.overflow(of: element == .floating ? frame : reference, within: boundary, padding: padding)
    }
}
