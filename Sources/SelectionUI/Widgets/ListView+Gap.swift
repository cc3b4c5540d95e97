import SelectionCore
import SelectionTerminal

// fzf's `--gap N` and `--gap-line STR`: N lines after each row, the last of them holding the
// gap line, as fzf 0.74.5 draws them:
//
//   > first       │
//     ┈┈┈┈┈┈┈┈┈┈┈┈│  ← the gutter, the marker's column, the line up to the column before the bar
//     second      │
//     ┈┈┈┈┈┈┈┈┈┈┈┈
//     third          ← a row whose gap does not fit still shows its first line
//
// The list's row heights count the gap (``gappedRowHeights(_:gap:)``), so the viewport, paging
// and revealing move by rows of 1+N lines. The scroll bar weighs rows against lines as fzf's
// does (a row and its gap count as one line). A click on a gap line highlights the first item,
// as in fzf (whose gap lines belong to item 0).
extension ListView {
    /// `heights` (nil: one line a row) with `gap` lines added to every row: what a list drawn
    /// with ``gapLines`` needs (`ListState.setRowHeights(_:)`).
    ///
    /// ```swift
    /// var list = ListState(items: [.option(Choice("a")), .option(Choice("b"))], selectionMode: .single)
    /// list.setRowHeights(ListView<String>.gappedRowHeights(nil, gap: 1))   // every row 2 lines
    /// ```
    package static func gappedRowHeights(_ heights: RowHeights?, gap: Int) -> RowHeights {
        let gap = max(0, gap)
        guard let heights else { return RowHeights { _ in 1 + gap } }
        return RowHeights { row in heights.lines(ofRow: row) + gap }
    }

    /// True when rows are drawn one line each with gaps after them.
    var drawsGaps: Bool {
        guard case .vertical = state.configuration.layout else { return false }
        return gapLines > 0 && state.rowHeights != nil
    }

    /// fzf's scroll bar over a list with gaps: the rows against the area's lines.
    private func gappedThumb(in area: Rect) -> (offset: Int, length: Int)? {
        guard !hidesScrollBar else { return nil }
        return ScrollBarView.fzfThumb(total: state.items.count, height: area.height, top: state.viewport.top)
    }

    /// What the pointer at `point` is over in a list with gaps drawn in `area`.
    func gappedTarget(at point: Point, area: Rect) -> PointerTarget {
        if gappedThumb(in: area) != nil, point.x == area.maxX - 1 { return .list }
        let line = point.y - area.y
        let row = state.viewport.top + line / (1 + gapLines)
        guard line >= 0, row < state.items.count else { return .list }
        return line % (1 + gapLines) == 0 ? .row(row) : .row(0)
    }

    /// Draws the rows from the viewport's top, each followed by its gap, until the area is full;
    /// returns the highlighted row's marker cell, if shown.
    func renderGapped(into buffer: inout Buffer, area: Rect) -> Point? {
        let thumb = gappedThumb(in: area)
        let keepsBarColumn = thumb != nil || (scrollBarGlyph != nil && !hidesScrollBar)
        let rowWidth = keepsBarColumn ? area.width - 1 : area.width
        var cursor: Point?
        var y = area.y
        var row = state.viewport.top
        while row < state.items.count, y < area.maxY {
            let rowRect = Rect(x: area.x, y: y, width: rowWidth, height: 1)
            if let point = drawRow(row, in: rowRect, clip: rowRect.intersection(area), into: &buffer) { cursor = point }
            drawGap(after: y, lines: gapLines, in: area, into: &buffer)
            y += 1 + gapLines
            row += 1
        }
        if let thumb {
            let glyph = scrollBarGlyph ?? theme.borderGlyphs.vertical
            let thumbArea = Rect(x: area.maxX - 1, y: area.y + thumb.offset, width: 1, height: thumb.length)
            buffer.fill(thumbArea.intersection(area), with: Cell(glyph, style: theme.scrollThumb))
        }
        return cursor
    }

    /// Draws the `lines` gap lines under the row on line `y`: the gutter in the pointer's
    /// columns, and on the last one the gap line, from the label's column to the one before the last.
    func drawGap(after y: Int, lines: Int, in area: Rect, into buffer: inout Buffer) {
        let widths = rowPrefix?.widths ?? (pointer: 1, marker: 1)
        for index in 0..<max(0, lines) {
            let line = y + 1 + index
            guard line < area.maxY else { return }
            if let gutter = rowPrefix?.gutter {
                let pointerArea = Rect(x: area.x, y: line, width: widths.pointer, height: 1).intersection(area)
                buffer.write(gutter, at: Point(x: area.x, y: line), style: theme.gutter ?? theme.text, clip: pointerArea)
            }
            guard index == lines - 1 else { continue }
            let start = area.x + widths.pointer + widths.marker
            let width = area.maxX - 1 - start
            guard width > 0 else { continue }
            let text = Self.filling(gapLine, width: width)
            buffer.write(text, at: Point(x: start, y: line), style: theme.separator, clip: Rect(x: start, y: line, width: width, height: 1))
        }
    }

    /// `text` repeated to fill `width` columns, its last copy cut where a character would not
    /// fit (fzf's fill of `--gap-line`); only its first line counts.
    static func filling(_ text: String, width: Int) -> String {
        let unit = String(text.prefix { $0 != "\n" && $0 != "\r\n" })
        let unitWidth = Buffer.displayWidth(of: unit)
        guard unitWidth > 0, width > 0 else { return "" }
        var result = String(repeating: unit, count: width / unitWidth)
        var rest = width % unitWidth
        for character in unit where rest > 0 {
            rest -= Buffer.displayWidth(of: String(character))
            if rest < 0 { break }
            result.append(character)
        }
        return result
    }
}
