/// The state of a number field (docs/behaviour.md §7, a spinbutton): the text being edited with its
/// caret, the committed value, and press-and-hold repeating. A pure value; ``send(_:)`` is the
/// one way actions come in.
///
/// ```swift
/// var field = NumberFieldState(NumberFieldConfiguration(step: DecimalNumber(significand: 1, scale: 1)), value: DecimalNumber("0.2"))
/// field.send(.increment)   // [.valueChanged(0.3), .textChanged("0.3")]: never 0.30000000000000004 (NUM-V1)
/// field.send(.text(.insert("5")))  // "0.35" typed: the value is unchanged until a commit
/// field.send(.commit)      // snapped to the grid: 0.4 (NUM-08)
/// ```
///
/// Typing edits the text (NUM-02) and never clamps: a number out of range is shown as typed and
/// ``validity`` flags it. Keystrokes that cannot start a valid number are refused (NUM-03). Steps
/// start from the typed number when there is one, else from the bounds (NUM-04), move strictly
/// past an off-grid value (NUM-05), never wrap and do nothing at a bound (NUM-09), and always
/// re-sync the text (NUM-12). Enter commits (NUM-08).
public struct NumberFieldState: Sendable, Equatable {
    /// Bounds, steps, decimal places, commit behaviour.
    public let configuration: NumberFieldConfiguration
    /// The text field: the text being edited and its caret (the core's one text field, embedded).
    public internal(set) var field: TextFieldState
    /// The text in the field.
    public internal(set) var text: String {
        get { field.text }
        set { field = TextFieldState(text: newValue, caret: field.caret, configuration: field.configuration) }
    }
    /// The caret, in characters (grapheme clusters) from the start of ``text``.
    public internal(set) var caret: Int {
        get { field.caret }
        set { field.caret = min(max(0, newValue), field.text.count) }
    }
    /// The committed value: set by steps and commits, not by typing; nil when empty.
    public internal(set) var value: DecimalNumber?
    /// The step button held down, and when it next repeats (NUM-10).
    package internal(set) var repeating: Repeat?

    /// A held step button.
    package struct Repeat: Sendable, Equatable {
        /// 1 for the increment button, −1 for the decrement one.
        package var direction: Int
        /// When the next step happens.
        package var next: Duration
    }

    /// The delay before a held button repeats (RA: 400 ms; §13's default).
    package static let repeatDelay: Duration = .milliseconds(400)
    /// The interval between repeats (RA: 60 ms).
    package static let repeatInterval: Duration = .milliseconds(60)

    /// Creates a field showing `value` (or empty), the caret at the end.
    public init(_ configuration: NumberFieldConfiguration, value: DecimalNumber? = nil) {
        self.configuration = configuration
        self.value = value
        self.field = TextFieldState(text: value.map { configuration.text(of: $0) } ?? "")
        self.repeating = nil
    }

    /// The number the text spells, if it is one.
    package var typedNumber: DecimalNumber? { DecimalNumber(text) }

    /// What the text says: a valid number, empty, the start of one, not a number, or out of range.
    public var validity: NumberValidity {
        if text.isEmpty { return .empty }
        if let number = typedNumber { return configuration.validity(of: number) }
        return Self.isPartialNumber(text) ? .incomplete : .notANumber
    }

    /// Whether the text could still become a number: `-`, `+`, `.`, `-.`.
    static func isPartialNumber(_ text: String) -> Bool {
        var rest = Substring(text)
        if let first = rest.first, first == "-" || first == "+" { rest = rest.dropFirst() }
        return rest.isEmpty || rest == "."
    }

    /// When the next ``NumberFieldAction/tick(now:)`` is due, if a button is held.
    public var deadline: Duration? { repeating?.next }

    /// Whether Up could change the value (false at the maximum: the button is disabled, NUM-09).
    public var canIncrement: Bool {
        configuration.stepped(typedNumber, direction: 1, by: configuration.step) != typedNumber
    }

    /// Whether Down could change the value.
    public var canDecrement: Bool {
        configuration.stepped(typedNumber, direction: -1, by: configuration.step) != typedNumber
    }
}
