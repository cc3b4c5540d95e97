import SelectionCore
import SelectionTerminal

/// Draws one line of a list's header (`--header`, `--header-lines`): its text in the theme's
/// header style, with the line's own colours (`--ansi`) over it, cut with an ellipsis.
///
/// ```swift
/// HeaderLineView(text: "PID  COMMAND", theme: theme).render(into: &buffer, area: row)
/// ```
package struct HeaderLineView: Sendable {
    /// The line.
    package var text: String
    /// Its styled characters (from `ANSIText.characterRuns`), if any.
    package var styles: [StyledCharacters]
    /// Styles.
    package var theme: Theme

    /// Creates a header line.
    package init(text: String, styles: [StyledCharacters] = [], theme: Theme) {
        self.text = text
        self.styles = styles
        self.theme = theme
    }

    /// Draws into the one-row `area`, from one column in.
    package func render(into buffer: inout Buffer, area: Rect) {
        guard !area.isEmpty else { return }
        let start = area.x + 1
        let end = buffer.write(text, at: Point(x: start, y: area.y), style: theme.header, clip: area, overflow: .ellipsis)
        guard !styles.isEmpty else { return }
        let visibleEnd = Buffer.displayWidth(of: text, limit: end - start + 1) + start <= end ? end : end - 1
        var x = start
        var runIndex = 0
        for (offset, character) in text.enumerated() {
            let width = Buffer.displayWidth(of: String(character))
            guard x + width <= visibleEnd else { break }
            while runIndex < styles.count, styles[runIndex].characters.upperBound <= offset { runIndex += 1 }
            guard runIndex < styles.count else { break }
            if styles[runIndex].characters.contains(offset) {
                buffer.setStyle(styles[runIndex].style.over(theme.header), in: Rect(x: x, y: area.y, width: max(1, width), height: 1))
            }
            x += width
        }
    }
}
