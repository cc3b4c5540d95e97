import SelectionCore
import SelectionTerminal

/// Draws a preview's output into a rectangle: its lines from a scroll offset, cut or wrapped at
/// the edge, in their own colours, with a line or a box around them and the position
/// (`12/80`) in the corner when there is more than fits.
///
/// It draws into whatever rectangle it is given, so an inline popover and a full-screen layout
/// host the same pane.
///
/// ```swift
/// let pane = PreviewPaneView(output: output, scroll: 0, wraps: false, frame: .line(.left), theme: theme)
/// pane.render(into: &buffer, area: Rect(x: 30, y: 2, width: 40, height: 10))
/// ```
package struct PreviewPaneView: Sendable {
    /// What surrounds the text.
    package enum Frame: Sendable, Hashable {
        /// Nothing: the text fills the area.
        case none
        /// A line along one edge of the area (the edge next to the list).
        case line(Placement.Side)
        /// A box around the area.
        case box
    }

    /// What to show.
    package var output: PreviewOutput
    /// The first display row shown (0 is the top).
    package var scroll: Int
    /// Whether long lines wrap onto the next row (else they are cut at the edge).
    package var wraps: Bool
    /// The line or box around the text.
    package var frame: Frame
    /// Styles: the border's, and the position indicator's.
    package var theme: Theme
    /// Drawn in the top right corner while the preview runs (a spinner's frame), if any.
    package var indicator: String?

    /// A pane showing `output` from row `scroll`.
    package init(output: PreviewOutput, scroll: Int = 0, wraps: Bool = false, frame: Frame = .none, theme: Theme) {
        self.output = output
        self.scroll = scroll
        self.wraps = wraps
        self.frame = frame
        self.theme = theme
    }

    /// Where the text goes inside `area`, once the frame is drawn.
    package func textArea(in area: Rect) -> Rect {
        switch frame {
        case .none: return area
        case .box:
            return Rect(x: area.x + 1, y: area.y + 1, width: max(0, area.width - 2), height: max(0, area.height - 2))
        case .line(let side):
            switch side {
            case .left: return Rect(x: area.x + 2, y: area.y, width: max(0, area.width - 2), height: area.height)
            case .right: return Rect(x: area.x, y: area.y, width: max(0, area.width - 2), height: area.height)
            // Above or below the list, a column in, as the list's rows are.
            case .top: return Rect(x: area.x + 1, y: area.y + 1, width: max(0, area.width - 1), height: max(0, area.height - 1))
            case .bottom: return Rect(x: area.x + 1, y: area.y, width: max(0, area.width - 1), height: max(0, area.height - 1))
            }
        }
    }

    /// The display rows the output takes at `width` columns (wrapped lines count every row).
    package func rowCount(width: Int) -> Int {
        rows(width: width).count
    }

    /// The largest useful scroll offset for `area`: the last row of output at the bottom.
    package func maximumScroll(in area: Rect) -> Int {
        let text = textArea(in: area)
        return max(0, rowCount(width: text.width) - text.height)
    }

    /// Draws the pane into `area`.
    package func render(into buffer: inout Buffer, area: Rect) {
        guard !area.isEmpty else { return }
        buffer.fill(area, with: .blank(.plain))
        drawFrame(into: &buffer, area: area)
        let text = textArea(in: area)
        guard !text.isEmpty else { return }
        let rows = rows(width: text.width)
        let top = min(max(0, scroll), max(0, rows.count - 1))
        for (offset, row) in rows.dropFirst(top).prefix(text.height).enumerated() {
            var x = text.x
            let clip = Rect(x: text.x, y: text.y + offset, width: text.width, height: 1)
            for segment in row {
                x = buffer.write(segment.text, at: Point(x: x, y: text.y + offset), style: segment.style, clip: clip)
            }
        }
        var right = text.maxX
        if let indicator, text.width > 2 {
            right -= 2
            buffer.write(" " + indicator, at: Point(x: right, y: text.y), style: theme.border, clip: text)
        }
        if rows.count > text.height {
            // fzf's position: the first row shown, of how many.
            let position = "\(top + 1)/\(rows.count)"
            let width = position.count
            if width < right - text.x {
                buffer.write(position, at: Point(x: right - width, y: text.y), style: theme.border.adding(.reverse), clip: text)
            }
        }
    }

    private func drawFrame(into buffer: inout Buffer, area: Rect) {
        let glyphs = theme.borderGlyphs
        switch frame {
        case .none:
            break
        case .box:
            PopoverView(frame: area, theme: theme).render(into: &buffer)
        case .line(let side):
            let vertical = Cell(glyphs.vertical, style: theme.border)
            let horizontal = Cell(glyphs.horizontal, style: theme.border)
            switch side {
            case .left: buffer.fill(Rect(x: area.x, y: area.y, width: 1, height: area.height), with: vertical)
            case .right: buffer.fill(Rect(x: area.maxX - 1, y: area.y, width: 1, height: area.height), with: vertical)
            case .top: buffer.fill(Rect(x: area.x, y: area.y, width: area.width, height: 1), with: horizontal)
            case .bottom: buffer.fill(Rect(x: area.x, y: area.maxY - 1, width: area.width, height: 1), with: horizontal)
            }
        }
    }

    /// The output cut into display rows of at most `width` columns: one per line, or, wrapping,
    /// as many as each line needs.
    func rows(width: Int) -> [[PreviewOutput.Segment]] {
        let lines = output.shownLines
        guard wraps, width > 0 else { return lines.map(\.segments) }
        var result: [[PreviewOutput.Segment]] = []
        for line in lines {
            var row: [PreviewOutput.Segment] = []
            var column = 0
            for segment in line.segments {
                var piece = ""
                for character in Sanitiser.sanitise(segment.text) {
                    let cells = Buffer.displayWidth(of: String(character))
                    if column + cells > width, column > 0 {
                        if !piece.isEmpty { row.append(PreviewOutput.Segment(text: piece, style: segment.style)) }
                        result.append(row)
                        row = []
                        piece = ""
                        column = 0
                    }
                    piece.append(character)
                    column += cells
                }
                if !piece.isEmpty { row.append(PreviewOutput.Segment(text: piece, style: segment.style)) }
            }
            result.append(row)
        }
        return result
    }
}
