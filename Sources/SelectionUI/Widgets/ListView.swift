import SelectionCore
import SelectionTerminal

/// Draws the visible rows of a list in any of its three layouts: the highlight, checkmarks or
/// checkboxes, headers, separators, detail text, images, disabled options with their reason,
/// matched characters and a scroll bar. It draws only the viewport's rows, so its cost does not
/// depend on how many rows the list has.
///
/// A vertical row reads, column by column:
///
/// ```
/// ›✓ ██ Red      #ff0000┃
/// │││ │  │          │    └ scroll bar (only when rows are hidden)
/// │││ │  label      └ detail, dim, right-aligned when there is room
/// │││ └ image (swatch or picture), when the option has one
/// ││└ space
/// │└ checkmark, or a checkbox `[x]` in a multiple-choice section
/// └ highlight marker
/// ```
///
/// Rows taller than a line (`ListConfiguration.rowHeight`) are drawn over all their lines: the
/// highlight fills them, the image takes a box as tall as the row (``ImageCells/size(lines:)``),
/// and the marker, mark, label and detail sit on the row's middle line (the upper middle one
/// when the height is even):
///
/// ```
///  rowHeight 3
///     ▀▀▀▀▀▀
///  ›✓ ▀▀▀▀▀▀ Heart
///     ▀▀▀▀▀▀
/// ```
///
/// A grid (`.grid(columns:)`) draws each option as a cell `[██]` (brackets on the highlighted
/// one, a checkmark before the selected one); a horizontal list draws ` Bold  [Italic] ` on one line.
///
/// ```swift
/// ListView(state: dropDown.list, theme: theme).render(into: &buffer, area: inner)
/// ```
package struct ListView<Value: Sendable & Equatable>: Sendable {
    /// The list to draw.
    package var state: ListState<Value>
    /// Styles and glyphs.
    package var theme: Theme
    /// For rows being filtered: the offsets (in characters) of the label's characters that match
    /// the query, drawn in ``Theme/match``.
    package var matches: [Int: [Int]]

    /// For rows whose labels have colours of their own (`--ansi` input): the styled characters
    /// of the label. On the highlighted row a run keeps its text colour and attributes over the
    /// highlight's background; matched characters are emphasised over both.
    package var labelStyles: [Int: [StyledCharacters]]

    /// How labels longer than a line, or holding line breaks, are drawn. When it is active and
    /// the list has `ListState.rowHeights`, rows are as tall as their labels' lines (measured
    /// by ``rowHeights(of:width:wrapping:isMultiple:theme:)``).
    package var labelWrapping: LabelWrapping

    /// fzf's columns before a row's label, when set: the pointer on the highlighted row (the
    /// gutter on the others), then the marker on checked rows (blank on the others), in place of
    /// sel's mark and space.
    package var rowPrefix: RowPrefix?
    /// fzf's scroll bar (`--scrollbar`): only the thumb, in this glyph; nil draws sel's bar. With
    /// ``hidesScrollBar`` (`--no-scrollbar`) there is none and no column is kept for it.
    package var scrollBarGlyph: Character?
    /// True to draw no scroll bar.
    package var hidesScrollBar = false
    /// False to draw every long label from its start, whatever matched (fzf's `--no-hscroll`).
    package var followsMatches = true
    /// True to show the end of a long label that has no match (fzf's `--keep-right`).
    package var keepsRight = false
    /// Columns kept after a long label's last match (fzf's `--hscroll-off`).
    package var hscrollOff = LabelWindow.contextColumns
    /// Columns between tab stops: a tab in a label is drawn as spaces to the next one (fzf's
    /// `--tabstop`); nil draws it as the buffer's placeholder.
    package var tabStop: Int?
    /// What marks the hidden part of a long label (fzf's `--ellipsis`); nil is sel's `…`.
    package var ellipsis: String?
    /// Rows the query does not match, listed in raw mode: drawn in the theme's ``Theme/noMatch`` (dim).
    package var unmatchedRows: Set<Int> = []
    /// Jump mode's label of each labelled row (fzf's `jump`), drawn in the pointer's columns; nil outside it.
    package var jumpLabels: [Int: Character]?
    /// Lines after each row (fzf's `--gap`), drawn when the list has row heights that count them
    /// (``gappedRowHeights(_:gap:)``); the last of them holds ``gapLine``.
    package var gapLines = 0
    /// Repeated across the last line of each gap (fzf's `--gap-line`); empty for blank gaps.
    package var gapLine = ""
    /// Fields of a long label kept on screen while the rest scrolls (fzf's `--freeze-left`,
    /// `--freeze-right`); nil scrolls the whole label.
    package var frozenFields: FrozenFields?

    /// The columns fzf draws before a label: `▌ label`, `▌┃label`.
    package struct RowPrefix: Sendable, Hashable {
        /// On the highlighted row.
        package var pointer: String
        /// On checked rows.
        package var marker: String
        /// On the other rows, in the pointer's columns (padded with blanks).
        package var gutter: String

        /// A prefix.
        package init(pointer: String, marker: String, gutter: String = " ") {
            self.pointer = pointer
            self.marker = marker
            self.gutter = gutter
        }

        /// The columns of the pointer and of the marker.
        var widths: (pointer: Int, marker: Int) {
            (max(1, Buffer.displayWidth(of: pointer)), max(1, Buffer.displayWidth(of: marker)))
        }
    }

    /// Creates a list view.
    package init(state: ListState<Value>, theme: Theme, matches: [Int: [Int]] = [:], labelStyles: [Int: [StyledCharacters]] = [:]) {
        self.init(state: state, theme: theme, matches: matches, labelStyles: labelStyles, labelWrapping: LabelWrapping())
    }

    /// Creates a list view whose long or multi-line labels are drawn as `labelWrapping` says.
    package init(
        state: ListState<Value>, theme: Theme, matches: [Int: [Int]] = [:], labelStyles: [Int: [StyledCharacters]] = [:],
        labelWrapping: LabelWrapping
    ) {
        self.state = state
        self.theme = theme
        self.matches = matches
        self.labelStyles = labelStyles
        self.labelWrapping = labelWrapping
    }

    // MARK: Measuring

    /// The size the list wants, border excluded: for a vertical list ``naturalWidth(of:limit:)``
    /// by its lines (its row count times `ListState.linesPerRow`); for a grid its columns of
    /// cells by its lines; for a horizontal list its items side by side on one line.
    package static func naturalSize(of state: ListState<Value>, limit: Int) -> Size {
        let lines = state.lineCount
        switch state.configuration.layout {
        case .vertical:
            return Size(width: naturalWidth(of: state, limit: limit), height: lines)
        case .grid(let columns):
            let width = max(1, columns) * gridCellWidth(of: state, limit: limit)
            return Size(width: min(limit, width), height: lines)
        case .horizontal:
            var width = 0
            for row in state.items.indices { width += slotWidth(of: state.items[row], limit: limit) + (row > 0 ? 1 : 0) }
            return Size(width: min(limit, width), height: state.items.isEmpty ? 0 : 1)
        }
    }

    /// The width a vertical list's rows want, border excluded: the widest row (of the first
    /// 1,000) — marker, mark, image, label, disabled reason, detail — plus a column for the
    /// scroll bar. Grids and horizontal lists: the width of ``naturalSize(of:limit:)``.
    package static func naturalWidth(of state: ListState<Value>, limit: Int) -> Int {
        naturalWidth(of: state, limit: limit, breaksAtNewlines: false)
    }

    /// ``naturalWidth(of:limit:)``, measuring a label with line breaks by its widest line when
    /// `breaksAtNewlines` (``LabelWrapping/breaksAtNewlines``), and its tabs as spaces to the next
    /// of `tabStop`'s stops when given (``tabStop``).
    package static func naturalWidth(of state: ListState<Value>, limit: Int, breaksAtNewlines: Bool, tabStop: Int? = nil) -> Int {
        guard case .vertical = state.configuration.layout else { return naturalSize(of: state, limit: limit).width }
        var widest = 0
        let imageWidth = ImageCells.size(lines: state.linesPerRow).width
        let markWidth = state.sections.contains { $0.selectionMode.isMultiple } ? 4 : 2
        for row in 0..<min(state.items.count, 1000) {
            switch state.items[row] {
            case .option(let option):
                let width = contentWidth(
                    of: option, imageWidth: imageWidth, limit: limit, breaksAtNewlines: breaksAtNewlines, tabStop: tabStop)
                widest = max(widest, width)
            case .header(let text):
                widest = max(widest, Buffer.displayWidth(of: text, limit: limit))
            case .separator:
                break
            }
            // A row as wide as the limit decides it: the rest need not be made or measured.
            if widest + markWidth + 2 >= limit { return limit }
        }
        return min(limit, widest + markWidth + 2)
    }

    /// Image, label, reason and detail of a vertical row.
    private static func contentWidth(
        of option: Choice<Value>, imageWidth: Int, limit: Int, breaksAtNewlines: Bool, tabStop: Int?
    ) -> Int {
        var width = 0
        if option.content.image != nil { width += imageWidth + (option.content.showsText ? 1 : 0) }
        if option.content.showsText {
            if breaksAtNewlines, option.label.utf8.contains(UInt8(ascii: "\n")) {  // "\n" or "\r\n"
                let lines = option.label.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
                width += lines.map { Buffer.displayWidth(of: $0, limit: limit) }.max() ?? 0
            } else if let tabStop, let expansion = TabExpansion(option.label, tabStop: tabStop) {
                width += Buffer.displayWidth(of: expansion.text, limit: limit)
            } else {
                width += Buffer.displayWidth(of: option.label, limit: limit)
            }
        }
        if let reason = option.disabledReason { width += Buffer.displayWidth(of: reason, limit: limit) + 3 }
        if let detail = option.detail { width += Buffer.displayWidth(of: detail, limit: limit) + 2 }
        return width
    }

    /// The columns a grid cell takes: its widest content between two mark columns.
    private static func gridCellWidth(of state: ListState<Value>, limit: Int) -> Int {
        var widest = ImageCells.width
        for row in 0..<min(state.items.count, 1000) {
            guard let option = state.items[row].option else { continue }
            widest = max(widest, slotContentWidth(of: option, limit: limit))
        }
        return widest + 2
    }

    /// The width of an option's image and label in a grid cell or horizontal slot.
    private static func slotContentWidth(of option: Choice<Value>, limit: Int) -> Int {
        var width = 0
        if option.content.image != nil { width += ImageCells.width + (option.content.showsText ? 1 : 0) }
        if option.content.showsText { width += Buffer.displayWidth(of: option.label, limit: limit) }
        return width
    }

    /// A horizontal slot: `[label]` — the content between two mark columns; a separator is `│`.
    private static func slotWidth(of item: ListItem<Value>, limit: Int) -> Int {
        switch item {
        case .option(let option): slotContentWidth(of: option, limit: limit) + 2
        case .header(let text): Buffer.displayWidth(of: text, limit: limit)
        case .separator: 1
        }
    }

    // MARK: Geometry

    /// The rows on screen and the columns each takes, for a grid or horizontal list drawn in `area`.
    private func slots(in area: Rect) -> [(row: Int, columns: Range<Int>, line: Int)] {
        guard !area.isEmpty else { return [] }
        switch state.configuration.layout {
        case .vertical:
            return []
        case .grid(let columns):
            let cellWidth = Self.gridCellWidth(of: state, limit: area.width)
            var result: [(row: Int, columns: Range<Int>, line: Int)] = []
            for (offset, line) in state.viewport.rows.enumerated() where offset < area.height {
                for column in 0..<max(1, columns) {
                    let row = line * max(1, columns) + column
                    guard row < state.items.count else { break }
                    let x = area.x + column * cellWidth
                    result.append((row, x..<(x + cellWidth), area.y + offset))
                }
            }
            return result
        case .horizontal:
            let widths = state.items.map { Self.slotWidth(of: $0, limit: area.width) }
            // Scroll sideways as little as possible so the highlighted item shows whole.
            var first = 0
            if let highlighted = state.highlighted, highlighted < widths.count {
                var end = widths[0...highlighted].reduce(0, +) + highlighted
                while first < highlighted, end > area.width {
                    end -= widths[first] + 1
                    first += 1
                }
            }
            var result: [(row: Int, columns: Range<Int>, line: Int)] = []
            var x = area.x
            for row in first..<widths.count where x < area.maxX {
                result.append((row, x..<min(area.maxX, x + widths[row]), area.y))
                x += widths[row] + 1
            }
            return result
        }
    }

    /// What the pointer at `point` is over, for a list drawn in `area`: a row (in a grid or a
    /// horizontal list, the cell or item under it), or `.list` for the gaps and the scroll bar.
    package func target(at point: Point, area: Rect) -> PointerTarget {
        guard area.contains(point) else { return .outside }
        switch state.configuration.layout {
        case .vertical:
            if wrapsRows { return wrappedTarget(at: point, area: area) }
            if drawsGaps { return gappedTarget(at: point, area: area) }
            let viewport = visibleViewport(in: area)
            if ScrollBarView(viewport: viewport, theme: theme).isVisible, point.x == area.maxX - 1 { return .list }
            // Any line of a tall row is that row.
            let row = state.row(onLine: viewport.top + (point.y - area.y))
            return row < state.items.count ? .row(row) : .list
        case .grid, .horizontal:
            let hit = slots(in: area).first { $0.line == point.y && $0.columns.contains(point.x) }
            return hit.map { .row($0.row) } ?? .list
        }
    }

    /// The viewport as `area` shows it: no taller than the area.
    func visibleViewport(in area: Rect) -> Viewport {
        let viewport = state.viewport
        return Viewport(top: viewport.top, height: min(viewport.height, area.height), rowCount: viewport.rowCount)
    }

    // MARK: Drawing

    /// Draws the rows into `area`; returns the cell of the highlighted row's marker (for the
    /// accessible cursor), if it is visible.
    @discardableResult
    package func render(into buffer: inout Buffer, area: Rect) -> Point? {
        let area = area.intersection(buffer.area)
        guard !area.isEmpty else { return nil }
        switch state.configuration.layout {
        case .vertical:
            if wrapsRows { return renderWrapped(into: &buffer, area: area) }
            return drawsGaps ? renderGapped(into: &buffer, area: area) : renderVertical(into: &buffer, area: area)
        case .grid, .horizontal:
            return renderSlots(into: &buffer, area: area)
        }
    }

    private func renderVertical(into buffer: inout Buffer, area: Rect) -> Point? {
        let viewport = visibleViewport(in: area)
        let scrollBar = ScrollBarView(viewport: viewport, theme: theme)
        let showsBar = scrollBar.isVisible && !hidesScrollBar
        // fzf's chrome keeps the bar's column whether or not the bar shows (fzf's `barCol`).
        let keepsBarColumn = showsBar || (scrollBarGlyph != nil && !hidesScrollBar)
        let rowWidth = keepsBarColumn ? area.width - 1 : area.width
        // The lines shown; a tall row that does not fit whole is cut at the bottom.
        let shown = Rect(x: area.x, y: area.y, width: rowWidth, height: min(area.height, viewport.height))
        var cursor: Point?
        if !viewport.rows.isEmpty {
            let rows = state.row(onLine: viewport.top)..<min(state.items.count, state.row(onLine: viewport.rows.upperBound - 1) + 1)
            for row in rows {
                // The row's first line may be above the viewport only if the host scrolled it
                // by lines; the row is then drawn cut at the top.
                let top = area.y + state.line(ofRow: row) - viewport.top
                let rowRect = Rect(x: area.x, y: top, width: rowWidth, height: state.linesPerRow)
                let clip = rowRect.intersection(shown)
                guard !clip.isEmpty else { continue }
                if let point = drawRow(row, in: rowRect, clip: clip, into: &buffer) { cursor = point }
            }
        }
        if showsBar {
            let rows = area.y..<(area.y + min(area.height, viewport.height))
            if let glyph = scrollBarGlyph {
                if let thumb = ScrollBarView.fzfThumb(total: viewport.rowCount, height: rows.count, top: viewport.top) {
                    let thumbArea = Rect(x: area.maxX - 1, y: rows.lowerBound + thumb.offset, width: 1, height: thumb.length)
                    buffer.fill(thumbArea.intersection(area), with: Cell(glyph, style: theme.scrollThumb))
                }
            } else {
                scrollBar.render(into: &buffer, column: area.maxX - 1, rows: rows)
            }
        }
        return cursor
    }

    /// Draws `row` (an option, a header or a separator) over `rowRect`, of which only `clip`
    /// shows; returns the highlighted row's marker cell.
    func drawRow(_ row: Int, in rowRect: Rect, clip: Rect, into buffer: inout Buffer) -> Point? {
        let middle = rowRect.y + (rowRect.height - 1) / 2
        switch state.items[row] {
        case .header(let text):
            buffer.write(text, at: Point(x: rowRect.x + 1, y: middle), style: theme.header, clip: clip, overflow: .ellipsis)
        case .separator:
            buffer.fill(
                Rect(x: rowRect.x, y: middle, width: rowRect.width, height: 1).intersection(clip),
                with: Cell(theme.separatorGlyph, style: theme.separator))
        case .option(let option):
            let marker = Point(x: rowRect.x, y: middle)
            let isHighlighted = drawOption(option, row: row, in: rowRect, clip: clip, into: &buffer)
            if let jumpLabels {
                drawJumpLabel(jumpLabels, row: row, at: marker, rowStyle: rowStyle(of: option, row: row), clip: clip, into: &buffer)
            }
            if isHighlighted, clip.contains(marker) { return marker }
        }
        return nil
    }

    /// Draws one option's row over all its lines (`rowRect`, of which only `clip` shows): the
    /// highlight fills them, the image is as tall as the row, and the marker, mark, label and
    /// detail go on the middle line. Returns whether it is the highlighted row.
    private func drawOption(_ option: Choice<Value>, row: Int, in rowRect: Rect, clip: Rect, into buffer: inout Buffer) -> Bool {
        let isHighlighted = state.highlighted == row
        let style = rowStyle(of: option, row: row)
        // Raw mode dims the label of a row the query does not match, not its pointer or gutter.
        let labelStyle = unmatchedRows.contains(row) ? theme.noMatch.map { $0.over(style) } ?? style.adding(.dim) : style
        let y = rowRect.y + (rowRect.height - 1) / 2
        // The middle line, cut like the row.
        let line = Rect(x: rowRect.x, y: y, width: rowRect.width, height: 1).intersection(clip)
        if isHighlighted {
            buffer.fill(clip, with: .blank(style))
            if rowPrefix == nil {
                buffer.set(Cell(theme.highlightMarker, style: theme.pointer ?? style), at: Point(x: rowRect.x, y: y), clip: line)
            }
        }
        let mark = self.mark(ofRow: row)
        let markStyle = self.markStyle(ofRow: row, rowStyle: style, isHighlighted: isHighlighted)
        var x: Int
        if let rowPrefix {
            x = drawPrefix(
                rowPrefix, row: row, at: Point(x: rowRect.x, y: y), rowStyle: style, markStyle: markStyle, clip: line, into: &buffer)
        } else {
            x = buffer.write(mark, at: Point(x: rowRect.x + 1, y: y), style: markStyle, clip: line, overflow: .ellipsis)
            x = buffer.write(" ", at: Point(x: x, y: y), style: style, clip: line, overflow: .ellipsis)
        }
        if line.isEmpty {
            // The middle line is cut away: the image still goes where the mark would end.
            x = min(rowRect.maxX, rowRect.x + 1 + Buffer.displayWidth(of: mark + " ", limit: rowRect.width))
        }
        let imageSize = ImageCells.size(lines: rowRect.height)
        if let image = option.content.image, x + imageSize.width <= rowRect.maxX {
            x = ImageCells(image).render(
                into: &buffer, in: Rect(origin: Point(x: x, y: rowRect.y), size: imageSize), background: style, clip: clip)
            if option.content.showsText { x += 1 }
        }
        let labelStart = x
        let (label, shownLabel, offsets, runs) = shapedLabel(of: option, row: row, width: rowRect.maxX - x)
        x = buffer.write(label, at: Point(x: x, y: y), style: labelStyle, clip: line, overflow: .ellipsis)
        if option.content.showsText, !line.isEmpty, let runs {
            paint(runs, of: shownLabel, from: labelStart, end: x, row: y, over: labelStyle, into: &buffer)
        }
        if option.content.showsText, !line.isEmpty, let offsets {
            emphasise(offsets, of: shownLabel, from: labelStart, end: x, row: y, isHighlighted: isHighlighted, into: &buffer)
        }
        drawDetail(of: option, line: y, after: x, in: rowRect, clip: clip, rowStyle: style, isHighlighted: isHighlighted, into: &buffer)
        return isHighlighted
    }

    /// The text drawn for `option`'s label in `width` columns and the label as drawn (tabs
    /// expanded, cut around its matches), with its matched offsets and styled runs moved onto it.
    private func shapedLabel(
        of option: Choice<Value>, row: Int, width: Int
    ) -> (text: String, shown: String, offsets: [Int]?, runs: [StyledCharacters]?) {
        var offsets = matches[row]
        var runs = labelStyles[row]
        var shownLabel = option.label
        if let tabStop, let expansion = TabExpansion(option.label, tabStop: tabStop) {
            shownLabel = expansion.text
            offsets = offsets?.map(expansion.offset(of:))
            runs = runs.map { expansion.shifted($0) }
        }
        var label = option.content.showsText ? shownLabel : ""
        if let reason = option.disabledReason { label += label.isEmpty ? "(\(reason))" : " (\(reason))" }
        if option.content.showsText, option.disabledReason == nil, followsMatches, var fields = frozenFields {
            (fields.hscrollOff, fields.keepsRight, fields.ellipsis) = (hscrollOff, keepsRight, ellipsis ?? LabelWindow.defaultEllipsis)
            guard let frozen = fields.label(of: shownLabel, width: width, matchEnd: offsets?.max().map { $0 + 1 }) else {
                return (label, shownLabel, offsets, runs)
            }
            let characters = Array(shownLabel)
            label = frozen.text(of: characters)
            return (label, label, offsets?.compactMap(frozen.shownOffset(of:)), runs.map { frozen.shifted($0) })
        }
        // A label too long for the row shows the part around its matches.
        let focus = focus(of: shownLabel, offsets: offsets)
        if option.content.showsText, option.disabledReason == nil, focus != nil || ellipsis != nil {
            let window = LabelWindow(
                label: shownLabel, width: width, focus: focus, context: hscrollOff, ellipsis: ellipsis ?? LabelWindow.defaultEllipsis)
            if window.hidesStart || (ellipsis != nil && window.hidesEnd) {
                label = window.text(of: shownLabel)
                shownLabel = label
                offsets = offsets?.compactMap(window.shownOffset(of:))
                runs = runs.map { window.shifted($0) }
            }
        }
        return (label, shownLabel, offsets, runs)
    }

    /// The characters of a long label to keep in view: its matches (unless ``followsMatches`` is
    /// off), or its end with ``keepsRight`` when nothing matched.
    private func focus(of label: String, offsets: [Int]?) -> ClosedRange<Int>? {
        if followsMatches, let matched = offsets, let first = matched.min(), let last = matched.max() { return first...last }
        guard keepsRight, offsets?.isEmpty ?? true, !label.isEmpty else { return nil }
        return (label.count - 1)...(label.count - 1)
    }

    /// Draws fzf's pointer (or gutter) and marker columns at `origin`; returns where the label starts.
    private func drawPrefix(
        _ prefix: RowPrefix, row: Int, at origin: Point, rowStyle style: Style, markStyle: Style, clip: Rect, into buffer: inout Buffer
    ) -> Int {
        let widths = prefix.widths
        let isHighlighted = state.highlighted == row
        let pointerArea = Rect(x: origin.x, y: origin.y, width: widths.pointer, height: 1).intersection(clip)
        if isHighlighted {
            buffer.write(prefix.pointer, at: origin, style: theme.pointer.map { $0.over(style) } ?? style, clip: pointerArea)
        } else {
            buffer.fill(pointerArea, with: .blank(style))
            buffer.write(prefix.gutter, at: origin, style: theme.gutter ?? style, clip: pointerArea)
        }
        let markerOrigin = Point(x: origin.x + widths.pointer, y: origin.y)
        let markerArea = Rect(x: markerOrigin.x, y: origin.y, width: widths.marker, height: 1).intersection(clip)
        if state.isSelected(row) {
            buffer.write(prefix.marker, at: markerOrigin, style: markStyle, clip: markerArea)
        }
        return min(clip.maxX, markerOrigin.x + widths.marker)
    }

    /// The mark before a row's label: a checkbox in a multiple-selection section, else a
    /// checkmark when it is selected.
    func mark(ofRow row: Int) -> String {
        if state.selectionMode(ofRow: row).isMultiple {
            return state.isSelected(row) ? theme.checkboxOn : theme.checkboxOff
        }
        return state.isSelected(row) ? String(theme.checkmark) : " "
    }

    /// The style of a row's mark: the marker's colour when it is selected, over the highlight.
    func markStyle(ofRow row: Int, rowStyle style: Style, isHighlighted: Bool) -> Style {
        state.isSelected(row) ? theme.marker.map { isHighlighted ? $0.over(style) : $0 } ?? style : style
    }

    /// Draws an option's detail on line `y` of its row, right-aligned where there is room after
    /// the label (which ends at column `labelEnd`), else a column after it.
    func drawDetail(
        of option: Choice<Value>, line y: Int, after labelEnd: Int, in rowRect: Rect, clip: Rect, rowStyle style: Style,
        isHighlighted: Bool, into buffer: inout Buffer
    ) {
        guard let detail = option.detail else { return }
        let detailStyle = isHighlighted ? style : (option.isEnabled ? theme.detail : theme.disabled)
        let line = Rect(x: rowRect.x, y: y, width: rowRect.width, height: 1).intersection(clip)
        let rightAligned = rowRect.maxX - 1 - Buffer.displayWidth(of: detail, limit: rowRect.width)
        let start = rightAligned >= labelEnd + 2 ? rightAligned : labelEnd + 1
        buffer.write(detail, at: Point(x: start, y: y), style: detailStyle, clip: line, overflow: .ellipsis)
    }

    func rowStyle(of option: Choice<Value>, isHighlighted: Bool) -> Style {
        if isHighlighted { return theme.highlight }
        return option.isEnabled ? theme.text : theme.disabled
    }

    /// The style of `row`: ``rowStyle(of:isHighlighted:)``, or fzf's `selected-fg`/`selected-bg`
    /// on a checked row that is not highlighted.
    func rowStyle(of option: Choice<Value>, row: Int) -> Style {
        let isHighlighted = state.highlighted == row
        if !isHighlighted, let checked = theme.checkedRow, state.isSelected(row), option.isEnabled { return checked }
        return rowStyle(of: option, isHighlighted: isHighlighted)
    }

    /// Restyles the label's matched characters that were drawn whole (not under the ellipsis).
    func emphasise(
        _ offsets: [Int], of label: String, from start: Int, end: Int, row y: Int, isHighlighted: Bool, into buffer: inout Buffer
    ) {
        let labelWidth = Buffer.displayWidth(of: label, limit: end - start + 1)
        let visibleEnd = start + labelWidth <= end ? end : end - 1
        let style = isHighlighted ? theme.currentMatch ?? theme.highlight.adding(theme.match.attributes) : theme.match
        if ListView.isPlainASCII(label) {
            // A column a character: the offset is the column, no walk through the label.
            let count = label.utf8.count
            for offset in offsets where offset >= 0 && offset < count && start + offset + 1 <= visibleEnd {
                buffer.setStyle(style, in: Rect(x: start + offset, y: y, width: 1, height: 1))
            }
            return
        }
        emphasiseCharacterByCharacter(offsets, of: label, from: start, visibleEnd: visibleEnd, row: y, style: style, into: &buffer)
    }

    /// ``emphasise(_:of:from:end:row:isHighlighted:into:)`` for any label: walks its characters,
    /// measuring each.
    func emphasiseCharacterByCharacter(
        _ offsets: [Int], of label: String, from start: Int, visibleEnd: Int, row y: Int, style: Style, into buffer: inout Buffer
    ) {
        let wanted = Set(offsets)
        var x = start
        for (offset, character) in label.enumerated() {
            let width = Buffer.displayWidth(of: String(character))
            guard x + width <= visibleEnd else { break }
            if wanted.contains(offset) { buffer.setStyle(style, in: Rect(x: x, y: y, width: max(1, width), height: 1)) }
            x += width
        }
    }

    /// True when every byte of `label` is printable ASCII (a character a byte, a column each).
    static func isPlainASCII(_ label: String) -> Bool {
        label.utf8.allSatisfy { (0x20...0x7E).contains($0) }
    }

    /// Restyles the label's characters that have colours of their own and were drawn whole.
    func paint(
        _ runs: [StyledCharacters], of label: String, from start: Int, end: Int, row y: Int, over rowStyle: Style,
        into buffer: inout Buffer
    ) {
        guard let last = runs.last?.characters.upperBound else { return }
        let labelWidth = Buffer.displayWidth(of: label, limit: end - start + 1)
        let visibleEnd = start + labelWidth <= end ? end : end - 1
        var x = start
        var runIndex = 0
        for (offset, character) in label.enumerated() {
            guard offset < last else { break }
            let width = Buffer.displayWidth(of: String(character))
            guard x + width <= visibleEnd else { break }
            while runIndex < runs.count, runs[runIndex].characters.upperBound <= offset { runIndex += 1 }
            if runIndex < runs.count, runs[runIndex].characters.contains(offset) {
                buffer.setStyle(runs[runIndex].style.over(rowStyle), in: Rect(x: x, y: y, width: max(1, width), height: 1))
            }
            x += width
        }
    }

    private func renderSlots(into buffer: inout Buffer, area: Rect) -> Point? {
        let isGrid: Bool
        if case .grid = state.configuration.layout { isGrid = true } else { isGrid = false }
        let viewport = visibleViewport(in: area)
        let scrollBar = ScrollBarView(viewport: viewport, theme: theme)
        let contentArea = Rect(
            x: area.x, y: area.y, width: isGrid && scrollBar.isVisible ? area.width - 1 : area.width, height: area.height)
        var cursor: Point?
        let slots = slots(in: contentArea)
        for slot in slots {
            let clip = Rect(x: slot.columns.lowerBound, y: slot.line, width: slot.columns.count, height: 1).intersection(contentArea)
            guard !clip.isEmpty else { continue }
            switch state.items[slot.row] {
            case .header(let text):
                buffer.write(text, at: Point(x: clip.x, y: slot.line), style: theme.header, clip: clip, overflow: .ellipsis)
            case .separator:
                if !isGrid {
                    buffer.set(Cell(theme.borderGlyphs.vertical, style: theme.separator), at: Point(x: clip.x, y: slot.line), clip: clip)
                }
            case .option(let option):
                let isHighlighted = state.highlighted == slot.row
                let style = rowStyle(of: option, isHighlighted: isHighlighted)
                if isHighlighted { cursor = Point(x: clip.x, y: slot.line) }
                // `[Bold]` when highlighted, `✓Bold ` when selected, ` Bold ` otherwise.
                let opening = isHighlighted ? "[" : (state.isSelected(slot.row) ? String(theme.checkmark) : " ")
                var x = buffer.write(opening, at: Point(x: clip.x, y: slot.line), style: style, clip: clip)
                let closingColumn = slot.columns.upperBound - 1
                let inner = Rect(x: x, y: slot.line, width: max(0, min(clip.maxX, closingColumn) - x), height: 1)
                if let image = option.content.image, x + ImageCells.width <= inner.maxX {
                    x = ImageCells(image).render(into: &buffer, at: Point(x: x, y: slot.line), background: style, clip: inner)
                    if option.content.showsText { x += 1 }
                }
                if option.content.showsText {
                    buffer.write(option.label, at: Point(x: x, y: slot.line), style: style, clip: inner, overflow: .ellipsis)
                }
                if closingColumn < clip.maxX {
                    buffer.write(isHighlighted ? "]" : " ", at: Point(x: closingColumn, y: slot.line), style: style, clip: clip)
                }
            }
        }
        if isGrid, scrollBar.isVisible {
            scrollBar.render(into: &buffer, column: area.maxX - 1, rows: area.y..<(area.y + min(area.height, viewport.height)))
        }
        return cursor
    }
}

extension Style {
    /// This style drawn over `base`: its colours where it has them, `base`'s elsewhere, and both
    /// sets of attributes.
    func over(_ base: Style) -> Style {
        Style(
            foreground: foreground == .default ? base.foreground : foreground,
            background: background == .default ? base.background : background,
            attributes: base.attributes.union(attributes))
    }
}
