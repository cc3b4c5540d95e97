import SelectionTerminal

/// The part of a label too wide for its row that is drawn: moved so the matched characters are
/// on screen, with an ellipsis `…` where text is hidden on either side.
///
/// A label that fits is drawn whole. Otherwise the window starts at the label's start when the
/// end of its matches fits there (with up to ten columns of what follows, as fzf's
/// `--hscroll-off` keeps); else it moves right just enough for the matches' end and that
/// context, but never past the first match, so a match is always where the eye looks.
///
/// ```
///  width 20, query "end", label "a very long line that has its match at the end"
///  a very long line t…          before: the match is cut away
///  …match at the end            after: the window ends the label, the match on screen
/// ```
///
/// Widths are measured as the buffer draws them (`Buffer.displayWidth(of:limit:)`): wide
/// glyphs take two columns, combining marks none.
///
/// ```swift
/// let window = LabelWindow(label: label, width: 40, focus: offsets.min().map { $0...(offsets.max() ?? $0) })
/// let shown = window.text(of: label)   // "…" + the visible part + "…" when cut
/// ```
package struct LabelWindow: Sendable, Equatable {
    /// The offset of the first character drawn.
    package var start: Int
    /// The offset after the last character drawn.
    package var end: Int
    /// Whether an ellipsis stands before the visible part (text hidden at the start).
    package var hidesStart: Bool
    /// Whether an ellipsis follows the visible part (text hidden at the end).
    package var hidesEnd: Bool
    /// What marks hidden text on each side (fzf's `--ellipsis`); `…` by default.
    package var ellipsis = Self.defaultEllipsis

    /// sel's ellipsis, `…`.
    package static let defaultEllipsis = "\u{2026}"

    /// Columns kept after the last match, when the width allows (fzf's `--hscroll-off` default).
    package static let contextColumns = 10

    /// The window of `label` (characters, by offset) that fits in `width` columns, showing the
    /// characters in `focus` (the matched characters' offsets, first to last) where it can.
    ///
    /// - Parameters:
    ///   - label: The text to draw, as the row holds it.
    ///   - width: The columns the label may take, ellipses included.
    ///   - focus: The offsets to bring on screen; nil draws from the start.
    ///   - context: Columns to keep after the last match where the width allows (fzf's
    ///     `--hscroll-off`).
    ///   - ellipsis: What marks hidden text (fzf's `--ellipsis`).
    package init(
        label: String, width: Int, focus: ClosedRange<Int>?, context: Int = contextColumns, ellipsis: String = defaultEllipsis
    ) {
        let width = max(0, width)
        // Measure no further than needed: a label that fits is drawn whole.
        guard Buffer.displayWidth(of: label, limit: width) > width else {
            self.init(start: 0, end: label.count, hidesStart: false, hidesEnd: false)
            self.ellipsis = ellipsis
            return
        }
        // Only characters near the focus can be drawn: the window never starts after the first
        // matched character and is at most `width` columns wide, so a megabyte line costs what
        // its end costs. (A run of zero-width characters longer than the margin may start the
        // window later than it could, behind an ellipsis all the same.)
        let base = focus.map { max(0, $0.lowerBound - 2 * width - 16) } ?? 0
        let focusEnd = focus.map { $0.upperBound + 1 } ?? 0
        var widths: [Int] = []
        var offset = 0
        var afterFocus = 0
        var isCut = false
        for character in label {
            defer { offset += 1 }
            if offset < base { continue }
            let cell = Buffer.displayWidth(of: String(character))
            widths.append(cell)
            if offset >= focusEnd {
                afterFocus += cell
                if afterFocus > width {
                    isCut = true
                    break
                }
            }
        }
        // When the measure stopped early, more characters follow: one more stands for them.
        let count = (isCut ? offset + 1 : offset) - base
        let window = LabelWindow(
            widths: widths, count: count, width: width, focus: focus.map { ($0.lowerBound - base)...($0.upperBound - base) },
            hidesBefore: base > 0, context: context, ellipsisWidth: Buffer.displayWidth(of: ellipsis))
        self.init(start: window.start + base, end: window.end + base, hidesStart: window.hidesStart, hidesEnd: window.hidesEnd)
        self.ellipsis = ellipsis
    }

    /// A window from already-measured widths; `count` is the label's length in characters (from
    /// the first measured one), and `hidesBefore` says characters before the first are hidden.
    init(
        widths: [Int], count: Int, width: Int, focus: ClosedRange<Int>?, hidesBefore: Bool = false,
        context contextWanted: Int = contextColumns, ellipsisWidth mark: Int = 1
    ) {
        // The columns the characters in `range` take.
        func columns(_ range: Range<Int>) -> Int {
            var total = 0
            for offset in range where offset < widths.count { total += widths[offset] }
            return total
        }
        let available = width - mark  // the trailing ellipsis
        guard let focus, focus.lowerBound < count, available > 0 else {
            // Cut at the end, as the buffer does.
            self.init(start: 0, end: Self.end(of: widths, from: 0, within: available), hidesStart: false, hidesEnd: true)
            return
        }
        let focusEnd = min(count, focus.upperBound + 1)
        let context = min(max(0, contextWanted), max(0, width / 2 - 1))
        // The end wanted: the focus and up to `context` columns after it.
        let wantedEnd = Self.end(of: widths, from: focusEnd, within: context)
        let hidesEnd = wantedEnd < count
        let room = width - (hidesEnd ? mark : 0)
        if !hidesBefore, columns(0..<wantedEnd) <= room {
            // The matches show from the start: extend the end as far as the width allows.
            var end = wantedEnd
            var used = columns(0..<wantedEnd)
            while end < widths.count, used + widths[end] <= (end + 1 < count ? width - mark : width) {
                used += widths[end]
                end += 1
            }
            self.init(start: 0, end: end, hidesStart: false, hidesEnd: end < count)
            return
        }
        // Move the start right until the rest fits after a leading ellipsis; never past the first match.
        var start = 0
        var used = columns(0..<wantedEnd)
        let roomAfterEllipsis = room - mark
        while start < focus.lowerBound, used > roomAfterEllipsis {
            used -= widths[start]
            start += 1
        }
        var end = wantedEnd
        if used > roomAfterEllipsis {
            // The matches alone are wider than the row: show from the first one, cut at the end.
            end = Self.end(of: widths, from: start, within: width - 2 * mark)
        }
        self.init(start: start, end: end, hidesStart: start > 0 || hidesBefore, hidesEnd: end < count)
    }

    /// Where a run of characters from `start` ends when it may take `columns` columns: the
    /// offset after the last one that fits.
    private static func end(of widths: [Int], from start: Int, within columns: Int) -> Int {
        var end = start
        var used = 0
        while end < widths.count, used + widths[end] <= columns {
            used += widths[end]
            end += 1
        }
        return end
    }

    /// A window given by its parts.
    package init(start: Int, end: Int, hidesStart: Bool, hidesEnd: Bool) {
        self.start = start
        self.end = end
        self.hidesStart = hidesStart
        self.hidesEnd = hidesEnd
    }

    /// The offset in the drawn text (``text(of:)``) of the label's character at `offset`, or nil
    /// when that character is hidden.
    package func shownOffset(of offset: Int) -> Int? {
        guard offset >= start, offset < end else { return nil }
        return offset - start + (hidesStart ? ellipsis.count : 0)
    }

    /// The styled runs of the label moved onto the drawn text: cut to the visible characters,
    /// runs wholly hidden left out.
    package func shifted(_ runs: [StyledCharacters]) -> [StyledCharacters] {
        let shift = (hidesStart ? ellipsis.count : 0) - start
        return runs.compactMap { run in
            let lower = max(run.characters.lowerBound, start)
            let upper = min(run.characters.upperBound, end)
            guard lower < upper else { return nil }
            return StyledCharacters(characters: (lower + shift)..<(upper + shift), style: run.style)
        }
    }

    /// The text to draw: the visible characters, with an ellipsis on each side that hides text.
    package func text(of label: String) -> String {
        let characters = label.dropFirst(start).prefix(max(0, end - start))
        return (hidesStart ? ellipsis : "") + characters + (hidesEnd ? ellipsis : "")
    }
}
