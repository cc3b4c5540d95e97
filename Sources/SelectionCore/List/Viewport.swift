/// The window of rows a list shows: the first visible row and how many rows fit.
///
/// ```
///  row 0   ┐
///  row 1   │ above
///  row 2 ──┤ top = 2
///  row 3   │ height = 3
///  row 4 ──┘
///  row 5     below; maxTop = rowCount − height = 3
/// ```
public struct Viewport: Sendable, Equatable {
    /// The first visible row.
    public internal(set) var top: Int
    /// How many rows are shown: never more than the list has.
    public internal(set) var height: Int
    /// How many rows the list has (options, headers and separators).
    public let rowCount: Int

    /// Creates a viewport; `top` is clamped to `0 ... maxTop`.
    public init(top: Int = 0, height: Int, rowCount: Int) {
        self.rowCount = max(0, rowCount)
        self.height = min(max(0, height), self.rowCount)
        self.top = 0
        self.top = clampedTop(top)
    }

    /// The rows on screen.
    public var rows: Range<Int> { top..<(top + height) }

    /// The largest possible `top`: the one that shows the last page.
    public var maxTop: Int { max(0, rowCount - height) }

    /// True when the list has more rows than it shows.
    public var isScrollable: Bool { rowCount > height }

    /// This viewport scrolled as little as possible to show `row` (NAV-07): a row above it
    /// becomes the top row, a row below it the bottom row, a visible row changes nothing.
    public func revealing(_ row: Int) -> Viewport {
        var result = self
        guard height > 0 else { return result }
        if row < top {
            result.top = clampedTop(row)
        } else if row >= top + height {
            result.top = clampedTop(row - height + 1)
        }
        return result
    }

    /// This viewport scrolled by `rows` (positive scrolls down), stopping at either end.
    public func scrolled(by rows: Int) -> Viewport {
        var result = self
        result.top = clampedTop(top + rows)
        return result
    }

    /// This viewport with `row` as its top row, unless that would scroll past the last page,
    /// in which case the last page: how a drop-down opens onto its selected option.
    public func scrolled(toTop row: Int) -> Viewport {
        var result = self
        result.top = clampedTop(row)
        return result
    }

    /// This viewport showing `height` rows, scrolled no further than the new last page.
    func resized(to height: Int) -> Viewport {
        Viewport(top: top, height: height, rowCount: rowCount)
    }

    /// Where the thumb of a scroll bar `trackLength` cells long goes, or `nil` when the list
    /// does not scroll (or there is no track).
    ///
    /// The thumb is proportional to the visible fraction, at least one cell, and always leaves
    /// at least one cell free so that the bar reads as scrollable. It touches the start only at
    /// the top and the end only on the last page; in between it keeps a cell clear of both
    /// ends where the track allows, so that "not quite at the end" can be seen.
    package func scrollIndicator(trackLength: Int) -> ScrollIndicator? {
        guard isScrollable, trackLength > 0 else { return nil }
        let proportional = (trackLength * height + rowCount / 2) / rowCount
        let length = min(max(1, proportional), max(1, trackLength - 1))
        let free = trackLength - length
        let offset: Int
        if top == 0 || free == 0 {
            offset = 0
        } else if top >= maxTop {
            offset = free
        } else {
            // Round half up: (2·free·top + maxTop) / (2·maxTop).
            let rounded = (2 * free * top + maxTop) / (2 * maxTop)
            offset = free >= 2 ? min(max(rounded, 1), free - 1) : rounded
        }
        return ScrollIndicator(offset: offset, length: length)
    }

    private func clampedTop(_ top: Int) -> Int {
        min(max(0, top), maxTop)
    }
}

/// The thumb of a scroll bar: where it starts along the track and how long it is, in cells.
package struct ScrollIndicator: Sendable, Equatable {
    /// Cells from the start of the track to the thumb.
    package var offset: Int
    /// The thumb's length in cells, at least 1.
    package var length: Int

    /// Creates an indicator.
    package init(offset: Int, length: Int) {
        self.offset = offset
        self.length = length
    }
}
