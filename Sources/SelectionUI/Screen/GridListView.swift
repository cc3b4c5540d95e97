import SelectionCore
import SelectionTerminal

/// Draws a list laid out as a grid (a colour palette) or as one horizontal line (a menu bar):
/// each option a cell with its swatch and/or label, the highlighted cell marked with
/// ``Theme/highlightMarker``, the chosen one with ``Theme/checkmark``.
///
/// ```swift
/// GridListView(state: palette.list, theme: theme).render(into: &buffer, area: inner)
/// ```
public struct GridListView<Value: Sendable & Equatable>: Sendable {
    /// The list to draw.
    public var state: ListState<Value>
    /// Styles and glyphs.
    public var theme: Theme

    /// Creates a grid view.
    public init(state: ListState<Value>, theme: Theme) {
        self.state = state
        self.theme = theme
    }

    /// The columns one cell takes: a mark, the swatch, the widest label, a gap.
    public var cellWidth: Int {
        var widest = 0
        var hasImage = false
        for item in state.items {
            guard let option = item.option else { continue }
            if option.content.image != nil { hasImage = true }
            if option.content.showsText { widest = max(widest, Buffer.displayWidth(of: option.label, limit: 100)) }
        }
        return 1 + (hasImage ? 2 : 0) + (hasImage && widest > 0 ? 1 : 0) + widest + 1
    }

    /// The size the grid wants, border excluded.
    public var naturalSize: Size {
        let columns = max(1, state.rowsPerLine)
        let lines = (state.items.count + columns - 1) / columns
        return Size(width: cellWidth * min(columns, max(1, state.items.count)), height: lines)
    }

    /// What the pointer at `point` is over, for a grid drawn in `area`.
    public func target(at point: Point, area: Rect) -> PointerTarget {
        guard area.contains(point) else { return .outside }
        let column = (point.x - area.x) / max(1, cellWidth)
        guard column < state.rowsPerLine else { return .list }
        let row = (state.viewport.top + point.y - area.y) * state.rowsPerLine + column
        return row < state.items.count ? .row(row) : .list
    }

    /// Draws the visible lines into `area`; returns the highlighted cell.
    @discardableResult
    public func render(into buffer: inout Buffer, area: Rect) -> Point? {
        let columns = max(1, state.rowsPerLine)
        let width = cellWidth
        var cursor: Point?
        for (offset, line) in state.viewport.rows.enumerated() where offset < area.height {
            let y = area.y + offset
            for column in 0..<columns {
                let row = line * columns + column
                guard row < state.items.count, let option = state.items[row].option else { continue }
                let cell = Rect(x: area.x + column * width, y: y, width: width, height: 1).intersection(area)
                guard !cell.isEmpty else { continue }
                let isHighlighted = state.highlighted == row
                let style = isHighlighted ? theme.highlight : (option.isEnabled ? theme.text : theme.disabled)
                if isHighlighted {
                    buffer.fill(cell, with: .blank(style))
                    cursor = Point(x: cell.x, y: y)
                }
                let mark = state.isSelected(row) ? theme.checkmark : (isHighlighted ? theme.highlightMarker : " ")
                var x = buffer.write(String(mark), at: Point(x: cell.x, y: y), style: style, clip: cell)
                switch option.content.image {
                case .swatch(let colour)?:
                    x = buffer.write("██", at: Point(x: x, y: y), style: Style(foreground: .rgb(colour), background: style.background), clip: cell)
                    if option.content.showsText { x += 1 }
                case .picture(let picture)?:
                    let halves = picture.halfBlockCells(columns: 2, rows: 1, over: Colour(rgb: 0))
                    for half in halves.first ?? [] {
                        buffer.set(Cell("▀", style: Style(foreground: .rgb(half.top), background: .rgb(half.bottom))), at: Point(x: x, y: y), clip: cell)
                        x += 1
                    }
                    if option.content.showsText { x += 1 }
                case nil:
                    break
                }
                if option.content.showsText {
                    buffer.write(option.label, at: Point(x: x, y: y), style: style, clip: cell, overflow: .ellipsis)
                }
            }
        }
        return cursor
    }
}
