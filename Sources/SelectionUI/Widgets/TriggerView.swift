import SelectionCore
import SelectionTerminal

/// Draws a trigger button: an optional image (a colour swatch or a picture), its label (or
/// placeholder), an open/closed indicator, and its focus (underlined as well as coloured, so
/// the focus never rests on colour alone). It hugs its label: `██ Blue ▾`.
///
/// ```swift
/// let trigger = TriggerView(label: state.triggerLabel, isPlaceholder: state.showsPlaceholder, isOpen: state.isOpen, theme: theme)
/// trigger.render(into: &buffer, at: Point(x: 8, y: 0))
/// ```
package struct TriggerView: Sendable {
    /// The text on the button.
    package var label: String
    /// True when the label is a placeholder ("Select...").
    package var isPlaceholder: Bool
    /// Whether its list is open (the indicator points up).
    package var isOpen: Bool
    /// Whether it has the keyboard focus.
    package var isFocused: Bool
    /// Styles and glyphs.
    package var theme: Theme
    /// Drawn before the label (the chosen option's swatch or picture), if any.
    package var image: OptionImage?

    /// Creates a trigger.
    package init(
        label: String, isPlaceholder: Bool = false, isOpen: Bool = false, isFocused: Bool = false, theme: Theme, image: OptionImage? = nil
    ) {
        self.label = label
        self.isPlaceholder = isPlaceholder
        self.isOpen = isOpen
        self.isFocused = isFocused
        self.theme = theme
        self.image = image
    }

    /// The columns the image and the space after it take (0 without an image).
    private var imageWidth: Int { image == nil ? 0 : ImageCells.width + 1 }

    /// The columns the trigger takes: it hugs its label, plus the image, a space and the indicator.
    package var width: Int { imageWidth + Buffer.displayWidth(of: label, limit: 1000) + 2 }

    /// Draws the trigger from `origin`, no wider than `maxWidth` (the label is cut with an ellipsis).
    /// Returns the rectangle it took.
    @discardableResult
    package func render(into buffer: inout Buffer, at origin: Point, maxWidth: Int = .max) -> Rect {
        let room = max(0, min(maxWidth, buffer.width - origin.x))
        let area = Rect(x: origin.x, y: origin.y, width: min(width, room), height: 1)
        guard !area.isEmpty else { return area }
        var labelStyle = isPlaceholder ? theme.placeholder : theme.trigger
        if isFocused { labelStyle = theme.focusedTrigger }
        var labelOrigin = origin
        if let image, area.width >= imageWidth + 3 {
            ImageCells(image).render(into: &buffer, at: origin, background: labelStyle, clip: area)
            labelOrigin.x += imageWidth
        }
        let labelClip = Rect(x: labelOrigin.x, y: area.y, width: max(0, area.maxX - 2 - labelOrigin.x), height: 1)
        let end = buffer.write(label, at: labelOrigin, style: labelStyle, clip: labelClip, overflow: .ellipsis)
        let indicator = isOpen ? theme.openIndicator : theme.closedIndicator
        buffer.write(" " + String(indicator), at: Point(x: min(end, area.maxX - 2), y: origin.y), style: theme.trigger, clip: area)
        return area
    }
}
