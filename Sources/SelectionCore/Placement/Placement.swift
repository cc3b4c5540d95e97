/// Where a floating element sits relative to its reference: a side, optionally aligned to one of
/// the reference's edges (docs/behaviour.md §10.1).
///
/// The twelve values follow Floating UI: `top`, `top-start`, `top-end`, then the same for
/// `right`, `bottom` and `left`. An aligned placement lines up the floating element's start
/// (or end) edge with the reference's start (or end) edge; a bare side centres it.
///
/// ```swift
/// let placement = Placement.bottomStart
/// placement.opposite            // top-start
/// placement.oppositeAlignment   // bottom-end
/// Placement("left-end")         // Optional(left-end)
/// ```
public struct Placement: Sendable, Hashable, CustomStringConvertible, LosslessStringConvertible {
    /// The side of the reference the floating element sits on.
    public var side: Side
    /// The reference edge the floating element lines up with, or `nil` to centre it.
    public var alignment: Alignment?

    /// Creates a placement on `side`, aligned to `alignment` (centred when `nil`).
    public init(side: Side, alignment: Alignment? = nil) {
        self.side = side
        self.alignment = alignment
    }

    /// Parses `side` or `side-alignment`, e.g. `"bottom-start"`; `nil` for anything else.
    public init?(_ description: String) {
        let parts = description.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 1 || parts.count == 2, let side = Side(rawValue: String(parts[0])) else { return nil }
        if parts.count == 2 {
            guard let alignment = Alignment(rawValue: String(parts[1])) else { return nil }
            self.init(side: side, alignment: alignment)
        } else {
            self.init(side: side)
        }
    }

    /// `side` or `side-alignment`, as Floating UI spells it: `"bottom-start"`.
    public var description: String {
        guard let alignment else { return side.rawValue }
        return "\(side.rawValue)-\(alignment.rawValue)"
    }

    /// Above the reference, centred.
    public static let top = Placement(side: .top)
    /// Above the reference, start edges aligned.
    public static let topStart = Placement(side: .top, alignment: .start)
    /// Above the reference, end edges aligned.
    public static let topEnd = Placement(side: .top, alignment: .end)
    /// Right of the reference, centred.
    public static let right = Placement(side: .right)
    /// Right of the reference, top edges aligned.
    public static let rightStart = Placement(side: .right, alignment: .start)
    /// Right of the reference, bottom edges aligned.
    public static let rightEnd = Placement(side: .right, alignment: .end)
    /// Below the reference, centred.
    public static let bottom = Placement(side: .bottom)
    /// Below the reference, start edges aligned.
    public static let bottomStart = Placement(side: .bottom, alignment: .start)
    /// Below the reference, end edges aligned.
    public static let bottomEnd = Placement(side: .bottom, alignment: .end)
    /// Left of the reference, centred.
    public static let left = Placement(side: .left)
    /// Left of the reference, top edges aligned.
    public static let leftStart = Placement(side: .left, alignment: .start)
    /// Left of the reference, bottom edges aligned.
    public static let leftEnd = Placement(side: .left, alignment: .end)

    /// All twelve placements in Floating UI's order: per side `[side, side-start, side-end]`,
    /// sides in the order top, right, bottom, left.
    package static let all: [Placement] = Side.allCases.flatMap { side in
        [Placement(side: side), Placement(side: side, alignment: .start), Placement(side: side, alignment: .end)]
    }

    /// The axis the side moves along: `y` for top and bottom, `x` for left and right.
    package var sideAxis: Axis { side.axis }

    /// The axis the alignment moves along: the other axis.
    package var alignmentAxis: Axis { side.axis.other }

    /// The same alignment on the opposite side (`getOppositePlacement`).
    package var opposite: Placement { Placement(side: side.opposite, alignment: alignment) }

    /// The same side with start and end swapped; a bare side is returned unchanged
    /// (`getOppositeAlignmentPlacement`).
    package var oppositeAlignment: Placement { Placement(side: side, alignment: alignment?.opposite) }

    /// True for a bare side (centred), false for an aligned placement.
    package var isCentred: Bool { alignment == nil }
}
