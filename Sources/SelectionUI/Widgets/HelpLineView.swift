import SelectionCore
import SelectionTerminal

/// Draws a help line generated from a key map (`↑/↓ move · enter choose · esc cancel`), with an
/// optional status in front (the typeahead search in progress), cut with an ellipsis.
///
/// ```swift
/// HelpLineView(items: KeyMap.dropDown.helpItems, theme: theme).render(into: &buffer, row: 5)
/// ```
package struct HelpLineView: Sendable {
    /// The items, in order.
    package var items: [HelpItem]
    /// Text shown before the items, e.g. `find: gr`.
    package var status: String?
    /// Styles.
    package var theme: Theme

    /// Creates a help line.
    package init(items: [HelpItem], status: String? = nil, theme: Theme) {
        self.items = items
        self.status = status
        self.theme = theme
    }

    /// The whole line as text.
    package var text: String {
        let help = items.map(\.text).joined(separator: " · ")
        guard let status else { return help }
        return help.isEmpty ? status : status + " · " + help
    }

    /// Draws the line on `row`, from column 0 to the buffer's width.
    package func render(into buffer: inout Buffer, row: Int) {
        buffer.write(text, at: Point(x: 0, y: row), style: theme.help, overflow: .ellipsis)
    }
}
