import SelectionCore
import SelectionTerminal

/// A field that shows its value and, on Enter, Space or a click, presents a picker modally
/// (any ``Prompt``: a checklist, a digit wheel); when the picker finishes with a value, the field
/// shows it and notifies ``ControlNotification/Kind/valueChanged(label:value:)``.
///
/// ```swift
/// let purpose = ModalFieldControl(id: "purpose", title: "Purpose", text: nil) { field in
///     PromptModal(Checklist(title: field.title, options: ["Design", "Testing"], current: field.text), drawsOwnToolbar: true)
/// } describe: { value in value as? String ?? "" }
/// ```
public struct ModalFieldControl: Control {
    /// The control's identifier, unique on its screen.
    public let id: String
    /// The modal's title.
    public var title: String
    /// What the field shows; nil shows ``placeholder``.
    public var text: String?
    /// The field's value, once chosen.
    public var value: (any Sendable)?
    /// Shown while there is no value.
    public var placeholder: String
    /// The extra style of the text (a category colour), merged over the theme's.
    public var accent: Style?
    private let makeModal: (ModalFieldControl) -> any ModalContent
    private let describe: (any Sendable) -> String

    /// Creates a field.
    ///
    /// - Parameters:
    ///   - id: Its name on the screen.
    ///   - title: The modal's title.
    ///   - text: What it shows to begin with; nil for the placeholder.
    ///   - placeholder: Shown while there is no value.
    ///   - makeModal: Makes the picker from the field as it is now.
    ///   - describe: Turns a chosen value into the field's text.
    public init(
        id: String, title: String, text: String? = nil, placeholder: String = "Select...",
        makeModal: @escaping (ModalFieldControl) -> any ModalContent,
        describe: @escaping (any Sendable) -> String = { String(describing: $0) }
    ) {
        self.id = id
        self.title = title
        self.text = text
        self.placeholder = placeholder
        self.makeModal = makeModal
        self.describe = describe
    }

    /// The columns the control wants on its row or in the title bar.
    public func preferredWidth(theme: Theme) -> Int { Buffer.displayWidth(of: text ?? placeholder, limit: 200) + 2 }

    /// Draws the control in `frame`, marked when it has the focus.
    public func render(into buffer: inout Buffer, frame: Rect, isFocused: Bool, theme: Theme) {
        var trigger = TriggerView(label: text ?? placeholder, isPlaceholder: text == nil, isFocused: isFocused, theme: theme)
        trigger.isOpen = false
        trigger.render(into: &buffer, at: Point(x: frame.x, y: frame.y), maxWidth: frame.width)
        if let accent, text != nil {
            buffer.updateStyle(in: Rect(x: frame.x, y: frame.y, width: max(0, frame.width - 2), height: 1)) { style in
                if accent.foreground != .default { style.foreground = accent.foreground }
                style.attributes.formUnion(accent.attributes)
            }
        }
    }

    /// Handles input routed to the control and returns what the screen should do.
    public mutating func handle(_ input: ControlInput, geometry: ControlGeometry) -> [ControlEffect] {
        switch input {
        case .key(let key) where key.modifiers.isEmpty && [.enter, .character(" "), .down].contains(key.key):
            return [.presentModal(makeModal(self), title: title)]
        case .pointer(let mouse, .control) where mouse.kind == .release:
            return [.presentModal(makeModal(self), title: title)]
        default:
            return []
        }
    }

    /// Takes the result of the modal the control presented and returns what the screen should do.
    public mutating func modalFinished(_ result: PromptResult<any Sendable>) -> [ControlEffect] {
        guard case .chosen(let chosen) = result else { return [] }
        value = chosen
        text = describe(chosen)
        return [.notify(.valueChanged(label: text ?? "", value: chosen))]
    }
}
