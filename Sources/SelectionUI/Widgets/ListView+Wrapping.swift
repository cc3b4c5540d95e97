import SelectionCore
import SelectionTerminal

// Rows as tall as their labels' lines (``LabelWrapping``, with the list's ``RowHeights``):
//
//   › a long line that  ← first line: marker, mark, the label's first piece
//     ↳ goes on and on  ← a continuation of the same line, after the wrap sign
//     second line       ← a line break in the label (multi-line items)
//     third item
//
// Only whole rows are drawn (a row taller than the list is cut at the bottom); the pointer
// over any line of a row is over that row.
extension ListView {
    /// True when rows are drawn as tall as their labels' lines.
    var wrapsRows: Bool {
        guard case .vertical = state.configuration.layout else { return false }
        return labelWrapping.isActive && state.rowHeights != nil
    }

    /// The columns before an option's label in a wrapped row: the marker, the mark (a checkbox in a
    /// multiple-choice list), a space, and the image with a space when it has one.
    static func labelOffset(of option: Choice<Value>, isMultiple: Bool, theme: Theme) -> Int {
        let mark = isMultiple ? theme.checkboxOn : String(theme.checkmark)
        var offset = 1 + Buffer.displayWidth(of: mark) + 1
        if option.content.image != nil { offset += ImageCells.size(lines: 1).width + (option.content.showsText ? 1 : 0) }
        return offset
    }

    /// The text drawn for an option's label: the label, then the reason it is disabled.
    static func drawnLabel(of option: Choice<Value>) -> String {
        var label = option.content.showsText ? option.label : ""
        if let reason = option.disabledReason { label += label.isEmpty ? "(\(reason))" : " (\(reason))" }
        return label
    }

    /// The heights of `items`' rows when the list is drawn `width` columns wide (scroll bar
    /// included) with `wrapping`: each option as tall as its label's lines, headers and
    /// separators one line. Give them to the list (`ListState.setRowHeights(_:)`) whenever the
    /// rows or the width change.
    ///
    /// ```swift
    /// list.setRowHeights(ListView.rowHeights(of: list.items, width: area.width, wrapping: wrapping, isMultiple: false, theme: theme))
    /// ```
    package static func rowHeights(
        of items: ListRows<Value>, width: Int, wrapping: LabelWrapping, isMultiple: Bool, theme: Theme
    )
        -> RowHeights
    {
        // The scroll bar's column is always kept, so that the heights do not depend on whether it shows.
        let rowWidth = width - 1
        let checkbox = Buffer.displayWidth(of: theme.checkboxOn)
        let checkmark = Buffer.displayWidth(of: String(theme.checkmark))
        let imageWidth = ImageCells.size(lines: 1).width
        return RowHeights { row in
            guard row >= 0, row < items.count, case .option(let option) = items[row] else { return 1 }
            var offset = 2 + (isMultiple ? checkbox : checkmark)
            if option.content.image != nil { offset += imageWidth + (option.content.showsText ? 1 : 0) }
            return wrapping.lineCount(of: drawnLabel(of: option), width: max(1, rowWidth - offset))
        }
    }

    /// What the pointer at `point` is over in a list of wrapped rows drawn in `area`.
    func wrappedTarget(at point: Point, area: Rect) -> PointerTarget {
        guard let heights = state.rowHeights else { return .list }
        if ScrollBarView(viewport: state.viewport, theme: theme).isVisible, point.x == area.maxX - 1 { return .list }
        var y = area.y
        for row in state.viewport.rows where row < state.items.count && y < area.maxY {
            let height = heights.lines(ofRow: row)
            // A gap line (``gapLines``) belongs to the first item, as in fzf.
            if point.y < y + height { return point.y < y + max(1, height - gapLines) ? .row(row) : .row(0) }
            y += height
        }
        return .list
    }

