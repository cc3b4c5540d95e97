import SelectionCore
import SelectionTerminal

/// Draws the toolbar of a full-screen digit-wheel picker: "‹ Back" on the left, the title in
/// the category's colour in the middle, "Done ›" on the right, over a rule.
///
/// ```
/// ‹ Back            Pace / Speed            Done ›
/// ──────────────────────────────────────────────────
/// ```
///
/// ```swift
/// let toolbar = WheelToolbarView(title: "Pace / Speed", colour: UnitCategory.paceSpeed.colour, theme: .standard)
/// toolbar.render(into: &buffer, row: 0)
/// ```
package struct WheelToolbarView: Sendable {
    /// The title in the middle.
    package var title: String
    /// The colour behind the title (the unit category's; the text is black or white, whichever
    /// reads better on it), or nil for the theme's title style.
    package var colour: Colour?
    /// Whether Done can be pressed now (it is drawn dimmed when not).
    package var isDoneEnabled: Bool
    /// Styles and glyphs.
    package var theme: Theme

    /// The back button's label.
    package static let backLabel = "‹ Back"
    /// The done button's label.
    package static let doneLabel = "Done ›"

    /// Creates a toolbar.
    package init(title: String, colour: Colour? = nil, isDoneEnabled: Bool = true, theme: Theme) {
        self.title = title
        self.colour = colour
        self.isDoneEnabled = isDoneEnabled
        self.theme = theme
    }

    /// The cells of the Back button on a toolbar at `row` of a buffer `width` wide.
    package static func backFrame(row: Int, width: Int) -> Rect {
        Rect(x: 0, y: row, width: min(width, Buffer.displayWidth(of: backLabel)), height: 1)
    }

    /// The cells of the Done button on a toolbar at `row` of a buffer `width` wide (empty when
    /// the row is too narrow for both buttons).
    package static func doneFrame(row: Int, width: Int) -> Rect {
        let labelWidth = Buffer.displayWidth(of: doneLabel)
        let room = width - Buffer.displayWidth(of: backLabel) - 1
        guard room >= labelWidth else { return Rect(x: width, y: row, width: 0, height: 1) }
        return Rect(x: width - labelWidth, y: row, width: labelWidth, height: 1)
    }

    /// Draws the toolbar on `row`, and the rule under it on `row + 1` when `drawsRule`.
    package func render(into buffer: inout Buffer, row: Int, drawsRule: Bool = true) {
        let width = buffer.width
        guard width > 0, row >= 0, row < buffer.height else { return }
        let line = Rect(x: 0, y: row, width: width, height: 1)
        let back = Self.backFrame(row: row, width: width)
        let done = Self.doneFrame(row: row, width: width)
        let buttonStyle = theme.trigger.adding(.underline)
        buffer.write(Self.backLabel, at: Point(x: back.x, y: row), style: buttonStyle, clip: back)
        if !done.isEmpty {
            buffer.write(Self.doneLabel, at: Point(x: done.x, y: row), style: isDoneEnabled ? buttonStyle : theme.disabled, clip: done)
        }
        var titleStyle = theme.title
        // The category's colour behind the title, with black or white text, whichever reads on it.
        if let colour { titleStyle = .text(on: colour, attributes: titleStyle.attributes) }
        let left = back.maxX + 1
        let right = done.isEmpty ? width : done.x - 1
        if right > left {
            let titleWidth = Buffer.displayWidth(of: title, limit: right - left)
            let x = max(left, (width - titleWidth) / 2)
            let clip = Rect(x: left, y: row, width: right - left, height: 1)
            buffer.write(title, at: Point(x: x, y: row), style: titleStyle, clip: clip, overflow: .ellipsis)
        }
        if drawsRule, row + 1 < buffer.height {
            buffer.fill(Rect(x: 0, y: row + 1, width: line.width, height: 1), with: Cell(theme.separatorGlyph, style: theme.separator))
        }
    }
}
