import SelectionCore
import SelectionTerminal

/// One question of a ``Form``: a label and how to make the prompt that asks it.
///
/// The prompt is made when the field becomes active, from the answer the field had before (when
/// the user comes back to it with Esc), so it can open on that answer.
///
/// ```swift
/// let purpose = FormField("Purpose") { previous in
///     AnyPrompt(SingleChoiceSheet(title: "Purpose", options: ["Design", "Testing"], current: previous ?? "Design"))
/// }
/// ```
public struct FormField: Sendable {
    /// The name of the answer: shown as `Purpose: Design` once answered, and the key of the result.
    public var label: String
    /// Makes the field's prompt, given the field's previous answer (nil the first time).
    public var makePrompt: @Sendable (_ previous: String?) -> AnyPrompt<String>
    /// Asks the field line by line (`PlainHost`), given its previous answer, a line device and
    /// the time left; nil to ask the prompt ``makePrompt`` makes, in its own line mode when it
    /// wraps a `LineModePrompt`.
    package var asksInLineMode:
        (@Sendable (_ previous: String?, _ device: any LineDevice, _ timeout: Duration?) throws(TerminalError) -> PromptResult<String>)?

    /// Creates a field.
    public init(_ label: String, makePrompt: @escaping @Sendable (_ previous: String?) -> AnyPrompt<String>) {
        self.label = label
        self.makePrompt = makePrompt
        self.asksInLineMode = nil
    }

    /// Creates a field whose prompt can also be asked line by line (a `LineModePrompt`), so the
    /// form as a whole can be asked in line mode.
    package init<P: LineModePrompt & SendableMetatype>(
        _ label: String, makeLineModePrompt: @escaping @Sendable (_ previous: String?) -> P
    ) where P.Value == String {
        self.label = label
        self.makePrompt = { previous in AnyPrompt(makeLineModePrompt(previous)) }
        self.asksInLineMode = { previous, device, timeout throws(TerminalError) in
            try makeLineModePrompt(previous).askInLineMode(on: device, timeout: timeout)
        }
    }

    /// A field asked with a ``SingleChoiceSheet`` of `options`, opening on `current` (or on the
    /// previous answer when the user comes back to it).
    ///
    /// ```swift
    /// Form(fields: [.singleChoice("Location", options: ["Both", "Private", "Public"], current: "public")])
    /// ```
    ///
    /// - Parameters:
    ///   - label: The field's name, the sheet's title and the answer's key.
    ///   - options: The strings to choose from.
    ///   - current: The answer checked to begin with, matched ignoring case.
    public static func singleChoice(_ label: String, options: [String], current: String? = nil) -> FormField {
        FormField(
            label,
            makeLineModePrompt: { previous in
                SingleChoiceSheet(title: label, options: options, current: previous ?? current)
            })
    }

    /// The earlier name of ``singleChoice(_:options:current:)``.
    ///
    /// - Parameters:
    ///   - label: The field's name, the sheet's title and the answer's key.
    ///   - options: The strings to choose from.
    ///   - current: The answer checked to begin with, matched ignoring case.
    @available(*, deprecated, renamed: "singleChoice(_:options:current:)")
    public static func checklist(_ label: String, options: [String], current: String? = nil) -> FormField {
        singleChoice(label, options: options, current: current)
    }
}

/// One answer of a ``Form``: the field's label and what was chosen.
public struct FormAnswer: Sendable, Hashable {
    /// The field's label.
    public var label: String
    /// The answer.
    public var value: String

    /// Creates an answer.
    public init(label: String, value: String) {
        self.label = label
        self.value = value
    }
}
