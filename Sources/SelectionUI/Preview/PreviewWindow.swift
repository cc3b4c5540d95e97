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
        package func cells(of room: Int) -> Int {
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
    /// fzf's border around the pane in a list that fills its area (`border-rounded`, `border-left`,
    /// `border-line`…); nil draws one line between the list and the pane when ``hasBorder``.
    package var border: BorderShape?
    /// fzf's `follow`: the pane keeps its last lines in view as output arrives, until scrolled up.
    package var follows = false
    /// fzf's `cycle`: scrolling past the last line goes to the first, and back.
    package var cycles = false
    /// fzf's `info`: the position (`12/80`) shows in the corner when there is more than fits.
    package var showsPosition = true
    /// fzf's `~N`: the first N lines of the output stay at the top while the rest scrolls.
    package var headerLines = 0
    /// fzf's `+SCROLL[OFFSETS][/DENOM]`: where the pane starts for each item (``PreviewScrollOffset``).
    package var scrollOffset: PreviewScrollOffset?
    /// fzf's `wrap-word`: long lines wrap at blanks (with ``wraps``).
    package var wrapsWords = false
    /// fzf's `<N(…)`: another window used when this one's size would be under N cells.
    package var alternative: PreviewWindowAlternative?

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

    /// This window, or its alternative when the pane would be smaller than the alternative's
    /// threshold in `room` (the columns beside the list, or the rows above or below it).
    package func active(in room: Size) -> PreviewWindow {
        guard let alternative, let window = alternative.windows.first else { return self }
        let cells = size.cells(of: side.axis == .x ? room.width : room.height)
        return cells < alternative.threshold ? window : self
    }
}

/// fzf's `<N(ALTERNATIVE)` in `--preview-window`: the window to use when the pane would be
/// smaller than `threshold` cells.
package struct PreviewWindowAlternative: Sendable, Hashable {
    /// Under this many cells the alternative applies.
    package var threshold: Int
    /// The alternative (one; an array only so that a window can hold another).
    package var windows: [PreviewWindow]

    /// An alternative.
    package init(threshold: Int, window: PreviewWindow) {
        self.threshold = threshold
        windows = [window]
    }
}
