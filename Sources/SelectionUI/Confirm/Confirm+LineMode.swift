import SelectionTerminal

extension PlainConfirmation: LineDialogue {}

extension Confirm: LineModePrompt {
    /// The question on one line (``PlainConfirmation``); an empty answer takes the highlighted
    /// (default) answer.
    public func askInLineMode(on device: some LineDevice, timeout: Duration?) throws(TerminalError) -> PromptResult<Bool> {
        let dialogue = PlainConfirmation(
            question: question, isYesDefault: isYesHighlighted, affirmative: affirmative, negative: negative)
        return try PlainHost.run(dialogue, on: device, timeout: timeout)
    }
}
