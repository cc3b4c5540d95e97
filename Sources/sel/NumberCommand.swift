import ArgumentParser
import SelectionKit

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `sel number`: a number field; prints the chosen number exactly.
struct NumberCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "number",
        abstract: "Type or step a number within bounds and print it.",
        discussion: """
            Up/Down step by --step, PageUp/PageDown by --page-step, Home/End go to --min/--max. \
            Typing edits the number; a key that cannot be part of a number is refused (a minus sign \
            only when --min is negative, a decimal point only with --decimals or a decimal step). \
            A number out of range is flagged, never clamped while you type. Enter commits: with \
            --commit snap (the default) a number off the step grid or out of range is moved onto it \
            and shown, and a second Enter accepts it; with --commit validate it is refused until in \
            range. Esc cancels. The mouse: press [+] or [−] to step, hold to repeat; the wheel steps.

            Output: the number with exactly --decimals places (default: the step's, or the bounds'), \
            no exponent, no float noise (0.3, never 0.30000000000000004).

            Exit status: 0 chosen; 1 dismissed (Esc, or end of input with --plain); 2 usage or \
            environment error; 124 --timeout passed; 130 Ctrl-C.

            Example: sel number --min 0 --max 300 --step 0.5 --value 70 --unit kg --title Weight
            """
    )

    /// What a commit does with a number off the grid or out of range.
    enum CommitForm: String, ExpressibleByArgument, CaseIterable {
        case snap
        case validate
    }

    @Option(name: .customLong("min"), parsing: .unconditional, help: ArgumentHelp("The lowest value.", valueName: "number"))
    var minimum: String?

    @Option(name: .customLong("max"), parsing: .unconditional, help: ArgumentHelp("The highest value.", valueName: "number"))
    var maximum: String?

    @Option(help: ArgumentHelp("Up/Down change the number by this much (default 1).", valueName: "number"))
    var step: String?

    @Option(
        name: .customLong("page-step"),
        help: ArgumentHelp("PageUp/PageDown change it by this much (default 10 × step).", valueName: "number"))
    var pageStep: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("The starting number (default: empty).", valueName: "number"))
    var value: String?

    @Option(help: ArgumentHelp("Decimal places shown, typed and printed (default: the step's or the bounds').", valueName: "n"))
    var decimals: Int?

    @Option(help: "A unit shown after the field (kg); it is not printed.")
    var unit: String?

    @Option(help: "What Enter does with a number off the grid or out of range: snap (move it, then accept) or validate (refuse it).")
    var commit: CommitForm = .snap

    @OptionGroup var prompt: PromptOptions

    func run() throws {
        let minimum = try minimum.map { try number($0, option: "--min") }
        let maximum = try maximum.map { try number($0, option: "--max") }
        if let minimum, let maximum, maximum < minimum {
            throw failure("--min \(minimum) is above --max \(maximum): no number could be chosen", in: "number")
        }
        let step = try step.map { try positive($0, option: "--step") } ?? DecimalNumber(1)
        let pageStep = try pageStep.map { try positive($0, option: "--page-step") }
        if let decimals, !(0...DecimalNumber.maximumDigits).contains(decimals) {
            throw failure("--decimals must be 0…\(DecimalNumber.maximumDigits)", in: "number")
        }
        if let decimals {
            for (option, number) in [("--step", step), ("--page-step", pageStep), ("--min", minimum), ("--max", maximum)] {
                if let number, number.scale > decimals {
                    throw failure("--decimals \(decimals) cannot show \(option) \(number): give at least \(number.scale)", in: "number")
                }
            }
        }
        let start = try value.map { try number($0, option: "--value") }
        let configuration = NumberFieldConfiguration(
            minimum: minimum, maximum: maximum, step: step, pageStep: pageStep,
            fractionDigits: decimals
                ?? ([start?.scale ?? 0, step.scale, pageStep?.scale ?? 0, minimum?.scale ?? 0, maximum?.scale ?? 0].max() ?? 0),
            commitBehavior: commit == .snap ? .snap : .validate)
        guard configuration.fitsPrecision else {
            throw failure(
                "--min, --max and the steps need more than 17 digits at their finest decimal place: use smaller bounds or a coarser step",
                in: "number")
        }
        if let start, start.scale > configuration.fractionDigits {
            throw failure("--value \(start) has more decimal places than --decimals \(configuration.fractionDigits)", in: "number")
        }

        let field = NumberField(title: prompt.title ?? "Number", configuration: configuration, value: start, unit: unit)
        let result = try PromptAsking(
            prompt.interaction, timeout: prompt.timeout, in: "number", environment: ProcessInfo.processInfo.environment
        ).ask(field)
        if let status = ExitStatus.of(result) { throw ExitCode(status) }
        guard case .chosen(let chosen) = result else { return }
        try writeResult(Array((configuration.text(of: chosen) + "\n").utf8), in: "number")
    }

    // MARK: Options

    private func number(_ text: String, option: String) throws -> DecimalNumber {
        guard let number = DecimalNumber(text) else {
            throw failure(
                "\(option) \"\(Sanitiser.sanitise(text))\" is not a number (digits, an optional sign and decimal point, at most 15 digits)",
                in: "number")
        }
        return number
    }

    private func positive(_ text: String, option: String) throws -> DecimalNumber {
        let number = try number(text, option: option)
        guard DecimalNumber(0) < number else { throw failure("\(option) must be above 0", in: "number") }
        return number
    }
}
