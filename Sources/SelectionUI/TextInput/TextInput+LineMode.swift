import SelectionCore
import SelectionTerminal

extension TextInput: LineModePrompt {
    /// The text as a typed line (`TextInputDialogue`), asked again until it is accepted.
    package func askInLineMode(on device: some LineDevice, timeout: Duration?) throws(TerminalError) -> PromptResult<String> {
        let configuration = state.configuration
        let dialogue = TextInputDialogue(
            title: title, prompt: prompt, value: state.text, characterLimit: configuration.characterLimit,
            minimumLength: configuration.minimumLength, isSecure: configuration.mask != nil, validate: validate)
        return try PlainHost.run(dialogue, on: device, timeout: timeout)
    }
}
