import SelectionTerminal

/// The line-mode host, beside the inline and full-screen ones: asks a ``LineDialogue`` on a
/// line device (the terminal in its own cooked mode, so the user edits with its usual keys and
/// a screen reader follows), asks again after each refused answer, and ends at a valid answer,
/// at end of input (cancelled) or when the time allowed runs out.
///
/// Every prompt of the library but the full-screen `AppScreen` and the `ComboBox` can be asked this way (``LineModePrompt``); use it when the
/// terminal cannot draw (`TERM=dumb`, where ``PromptHost`` refuses) or when asked for plain output.
///
/// ```swift
/// let result = try PlainHost.run(DropDown("Colour", options: ["Red", "Green", "Blue"]))
/// ```
package enum PlainHost {
    /// Where and how long to ask.
    package struct Options: Sendable {
        /// Give up after this long (the result is ``PromptResult/timedOut``); nil for no limit.
        package var timeout: Duration?
        /// Without a controlling terminal, read standard input and write standard error instead of failing.
        package var fallsBackToStandardStreams: Bool

        /// Creates options.
        package init(timeout: Duration? = nil, fallsBackToStandardStreams: Bool = false) {
            self.timeout = timeout
            self.fallsBackToStandardStreams = fallsBackToStandardStreams
        }
    }

    /// Asks `prompt` in line mode on the controlling terminal (`/dev/tty`).
    ///
    /// - Throws: `TerminalError/noTerminal(reason:)` without a terminal (and no fallback asked
    ///   for), `TerminalError/terminalClosed` when it goes away.
    package static func run<P: LineModePrompt>(_ prompt: P, options: Options = Options()) throws(TerminalError) -> PromptResult<P.Value> {
        let terminal = try LineTerminal.open(fallsBackToStandardStreams: options.fallsBackToStandardStreams)
        return try prompt.askInLineMode(on: terminal, timeout: options.timeout)
    }

    /// Asks `dialogue` on `device` until an answer is accepted, input ends or `timeout` passes.
    ///
    /// Writes the introduction once, then the question before each answer and the dialogue's
    /// rejection after each refused one, all sanitised. End of input and the timeout end the
    /// question line with a line break.
    package static func run<D: LineDialogue>(
        _ dialogue: D, on device: some LineDevice, timeout: Duration? = nil
    ) throws(TerminalError)
        -> PromptResult<D.Value>
    {
        let clock = ContinuousClock()
        let deadline = timeout.map { clock.now + $0 }
        if !dialogue.introduction.isEmpty { try device.write(sanitisedLines(dialogue.introduction)) }
        while true {
            try device.write(sanitisedLines(dialogue.question))
            let left = deadline.map { $0 - clock.now }
            switch try dialogue.hidesAnswer ? device.readSecretLine(timeout: left) : device.readLine(timeout: left) {
            case .line(let answer):
                switch dialogue.interpret(answer) {
                case .success(let value): return .chosen(value)
                case .failure(let problem): try device.write(sanitisedLines(dialogue.rejection(of: problem)))
                }
            case .endOfInput:
                try device.write("\n")
                return .cancelled
            case .timedOut:
                try device.write("\n")
                return .timedOut
            }
        }
    }

    /// `text` sanitised line by line, its line breaks kept (``Sanitiser/sanitiseLines(_:)``, as messages are).
    static func sanitisedLines(_ text: String) -> String { Sanitiser.sanitiseLines(text) }
}
