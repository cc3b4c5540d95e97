import SelectionCore
import SelectionTerminal

/// A prompt that can also be asked in line mode (``PlainHost``): every prompt of the library is one
/// (`DropDown`, `MultiSelect`, `SingleChoiceSheet`, `WheelPicker`, and a `Form` whose fields are made from
/// such prompts); the full-screen `AppScreen` is not.
///
/// ```swift
/// let prompt = DropDown("Colour", options: ["Red", "Green", "Blue"])
/// let result = environment["TERM"] == "dumb" ? try PlainHost.run(prompt) : try PromptHost.run(prompt)
/// ```
public protocol LineModePrompt: Prompt {
    /// Asks the prompt's question on `device`, line by line, as ``PlainHost`` does.
    func askInLineMode(on device: some LineDevice, timeout: Duration?) throws(TerminalError) -> PromptResult<Value>
}

extension ListState {
    /// The options, in order, without section headers.
    fileprivate var choices: [Choice<Value>] { items.compactMap(\.option) }

    /// The numbered-list dialogue for these options.
    fileprivate func dialogue(title: String?, isMultiple: Bool, limit: Int?) -> PlainDialogue {
        var disabled: [Int: String] = [:]
        for (index, choice) in choices.enumerated() { if let reason = choice.disabledReason { disabled[index] = reason } }
        return PlainDialogue(title: title, labels: choices.map(\.label), disabled: disabled, isMultiple: isMultiple, limit: limit)
    }
}

extension DropDown: LineModePrompt {
    /// The options as a numbered list; one is chosen by number or label.
    public func askInLineMode(on device: some LineDevice, timeout: Duration?) throws(TerminalError) -> PromptResult<Value> {
        let choices = state.list.choices
        let dialogue = state.list.dialogue(title: title, isMultiple: false, limit: nil)
        return try PlainHost.run(dialogue, on: device, timeout: timeout).map { choices[$0[0]].value }
    }
}

extension MultiSelect: LineModePrompt {
    /// The options as a numbered list; several are chosen, within the first section's limit.
    public func askInLineMode(on device: some LineDevice, timeout: Duration?) throws(TerminalError) -> PromptResult<[Element]> {
        let choices = state.list.choices
        var limit: Int?
        if let row = state.list.items.firstIndex(where: { $0.option != nil }),
            case .multiple(let most) = state.list.selectionMode(ofRow: row)
        {
            limit = most
        }
        let dialogue = state.list.dialogue(title: title, isMultiple: true, limit: limit)
        return try PlainHost.run(dialogue, on: device, timeout: timeout).map { $0.map { choices[$0].value } }
    }
}

extension SingleChoiceSheet: LineModePrompt {
    /// The options as a numbered list; one is checked.
    public func askInLineMode(on device: some LineDevice, timeout: Duration?) throws(TerminalError) -> PromptResult<String> {
        let choices = list.choices
        let dialogue = list.dialogue(title: title, isMultiple: false, limit: nil)
        return try PlainHost.run(dialogue, on: device, timeout: timeout).map { choices[$0[0]].value }
    }
}

extension WheelPicker: LineModePrompt {
    /// The value typed in the wheels' format (``WheelDialogue``).
    public func askInLineMode(on device: some LineDevice, timeout: Duration?) throws(TerminalError) -> PromptResult<Double> {
        try PlainHost.run(WheelDialogue(title: title, state: state, unit: unit), on: device, timeout: timeout)
    }
}

extension Form: LineModePrompt {
    /// Each field in turn, line by line; end of input on any field cancels the form.
    ///
    /// - Throws: `TerminalError/system(_:)` when a field's prompt has no line mode.
    public func askInLineMode(on device: some LineDevice, timeout: Duration?) throws(TerminalError) -> PromptResult<[FormAnswer]> {
        let clock = ContinuousClock()
        let deadline = timeout.map { clock.now + $0 }
        var answers: [FormAnswer] = []
        for field in fields {
            guard let ask = field.asksInLineMode else { throw .system("the field \"\(field.label)\" cannot be asked line by line") }
            switch try ask(nil, device, deadline.map { $0 - clock.now }) {
            case .chosen(let value): answers.append(FormAnswer(label: field.label, value: value))
            case .cancelled: return .cancelled
            case .timedOut: return .timedOut
            case .interrupted: return .interrupted
            }
        }
        return .chosen(answers)
    }
}
