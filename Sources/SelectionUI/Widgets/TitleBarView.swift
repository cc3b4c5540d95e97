import SelectionCore
import SelectionTerminal

/// Draws a modal's title bar: a button on the left ("Cancel"), the title centred, a button on
/// the right ("Done"), as a phone's navigation bar has them.
///
/// ```
/// Cancel        Purpose        Done
/// ```
///
/// When the row is narrow the title is cut with an ellipsis first; the buttons are never cut
/// in half: one that does not fit whole is left out (the keyboard still does what it does).
///
/// ```swift
/// let bar = TitleBarView(title: "Purpose", leading: "Cancel", trailing: "Done", theme: theme)
/// bar.render(into: &buffer, area: Rect(x: 0, y: 0, width: buffer.width, height: 1))
/// if bar.target(at: click, area: row) == .trailing { finish() }
/// ```
package struct TitleBarView: Sendable {
    /// What the pointer is over.
    package enum Target: Sendable, Hashable {
        /// The left button.
        case leading
        /// The right button.
        case trailing
        /// The bar, but no button.
        case bar
        /// Not the bar.
        case outside
    }

    /// The title, centred.
    package var title: String
    /// The left button's text, or nil for none.
    package var leading: String?
    /// The right button's text, or nil for none.
    package var trailing: String?
    /// Styles.
    package var theme: Theme

    /// Creates a title bar.
    package init(title: String, leading: String? = "Cancel", trailing: String? = "Done", theme: Theme) {
        self.title = title
        self.leading = leading
        self.trailing = trailing
        self.theme = theme
    }

    /// Where the two buttons go in `area` (nil when one does not fit whole).
    private func buttons(in area: Rect) -> (leading: Rect?, trailing: Rect?) {
        guard area.height > 0 else { return (nil, nil) }
        var leadingRect: Rect?
        var trailingRect: Rect?
        if let leading {
            let width = Buffer.displayWidth(of: leading, limit: area.width + 1)
            if width <= area.width { leadingRect = Rect(x: area.x, y: area.y, width: width, height: 1) }
        }
        if let trailing {
            let width = Buffer.displayWidth(of: trailing, limit: area.width + 1)
            let used = leadingRect.map { $0.width + 1 } ?? 0
            if width + used <= area.width { trailingRect = Rect(x: area.maxX - width, y: area.y, width: width, height: 1) }
        }
        return (leadingRect, trailingRect)
    }

    /// What the pointer at `point` is over, for a bar drawn in `area` (its first row).
    package func target(at point: Point, area: Rect) -> Target {
        let row = Rect(x: area.x, y: area.y, width: area.width, height: min(1, area.height))
        guard row.contains(point) else { return .outside }
        let (leadingRect, trailingRect) = buttons(in: row)
        if leadingRect?.contains(point) == true { return .leading }
        if trailingRect?.contains(point) == true { return .trailing }
        return .bar
    }

    /// Draws the bar on the first row of `area`.
    package func render(into buffer: inout Buffer, area: Rect) {
        let row = Rect(x: area.x, y: area.y, width: area.width, height: min(1, area.height)).intersection(buffer.area)
        guard !row.isEmpty else { return }
        let (leadingRect, trailingRect) = buttons(in: row)
        if let leading, let rect = leadingRect {
            buffer.write(leading, at: Point(x: rect.x, y: rect.y), style: theme.trigger, clip: rect)
        }
        if let trailing, let rect = trailingRect {
            buffer.write(trailing, at: Point(x: rect.x, y: rect.y), style: theme.trigger, clip: rect)
        }
        // The title centres on the whole row when it can, else in the room between the buttons.
        let start = leadingRect.map { $0.maxX + 1 } ?? row.x
        let end = trailingRect.map { $0.x - 1 } ?? row.maxX
        // A lone ellipsis says nothing: the title needs two columns.
        guard end - start >= 2 else { return }
        let titleWidth = Buffer.displayWidth(of: title, limit: row.width + 1)
        let centred = row.x + (row.width - titleWidth) / 2
        let x = min(max(centred, start), max(start, end - titleWidth))
        buffer.write(
            title, at: Point(x: x, y: row.y), style: theme.title, clip: Rect(x: start, y: row.y, width: end - start, height: 1),
            overflow: .ellipsis)
    }
}
