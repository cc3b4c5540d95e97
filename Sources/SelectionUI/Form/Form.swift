import SelectionCore
import SelectionTerminal

/// Several questions asked as one form: groups of fields shown as pages, each field edited in
/// place or in a popover anchored to it, checked by its rules, shown when its condition holds.
///
/// ```
/// Deploy · Target (1/2)
/// › Service      api
///   Environment  production ▾
///   Replicas     [−] 3 [+]
///   ✗ at least 2
/// enter next · shift+tab back · pgdn page · esc leave
/// ```
///
/// ```swift
/// struct Setup: Decodable { var service: String; var environment: String; var replicas: Int? }
/// let form = Form(title: "Deploy", groups: [
///     FormGroup("Target", fields: [
///         FormField("service", title: "Service", kind: .input(), rules: [.required()]),
///         FormField("environment", title: "Environment", kind: .choose(options: [Choice("staging"), Choice("production")])),
///         FormField("replicas", title: "Replicas", kind: .number(), default: .number(2), when: .equals("environment", "production")),
///     ]),
/// ])
/// if case .chosen(let setup) = try await form.run(as: Setup.self) { print(setup.service) }
/// ```
///
/// Enter or Tab moves to the next field (Enter opens a list, wheels or a calendar first; choosing
/// moves on), Shift-Tab back; a click focuses any field of the page; Page Down and Page Up move
/// between groups. A field whose answer fails a rule keeps the focus and shows why under it;
/// after the last field the form finishes only when every field shown passes, else it moves to
/// the first that does not and says so. Esc closes an open popover, else asks whether to leave
/// (y leaves: the result is ``PromptResult/cancelled``). Answered fields show their answer in
/// place (a password as `•`).
public struct Form: Prompt {
    /// The form's title, above the fields.
    package let title: String?
    /// The groups, as given.
    package let groups: [FormGroup]
    /// Navigation, answers, problems.
    package private(set) var state: FormState
    /// The focused field's editor: while an inline field has the focus, or a popover is open.
    var editor: FormEditor?
    /// Where background work reports, once the host started the form (a list read from a command).
    private var inbox: PromptInbox?

    /// The fields of every group, in order.
    package var fields: [FormField] { groups.flatMap(\.fields) }

    /// The answers given so far, of the fields shown, in order.
    package var answers: [FormAnswer] {
        state.resolved.focusable.compactMap { position in
            let field = field(at: position)
            return state.answers[field.key].map { FormAnswer(key: field.key, label: field.label, value: $0) }
        }
    }

    /// The index, among ``fields``, of the field with the focus (``fields``'s count when there is none).
    package var activeIndex: Int {
        guard let focus = state.focus else { return fields.count }
        return groups[..<focus.group].reduce(0) { $0 + $1.fields.count } + focus.field
    }

    /// Creates a form of one group.
    public init(fields: [FormField]) {
        self.init(groups: [FormGroup(fields: fields)])
    }

    /// Creates a form of groups, shown one at a time.
    public init(title: String? = nil, groups: [FormGroup]) {
        self.title = title
        self.groups = groups
        state = FormState(
            groups: groups.map { FormState.Group(title: $0.title, fields: $0.fields.map(\.stateField), condition: $0.condition) })
        // A form opens on its first question: a list or wheels there are open.
        state.send(.open)
        syncEditor(rebuilding: true)
    }

    /// The field at `position`.
    func field(at position: FormState.Position) -> FormField { groups[position.group].fields[position.field] }

    // MARK: Prompt

    /// Every row of the page: the header, the fields with their editor and problems, the footer.
    public func preferredHeight(in screen: Size, context: PromptContext) -> Int {
        var context = context
        context.screen = screen
        let layout = layout(width: screen.width, context: context)
        return layout.contentHeight + layout.footerHeight
    }

    /// Handles one event — a key, the mouse, a paste, a resize or a tick — and says whether the prompt goes on.
    public mutating func handle(_ event: PromptEvent, context: PromptContext) -> PromptStep<[FormAnswer]> {
        if state.isAskingToLeave {
            guard case .key(let key) = event else { return .proceed }
            return answerLeaving(key)
        }
        switch event {
        case .key(let key): return handle(key, context: context)
        case .mouse(let mouse): return handle(mouse, context: context)
        case .paste, .tick, .resize, .background: return forward(event, context: context)
        }
    }

