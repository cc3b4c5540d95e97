import SelectionCore
import SelectionTerminal

/// The toolbar across the top of a full-screen modal: `‹ Back`, the title, `Done`.
package struct ModalToolbar: Sendable, Hashable {
    /// The columns `‹ Back` takes at the left (a press there dismisses the modal).
    package static let backWidth = 7
    /// The columns `Done` takes at the right (a press there sends Enter to the modal).
    package static let doneWidth = 6

    /// The title.
    package var title: String
    /// Whether it shows Done (a hosted prompt) or only Back (a popover shown full-screen).
    package var showsDone: Bool

    /// Creates a toolbar.
    package init(title: String, showsDone: Bool) {
        self.title = title
        self.showsDone = showsDone
    }

    /// Draws the toolbar into `area` (one row).
    package func render(into buffer: inout Buffer, area: Rect, theme: Theme) {
        guard !area.isEmpty else { return }
        let bar = Style(attributes: [.reverse, .bold])
        buffer.fill(area, with: .blank(bar))
        buffer.write(" ‹ Back", at: Point(x: area.x, y: area.y), style: bar, clip: area)
        let titleWidth = Buffer.displayWidth(of: title, limit: area.width)
        let x = area.x + max(Self.backWidth + 1, (area.width - titleWidth) / 2)
        buffer.write(title, at: Point(x: x, y: area.y), style: bar, clip: area, overflow: .ellipsis)
        if showsDone {
            buffer.write(" Done ", at: Point(x: area.maxX - Self.doneWidth, y: area.y), style: bar.adding(.underline), clip: area)
        }
    }
}
