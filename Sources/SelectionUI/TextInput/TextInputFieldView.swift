import SelectionCore
import SelectionTerminal

/// Draws a text input's field on one row: the text (masked when the input masks) scrolled to
/// keep the caret on screen (`TextFieldWindow`), the caret in reverse video, the placeholder
/// while empty and the suggestion's completion dimmed after the caret.
///
/// ```
/// │mo▮re-controls       │   typed "mo", the completion dimmed
/// │…a long answer typed▮│   scrolled: the caret at the end
/// ```
///
/// ```swift
/// let caret = TextInputFieldView(state: input, placeholder: "name", theme: .standard)
///     .render(into: &buffer, area: Rect(x: 2, y: 0, width: 30, height: 1))
/// ```
package struct TextInputFieldView: Sendable {
    /// The text, caret, mask and suggestion.
    package var state: TextInputState
    /// Shown dimmed while the text is empty.
    package var placeholder: String?
    /// Styles.
    package var theme: Theme

    /// Creates the view.
    package init(state: TextInputState, placeholder: String?, theme: Theme) {
        self.state = state
        self.placeholder = placeholder
        self.theme = theme
    }

    /// Draws into the one-row `area`; returns the caret's cell.
    @discardableResult
    package func render(into buffer: inout Buffer, area: Rect) -> Point? {
        guard area.width > 0, area.height > 0 else { return nil }
        let style = theme.input
        let field = state.field
        if field.text.isEmpty {
            if let placeholder, !placeholder.isEmpty {
                buffer.write(placeholder, at: area.origin, style: theme.placeholder, clip: area, overflow: .ellipsis)
                let first = placeholder.first.map(String.init) ?? " "
                buffer.write(first, at: area.origin, style: theme.placeholder.adding(.reverse), clip: area)
            } else {
                buffer.write(" ", at: area.origin, style: style.adding(.reverse), clip: area)
            }
            return area.origin
        }
        let window = TextFieldWindow(field, width: area.width) { Buffer.displayWidth(of: String($0)) }
        var x = area.x
        if window.hidesStart { x = buffer.write("…", at: Point(x: x, y: area.y), style: style, clip: area) }
        x = buffer.write(window.text, at: Point(x: x, y: area.y), style: style, clip: area)
        if window.hidesEnd { buffer.write("…", at: Point(x: x, y: area.y), style: style, clip: area) }
        let caretX = area.x + window.caretColumn
        if !window.hidesEnd, let completion = state.completion {
            // The suggestion's rest, dimmed, from the caret's cell (TXT-05).
            buffer.write(completion, at: Point(x: caretX, y: area.y), style: theme.placeholder, clip: area, overflow: .ellipsis)
        }
        guard caretX < area.maxX else { return nil }
        let shown = Array(field.displayedText)
        let under: String
        if field.caret < shown.count {
            under = String(shown[field.caret])
        } else {
            under = state.completion?.first.map(String.init) ?? " "
        }
        let caretStyle = field.caret >= shown.count && state.completion != nil ? theme.placeholder : style
        buffer.write(under, at: Point(x: caretX, y: area.y), style: caretStyle.adding(.reverse), clip: area)
        return Point(x: caretX, y: area.y)
    }
}
