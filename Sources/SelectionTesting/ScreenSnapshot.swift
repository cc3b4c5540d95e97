import SelectionCore
import SelectionTerminal

/// A screen read back: its text, row by row, and where the styles change.
///
/// Compare whole screens: ``quotedLines`` keeps trailing spaces visible, `styleRuns` lists the
/// styled stretches of each row, and ``description`` puts both in one text for a literal.
///
/// ```swift
/// #expect(snapshot.quotedLines == [
///     "|Colour: Select... ▾|",
///     "|╭─▲──────╮         |",
/// ])
/// #expect(snapshot.styleRuns(ofRow: 2) == [StyleRun(columns: 1..<9, style: theme.highlight)])
/// ```
public struct ScreenSnapshot: Sendable, Hashable, CustomStringConvertible {
    /// The cells.
    public let buffer: Buffer

    /// Reads a buffer.
    public init(_ buffer: Buffer) {
        self.buffer = buffer
    }

    /// Each row's text, a character per column (a wide glyph once), trailing spaces kept.
    public var lines: [String] { buffer.lines }

    /// Each row between `|` bars, so trailing spaces show.
    public var quotedLines: [String] { lines.map { "|" + $0 + "|" } }

    /// The rows' text with trailing spaces removed, and trailing blank rows dropped.
    public var trimmedLines: [String] {
        var result = lines.map { line in String(line.reversed().drop { $0 == " " }.reversed()) }
        while result.last == "" { result.removeLast() }
        return result
    }

    /// The stretches of row `y` drawn in a style other than plain, left to right (a wide glyph
    /// counts its two columns).
    public func styleRuns(ofRow y: Int) -> [StyleRun] {
        var runs: [StyleRun] = []
        var x = 0
        while x < buffer.width {
            let style = buffer[x, y].style
            var end = x + 1
            while end < buffer.width, buffer[end, y].style == style { end += 1 }
            if !style.isPlain { runs.append(StyleRun(columns: x..<end, style: style)) }
            x = end
        }
        return runs
    }

    /// Every row's style runs, as `row: columns style` lines (`2: 1..<9 fg:black bg:cyan bold`).
    public var styleSummary: [String] {
        (0..<buffer.height).flatMap { y in
            styleRuns(ofRow: y).map { "\(y): \($0.columns.lowerBound)..<\($0.columns.upperBound) \($0.style)" }
        }
    }

    /// The quoted lines, then the style summary.
    public var description: String {
        (quotedLines + styleSummary).joined(separator: "\n")
    }

    /// The style of the cell at column `x`, row `y`.
    public func style(atColumn x: Int, row y: Int) -> Style {
        buffer[x, y].style
    }

    /// The first row whose text contains `text`, if any.
    public func row(containing text: String) -> Int? {
        lines.firstIndex { $0.contains(text) }
    }

    /// The cell (column, row) where `text` first appears on screen, if anywhere.
    public func position(of text: String) -> Point? {
        for (y, line) in lines.enumerated() {
            let characters = Array(line)
            let needle = Array(text)
            guard needle.count <= characters.count, !needle.isEmpty else { continue }
            for x in 0...(characters.count - needle.count) where Array(characters[x..<(x + needle.count)]) == needle {
                // Columns, not characters: wide glyphs before x count twice.
                let column = characters[..<x].reduce(0) { $0 + max(1, DisplayWidth.of($1)) }
                return Point(x: column, y: y)
            }
        }
        return nil
    }

    /// The screen as an SVG picture: a monospace grid on a dark background, colours and attributes as drawn.
    public func svg(cellWidth: Double = 8.4, cellHeight: Double = 17, title: String? = nil) -> String {
        SVGWriter(buffer: buffer, cellWidth: cellWidth, cellHeight: cellHeight).document(title: title)
    }
}

/// A stretch of one row drawn in one style.
public struct StyleRun: Sendable, Hashable, CustomStringConvertible {
    /// The columns.
    public var columns: Range<Int>
    /// The style.
    public var style: Style

    /// Creates a run.
    public init(columns: Range<Int>, style: Style) {
        self.columns = columns
        self.style = style
    }

    /// `1..<9 bold`.
    public var description: String { "\(columns.lowerBound)..<\(columns.upperBound) \(style)" }
}
