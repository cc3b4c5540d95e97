import SelectionCore
import SelectionTerminal

/// Where a list prompt's preview pane goes and how it looks.
///
/// ```swift
/// let window = PreviewWindow(side: .bottom, size: .percent(40), wraps: true)
/// ```
public struct PreviewWindow: Sendable, Hashable {
    /// How big the pane is, along its side's axis.
    public enum Extent: Sendable, Hashable {
        /// This many columns (left, right) or rows (up, down), border included.
        case cells(Int)
        /// This percentage of the room, border included.
        case percent(Int)

        /// The cells out of `room`: at least 1 and at most `room - 1`, so the list keeps a cell.
        public func cells(of room: Int) -> Int {
            guard room > 1 else { return 0 }
            let wanted =
                switch self {
                case .cells(let count): count
                case .percent(let percent): room * percent / 100
                }
            return min(max(1, wanted), room - 1)
        }
    }

    /// The side of the list the pane is on (`.right` by default).
    public var side: Placement.Side
    /// How big the pane is (half the room by default).
    public var size: Extent
    /// Whether a line separates the pane from the list.
    public var hasBorder: Bool
    /// Whether long lines wrap (else they are cut at the pane's edge).
    public var wraps: Bool
    /// Whether the pane starts hidden (`toggle-preview` shows it).
    public var isHidden: Bool

    /// A pane on `side` taking `size`, with a border, cutting long lines, shown.
    public init(
        side: Placement.Side = .right, size: Extent = .percent(50), hasBorder: Bool = true, wraps: Bool = false, isHidden: Bool = false
    ) {
        self.side = side
        self.size = size
        self.hasBorder = hasBorder
        self.wraps = wraps
        self.isHidden = isHidden
    }
}
