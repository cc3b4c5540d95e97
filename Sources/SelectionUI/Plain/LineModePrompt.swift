import SelectionCore
import SelectionTerminal

/// A prompt that can also be asked in line mode (`PlainHost`): every prompt of the library is one
/// (`DropDown`, `MultiSelect`, `SingleChoiceSheet`, `WheelPicker`, `NumberField`, `Confirm`,
/// `Menu`, and a `Form` whose fields are made from such prompts) but the full-screen `AppScreen`
/// and the `ComboBox`.
///
/// ```swift
/// let environment = ProcessInfo.processInfo.environment
/// let prompt = DropDown("Colour", options: ["Red", "Green", "Blue"])
/// let result = environment["TERM"] == "dumb" ? try PlainHost.run(prompt) : try PromptHost.run(prompt)
/// ```
package protocol LineModePrompt: Prompt {
    /// Asks the prompt's question on `device`, line by line, as `PlainHost` does.
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
    ///
    /// A list with nothing to choose says so (`Branch: nothing to choose`) and ends at once, as
    /// on the screen; a streamed list (``init(_:feed:configuration:)``) writes its items as they
    /// arrive and asks once its input ends (``ItemFeed``).
    package func askInLineMode(on device: some LineDevice, timeout: Duration?) throws(TerminalError) -> PromptResult<Value> {
        switch try ListLineModeQuestion(engine: engine).ask(isMultiple: false, limit: nil, minimum: 0, on: device, timeout: timeout) {
        case .chosen(let options):
            guard let option = options.first else { return .cancelled }
            return .chosen(option.value)
        case .cancelled: return .cancelled
        case .timedOut: return .timedOut
        case .interrupted: return .interrupted
        }
    }
}

extension MultiSelect: LineModePrompt {
    /// The options as a numbered list; several are chosen, at least ``minimum`` and within the
    /// first section's limit (fewer or more are refused with a message, and asked again).
    ///
    /// A list with nothing to choose says so and ends at once, and a streamed list waits for its
    /// items, as ``DropDown``'s line mode does.
    package func askInLineMode(on device: some LineDevice, timeout: Duration?) throws(TerminalError) -> PromptResult<[Element]> {
        var limit: Int?
        if let row = state.list.items.firstIndex(where: { $0.option != nil }),
            case .multiple(let most) = state.list.selectionMode(ofRow: row)
        {
            limit = most
        }
        return try ListLineModeQuestion(engine: engine).ask(isMultiple: true, limit: limit, minimum: minimum, on: device, timeout: timeout)
            .map { $0.map(\.value) }
    }
}

extension SingleChoiceSheet: LineModePrompt {
    /// The options as a numbered list; one is checked.
    package func askInLineMode(on device: some LineDevice, timeout: Duration?) throws(TerminalError) -> PromptResult<String> {
        let choices = list.choices
        if choices.isEmpty {
            // Asking "Choose 1:" over nothing would never end.
            try device.write(Sanitiser.sanitise("\(title): nothing to choose") + "\n")
            return .cancelled
        }
        let dialogue = list.dialogue(title: title, isMultiple: false, limit: nil)
        return try PlainHost.run(dialogue, on: device, timeout: timeout).map { choices[$0[0]].value }
    }
}

extension WheelPicker: LineModePrompt {
    /// The value typed in the wheels' format (`WheelDialogue`).
    package func askInLineMode(on device: some LineDevice, timeout: Duration?) throws(TerminalError) -> PromptResult<Double> {
        try PlainHost.run(WheelDialogue(title: title, state: state, unit: unit), on: device, timeout: timeout)
    }
}
