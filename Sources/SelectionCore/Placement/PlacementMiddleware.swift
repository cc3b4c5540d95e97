/// One stage of the placement pipeline, run in order by ``FloatingPosition``
/// (a cell-grid port of Floating UI's middleware, docs/behaviour.md §10).
///
/// Each stage reads the ``PlacementState``, may move the floating element, records
/// ``PlacementData`` and may restart the pipeline. The recommended order (POS-13) is
/// offset → flip → shift → arrow → sizing → hide:
///
/// ```swift
/// let position = FloatingPosition(
///     reference: button, floating: Size(width: 20, height: 8), placement: .bottomStart,
///     middleware: [
///         .offset(.terminalGutter),
///         .flip(padding: 1),
///         .shift(padding: 1, limiter: PlacementMiddleware.LimitShift()),
///         .arrow(padding: 1),
///         .sizing(padding: 1),
///         .hide(),
///     ],
///     boundary: screen)
/// ```
package enum PlacementMiddleware: Sendable, Hashable {
    /// Moves the floating element away from (or along) the reference (POS-04). Put it first.
    case offset(Offset)
    /// Tries the fallback placements when the current one overflows (POS-05). Alternative to autoPlacement.
    case flip(Flip)
    /// Slides the floating element along the reference to stay inside the boundary (POS-07, POS-08).
    case shift(Shift)
    /// Points a one-cell arrow at the reference's centre (POS-10, POS-15). Put it after shift.
    case arrow(Arrow)
    /// Measures the room available and caps the floating element's size to it (POS-09).
    case sizing(Sizing)
    /// Picks the placement with the most room, ignoring the preferred one (POS-11). Alternative to flip.
    case autoPlacement(AutoPlacement)
    /// Reports whether the reference is clipped away or the floating element escaped (POS-12).
    case hide(Hide)

    /// Runs this middleware once.
    func run(in state: PlacementState) -> PlacementStep {
        switch self {
        case .offset(let offset): offset.run(in: state)
        case .flip(let flip): flip.run(in: state)
        case .shift(let shift): shift.run(in: state)
        case .arrow(let arrow): arrow.run(in: state)
        case .sizing(let sizing): sizing.run(in: state)
        case .autoPlacement(let autoPlacement): autoPlacement.run(in: state)
        case .hide(let hide): hide.run(in: state)
        }
    }
}
