import SelectionCore
import SelectionTerminal

/// Draws the visible rows of a list: the highlight, checkmarks or checkboxes, headers,
/// separators, disabled options with their reason. It draws only the viewport's rows, so its
/// cost does not depend on how many rows the list has.
///
/// ```swift
/// ListView(state: dropDown.list, theme: theme).render(into: &buffer, area: inner)
/// ```
public struct ListView<Value: Sendable & Equatable>: Sendable {
    /// The list to draw.
    public var state: ListState<Value>
    /// Styles and glyphs.
    public var theme: Theme
    /// For rows being filtered: the offsets (in characters) of the label's characters that match
    /// the query, drawn in ``Theme/match``.
    public var matches: [Int: [Int]]

    /// Creates a list view.
    public init(state: ListState<Value>, theme: Theme, matches: [Int: [Int]] = [:]) {
        self.state = state
        self.theme = theme
        self.matches = matches
    }

    /// The size the list wants, border excluded: ``naturalWidth(of:limit:)`` by its line count
    /// (a grid's or a horizontal list's lines, not its rows).
    public static func naturalSize(of state: ListState<Value>, limit: Int) -> Size {
        let lines = (state.items.count + state.rowsPerLine - 1) / max(1, state.rowsPerLine)
        return Size(width: naturalWidth(of: state, limit: limit), height: lines)
    }

    /// The width the rows want, border excluded: the widest label (of the first 1,000 rows) plus marks.
    public static func naturalWidth(of state: ListState<Value>, limit: Int) -> Int {
        var widest = 0
        for row in 0..<min(state.items.count, 1000) {
            switch state.items[row] {
            case .option(let option):
                var width = Buffer.displayWidth(of: option.label, limit: limit)
                if let reason = option.disabledReason { width += Buffer.displayWidth(of: reason, limit: limit) + 3 }
                widest = max(widest, width)
            case .header(let text):
                widest = max(widest, Buffer.displayWidth(of: text, limit: limit))
            case .separator:
                break
            }
        }
        let markWidth = state.sections.contains { $0.selectionMode.isMultiple } ? 4 : 2
        return min(limit, widest + markWidth + 2)
    }

    /// What the pointer at `point` is over, for a list drawn in `area`.
    public func target(at point: Point, area: Rect) -> PointerTarget {
        guard area.contains(point) else { return .outside }
        let row = state.viewport.top + (point.y - area.y)
        return row < state.items.count ? .row(row) : .list
    }

    /// Draws the rows into `area`; returns the cell of the highlighted row's marker (for the
    /// accessible cursor), if it is visible.
    @discardableResult
    public func render(into buffer: inout Buffer, area: Rect) -> Point? {
        var cursor: Point?
        for (offset, row) in state.viewport.rows.enumerated() where offset < area.height {
            let y = area.y + offset
            let rowRect = Rect(x: area.x, y: y, width: area.width, height: 1)
            switch state.items[row] {
            case .header(let text):
                buffer.write(text, at: Point(x: area.x + 1, y: y), style: theme.header, clip: rowRect, overflow: .ellipsis)
            case .separator:
                buffer.fill(rowRect, with: Cell(theme.separatorGlyph, style: theme.separator))
            case .option(let option):
                let isHighlighted = state.highlighted == row
                let style = isHighlighted ? theme.highlight : (option.isEnabled ? theme.text : theme.disabled)
                if isHighlighted {
                    buffer.fill(rowRect, with: .blank(style))
                    buffer.set(Cell(theme.highlightMarker, style: style), at: Point(x: area.x, y: y), clip: rowRect)
                    cursor = Point(x: area.x, y: y)
                }
                let mark: String
                if state.selectionMode(ofRow: row).isMultiple {
                    mark = state.isSelected(row) ? theme.checkboxOn : theme.checkboxOff
                } else {
                    mark = state.isSelected(row) ? String(theme.checkmark) : " "
                }
                var text = option.label
                if let reason = option.disabledReason { text += " (\(reason))" }
                buffer.write(mark + " " + text, at: Point(x: area.x + 1, y: y), style: style, clip: rowRect, overflow: .ellipsis)
            }
        }
        return cursor
    }
}
