import SelectionTerminal

/// How a list draws a label that does not fit on one line: wrapped over several lines
/// (`--wrap`), and over its own lines when it holds line breaks (a `--read0` item).
///
/// Off by default: a label is drawn on one line, line breaks shown as `␊`, and a label too wide
/// for its row shows the part around its matches (`LabelWindow`). On, a row is as tall as its
/// label's lines (the list's `RowHeights`), and the highlight, the mouse, scrolling and paging
/// still go by row.
///
/// ```
///  wrapsLongLines, width 16:
///  › a long line th
///    ↳ at goes on a
///    ↳ nd on
/// ```
///
/// ```swift
/// var configuration = ListPromptConfiguration()
/// configuration.labelWrapping = LabelWrapping(wrapsLongLines: true, breaksAtNewlines: true)
/// ```
public struct LabelWrapping: Sendable, Equatable {
    /// Long lines continue on the next lines instead of being cut with an ellipsis.
    public var wrapsLongLines: Bool
    /// A line break in a label starts a new line of its row instead of showing as `␊`.
    public var breaksAtNewlines: Bool
    /// Drawn at the start of each continuation of a wrapped line (fzf's `--wrap-sign`).
    public var sign: String
    /// The most lines one row takes; the rest of a longer label is not drawn.
    public var maximumLines: Int

    /// Creates a wrapping; by default labels stay on one line.
    public init(wrapsLongLines: Bool = false, breaksAtNewlines: Bool = false, sign: String = "\u{21B3} ", maximumLines: Int = 100) {
        self.wrapsLongLines = wrapsLongLines
        self.breaksAtNewlines = breaksAtNewlines
        self.sign = sign
        self.maximumLines = maximumLines
    }

    /// True when a label may take more than one line.
    package var isActive: Bool { wrapsLongLines || breaksAtNewlines }

    /// One screen line of a label: the offsets of its characters, and whether it continues a
    /// wrapped line (drawn after ``LabelWrapping/sign``).
    package struct Line: Sendable, Equatable {
        /// The offsets (in characters) of the label's characters on this line.
        package var characters: Range<Int>
        /// True for the second and later lines of one wrapped line.
        package var isContinuation: Bool

        /// Creates a line.
        package init(characters: Range<Int>, isContinuation: Bool) {
            self.characters = characters
            self.isContinuation = isContinuation
        }
    }

    /// The screen lines `label` takes in `width` columns: one per line of the label when
    /// ``breaksAtNewlines`` (the breaks themselves are not drawn), each cut into pieces of at
    /// most `width` columns when ``wrapsLongLines`` (continuations lose the sign's width).
    /// Never more than ``maximumLines``, never none.
    package func lines(of label: String, width: Int) -> [Line] {
        let signWidth = Buffer.displayWidth(of: sign)
        let limit = max(1, maximumLines)
        var result: [Line] = []
        var offset = 0
        var lineStart = 0
        var used = 0
        var isContinuation = false
        for character in label {
            if breaksAtNewlines, character == "\n" || character == "\r\n" {
                result.append(Line(characters: lineStart..<offset, isContinuation: isContinuation))
                if result.count >= limit { return result }
                offset += 1
                lineStart = offset
                used = 0
                isContinuation = false
                continue
            }
            if wrapsLongLines {
                let cell = Buffer.displayWidth(of: String(character))
                let room = isContinuation ? width - signWidth : width
                // A character wider than the room still takes a line of its own rather than none.
                if used + cell > room, offset > lineStart {
                    result.append(Line(characters: lineStart..<offset, isContinuation: isContinuation))
                    if result.count >= limit { return result }
                    lineStart = offset
                    used = 0
                    isContinuation = true
                }
                used += cell
            }
            offset += 1
        }
        result.append(Line(characters: lineStart..<offset, isContinuation: isContinuation))
        return result
    }

    /// How many screen lines `label` takes in `width` columns (``lines(of:width:)``'s count).
    package func lineCount(of label: String, width: Int) -> Int {
        guard isActive else { return 1 }
        if !wrapsLongLines, !label.utf8.contains(UInt8(ascii: "\n")) { return 1 }  // no "\n" or "\r\n"
        return lines(of: label, width: width).count
    }
}
