import SelectionCore
import SelectionTerminal

extension NumberField: LineModePrompt {
    /// The number as a typed line (`NumberDialogue`), asked again until it is valid.
    package func askInLineMode(on device: some LineDevice, timeout: Duration?) throws(TerminalError) -> PromptResult<DecimalNumber> {
        let dialogue = NumberDialogue(title: title, configuration: state.configuration, current: state.value, unit: unit)
        return try PlainHost.run(dialogue, on: device, timeout: timeout)
    }
}
