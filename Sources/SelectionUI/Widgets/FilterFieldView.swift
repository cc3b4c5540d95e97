import SelectionCore
import SelectionTerminal

/// Draws the filter field of a type-to-filter list: a prompt glyph, the query (or a hint when it
/// is empty) and the count of matches at the right edge.
///
/// ```
/// │/ gre         3/120│
/// ```
public struct FilterFieldView: Sendable {
    /// What the user typed.
    public var query: String
    /// How many options match, and how many there are.
    public var counts: (matching: Int, total: Int)?
    /// Styles.
    public var theme: Theme
    /// Shown before the counts while work goes on (a spinner frame), or nil.
    public var indicator: String?
    /// Drawn before the query (`--prompt`).
    public var prompt = "/ "
    /// Where the caret is, in characters from the start of the query; nil puts it at the end.
    public var caret: Int?

    /// Creates a filter field.
    /// Creates a field; `indicator` (a spinner frame) shows before the counts while the list is
    /// still being read or scanned.
    public init(query: String, counts: (matching: Int, total: Int)? = nil, indicator: String? = nil, theme: Theme) {
        self.query = query
        self.counts = counts
        self.indicator = indicator
        self.theme = theme
    }

    /// Draws into the one-row `area`; returns the cell of the caret (where a text cursor goes): just
    /// after the query, or on the character ``caret`` is before.
    @discardableResult
    public func render(into buffer: inout Buffer, area: Rect) -> Point {
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
            buffer.write("type to filter", at: Point(x: start, y: area.y), style: theme.placeholder, clip: clip, overflow: .ellipsis)
            return Point(x: start, y: area.y)
        }
        let end = buffer.write(query, at: Point(x: start, y: area.y), style: theme.text, clip: clip, overflow: .ellipsis)
        guard let caret, caret < query.count else { return Point(x: min(end, clip.maxX - 1), y: area.y) }
        // The caret sits on the character it is before (CB-10), drawn in reverse video: the
        // terminal's cursor is hidden while a list is shown.
        let x = start + Buffer.displayWidth(of: String(query.prefix(max(0, caret))))
        if x < clip.maxX, let character = query.dropFirst(max(0, caret)).first {
            var style = theme.text
            style.attributes.insert(.reverse)
            buffer.write(String(character), at: Point(x: x, y: area.y), style: style, clip: clip)
        }
        return Point(x: min(x, clip.maxX - 1), y: area.y)
    }
}
