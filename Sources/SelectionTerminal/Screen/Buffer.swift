import SelectionCore

/// A grid of cells that widgets draw into and the `Renderer` turns into terminal bytes.
///
/// The buffer keeps two promises whatever is written into it:
///
/// - **No control reaches a cell.** Text goes in through ``write(_:at:style:clip:overflow:)``
///   and single glyphs through ``Cell``, both of which sanitise (`Sanitiser`).
/// - **Wide glyphs stay whole.** A wide glyph's lead cell is always followed by its
///   continuation cell; one that would straddle the right edge of the buffer or of the clip
///   area is replaced by a space; overwriting either half of a wide glyph blanks the other.
///
/// ```swift
/// var buffer = Buffer(width: 8, height: 2)
/// buffer.write("› Red", at: Point(x: 0, y: 0), style: Style(attributes: .bold))
/// buffer.write("Strawberry", at: Point(x: 0, y: 1), overflow: .ellipsis)
/// buffer.lines  // ["› Red   ", "Strawbe…"]
/// ```
public struct Buffer: Sendable, Hashable, CustomStringConvertible {
    /// Width in columns.
    public let width: Int
    /// Height in rows.
    public let height: Int
    /// Row-major cells, `width * height` of them.
    private(set) var cells: [Cell]

    /// Creates a buffer of `width` × `height` cells, all blank (negative sizes count as 0).
    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        self.cells = Array(repeating: .blank, count: self.width * self.height)
    }

    /// Creates a buffer of `size`, all blank.
    public init(size: Size) {
        self.init(width: size.width, height: size.height)
    }

    /// The buffer's size.
    public var size: Size { Size(width: width, height: height) }

    /// The whole buffer as a rectangle at the origin.
    public var area: Rect { Rect(x: 0, y: 0, width: width, height: height) }

    /// The cell at column `x`, row `y`; a blank cell outside the buffer.
    public subscript(x: Int, y: Int) -> Cell {
        guard x >= 0, y >= 0, x < width, y < height else { return .blank }
        return cells[y * width + x]
    }

    /// The cell at `point`; a blank cell outside the buffer.
    public subscript(point: Point) -> Cell {
        self[point.x, point.y]
    }

    // MARK: Writing

    /// Puts one cell at `point`, keeping wide glyphs whole.
    ///
    /// Nothing happens outside the buffer or outside `clip`. A wide cell whose right half would
    /// fall outside becomes a space in the cell's style.
    ///
    /// - Parameters:
    ///   - cell: The cell to put; its character is already sanitised.
    ///   - point: Where its (left) column goes.
    ///   - clip: The only area that may change; the whole buffer when nil.
    public mutating func set(_ cell: Cell, at point: Point, clip: Rect? = nil) {
        let bounds = clipBounds(clip)
        guard bounds.contains(point) else { return }
        if cell.width == 2 && point.x + 1 >= bounds.maxX {
            put(.blank(cell.style), x: point.x, y: point.y)
        } else {
            put(cell, x: point.x, y: point.y)
        }
    }

    /// Writes untrusted text on one row, sanitised, starting at `origin`; returns the column after the last one written.
    ///
    /// The text is sanitised one grapheme cluster at a time, and only as far as it is drawn, so
    /// a megabyte label costs what its visible part costs. Clusters that take no column are
    /// dropped, except a combining mark with nothing to combine with, which is shown on a
    /// dotted circle (`◌́`). Nothing is drawn outside the buffer or `clip`; columns left of
    /// the clip area are skipped (a wide glyph cut by the left edge becomes a space).
    ///
    /// ```swift
    /// var buffer = Buffer(width: 6, height: 1)
    /// buffer.write("漢字漢字", at: Point(x: 0, y: 0), overflow: .ellipsis)  // returns 6
    /// buffer.lines  // ["漢字… "]
    /// ```
    ///
    /// - Parameters:
    ///   - text: Untrusted text; controls become visible placeholders (`Sanitiser`).
    ///   - origin: The column and row of the first cluster.
    ///   - style: The style of every cell written.
    ///   - clip: The only area that may change; the whole buffer when nil.
    ///   - overflow: What to do when the text is wider than the room to the right edge.
    /// - Returns: The column just past the last one written (where more text would go).
    @discardableResult
    public mutating func write(
        _ text: some StringProtocol,
        at origin: Point,
        style: Style = .plain,
        clip: Rect? = nil,
        overflow: TextOverflow = .clip
    ) -> Int {
        // Compiled for the two types callers pass: called from another module, the generic body
        // reads each character through `StringProtocol`'s witness table, several times slower.
        if let string = text as? String { return writeText(string, at: origin, style: style, clip: clip, overflow: overflow) }
        if let substring = text as? Substring {
            return writeText(substring, at: origin, style: style, clip: clip, overflow: overflow)
        }
        return writeText(text, at: origin, style: style, clip: clip, overflow: overflow)
    }

    /// ``write(_:at:style:clip:overflow:)``'s body: the leading printable ASCII a byte a cell,
    /// the rest a sanitised cluster at a time.
    private mutating func writeText(
        _ text: some StringProtocol, at origin: Point, style: Style, clip: Rect?, overflow: TextOverflow
    ) -> Int {
        let bounds = clipBounds(clip)
        guard origin.y >= bounds.y, origin.y < bounds.maxY, origin.x < bounds.maxX else { return origin.x }
        let limit = bounds.maxX

        // Printable ASCII followed by ASCII (or nothing) is a cluster of its own, a column wide:
        // written a byte a cell, without segmenting. What follows goes the general way.
        let utf8 = text.utf8
        var asciiEnd = utf8.startIndex
        var asciiWidth = 0
        while asciiEnd != utf8.endIndex, origin.x + asciiWidth <= limit {
            let byte = utf8[asciiEnd]
            let next = utf8.index(after: asciiEnd)
            guard byte >= 0x20 && byte < 0x7F, next == utf8.endIndex || utf8[next] < 0x80 else { break }
            asciiEnd = next
            asciiWidth += 1
        }
        if asciiEnd == utf8.endIndex && origin.x + asciiWidth <= limit {
            // All of it, and it fits: no ellipsis, nothing cut.
            var x = origin.x
            for byte in utf8 {
                if x >= bounds.x { put(Cell(printableASCII: byte, style: style), x: x, y: origin.y) }
                x += 1
            }
            return x
        }

        // Ellipsis: first find out, reading no further than the edge, whether the text fits.
        var needsEllipsis = false
        if overflow == .ellipsis {
            var end = origin.x
            Sanitiser.forEachSanitisedCharacter(in: text) { character in
                end += Buffer.drawableCell(character, style: style)?.width ?? 0
                return end <= limit
            }
            needsEllipsis = end > limit
        }
        let textLimit = needsEllipsis ? limit - 1 : limit

        var x = origin.x
        var isCut = false
        Sanitiser.forEachSanitisedCharacter(in: text) { character in
            guard let cell = Buffer.drawableCell(character, style: style) else { return true }
            if x + cell.width > textLimit {
                isCut = true
                return false
            }
            if x >= bounds.x {
                put(cell, x: x, y: origin.y)
            } else if x + cell.width > bounds.x {
                // A wide glyph cut by the left edge of the clip area: its visible half is a space.
                put(.blank(style), x: bounds.x, y: origin.y)
            }
            x += cell.width
            return true
        }
        guard isCut else { return x }

        if needsEllipsis && x >= bounds.x {
            put(Cell(drawable: "\u{2026}", style: style), x: x, y: origin.y)
            x += 1
        }
        // The column a wide glyph could not fill: a space, never half a glyph.
        while x < limit {
            if x >= bounds.x { put(.blank(style), x: x, y: origin.y) }
            x += 1
        }
        return x
    }

    /// Fills `rect` (clipped to the buffer) with copies of `cell`; a wide cell that would not fit at the right becomes a space.
    ///
    /// ```swift
    /// buffer.fill(Rect(x: 0, y: 3, width: 20, height: 1), with: .blank(Style(attributes: .reverse)))
    /// ```
    public mutating func fill(_ rect: Rect, with cell: Cell) {
        let bounds = rect.intersection(area)
        guard !bounds.isEmpty else { return }
        if cell.width == 1 {
            // A narrow cell fills each row in one run: only a wide glyph across either edge of
            // the row is broken (what putting each cell would do), the rest is overwritten.
            for y in bounds.y..<bounds.maxY {
                detach(x: bounds.x, y: y)
                detach(x: bounds.maxX - 1, y: y)
                let start = y * width + bounds.x
                cells.withUnsafeMutableBufferPointer { row in
                    for index in start..<(start + bounds.width) { row[index] = cell }
                }
            }
            return
        }
        for y in bounds.y..<bounds.maxY {
            var x = bounds.x
            while x < bounds.maxX {
                if cell.width == 2 && x + 1 >= bounds.maxX {
                    put(.blank(cell.style), x: x, y: y)
                    x += 1
                } else {
                    put(cell, x: x, y: y)
                    x += max(1, cell.width)
                }
            }
        }
    }

    /// Makes every cell blank.
    public mutating func clear() {
        cells = Array(repeating: .blank, count: width * height)
    }

    /// Gives every cell in `rect` (clipped to the buffer) the style `style`, keeping its character.
    ///
    /// ```swift
    /// buffer.setStyle(Style(attributes: .reverse), in: Rect(x: 0, y: 4, width: buffer.width, height: 1))
    /// ```
    public mutating func setStyle(_ style: Style, in rect: Rect) {
        updateStyle(in: rect) { $0 = style }
    }

    /// Changes the style of every cell in `rect` (clipped to the buffer), keeping its character.
    ///
    /// A wide glyph with either half inside `rect` is changed as a whole, once.
    ///
    /// ```swift
    /// buffer.updateStyle(in: row) { $0.attributes.insert(.bold) }
    /// ```
    public mutating func updateStyle(in rect: Rect, _ update: (inout Style) -> Void) {
        let bounds = rect.intersection(area)
        guard !bounds.isEmpty else { return }
        for y in bounds.y..<bounds.maxY {
            var x = bounds.x
            // Start at the lead if the first column is the right half of a wide glyph.
            if x > 0 && cells[y * width + x].isContinuation { x -= 1 }
            while x < bounds.maxX {
                let index = y * width + x
                update(&cells[index].style)
                if cells[index].width == 2 {
                    cells[index + 1].style = cells[index].style
                    x += 2
                } else {
                    x += 1
                }
            }
        }
    }

    // MARK: Reading

    /// The characters of row `y`, one per column (a wide glyph once, for its two columns); empty outside the buffer.
    public func text(ofRow y: Int) -> String {
        guard y >= 0, y < height else { return "" }
        var text = ""
        for cell in cells[(y * width)..<((y + 1) * width)] where !cell.isContinuation {
            text.append(cell.character)
        }
        return text
    }

    /// The text of every row, top to bottom.
    public var lines: [String] {
        (0..<height).map { text(ofRow: $0) }
    }

    /// The rows' text, one per line.
    public var description: String {
        lines.joined(separator: "\n")
    }

    // MARK: Internals

    private func clipBounds(_ clip: Rect?) -> Rect {
        guard let clip else { return area }
        return clip.intersection(area)
    }

    /// The cell to draw for an already-sanitised cluster; nil when it shows nothing.
    static func drawableCell(_ character: Character, style: Style) -> Cell? {
        if DisplayWidth.of(character) == 0 {
            guard let visible = Cell.visibleForm(ofZeroWidth: character) else { return nil }
            return Cell(drawable: visible, style: style)
        }
        return Cell(drawable: character, style: style)
    }

    /// Puts `cell` at a point known to be inside the buffer, room for a wide cell included, and keeps wide glyphs whole.
    private mutating func put(_ cell: Cell, x: Int, y: Int) {
        detach(x: x, y: y)
        if cell.width == 2 { detach(x: x + 1, y: y) }
        let index = y * width + x
        cells[index] = cell
        if cell.width == 2 {
            cells[index + 1] = .continuation(cell.style)
        }
    }

    /// Breaks the wide glyph, if any, that the cell at (x, y) is half of: its other half becomes a space.
    private mutating func detach(x: Int, y: Int) {
        let index = y * width + x
        let cell = cells[index]
        if cell.isContinuation && x > 0 {
            cells[index - 1] = .blank(cells[index - 1].style)
        } else if cell.width == 2 && x + 1 < width {
            cells[index + 1] = .blank(cell.style)
        }
    }
}
