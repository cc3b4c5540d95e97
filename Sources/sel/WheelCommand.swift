import ArgumentParser
import SelectionKit

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `sel wheel`: the digit-wheel picker; prints the chosen value.
struct WheelCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "wheel",
        abstract: "Dial a value on digit wheels and print it.",
        discussion: """
            Each digit is a wheel: Up/Down turn the focused wheel (wrapping, no carry), \
            Left/Right/Tab move, digits are typed (docs/behaviour.md §8), PageUp/PageDown and Home/End \
            step the field, Backspace drops a digit, Enter is Done, Esc is Back. The mouse wheel \
            turns the wheel under the pointer; a click focuses it.

            Patterns: 999.99 (a number with two decimals), 59:59 (minutes:seconds), 99:59:59 \
            (hours:minutes:seconds), 23:59, 12:59 [AM|PM], YYYY-MM-DD. Time and date values are \
            in seconds (a date: seconds since 1970-01-01 UTC).

            Output: the value, in seconds for times (683), else as a decimal with the format's \
            decimal places (12.50), no exponent; --output text prints the wheels' text (11:23).

            Exit status: 0 chosen; 1 dismissed (Esc, or end of input with --plain); 2 usage or \
            environment error (bad pattern, value not fitting the format, no terminal, a value \
            that could not be written); 124 --timeout passed; 129 the terminal went away; \
            130 Ctrl-C; 141 standard output closed early.

            The title defaults to the unit's name, else Value. Negative values are read as values \
            (--value -86400 for 1969-12-31 with YYYY-MM-DD).

            Example: sel wheel --format 59:59 --value 683 --unit minutes-per-mile --title Pace
            """
    )

    /// What is printed for the chosen value.
    enum OutputForm: String, ExpressibleByArgument, CaseIterable {
        case value
        case text
    }

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("The wheel pattern (default: the unit's, else 999.99).", valueName: "pattern"),
        completion: .list(["999.99", "59:59", "99:59:59", "23:59", "12:59 [AM|PM]", "YYYY-MM-DD"]))
    var format: String?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("The starting value: a number (seconds for times) or text in the format (11:23).", valueName: "value"))
    var value: String?

    @Option(
        help: ArgumentHelp(
            "The unit: meters, kilometers, miles, miles-per-hour, minutes-per-mile, kilometers-per-hour, minutes-per-kilometer, time (or a symbol: km, min/mi).",
            valueName: "unit"),
        completion: .list(MeasurementUnit.allCases.map(\.rawValue)))
    var unit: String?

    @Option(name: .customLong("min"), parsing: .unconditional, help: ArgumentHelp("The lowest value Done accepts.", valueName: "value"))
    var minimum: String?

    @Option(name: .customLong("max"), parsing: .unconditional, help: ArgumentHelp("The highest value Done accepts.", valueName: "value"))
    var maximum: String?

    @Option(help: "What to print: value (683, 12.50) or text (11:23).")
    var output: OutputForm = .value

    @Flag(name: .customLong("full-screen"), help: "Show the picker full-screen, with a Back / Done toolbar.")
    var fullScreen = false

    @OptionGroup var prompt: PromptOptions

    func run() throws {
        let unit = try resolvedUnit()
        let format = try resolvedFormat(unit: unit)
        let minimum = try minimum.map { try number($0, option: "--min", format: format) }
        let maximum = try maximum.map { try number($0, option: "--max", format: format) }
        if let minimum, let maximum, minimum > maximum {
            throw failure(
                "--min \(self.minimum ?? "") is above --max \(self.maximum ?? ""): no value could be chosen",
                in: "wheel")
        }
        let start = try value.map { try number($0, option: "--value", format: format) } ?? minimum ?? 0
        let state: WheelState
        do {
            state = try WheelState(format: format, value: start, minimum: minimum, maximum: maximum)
        } catch .outOfRange(_, let range) {
            // The range in the format's own notation (00:00…59:59), the value as the user wrote it.
            throw failure(
                "--value \(value ?? Self.plainNumber(start)) does not fit \(format.pattern): it is outside "
                    + "\(format.textOrNumber(range.lowerBound))…\(format.textOrNumber(range.upperBound))",
                in: "wheel")
        } catch {
            throw failure("--value \(value ?? Self.plainNumber(start)) does not fit \(format.pattern): \(error)", in: "wheel")
        }
        let picker = WheelPicker(title: prompt.title ?? unit?.name ?? "Value", state: state, unit: unit)
        var asking = PromptAsking(
            prompt.interaction, timeout: prompt.timeout, in: "wheel", environment: ProcessInfo.processInfo.environment)
        asking.presentation = fullScreen ? .fullScreen : .inline
        let result = try asking.ask(picker)
        if let status = ExitStatus.of(result) { throw ExitCode(status) }
        guard case .chosen(let chosen) = result else { return }
        let text = output == .text ? format.textOrNumber(chosen) : Self.valueText(chosen, fractionDigits: format.fractionDigits)
        try writeResult(Array((text + "\n").utf8), in: "wheel")
    }

    // MARK: Options

    private func resolvedUnit() throws -> MeasurementUnit? {
        guard let unit else { return nil }
        guard let found = MeasurementUnit(named: unit) else {
            let known = MeasurementUnit.allCases.map(\.rawValue).joined(separator: ", ")
            throw failure("--unit: unknown unit \"\(unit)\" (known: \(known))", in: "wheel")
        }
        return found
    }

    private func resolvedFormat(unit: MeasurementUnit?) throws -> WheelFormat {
        guard let format else { return unit?.defaultFormat ?? .twoDecimal }
        do {
            return try WheelFormat(format)
        } catch {
            throw failure("--format: \(error)", in: "wheel")
        }
    }

    /// A finite number (`683`, `12.5`, `-1`), or text in the format (`11:23`).
    private func number(_ text: String, option: String, format: WheelFormat) throws -> Double {
        if let number = Double(text) {
            guard number.isFinite else {
                throw failure("\(option) \"\(text)\" is not a finite number (a value in \(format.pattern) is wanted)", in: "wheel")
            }
            return number
        }
        switch format.parse(text) {
        case .success(let value): return value
        case .failure(let error): throw failure("\(option) \"\(text)\" is neither a number nor \(format.pattern): \(error)", in: "wheel")
        }
    }

    // MARK: Output

    /// The value with exactly `fractionDigits` decimal places, no exponent, no float noise:
    /// `683`, `12.50`, `-86400`.
    static func valueText(_ value: Double, fractionDigits: Int) -> String {
        var divisor = 1
        for _ in 0..<fractionDigits { divisor *= 10 }
        guard let ticks = Int(exactly: (value * Double(divisor)).rounded()) else { return plainNumber(value) }
        let magnitude = ticks.magnitude
        let whole = String(magnitude / UInt(divisor))
        let sign = ticks < 0 ? "-" : ""
        guard fractionDigits > 0 else { return sign + whole }
        let fraction = String(magnitude % UInt(divisor))
        return sign + whole + "." + String(repeating: "0", count: fractionDigits - fraction.count) + fraction
    }

    /// A number as typed: `683` rather than `683.0`.
    static func plainNumber(_ value: Double) -> String {
        value.isFinite && value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}

extension WheelFormat {
    /// The wheels' text for `value`, or the plain number when the format cannot show it.
    fileprivate func textOrNumber(_ value: Double) -> String {
        (try? string(for: value)) ?? WheelCommand.plainNumber(value)
    }
}
