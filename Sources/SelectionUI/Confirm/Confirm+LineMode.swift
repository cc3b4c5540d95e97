import SelectionTerminal

extension PlainConfirmation: LineDialogue {}

extension Confirm: LineModePrompt {
    /// The question on one line (`PlainConfirmation`); an empty answer takes the highlighted
    /// (default) answer. The prompt's own ``timeout`` gives that answer in line mode too; the
    /// host's `timeout`, when shorter, ends the question as timed out.
    package func askInLineMode(on device: some LineDevice, timeout: Duration?) throws(TerminalError) -> PromptResult<Bool> {
        let dialogue = PlainConfirmation(
            question: question, isYesDefault: isYesHighlighted, affirmative: affirmative, negative: negative)
        let limit = [timeout, self.timeout].compactMap { $0 }.min()
        let result = try PlainHost.run(dialogue, on: device, timeout: limit)
        if case .timedOut = result, let own = self.timeout, limit == own { return .chosen(isYesHighlighted) }
        return result
    }
}
