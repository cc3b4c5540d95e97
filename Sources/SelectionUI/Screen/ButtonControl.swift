import SelectionCore
import SelectionTerminal

/// A push button: Enter, Space or a click (press and release on it) sends
/// ``ControlEvent/activated(index:label:)``. It has no value (its ``Value`` is `Never`).
///
/// ```swift
/// let units = content.add(ButtonControl(id: "units", title: "km"), label: "Units")
/// // in the screen's reaction:
/// if case .activated? = note.event(from: units) { toggleUnits() }
/// ```
public struct ButtonControl: Control {
    /// A button hands back no value.
    public typealias Value = Never

    /// The control's identifier, unique on its screen.
    public let id: String
    /// The text on the button.
    public var title: String
    private var isPressed = false

    /// Creates a button.
    public init(id: String, title: String) {
        self.id = id
        self.title = title
    }

    /// The columns the control wants on its row or in the title bar.
    public func preferredWidth(theme: Theme) -> Int { Buffer.displayWidth(of: title, limit: 200) + 4 }

    /// Draws the control in `frame`, marked when it has the focus.
    public func render(into buffer: inout Buffer, frame: Rect, isFocused: Bool, theme: Theme) {
        var style = isFocused ? theme.focusedTrigger : theme.trigger
        if isPressed { style = style.adding(.reverse) }
        buffer.write("[ " + title + " ]", at: Point(x: frame.x, y: frame.y), style: style, clip: frame, overflow: .ellipsis)
    }

    /// Handles input routed to the control and returns what the screen should do.
    public mutating func handle(_ input: ControlInput, geometry: ControlGeometry) -> [ControlEffect<Never>] {
        switch input {
        case .key(let key) where key.modifiers.isEmpty && (key.key == .enter || key.key == .character(" ")):
            return [.notify(.activated(index: nil, label: title))]
        case .pointer(let mouse, let region):
            switch mouse.kind {
            case .press where mouse.button == .left:
                isPressed = region == .control
            case .drag:
                isPressed = region == .control
            case .release:
                let activates = isPressed && region == .control
                isPressed = false
                if activates { return [.notify(.activated(index: nil, label: title))] }
            default:
                break
            }
            return []
        default:
            return []
        }
    }
}