    /// Draws the viewport's rows, each as tall as its label's lines; returns the highlighted
    /// row's marker cell, if shown.
    func renderWrapped(into buffer: inout Buffer, area: Rect) -> Point? {
        guard let heights = state.rowHeights else { return nil }
        let viewport = state.viewport
        let rowWidth = area.width - 1
        var cursor: Point?
        var y = area.y
        for row in viewport.rows where row < state.items.count && y < area.maxY {
            let height = heights.lines(ofRow: row)
            // The row's gap (``gapLines``) follows its label's lines.
            let labelHeight = max(1, height - gapLines)
            drawGap(after: y + labelHeight - 1, lines: height - labelHeight, in: area, into: &buffer)
            let rowRect = Rect(x: area.x, y: y, width: rowWidth, height: labelHeight)
            let clip = rowRect.intersection(area)
            let firstLine = Rect(x: area.x, y: y, width: rowWidth, height: 1)
            switch state.items[row] {
            case .header(let text):
                buffer.write(text, at: Point(x: area.x + 1, y: y), style: theme.header, clip: firstLine, overflow: .ellipsis)
            case .separator:
                buffer.fill(firstLine, with: Cell(theme.separatorGlyph, style: theme.separator))
            case .option(let option):
                if drawWrapped(option, row: row, in: rowRect, clip: clip, into: &buffer) { cursor = Point(x: area.x, y: y) }
            }
            y += height
        }
        let scrollBar = ScrollBarView(viewport: viewport, theme: theme)
        if scrollBar.isVisible { scrollBar.render(into: &buffer, column: area.maxX - 1, rows: area.y..<area.maxY) }
        return cursor
    }

    /// Draws one option over its lines: the marker and the mark on the first, the label's lines
    /// under one another, continuations after the wrap sign. Returns whether it is highlighted.
    private func drawWrapped(_ option: Choice<Value>, row: Int, in rowRect: Rect, clip: Rect, into buffer: inout Buffer) -> Bool {
        let isHighlighted = state.highlighted == row
        let style = rowStyle(of: option, isHighlighted: isHighlighted)
        let first = Rect(x: rowRect.x, y: rowRect.y, width: rowRect.width, height: 1).intersection(clip)
        if isHighlighted {
            buffer.fill(clip, with: .blank(style))
            buffer.set(Cell(theme.highlightMarker, style: theme.pointer ?? style), at: rowRect.origin, clip: first)
        }
        let isMultiple = state.selectionMode(ofRow: row).isMultiple
        let markStyle = self.markStyle(ofRow: row, rowStyle: style, isHighlighted: isHighlighted)
        buffer.write(mark(ofRow: row), at: Point(x: rowRect.x + 1, y: rowRect.y), style: markStyle, clip: first)
        var labelStart = rowRect.x + 2 + Buffer.displayWidth(of: isMultiple ? theme.checkboxOn : String(theme.checkmark))
        if let image = option.content.image {
            labelStart = ImageCells(image).render(
                into: &buffer, in: Rect(origin: Point(x: labelStart, y: rowRect.y), size: ImageCells.size(lines: 1)), background: style,
                clip: first)
            if option.content.showsText { labelStart += 1 }
        }
        let label = Self.drawnLabel(of: option)
        let characters = Array(label)
        let signStyle = isHighlighted ? style : theme.placeholder
        var lastLine: (y: Int, end: Int)?
        for (index, line) in labelWrapping.lines(of: label, width: max(1, rowRect.maxX - labelStart)).enumerated() {
            let y = rowRect.y + index
            let lineClip = Rect(x: rowRect.x, y: y, width: rowRect.width, height: 1).intersection(clip)
            guard !lineClip.isEmpty else { continue }
            var x = labelStart
            if line.isContinuation { x = buffer.write(labelWrapping.sign, at: Point(x: x, y: y), style: signStyle, clip: lineClip) }
            let text = String(characters[line.characters.clamped(to: 0..<characters.count)])
            let end = buffer.write(text, at: Point(x: x, y: y), style: style, clip: lineClip, overflow: .ellipsis)
            lastLine = (y, end)
            let shift = line.characters.lowerBound
            if option.content.showsText, let runs = labelStyles[row] {
                let moved = runs.compactMap { run -> StyledCharacters? in
                    let range = run.characters.clamped(to: line.characters)
                    return range.isEmpty
                        ? nil : StyledCharacters(characters: (range.lowerBound - shift)..<(range.upperBound - shift), style: run.style)
                }
                paint(moved, of: text, from: x, end: end, row: y, over: style, into: &buffer)
            }
            if option.content.showsText, let offsets = matches[row] {
                let moved = offsets.filter { line.characters.contains($0) }.map { $0 - shift }
                emphasise(moved, of: text, from: x, end: end, row: y, isHighlighted: isHighlighted, into: &buffer)
            }
        }
        // The detail goes on the label's last line, right-aligned where there is room after it.
        if let lastLine {
            drawDetail(
                of: option, line: lastLine.y, after: lastLine.end, in: rowRect, clip: clip, rowStyle: style,
                isHighlighted: isHighlighted, into: &buffer)
        }
        return isHighlighted
    }
}
