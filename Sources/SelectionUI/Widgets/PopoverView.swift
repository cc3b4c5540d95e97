import SelectionCore
import SelectionTerminal

/// Draws a popover's frame: a border with an arrow glyph pointing at the anchor, and the fill inside.
///
/// ```swift
/// let inner = PopoverView(frame: popover.frame, arrow: popover.arrow, theme: theme).render(into: &buffer)
/// ListView(state: list, theme: theme).render(into: &buffer, area: inner)
/// ```
package struct PopoverView: Sendable {
    /// The popover's rectangle, border included.
    package var frame: Rect
    /// The arrow on the border, if any.
    package var arrow: PopoverLayout.Arrow?
    /// Styles and glyphs.
    package var theme: Theme

    /// Creates a popover frame.
    package init(frame: Rect, arrow: PopoverLayout.Arrow? = nil, theme: Theme) {
        self.frame = frame
        self.arrow = arrow
        self.theme = theme
    }

    /// Creates the frame of a laid-out popover.
    package init(_ popover: PopoverLayout.Popover, theme: Theme) {
        self.init(frame: popover.frame, arrow: popover.arrow, theme: theme)
    }

    /// The area inside the border.
    package var innerArea: Rect {
        Rect(x: frame.x + 1, y: frame.y + 1, width: max(0, frame.width - 2), height: max(0, frame.height - 2))
    }

    /// Draws the border, the arrow and the fill; returns ``innerArea``.
    @discardableResult
    package func render(into buffer: inout Buffer) -> Rect {
        guard !frame.isEmpty else { return innerArea }
        let glyphs = theme.borderGlyphs
        let style = theme.border
        buffer.fill(frame, with: .blank(theme.popover))
        // Each edge's glyph is made (and sanitised) once, not once a cell.
        let horizontal = Cell(glyphs.horizontal, style: style)
        let vertical = Cell(glyphs.vertical, style: style)
        for column in frame.x..<frame.maxX {
            buffer.set(horizontal, at: Point(x: column, y: frame.y))
            buffer.set(horizontal, at: Point(x: column, y: frame.maxY - 1))
        }
        for row in frame.y..<frame.maxY {
            buffer.set(vertical, at: Point(x: frame.x, y: row))
            buffer.set(vertical, at: Point(x: frame.maxX - 1, y: row))
        }
        buffer.set(Cell(glyphs.topLeft, style: style), at: Point(x: frame.x, y: frame.y))
        buffer.set(Cell(glyphs.topRight, style: style), at: Point(x: frame.maxX - 1, y: frame.y))
        buffer.set(Cell(glyphs.bottomLeft, style: style), at: Point(x: frame.x, y: frame.maxY - 1))
        buffer.set(Cell(glyphs.bottomRight, style: style), at: Point(x: frame.maxX - 1, y: frame.maxY - 1))
        if let arrow {
            let glyph: Character
            switch arrow.edge {
            case .top: glyph = glyphs.arrowUp
            case .bottom: glyph = glyphs.arrowDown
            case .left: glyph = glyphs.arrowLeft
            case .right: glyph = glyphs.arrowRight
            }
            buffer.set(Cell(glyph, style: style), at: arrow.cell)
        }
        return innerArea
    }
}
