import SelectionCore
import SelectionTerminal

/// Draws the filter field of a type-to-filter list: a prompt glyph, the query (or a hint when it
/// is empty) and the count of matches at the right edge.
///
/// ```
/// │/ gre         3/120│
/// ```
package struct FilterFieldView: Sendable {
    /// What the user typed.
    package var query: String
    /// How many options match, and how many there are.
    package var counts: (matching: Int, total: Int)?
    /// Styles.
    package var theme: Theme
    /// Shown before the counts while work goes on (a spinner frame), or nil.
    package var indicator: String?
    /// Drawn before the query (`--prompt`).
    package var prompt = "/ "
    /// Where the caret is, in characters from the start of the query; nil puts it at the end.
    package var caret: Int?
    /// Shown while the query is empty (fzf's `--ghost`).
    package var placeholder = "type to filter"

    /// Creates a filter field.
    /// Creates a field; `indicator` (a spinner frame) shows before the counts while the list is
    /// still being read or scanned.
    package init(query: String, counts: (matching: Int, total: Int)? = nil, indicator: String? = nil, theme: Theme) {
        self.query = query
        self.counts = counts
        self.indicator = indicator
        self.theme = theme
    }

    /// Draws into the one-row `area`; returns the cell of the caret (where a text cursor goes): just
    /// after the query, or on the character ``caret`` is before. A query too wide for the area is
    /// scrolled to keep the caret in view, with `…` on a side cut away.
    @discardableResult
    package func render(into buffer: inout Buffer, area: Rect) -> Point {
        guard !area.isEmpty else { return Point(x: area.x, y: area.y) }
        var clip = area
        if let counts {
            let text = (indicator.map { $0 + " " } ?? "") + "\(counts.matching)/\(counts.total)"
            let width = Buffer.displayWidth(of: text)
            if width + 4 < area.width {
                buffer.write(text, at: Point(x: area.maxX - width, y: area.y), style: theme.help, clip: area)
                clip.width -= width + 1
            }
        }
        let start = buffer.write(prompt, at: Point(x: area.x, y: area.y), style: theme.prompt ?? theme.help, clip: clip)
        if query.isEmpty {
            buffer.write(placeholder, at: Point(x: start, y: area.y), style: theme.placeholder, clip: clip, overflow: .ellipsis)
            return Point(x: start, y: area.y)
        }
        // A query wider than its box scrolls so the caret, and the last characters typed, stay
        // on screen, with `…` where text is cut away (`TextFieldWindow`).
        let field = TextFieldState(text: query, caret: caret)
        let window = TextFieldWindow(field, width: clip.maxX - start) { Buffer.displayWidth(of: String($0)) }
        var x = start
        if window.hidesStart { x = buffer.write("…", at: Point(x: x, y: area.y), style: theme.text, clip: clip) }
        x = buffer.write(window.text, at: Point(x: x, y: area.y), style: theme.text, clip: clip)
        if window.hidesEnd { buffer.write("…", at: Point(x: x, y: area.y), style: theme.text, clip: clip) }
        let caretX = start + window.caretColumn
        if field.caret < query.count, let character = query.dropFirst(field.caret).first {
            // The caret sits on the character it is before (CB-10), drawn in reverse video: the
            // terminal's cursor is hidden while a list is shown.
            var style = theme.text
            style.attributes.insert(.reverse)
            buffer.write(String(character), at: Point(x: caretX, y: area.y), style: style, clip: clip)
        }
        return Point(x: max(area.x, min(caretX, clip.maxX - 1)), y: area.y)
    }
}
