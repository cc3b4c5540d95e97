import SelectionCore
import SelectionTerminal

extension TextAreaEditor {
    /// Line mode: the title and how to end, then lines read until one holding only `.` or the end
    /// of input; the lines are the text (cut to the limits). End of input before any line cancels.
    ///
    /// ```
    /// Notes (end with a line holding only "." or Ctrl-D):
    /// first line
    /// .
    /// ```
    package func askInLineMode(on device: some LineDevice, timeout: Duration?) throws(TerminalError) -> PromptResult<String> {
        let clock = ContinuousClock()
        let deadline = timeout.map { clock.now + $0 }
        try device.write(Sanitiser.sanitise(title ?? "Text") + " (end with a line holding only \".\" or Ctrl-D):\n")
        var lines: [String] = []
        reading: while true {
            switch try device.readLine(timeout: deadline.map { $0 - clock.now }) {
            case .line(let line):
                if line == "." { break reading }
                lines.append(line)
            case .endOfInput:
                if lines.isEmpty { return .cancelled }
                break reading
            case .timedOut:
                try device.write("\n")
                return .timedOut
            }
        }
        let area = TextAreaState(text: lines.joined(separator: "\n"), configuration: state.configuration)
        return .chosen(area.text)
    }
}

extension TextArea: LineModePrompt {
    /// The lines typed, up to a line holding only `.` or the end of input.
    package func askInLineMode(on device: some LineDevice, timeout: Duration?) throws(TerminalError) -> PromptResult<String> {
        try editor.askInLineMode(on: device, timeout: timeout)
    }
}

extension TextAreaSession: LineModePrompt {
    /// The lines typed (no editor in line mode).
    package func askInLineMode(on device: some LineDevice, timeout: Duration?) throws(TerminalError) -> PromptResult<Ending> {
        try editor.askInLineMode(on: device, timeout: timeout).map { .submitted($0) }
    }
}
