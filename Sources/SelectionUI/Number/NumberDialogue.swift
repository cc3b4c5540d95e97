import SelectionCore
import SelectionTerminal

/// The number field's line-mode dialogue: the question names the unit, the range and the
/// current value (`Weight (kg), 0 … 300 [70]: `); an empty answer keeps the current value; a
/// number that is not a number, has too many decimal places or is out of range is refused with
/// the reason, never clamped (NUM-V rules).
///
/// ```swift
/// let configuration = NumberFieldConfiguration(minimum: DecimalNumber(0), maximum: DecimalNumber(10))
/// let dialogue = NumberDialogue(title: "Count", configuration: configuration, current: DecimalNumber(3))
/// dialogue.interpret("")     // .success(3)
/// dialogue.interpret("12")   // .failure(...): "12 is above the maximum 10"
/// ```
package struct NumberDialogue: LineDialogue, Sendable {
    /// Asked before the unit and the range.
    package var title: String
    /// The bounds, steps and decimal places.
    package var configuration: NumberFieldConfiguration
    /// The value an empty answer gives; nil to require a number.
    package var current: DecimalNumber?
    /// The unit, shown after the title; never part of the answer.
    package var unit: String?

    /// Creates the dialogue.
    package init(title: String, configuration: NumberFieldConfiguration, current: DecimalNumber? = nil, unit: String? = nil) {
        self.title = title
        self.configuration = configuration
        self.current = current
        self.unit = unit
    }

    /// `Title (unit), min … max [current]: `, each part only when there is one.
    package var question: String {
        let unitText = unit.map { " (\($0))" } ?? ""
        let low = configuration.minimum.map { configuration.text(of: $0) }
        let high = configuration.maximum.map { configuration.text(of: $0) }
        let range = low == nil && high == nil ? "" : ", \(low ?? "") … \(high ?? "")"
        let currentText = current.map { " [\(configuration.text(of: $0))]" } ?? ""
        // Sanitised here, not only line by line by the host: a line break in the title or the
        // unit must not start a line of its own.
        return Sanitiser.sanitise("\(title)\(unitText)\(range)\(currentText)") + ": "
    }

    /// The typed number, the current one for an empty answer, or why not.
    package func interpret(_ answer: String) -> Result<DecimalNumber, LineProblem> {
        configuration.readLine(answer, current: current).mapError { LineProblem(message: $0.message) }
    }

    /// `✗ message` and a line break.
    package func rejection(of problem: LineProblem) -> String { "✗ \(problem.message)\n" }
}
