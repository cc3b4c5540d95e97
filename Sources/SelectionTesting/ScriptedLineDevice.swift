import SelectionTerminal
import SelectionUI

/// A line device for tests of line mode (`PlainHost`): answers come from a script, and
/// everything written is kept as one transcript with the answers echoed, as a terminal in
/// cooked mode would show them.
///
/// ```swift
/// let device = ScriptedLineDevice(answers: [.line("7"), .line("2")])
/// let result = try PlainHost.run(PlainDialogue(labels: ["Red", "Green"]), on: device)
/// #expect(result == .chosen([1]))
/// #expect(device.transcript == "  1) Red\n  2) Green\nChoose 1-2: 7\n7 is not between 1 and 2; try again.\nChoose 1-2: 2\n")
/// ```
package final class ScriptedLineDevice: LineDevice {
    /// What was written, with each answer and its line break after the question it answered.
    package private(set) var transcript = ""
    /// The answers still to give; when none is left, the input ends.
    package private(set) var answers: [LineTerminal.Answer]
    /// The time left that each read was given, in order (nil for no limit).
    package private(set) var timeoutsGiven: [Duration?] = []

    /// Creates a device that gives `answers` in order.
    package init(answers: [LineTerminal.Answer]) {
        self.answers = answers
    }

    /// Appends `text` to the transcript.
    package func write(_ text: String) throws(TerminalError) {
        transcript += text
    }

    /// The next scripted answer (a line is echoed into the transcript), or the end of input.
    package func readLine(timeout: Duration?) throws(TerminalError) -> LineTerminal.Answer {
        timeoutsGiven.append(timeout)
        guard !answers.isEmpty else { return .endOfInput }
        let answer = answers.removeFirst()
        if case .line(let text) = answer { transcript += text + "\n" }
        return answer
    }
}
