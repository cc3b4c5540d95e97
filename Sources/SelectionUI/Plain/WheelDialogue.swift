import SelectionCore
import SelectionTerminal

/// The digit-wheel picker's line-mode dialogue: the value asked as text in the format
/// (`Pace (min/mi), as 59:59 [05:00]: `), an empty answer keeping the value shown, refused
/// answers explained with `✗`.
///
/// ```swift
/// let state = try WheelState(format: .minutesSeconds, value: 300, maximum: 900)
/// let dialogue = WheelDialogue(title: "Pace", state: state)
/// dialogue.interpret("5:30")   // .success(330)
/// dialogue.interpret("16:00")  // .failure(LineProblem(message: "above the maximum 15:00"))
/// ```
package struct WheelDialogue: LineDialogue, Sendable {
    /// Asked before the pattern.
    package var title: String
    /// The wheels: their format, the value offered, the minimum and maximum.
    package var state: WheelState
    /// The unit, whose symbol follows the title.
    package var unit: MeasurementUnit?

    /// Creates the dialogue for `state`.
    package init(title: String, state: WheelState, unit: MeasurementUnit? = nil) {
        self.title = title
        self.state = state
        self.unit = unit
    }

    /// `Title (unit), as PATTERN [current]: `.
    package var question: String {
        let unitText = unit.map { " (\($0.symbol))" } ?? ""
        // Sanitised here, not only line by line by the host: a line break in the title cannot start a line.
        return Sanitiser.sanitise("\(title)\(unitText), as \(state.format.pattern) [\(state.text)]") + ": "
    }

    /// The typed value (seconds for times), the value shown for an empty answer, or why not.
    package func interpret(_ answer: String) -> Result<Double, LineProblem> {
        var trimmed = Substring(answer)
        while let first = trimmed.first, first == " " || first == "\t" { trimmed.removeFirst() }
        while let last = trimmed.last, last == " " || last == "\t" { trimmed.removeLast() }
        let format = state.format
        let parsed: Result<Double, FormatError> = trimmed.isEmpty ? .success(state.value) : format.parse(String(trimmed))
        switch parsed {
        case .failure(let error):
            return .failure(LineProblem(message: error.description))
        case .success(let value):
            if let minimum = state.minimum, value < minimum {
                return .failure(LineProblem(message: "below the minimum \(format.textOrNumber(minimum))"))
            }
            if let maximum = state.maximum, value > maximum {
                return .failure(LineProblem(message: "above the maximum \(format.textOrNumber(maximum))"))
            }
            return .success(value)
        }
    }

    /// `✗ message` and a line break.
    package func rejection(of problem: LineProblem) -> String { "✗ \(problem.message)\n" }
}

extension WheelFormat {
    /// The wheels' text for `value`, or the number when the format cannot show it.
    func textOrNumber(_ value: Double) -> String {
        (try? string(for: value)) ?? (value.isFinite && value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value))
    }
}
