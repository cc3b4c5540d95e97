import SelectionCore
import SelectionTerminal

extension FormEditor: Prompt {
    typealias Value = FormValue

    /// The wrapped prompt, for what only reads it.
    private var prompt: any Prompt {
        switch self {
        case .text(let prompt): prompt
        case .area(let prompt): prompt
        case .confirm(let prompt): prompt
        case .number(let prompt): prompt
        case .choice(let prompt): prompt
        case .checklist(let prompt): prompt
        case .wheel(let prompt): prompt
        case .date(let prompt): prompt
        case .file(let prompt): prompt
        case .table(let prompt, _): prompt
        case .custom(let prompt): prompt
        }
    }

    func preferredHeight(in screen: Size, context: PromptContext) -> Int {
        switch self {
        case .text, .number, .confirm: 1
        default: prompt.preferredHeight(in: screen, context: context)
        }
    }

    mutating func handle(_ event: PromptEvent, context: PromptContext) -> PromptStep<FormValue> {
        switch self {
        case .text(var prompt): return Self.step(&prompt, event, context, { self = .text($0) }) { .text($0) }
        case .area(var prompt): return Self.step(&prompt, event, context, { self = .area($0) }) { .text($0) }
        case .confirm(var prompt): return Self.step(&prompt, event, context, { self = .confirm($0) }) { .flag($0) }
        case .number(var prompt): return Self.step(&prompt, event, context, { self = .number($0) }) { .number($0.doubleValue) }
        case .choice(var prompt): return Self.step(&prompt, event, context, { self = .choice($0) }) { .text($0) }
        case .checklist(var prompt): return Self.step(&prompt, event, context, { self = .checklist($0) }) { .list($0) }
        case .wheel(var prompt): return Self.step(&prompt, event, context, { self = .wheel($0) }) { .number($0) }
        case .date(var prompt): return Self.step(&prompt, event, context, { self = .date($0) }) { .text($0.description) }
        case .file(var prompt): return Self.step(&prompt, event, context, { self = .file($0) }) { .text($0.first ?? "") }
        case .table(var prompt, let rows):
            return Self.step(&prompt, event, context, { self = .table($0, rows: rows) }) { chosen in
                .list(chosen.first.map { rows.indices.contains($0) ? rows[$0] : [] } ?? [])
            }
        case .custom(var prompt): return Self.step(&prompt, event, context, { self = .custom($0) }) { .text($0) }
        }
    }

    private static func step<P: Prompt>(
        _ prompt: inout P, _ event: PromptEvent, _ context: PromptContext, _ store: (P) -> Void, _ transform: (P.Value) -> FormValue
    ) -> PromptStep<FormValue> {
        let step = prompt.handle(event, context: context)
        store(prompt)
        return step.map(transform)
    }

    func render(into buffer: inout Buffer, context: PromptContext) -> Point? {
        if case .confirm(let confirm) = self { return Self.render(confirm, into: &buffer, theme: context.theme) }
        return prompt.render(into: &buffer, context: context)
    }

    /// A confirmation on one line: `[ Yes ]   No`, the highlighted answer in brackets.
    private static func render(_ confirm: Confirm, into buffer: inout Buffer, theme: Theme) -> Point? {
        var x = 0
        var cursor: Point?
        for (isYes, label) in [(true, confirm.affirmative), (false, confirm.negative)] {
            let isHighlighted = isYes == confirm.isYesHighlighted
            if isHighlighted { cursor = Point(x: x + 2, y: 0) }
            let text = isHighlighted ? "[ " + label + " ]" : "  " + label + "  "
            x = buffer.write(text, at: Point(x: x, y: 0), style: isHighlighted ? theme.highlight : theme.text, overflow: .ellipsis) + 1
        }
        return cursor
    }

    /// Which answer of a one-line confirmation is at column `x`: true for yes, false for no, nil for neither.
    func confirmAnswer(atColumn x: Int) -> Bool? {
        guard case .confirm(let confirm) = self else { return nil }
        let yesWidth = DisplayWidth.of(Sanitiser.sanitise(confirm.affirmative)) + 4
        let noWidth = DisplayWidth.of(Sanitiser.sanitise(confirm.negative)) + 4
        if (0..<yesWidth).contains(x) { return true }
        if (yesWidth + 1..<yesWidth + 1 + noWidth).contains(x) { return false }
        return nil
    }

    var deadline: Duration? { prompt.deadline }

    var tracksPointerMotion: Bool { prompt.tracksPointerMotion }

    mutating func start(reportingTo inbox: PromptInbox) {
        switch self {
        case .choice(var prompt):
            prompt.start(reportingTo: inbox)
            self = .choice(prompt)
        case .checklist(var prompt):
            prompt.start(reportingTo: inbox)
            self = .checklist(prompt)
        case .table(var prompt, let rows):
            prompt.start(reportingTo: inbox)
            self = .table(prompt, rows: rows)
        case .custom(var prompt):
            prompt.start(reportingTo: inbox)
            self = .custom(prompt)
        default:
            break
        }
    }

    mutating func prepare(for context: PromptContext) {
        switch self {
        case .choice(var prompt):
            prompt.prepare(for: context)
            self = .choice(prompt)
        case .checklist(var prompt):
            prompt.prepare(for: context)
            self = .checklist(prompt)
        case .table(var prompt, let rows):
            prompt.prepare(for: context)
            self = .table(prompt, rows: rows)
        case .custom(var prompt):
            prompt.prepare(for: context)
            self = .custom(prompt)
        default:
            break
        }
    }
}

/// A form field's editor answering with its answer's text: what `FormField.makePrompt` makes
/// for a field of the library's kinds.
struct FormEditorTextPrompt: Prompt {
    var editor: FormEditor

    func preferredHeight(in screen: Size, context: PromptContext) -> Int { editor.preferredHeight(in: screen, context: context) }
    mutating func handle(_ event: PromptEvent, context: PromptContext) -> PromptStep<String> {
        editor.handle(event, context: context).map(\.description)
    }
    func render(into buffer: inout Buffer, context: PromptContext) -> Point? { editor.render(into: &buffer, context: context) }
    var deadline: Duration? { editor.deadline }
    var tracksPointerMotion: Bool { editor.tracksPointerMotion }
    mutating func start(reportingTo inbox: PromptInbox) { editor.start(reportingTo: inbox) }
    mutating func prepare(for context: PromptContext) { editor.prepare(for: context) }
}
