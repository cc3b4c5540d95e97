import SelectionCore
import SelectionTerminal

extension TablePicker: LineModePrompt {
    /// The rows as a numbered list, as the list's line mode asks.
    package func askInLineMode(on device: some LineDevice, timeout: Duration?) throws(TerminalError) -> PromptResult<[Int]> {
        switch presentation {
        case .single(let list): try list.askInLineMode(on: device, timeout: timeout).map { [$0] }
        case .multiple(let list): try list.askInLineMode(on: device, timeout: timeout).map { $0.sorted() }
        }
    }
}
