import SelectionCore
import SelectionTerminal

/// Draws a trigger button: its label (or placeholder), an open/closed indicator, and its focus.
///
/// ```swift
/// let trigger = TriggerView(label: state.triggerLabel, isPlaceholder: state.showsPlaceholder, isOpen: state.isOpen, theme: theme)
/// trigger.render(into: &buffer, at: Point(x: 8, y: 0))
/// ```
public struct TriggerView: Sendable {
    /// The text on the button.
    public var label: String
    /// True when the label is a placeholder ("Select...").
    public var isPlaceholder: Bool
    /// Whether its list is open (the indicator points up).
    public var isOpen: Bool
    /// Whether it has the keyboard focus.
    public var isFocused: Bool
    /// Styles and glyphs.
    public var theme: Theme

    /// Creates a trigger.
    public init(label: String, isPlaceholder: Bool = false, isOpen: Bool = false, isFocused: Bool = false, theme: Theme) {
        self.label = label
        self.isPlaceholder = isPlaceholder
        self.isOpen = isOpen
        self.isFocused = isFocused
        self.theme = theme
    }

    /// The columns the trigger takes: it hugs its label, plus a space and the indicator.
    public var width: Int { Buffer.displayWidth(of: label, limit: 1000) + 2 }

    /// Draws the trigger from `origin`, no wider than `maxWidth` (the label is cut with an ellipsis).
    /// Returns the rectangle it took.
    @discardableResult
    public func render(into buffer: inout Buffer, at origin: Point, maxWidth: Int = .max) -> Rect {
        let room = max(0, min(maxWidth, buffer.width - origin.x))
        let area = Rect(x: origin.x, y: origin.y, width: min(width, room), height: 1)
        guard !area.isEmpty else { return area }
        var labelStyle = isPlaceholder ? theme.placeholder : theme.trigger
        if isFocused { labelStyle = theme.focusedTrigger }
        let labelClip = Rect(x: area.x, y: area.y, width: max(0, area.width - 2), height: 1)
        let end = buffer.write(label, at: origin, style: labelStyle, clip: labelClip, overflow: .ellipsis)
        let indicator = isOpen ? theme.openIndicator : theme.closedIndicator
        buffer.write(" " + String(indicator), at: Point(x: min(end, area.maxX - 2), y: origin.y), style: theme.trigger, clip: area)
        return area
    }
}
