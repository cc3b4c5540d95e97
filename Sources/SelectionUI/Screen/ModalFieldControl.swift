import SelectionCore
import SelectionTerminal

/// A field that shows its value and, on Enter, Space or a click, presents a picker modally
/// (any ``Prompt``: a checklist, a digit wheel); when the picker finishes with a value, the field
/// shows it and notifies ``ControlEvent/valueChanged(label:value:)``.
///
/// The field's `Value` is its picker's: a ``SingleChoiceSheet`` gives a `String`, a ``WheelPicker`` a
/// `Double`; `describe` turns it into the field's text.
///
/// ```swift
/// let purpose = content.add(
///     ModalFieldControl(id: "purpose", title: "Purpose") { field in
///         PromptModal(SingleChoiceSheet(title: field.title, options: ["Design", "Testing"], current: field.text), drawsOwnToolbar: true)
///     } describe: { $0 },
///     label: "Purpose")
/// // in the screen's reaction, `value` is a String:
/// if case .valueChanged(_, let value)? = note.event(from: purpose) { profile.purpose = value }
/// ```
public struct ModalFieldControl<Value: Sendable>: Control {
    /// The control's identifier, unique on its screen.
    public let id: String
    /// The modal's title.
    public var title: String
    /// What the field shows; nil shows ``placeholder``.
    public var text: String?
    /// The field's value, once chosen.
    public var value: Value?
    /// Shown while there is no value.
    public var placeholder: String
    /// The extra style of the text (a category colour, `Style.text(on:)`), merged over the theme's.
    public var accent: Style?
    private let makeModal: (ModalFieldControl) -> any ModalContent
    private let describe: (Value) -> String

    /// Creates a field.
    ///
    /// - Parameters:
    ///   - id: Its name on the screen.
    ///   - title: The modal's title.
    ///   - text: What it shows to begin with; nil for the placeholder.
    ///   - placeholder: Shown while there is no value.
    ///   - makeModal: Makes the picker, a prompt of the field's `Value`, from the field as it is now.
    ///   - describe: Turns a chosen value into the field's text.
    public init<Picker: Prompt>(
        id: String, title: String, text: String? = nil, placeholder: String = "Select...",
        makeModal: @escaping (ModalFieldControl) -> PromptModal<Picker>,
        describe: @escaping (Value) -> String = { String(describing: $0) }
    ) where Picker.Value == Value {
        self.id = id
        self.title = title
        self.text = text
        self.placeholder = placeholder
        self.makeModal = { makeModal($0) }
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
                if accent.background != .default { style.background = accent.background }
                style.attributes.formUnion(accent.attributes)
            }
        }
    }

    /// Handles input routed to the control and returns what the screen should do.
    public mutating func handle(_ input: ControlInput, geometry: ControlGeometry) -> [ControlEffect<Value>] {
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
    public mutating func modalFinished(_ result: PromptResult<any Sendable>) -> [ControlEffect<Value>] {
        // The modal is a `PromptModal` of a prompt whose value is `Value` (the initialiser says so).
        guard case .chosen(let erased) = result, let chosen = erased as? Value else { return [] }
        value = chosen
        text = describe(chosen)
        return [.notify(.valueChanged(label: text ?? "", value: chosen))]
    }
}
