import SelectionCore
import SelectionTerminal

/// One question of a ``Form``: its key, title and kind, with the rules its answer must pass, when
/// it is asked, and its default.
///
/// ```swift
/// let fields: [FormField] = [
///     FormField("service", title: "Service", kind: .input(placeholder: "api"), rules: [.required()]),
///     FormField("environment", title: "Environment", kind: .choose(options: [Choice("staging"), Choice("production")])),
///     FormField("replicas", title: "Replicas", kind: .number(), default: .number(2), when: .equals("environment", "production")),
///     FormField("notify", title: "Tell the team?", kind: .confirm()),
/// ]
/// ```
///
/// A field made from a prompt of your own (``init(_:makePrompt:)``) answers with text; the prompt
/// is made when the field opens, from the field's previous answer.
public struct FormField: Sendable {
    /// What a field asks for, and with which control.
    public enum Kind: Sendable {
        /// One option, from a drop-down list (`options`, or `sections` with titles and disabled
        /// options); with `command`, the options are the lines a shell command prints, read as
        /// they come, the earlier answers in its environment (`$service`).
        case choose(options: [Choice<String>] = [], sections: [ListSection<String>] = [], command: String? = nil)
        /// Several options, from a checklist; bound the count with `FormRule.picks(minimum:maximum:message:)`.
        case multi(options: [Choice<String>] = [], sections: [ListSection<String>] = [])
        /// A line of text.
        case input(placeholder: String? = nil)
        /// A line of text drawn as `•`.
        case password(placeholder: String? = nil)
        /// Several lines of text (Ctrl-D or Alt-Enter ends it).
        case write(placeholder: String? = nil, visibleRows: Int = 4)
        /// Yes or no.
        case confirm(affirmative: String = "Yes", negative: String = "No")
        /// A number typed or stepped within bounds (``NumberField``).
        case number(NumberFieldConfiguration = NumberFieldConfiguration(), unit: String? = nil)
        /// Digit wheels (``WheelPicker``): the answer is the value, seconds for times.
        case wheel(WheelFormat, unit: MeasurementUnit? = nil)
        /// A day from a calendar (``DatePicker``): the answer is `YYYY-MM-DD`.
        case date(minimum: WheelDate? = nil, maximum: WheelDate? = nil)
        /// A file (or directory) browsed to (``FilePicker``): the answer is its path.
        case file(directory: String = ".", globs: [String] = [], allowsDirectories: Bool = false)
        /// A row of a table (``TablePicker``): the answer is the row's cells.
        case table(columns: [String], rows: [[String]])
        /// Text only (the title, and the description under it): no answer.
        case note
        /// A prompt of your own, answering with text, made from the previous answer.
        case prompt(@Sendable (_ previous: String?) -> AnyPrompt<String>)
    }

    /// The field's title: its name on screen, and in ``FormAnswer/label``.
    public var label: String
    /// The answer's key: in ``FormAnswer/key``, a decoded type's property, `sel form`'s output.
    package var key: String
    /// What it asks for.
    package var kind: Kind
    /// A line under the field, dimmed.
    package var description: String?
    /// What the answer must pass.
    package var rules: [FormRule]
    /// When the field is asked; nil for always.
    package var condition: FormCondition?
    /// The answer until one is given: `{key}` in its text stands for an earlier answer.
    package var defaultValue: FormValue?
    /// Asks the field line by line (`PlainHost`), given its previous answer, a line device and
    /// the time left; nil to ask the prompt ``makePrompt`` makes, in its own line mode when it
    /// wraps a `LineModePrompt`.
    package var asksInLineMode:
        (@Sendable (_ previous: String?, _ device: any LineDevice, _ timeout: Duration?) throws(TerminalError) -> PromptResult<String>)?

    /// Creates a field.
    ///
    /// - Parameters:
    ///   - key: The answer's name (`region`).
    ///   - title: The field's name on screen; the key when nil.
    ///   - kind: What it asks for.
    ///   - description: A line under the field.
    ///   - default: The answer until one is given; `{key}` in text stands for an earlier answer.
    ///   - rules: What the answer must pass (required, a pattern, bounds).
    ///   - when: When the field is asked; nil for always.
    public init(
        _ key: String, title: String? = nil, kind: Kind, description: String? = nil, default: FormValue? = nil, rules: [FormRule] = [],
        when: FormCondition? = nil
    ) {
        self.key = key
        self.label = title ?? key
        self.kind = kind
        self.description = description
        self.defaultValue = `default`
        self.rules = rules
        self.condition = when
        self.asksInLineMode = nil
    }

    /// Creates a field asked by a prompt of your own; `label` is its title and its key.
    public init(_ label: String, makePrompt: @escaping @Sendable (_ previous: String?) -> AnyPrompt<String>) {
        self.init(label, kind: .prompt(makePrompt))
    }

    /// Creates a field whose prompt can also be asked line by line (a `LineModePrompt`), so the
    /// form as a whole can be asked in line mode.
    package init<P: LineModePrompt & SendableMetatype>(
        _ label: String, makeLineModePrompt: @escaping @Sendable (_ previous: String?) -> P
    ) where P.Value == String {
        self.init(label, kind: .prompt { previous in AnyPrompt(makeLineModePrompt(previous)) })
        self.asksInLineMode = { previous, device, timeout throws(TerminalError) in
            try makeLineModePrompt(previous).askInLineMode(on: device, timeout: timeout)
        }
    }

    /// Makes the field's prompt, given the field's previous answer (nil the first time); for a
    /// field of the library's kinds, its control answering with the answer's text.
    package var makePrompt: @Sendable (_ previous: String?) -> AnyPrompt<String> {
        get {
            if case .prompt(let make) = kind { return make }
            let field = self
            return { previous in
                let value = previous.map { FormValue.text($0) } ?? field.defaultValue
                return AnyPrompt(FormEditorTextPrompt(editor: FormEditor(field: field, value: value, answers: [:])))
            }
        }
        set { kind = .prompt(newValue) }
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

    /// The field as the core's state machine sees it.
    var stateField: FormState.Field {
        FormState.Field(key: key, title: label, role: role, rules: rules, condition: condition, defaultValue: defaultValue)
    }

    /// How the field is edited: in place, in a popover, or not at all.
    var role: FormState.Role {
        switch kind {
        case .input, .password, .write, .confirm, .number: .inline
        case .note: .note
        case .choose, .multi, .wheel, .date, .file, .table, .prompt: .popover
        }
    }
}

/// A page of a ``Form``: a title and fields, shown together; Page Down and Page Up move between them.
///
/// ```swift
/// Form(title: "Deploy", groups: [
///     FormGroup("Target", fields: [service, environment]),
///     FormGroup("Options", fields: [replicas, notify], when: .isSet("environment")),
/// ])
/// ```
public struct FormGroup: Sendable {
    /// The page's title, if any.
    package var title: String?
    /// The fields, in order.
    package var fields: [FormField]
    /// When the page is shown; nil for always.
    package var condition: FormCondition?

    /// Creates a group of fields, shown when `when` holds (always when nil).
    public init(_ title: String? = nil, fields: [FormField], when: FormCondition? = nil) {
        self.title = title
        self.fields = fields
        self.condition = when
    }
}