    /// Tells the editor where it is, now that the host located the region.
    public mutating func prepare(for context: PromptContext) {
        let editorContext = editorContext(context)
        editor?.prepare(for: editorContext)
    }

    /// Keeps the inbox, for the editors made later (a list read from a command).
    public mutating func start(reportingTo inbox: PromptInbox) {
        self.inbox = inbox
        editor?.start(reportingTo: inbox)
    }

    /// The line left behind: `Service: api, Environment: production`.
    public func summary(of result: PromptResult<[FormAnswer]>) -> String? {
        result.value.map { answers in
            answers.map { answer in
                let field = fields.first { $0.key == answer.key }
                return "\(answer.label): " + (field.map { display(answer.typedValue, of: $0) } ?? answer.value)
            }.joined(separator: ", ")
        }
    }

    /// When the editor next needs a tick, if ever.
    public var deadline: Duration? { editor?.deadline }

    /// The editor's wish for motion reports (a menu field hovers as it does alone).
    public var tracksPointerMotion: Bool { editor?.tracksPointerMotion ?? false }

    // MARK: Moving

    /// Performs `action` on the state and turns what happened into the prompt's step.
    /// `editorFinished`: the editor gave its answer, so it is made again even if the focus stays.
    mutating func apply(_ action: FormAction, editorFinished: Bool = false) -> PromptStep<[FormAnswer]> {
        var rebuilding = editorFinished
        for event in state.send(action) {
            switch event {
            case .finished(let answers):
                editor = nil
                return .finish(.chosen(formAnswers(answers)))
            case .left:
                return .finish(.cancelled)
            case .focused, .opened:
                rebuilding = true
            case .closed, .refused, .askedToLeave:
                break
            }
        }
        syncEditor(rebuilding: rebuilding)
        return .proceed
    }

    /// Makes (or drops) the focused field's editor: an inline field always has one, a popover
    /// field while open. `rebuilding` makes it again from the field's answer.
    mutating func syncEditor(rebuilding: Bool) {
        guard let position = state.focus, state.field(at: position).role == .inline || state.isOpen else {
            editor = nil
            return
        }
        guard rebuilding || editor == nil else { return }
        let resolution = state.resolved
        let field = field(at: position)
        var made = FormEditor(field: field, value: resolution.values[field.key], answers: resolution.values)
        if let inbox { made.start(reportingTo: inbox) }
        editor = made
    }

    /// The answers of a finished form, typed, for the fields that have one.
    private func formAnswers(_ answers: [FormState.Answer]) -> [FormAnswer] {
        answers.compactMap { answer in
            guard let value = answer.value, let field = fields.first(where: { $0.key == answer.key }) else { return nil }
            return FormAnswer(key: answer.key, label: field.label, value: value)
        }
    }

    /// y leaves; n, Esc or Enter stays.
    private mutating func answerLeaving(_ key: KeyEvent) -> PromptStep<[FormAnswer]> {
        switch key.key {
        case .character("y"), .character("Y"): return apply(.leave(true))
        case .character("n"), .character("N"), .escape, .enter: return apply(.leave(false))
        default: return .proceed
        }
    }
}

extension Form {
    /// Runs the form and decodes its answers into `type`, its properties named after the fields' keys
    /// (see `Array<FormAnswer>.decoded(as:)`).
    ///
    /// ```swift
    /// struct Setup: Decodable { var service: String; var notify: Bool }
    /// if case .chosen(let setup) = try await form.run(as: Setup.self) { print(setup.service) }
    /// ```
    ///
    /// - Throws: `TerminalError` when the terminal cannot be used; `DecodingError` when an answer
    ///   does not fit the type.
    public func run<T: Decodable>(as type: T.Type, options: PromptHost.Options = PromptHost.Options()) async throws -> PromptResult<T> {
        try await run(options: options).map { try $0.decoded(as: type) }
    }
}
