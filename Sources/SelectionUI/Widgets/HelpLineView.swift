import SelectionCore
import SelectionTerminal

/// Draws a help line generated from a key map (`↑/↓ move · enter choose · esc cancel`), with an
/// optional status in front (the typeahead search in progress), cut with an ellipsis.
///
/// ```swift
/// HelpLineView(items: KeyMap.dropDown.helpItems, theme: theme).render(into: &buffer, row: 5)
/// ```
public struct HelpLineView: Sendable {
    /// The items, in order.
    public var items: [HelpItem]
    /// Text shown before the items, e.g. `find: gr`.
    public var status: String?
    /// Styles.
    public var theme: Theme

    /// Creates a help line.
    public init(items: [HelpItem], status: String? = nil, theme: Theme) {
        self.items = items
        self.status = status
        self.theme = theme
    }

    /// The whole line as text.
    public var text: String {
        let help = items.map(\.text).joined(separator: " · ")
        guard let status else { return help }
        return help.isEmpty ? status : status + " · " + help
    }

    /// Draws the line on `row`, from column 0 to the buffer's width.
    public func render(into buffer: inout Buffer, row: Int) {
        buffer.write(text, at: Point(x: 0, y: row), style: theme.help, overflow: .ellipsis)
    }
}
