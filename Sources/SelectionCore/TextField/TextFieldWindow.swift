/// The part of a text field's text that is drawn in a box of some width: the window scrolls so
/// the caret is always on screen, with `…` standing for the text cut away on either side.
///
/// Text that fits is drawn whole. Otherwise the window starts at the text's start while the
/// caret fits there; once it does not (typing on at the end of a long query), the window ends
/// at the caret, so the caret and the last characters typed stay on screen:
///
/// ```
///  width 12, text "a query longer than its box"
///  a query lon…     caret near the start: the start, the rest cut
///  …an its box▮     caret at the end (▮): the end, the start cut
///  …ger than i…     caret on "i": the window ends at the caret
/// ```
///
/// The core measures no text itself: the caller passes the width of a character in terminal
/// cells (the UI passes `Buffer.displayWidth(of:)`), so wide glyphs take two cells and a
/// character the terminal does not draw none.
///
/// ```swift
/// let field = TextFieldState(text: query)
/// let window = TextFieldWindow(field, width: 20) { Buffer.displayWidth(of: String($0)) }
/// // draw "…" if window.hidesStart, then window.text, then "…" if window.hidesEnd;
/// // the caret is window.caretColumn cells from the left edge.
/// ```
package struct TextFieldWindow: Sendable, Equatable {
    /// The offset (in characters) of the first character drawn.
    package var start: Int
    /// The offset after the last character drawn.
    package var end: Int
    /// Whether an ellipsis is drawn first, for text hidden before ``start``.
    package var hidesStart: Bool
    /// Whether an ellipsis is drawn after the text, for text hidden from ``end``.
    package var hidesEnd: Bool
    /// The characters drawn (masked when the field masks), without the ellipses.
    package var text: String
    /// The cell of the caret, counted from the window's left edge (a leading ellipsis included).
    package var caretColumn: Int

    /// Creates a window from its parts (for tests; callers measure one with ``init(_:width:measure:)``).
    init(start: Int, end: Int, hidesStart: Bool, hidesEnd: Bool, text: String, caretColumn: Int) {
        self.start = start
        self.end = end
        self.hidesStart = hidesStart
        self.hidesEnd = hidesEnd
        self.text = text
        self.caretColumn = caretColumn
    }

    /// The window of `field` that fits in `width` cells, the caret's cell included (after the
    /// text when the caret is at its end).
    ///
    /// - Parameters:
    ///   - field: The text and caret; a masked field is measured as drawn, masked.
    ///   - width: The cells the window may take, ellipses included; 0 or less draws nothing.
    ///   - measure: The cells one character takes on screen (negative counts as 0).
    package init(_ field: TextFieldState, width: Int, measure: (Character) -> Int) {
        let characters = Array(field.displayedText)
        let widths = characters.map { max(0, measure($0)) }
        let caret = min(max(0, field.caret), characters.count)
        func text(_ range: Range<Int>) -> String { String(characters[range]) }
        func columns(_ range: Range<Int>) -> Int { widths[range].reduce(0, +) }
        guard width > 0 else {
            self.init(start: caret, end: caret, hidesStart: false, hidesEnd: false, text: "", caretColumn: 0)
            return
        }
        // The caret's cell: the character it is on, or one cell after the text.
        let caretCell = caret < characters.count ? max(1, widths[caret]) : 1
        let atEnd = caret == characters.count
        // It all fits.
        if columns(0..<characters.count) + (atEnd ? 1 : 0) <= width {
            self.init(
                start: 0, end: characters.count, hidesStart: false, hidesEnd: false,
                text: text(0..<characters.count), caretColumn: columns(0..<caret))
            return
        }
        // From the start, with `…` at the end, while the caret fits there.
        if columns(0..<caret) + caretCell <= width - 1 {
            var end = caret
            var used = columns(0..<caret)
            while end < characters.count, used + widths[end] <= width - 1 {
                used += widths[end]
                end += 1
            }
            self.init(
                start: 0, end: end, hidesStart: false, hidesEnd: true, text: text(0..<end),
                caretColumn: columns(0..<caret))
            return
        }
        // Ending at the caret's cell, with `…` first (and last when text follows the caret).
        let right = atEnd ? caret : caret + 1
        let hidesEnd = right < characters.count
        let budget = width - 1 - (hidesEnd ? 1 : 0) - (atEnd ? 1 : 0)
        guard budget >= (atEnd ? 0 : caretCell) else {
            // No room for an ellipsis and the caret: the caret's cell alone.
            let end = !atEnd && widths[caret] <= width ? caret + 1 : caret
            self.init(start: caret, end: end, hidesStart: false, hidesEnd: false, text: text(caret..<end), caretColumn: 0)
            return
        }
        var start = right
        var used = 0
        while start > 0, used + widths[start - 1] <= budget {
            start -= 1
            used += widths[start]
        }
        self.init(
            start: start, end: right, hidesStart: start > 0, hidesEnd: hidesEnd, text: text(start..<right),
            caretColumn: (start > 0 ? 1 : 0) + columns(start..<caret))
    }
}
