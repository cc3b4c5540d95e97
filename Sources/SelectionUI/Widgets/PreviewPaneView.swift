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
        /// fzf's border of that shape (`--preview-window border-…`): a blank column inside a
        /// left or right line, and a column for the scroll bar on the right.
        case shape(BorderShape)
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
    /// The first lines of the output that stay at the top while the rest scrolls (fzf's `~N`).
    package var headerLines = 0
    /// Whether the position (`12/80`) shows when there is more than fits (fzf's `info`).
    package var showsPosition = true
    /// Long lines wrap at blanks rather than anywhere (fzf's `wrap-word`), when ``wraps``.
    package var wrapsWords = false
    /// Drawn at the start of each continuation row of a wrapped line (fzf's `--preview-wrap-sign`);
    /// empty: none.
    package var wrapSign = ""
    /// The label on a ``Frame/shape(_:)`` frame (fzf's `--preview-label`).
    package var label: BorderLabel?
    /// The scroll bar's glyph in a ``Frame/shape(_:)`` frame (fzf's `--scrollbar`); nil draws none.
    package var scrollBarGlyph: Character? = "│"

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
        case .shape(let shape):
            // fzf: a blank column inside a side line; without a right line, a column for the scroll bar.
            var text = shape.inner(of: area, sidePadding: 1)
            if !shape.sides.contains(.right) { text.width = max(0, text.width - 1) }
            return text
        }
    }

    /// The column of the scroll bar in `area` with a ``Frame/shape(_:)`` frame, else nil.
    private func scrollBarColumn(in area: Rect) -> Int? {
        guard case .shape = frame, scrollBarGlyph != nil else { return nil }
        let text = textArea(in: area)
        return text.width > 0 && text.maxX < area.maxX ? text.maxX : nil
    }

    /// The display rows the output takes at `width` columns (wrapped lines count every row).
    package func rowCount(width: Int) -> Int {
        rows(width: width).count
    }

    /// The largest useful scroll offset for `area`: the last row of output at the bottom (the
    /// header lines stay, so they are not counted).
    package func maximumScroll(in area: Rect) -> Int {
        let text = textArea(in: area)
        let header = min(headerLines, text.height)
        return max(0, rowCount(width: text.width) - header - (text.height - header))
    }

    /// Draws the pane into `area`.
    package func render(into buffer: inout Buffer, area: Rect) {
        guard !area.isEmpty else { return }
        buffer.fill(area, with: .blank(theme.previewText ?? .plain))
        drawFrame(into: &buffer, area: area)
        let text = textArea(in: area)
        guard !text.isEmpty else { return }
        let rows = rows(width: text.width)
        let header = Array(rows.prefix(min(headerLines, text.height)))
        let body = rows.dropFirst(header.count)
        let top = min(max(0, scroll), max(0, body.count - 1))
        let shown = header + Array(body.dropFirst(top).prefix(text.height - header.count))
        for (offset, row) in shown.enumerated() {
            var x = text.x
            let clip = Rect(x: text.x, y: text.y + offset, width: text.width, height: 1)
            for segment in row {
                let style = theme.previewText.map { segment.style.over($0) } ?? segment.style
                x = buffer.write(segment.text, at: Point(x: x, y: text.y + offset), style: style, clip: clip)
            }
        }
        var right = text.maxX
        if let indicator, text.width > 2 {
            right -= 2
            buffer.write(" " + indicator, at: Point(x: right, y: text.y), style: theme.border, clip: text)
        }
        if rows.count > text.height {
            if showsPosition {
                // fzf's position: the first row shown, of how many.
                let position = "\(header.count + top + 1)/\(rows.count)"
                let width = position.count
                if width < right - text.x {
                    buffer.write(position, at: Point(x: right - width, y: text.y), style: theme.border.adding(.reverse), clip: text)
                }
            }
            if let column = scrollBarColumn(in: area), let glyph = scrollBarGlyph {
                let track = text.height - header.count
                if let thumb = ScrollBarView.fzfThumb(total: body.count, height: track, top: top) {
                    let thumbArea = Rect(x: column, y: text.y + header.count + thumb.offset, width: 1, height: thumb.length)
                    buffer.fill(thumbArea.intersection(area), with: Cell(glyph, style: theme.scrollThumb))
                }
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
        case .shape(let shape):
            shape.render(into: &buffer, area: area, style: theme.previewBorder ?? theme.border)
            label?.render(into: &buffer, frame: area, shape: shape, style: theme.previewLabel ?? theme.title)
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
    /// as many as each line needs (at the last blank that fits, with ``wrapsWords``).
    func rows(width: Int) -> [[PreviewOutput.Segment]] {
        let lines = output.shownLines
        guard wraps, width > 0 else { return lines.map(\.segments) }
        // The sign takes its columns from each continuation row, leaving at least one for the text.
        var sign = ""
        var signWidth = 0
        for character in Sanitiser.sanitise(wrapSign) {
            let characterWidth = Buffer.displayWidth(of: String(character))
            guard signWidth + characterWidth <= width - 1 else { break }
            sign.append(character)
            signWidth += characterWidth
        }
        var result: [[PreviewOutput.Segment]] = []
        for line in lines {
            var cells: [(character: Character, style: Style, width: Int)] = []
            for segment in line.segments {
                for character in Sanitiser.sanitise(segment.text) {
                    cells.append((character, segment.style, Buffer.displayWidth(of: String(character))))
                }
            }
            var start = 0
            repeat {
                var end = start
                let isContinuation = start > 0 && signWidth > 0
                let room = isContinuation ? width - signWidth : width
                var column = 0
                while end < cells.count, column + cells[end].width <= room || end == start {
                    column += cells[end].width
                    end += 1
                }
                if wrapsWords, end < cells.count, let blank = cells[start..<end].lastIndex(where: { $0.character == " " }), blank > start {
                    end = blank + 1
                }
                let text = Self.segments(of: cells[start..<end])
                result.append(isContinuation ? [PreviewOutput.Segment(text: sign, style: Style())] + text : text)
                start = end
            } while start < cells.count
        }
        return result
    }

    /// Runs of `cells` in the same style, as segments.
    private static func segments(of cells: ArraySlice<(character: Character, style: Style, width: Int)>) -> [PreviewOutput.Segment] {
        var segments: [PreviewOutput.Segment] = []
        for cell in cells {
            if let last = segments.last, last.style == cell.style {
                segments[segments.count - 1].text.append(cell.character)
            } else {
                segments.append(PreviewOutput.Segment(text: String(cell.character), style: cell.style))
            }
        }
        return segments
    }
}
