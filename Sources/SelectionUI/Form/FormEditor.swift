import SelectionCore
import SelectionTerminal

/// The control that edits a form's focused field, answering with a ``FormValue``: the library's
/// prompts, each configured to sit in a form (no title, no help line of its own).
enum FormEditor {
    case text(TextInput)
    case area(TextArea)
    case confirm(Confirm)
    case number(NumberField)
    case choice(DropDown<String>)
    case checklist(MultiSelect<String>)
    case wheel(WheelPicker)
    case date(DatePicker)
    case file(FilePicker)
    case table(TablePicker, rows: [[String]])
    case custom(AnyPrompt<String>)

    /// The editor of `field`, opening on `value` (its answer or default); `answers` are the earlier
    /// answers, for a list read from a command. On a form's screen the field's line shows its
    /// title (`title` nil); line mode asks with the title.
    init(field: FormField, value: FormValue?, answers: [String: FormValue], title: String? = nil) {
        let text = value.map(\.description)
        switch field.kind {
        case .input(let placeholder), .password(let placeholder):
            var isSecure = false
            if case .password = field.kind { isSecure = true }
            self = .text(
                TextInput(
                    title, value: text ?? "", placeholder: placeholder, prompt: title == nil ? "" : "> ", isSecure: isSecure,
                    showsHelp: false))
        case .write(let placeholder, let visibleRows):
            self = .area(TextArea(title, value: text ?? "", placeholder: placeholder, visibleRows: visibleRows))
        case .confirm(let affirmative, let negative):
            var isYes = false
            if case .flag(let flag)? = value { isYes = flag }
            self = .confirm(Confirm(title ?? "", default: isYes, affirmative: affirmative, negative: negative))
        case .number(let configuration, let unit):
            var number: DecimalNumber?
            if case .number(let double)? = value { number = DecimalNumber(FormValue.text(of: double)) }
            self = .number(NumberField(title: title ?? "", configuration: configuration, value: number, unit: unit, showsHelp: false))
        case .choose(let options, let sections, let command):
            self = .choice(Self.choice(title, options: options, sections: sections, command: command, current: text, answers: answers))
        case .multi(let options, let sections):
            var configuration = ListPromptConfiguration(keyMap: .multiSelect)
            configuration.startsOpen = true
            let preselecting: Preselection<String> = value.map { .values($0.matchedTexts) } ?? .nothing
            let list =
                sections.isEmpty
                ? MultiSelect(title, options: options, preselecting: preselecting, configuration: configuration)
                : MultiSelect(title, sections: sections, preselecting: preselecting, configuration: configuration)
            self = .checklist(list)
        case .wheel(let format, let unit):
            var start = 0.0
            if case .number(let number)? = value { start = number }
            var picker = WheelPicker(title: title ?? "", format: format, value: start, unit: unit)
            picker.showsHelp = false
            self = .wheel(picker)
        case .date(let minimum, let maximum):
            self = .date(DatePicker(title ?? "", value: text.flatMap(Self.day(from:)), minimum: minimum, maximum: maximum))
        case .file(let directory, let globs, let allowsDirectories):
            self = .file(FilePicker(title, directory: directory, allowsDirectories: allowsDirectories, globs: globs, visibleRows: 8))
        case .table(let columns, let rows):
            self = .table(TablePicker(title, columns: columns, rows: rows, visibleRows: 8), rows: rows)
        case .note:
            self = .custom(AnyPrompt(NoteEditor()))
        case .prompt(let make):
            self = .custom(make(text))
        }
    }

    /// A drop-down that starts open on `current`; over a command's lines when `command` is given.
    private static func choice(
        _ title: String?, options: [Choice<String>], sections: [ListSection<String>], command: String?, current: String?,
        answers: [String: FormValue]
    ) -> DropDown<String> {
        var configuration = ListPromptConfiguration()
        configuration.startsOpen = true
        configuration.showsHelp = false
        let preselecting: Preselection<String> = current.map { .values([$0]) } ?? .nothing
        if let command {
            configuration.filters = true
            configuration.commands.onStart = [.reload(command: FormShell.exporting(answers) + command)]
            let feed = ItemFeed()
            feed.finish()
            return DropDown(title, lines: feed, configuration: configuration)
        }
        if sections.isEmpty { return DropDown(title, options: options, preselecting: preselecting, configuration: configuration) }
        return DropDown(title, sections: sections, preselecting: preselecting, configuration: configuration)
    }

    /// `YYYY-MM-DD` read as a day.
    static func day(from text: String) -> WheelDate? {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]),
            (1...12).contains(month), (1...31).contains(day)
        else { return nil }
        return WheelDate(year: year, month: month, day: day)
    }

    /// The answer the editor holds now, for a move that keeps it without Enter (Tab, a click):
    /// the text typed, the number, yes or no. Nil for a popover, whose answer is what was chosen.
    var heldValue: FormValue? {
        switch self {
        case .text(let input): .text(input.state.text)
        case .area(let area): .text(area.editor.state.text)
        case .confirm(let confirm): .flag(confirm.isYesHighlighted)
        case .number(let field): DecimalNumber(field.state.text).map { .number($0.doubleValue) }
        case .choice, .checklist, .wheel, .date, .file, .table, .custom: nil
        }
    }

    /// Whether the editor takes Tab for itself (checking entries, completing text).
    var takesTab: Bool {
        switch self {
        case .file(let picker): picker.browser.state.configuration.isMultiple
        case .table(let picker, _):
            if case .multiple = picker.presentation { true } else { false }
        case .custom: true
        default: false
        }
    }

    /// Whether the editor is a popover: it draws below the field and closes with Esc.
    var isPopover: Bool {
        switch self {
        case .text, .area, .confirm, .number: false
        case .choice, .checklist, .wheel, .date, .file, .table, .custom: true
        }
    }
}

/// A prompt that never finishes and draws nothing: what a note field would edit, if it could be focused.
private struct NoteEditor: Prompt {
    func preferredHeight(in screen: Size, context: PromptContext) -> Int { 0 }
    mutating func handle(_ event: PromptEvent, context: PromptContext) -> PromptStep<String> { .proceed }
    func render(into buffer: inout Buffer, context: PromptContext) -> Point? { nil }
}
