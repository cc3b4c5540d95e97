import SelectionCore
import SelectionTerminal

/// Draws a vertical scroll bar: a thumb (`┃`, ``Theme/scrollThumb``) on a track (`│`,
/// ``Theme/scrollTrack``), placed by `Viewport.scrollIndicator(trackLength:)`.
///
/// ```swift
/// ScrollBarView(viewport: list.viewport, theme: theme).render(into: &buffer, column: area.maxX - 1, rows: area.y..<area.maxY)
/// ```
package struct ScrollBarView: Sendable {
    /// The window whose position the bar shows.
    package var viewport: Viewport
    /// Styles.
    package var theme: Theme

    /// Creates a scroll bar.
    package init(viewport: Viewport, theme: Theme) {
        self.viewport = viewport
        self.theme = theme
    }

    /// True when the viewport hides rows, so a bar is drawn.
    package var isVisible: Bool { viewport.isScrollable }

    /// Draws the bar in `column` over `rows`; draws nothing when the list does not scroll.
    package func render(into buffer: inout Buffer, column: Int, rows: Range<Int>) {
        guard let thumb = viewport.scrollIndicator(trackLength: rows.count) else { return }
        for (offset, y) in rows.enumerated() {
            let isThumb = offset >= thumb.offset && offset < thumb.offset + thumb.length
            let cell = isThumb ? Cell("┃", style: theme.scrollThumb) : Cell("│", style: theme.scrollTrack)
            buffer.set(cell, at: Point(x: column, y: y))
        }
    }

    /// fzf's thumb for `total` rows shown `height` at a time from row `top`: where it starts on the
    /// track and how long it is; nil when everything shows.
    package static func fzfThumb(total: Int, height: Int, top: Int) -> (offset: Int, length: Int)? {
        guard total > 0, height > 0, total > height else { return nil }
        let length = max(1, height * height / total)
        let start = min(height - length, (height - length) * max(0, top) / (total - height))
        return (max(0, start), length)
    }
}
