import SelectionCore
import SelectionTerminal

/// Text on a border's horizontal line, as fzf's `--border-label` and `--border-label-pos` put it:
/// centred by default, from the left at column N (counted from 1), or ending N columns from the
/// right when N is negative; on the top line, or the bottom one.
///
/// ```swift
/// let label = BorderLabel(text: " Files ", column: 3, isAtBottom: false)
/// label.render(into: &buffer, frame: Rect(x: 0, y: 0, width: 40, height: 10), shape: .rounded, style: theme.title)
/// ```
package struct BorderLabel: Sendable, Hashable {
    /// The text (sanitised when drawn).
    package var text: String
    /// 0 centres it; N > 0 starts it at column N; N < 0 ends it -N - 1 columns from the right.
    package var column: Int
    /// True to draw it on the bottom line.
    package var isAtBottom: Bool

    /// A label.
    package init(text: String, column: Int = 0, isAtBottom: Bool = false) {
        self.text = text
        self.column = column
        self.isAtBottom = isAtBottom
    }

    /// Reads fzf's `N[:top|bottom]` (also `center`, and `top` or `bottom` alone) into
    /// ``column`` and ``isAtBottom``; nil when it is not one.
    package static func position(_ text: String) -> (column: Int, isAtBottom: Bool)? {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count <= 2, let first = parts.first else { return nil }
        var column = 0
        var isAtBottom = false
        for (index, part) in parts.enumerated() {
            switch part {
            case "top" where index == parts.count - 1: isAtBottom = false
            case "bottom" where index == parts.count - 1: isAtBottom = true
            case "center" where index == 0: column = 0
            default:
                guard index == 0, let number = Int(part) else { return nil }
                column = number
            }
        }
        if parts.count == 2, first == "top" || first == "bottom" { return nil }
        return (column, isAtBottom)
    }

    /// Draws the label on the border of `frame` drawn with `shape`, when that shape has a line
    /// for it (fzf draws labels only on borders with a horizontal line).
    package func render(into buffer: inout Buffer, frame: Rect, shape: BorderShape, style: Style) {
        guard !text.isEmpty, !frame.isEmpty else { return }
        let onBottom = isAtBottom || shape.sides == .bottom
        guard shape.sides.contains(onBottom ? .bottom : .top) else { return }
        let shown = Sanitiser.sanitise(text)
        let length = Buffer.displayWidth(of: shown, limit: frame.width)
        let x: Int
        if column == 0 {
            x = max(0, (frame.width - length) / 2)
        } else if column < 0 {
            x = max(0, frame.width + column + 1 - length)
        } else {
            x = max(0, min(column - 1, frame.width - length))
        }
        let y = onBottom ? frame.maxY - 1 : frame.y
        buffer.write(shown, at: Point(x: frame.x + x, y: y), style: style, clip: Rect(x: frame.x, y: y, width: frame.width, height: 1))
    }
}
