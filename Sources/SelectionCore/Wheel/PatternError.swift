/// A wheel pattern that cannot be parsed: which pattern, where, and why.
///
/// ```swift
/// do {
///     _ = try WheelFormat("99x59")
/// } catch {
///     print(error)   // invalid wheel pattern "99x59" at position 2: unexpected character "x"
/// }
/// ```
public struct PatternError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Why a pattern was refused.
    public enum Problem: Sendable, Hashable {
        /// The pattern is empty.
        case empty
        /// A character that has no meaning in a pattern.
        case unexpectedCharacter(Character)
        /// Something valid in itself, in a place where it cannot go; says what could go there.
        case expected(String)
        /// A run of digits starting with 0, which would make a wheel of one row.
        case leadingZero
        /// More digit wheels than a `Double` can count exactly.
        case tooManyDigits(limit: Int)
        /// A `[` without its `]`.
        case unclosedChoice
        /// A text wheel with an empty option or fewer than two options.
        case tooFewOptions
        /// A run of `Y`, `M` or `D` of the wrong length (dates use `YYYY`, `MM` and `DD`).
        case dateField(String)
        /// A date field written twice.
        case repeatedDateField(String)
        /// Minutes or seconds after a `:`, or a decimal place, written other than as their full
        /// range (`59`, `9`), which would leave values in the middle that no wheel can show.
        case partialRange(expected: String)
        /// More than three groups separated by `:`.
        case tooManyTimeGroups
        /// The hours of a clock must be `23`, or `12` with `[AM|PM]`.
        case clockHours
        /// An `[AM|PM]` wheel without a 12-hour clock (`12:59`) before it.
        case dayPeriodWithoutTwelveHourClock
        /// Decimal places after something other than seconds or a whole number.
        case fractionNotAllowed
        /// A text wheel with two options that differ only in case, so typed text could not tell them apart.
        case repeatedOption(String)
        /// A text wheel option with a space in it, which typed text could not tell from the space between wheels.
        case spaceInOption
        /// Two text wheels with no space between them, so typed text could not tell where one ends.
        case adjacentTextWheels
    }

    /// The pattern as given.
    public let pattern: String
    /// Where the problem is, in characters from 0.
    public let position: Int
    /// What is wrong there.
    public let problem: Problem

    /// Creates an error for `pattern` at `position`.
    public init(pattern: String, position: Int, problem: Problem) {
        self.pattern = pattern
        self.position = position
        self.problem = problem
    }

    /// One line naming the pattern, the position and the problem; the pattern and any character
    /// quoted from it are written as Swift literals, so a control character shows as `\u{1B}`
    /// and cannot act on a terminal.
    public var description: String {
        "invalid wheel pattern \(pattern.debugDescription) at position \(position): \(problemDescription)"
    }

    private var problemDescription: String {
        switch problem {
        case .empty: "the pattern is empty"
        case .unexpectedCharacter(let character): "unexpected character \(String(character).debugDescription)"
        case .expected(let what): "expected \(what)"
        case .leadingZero: "a run of digits cannot start with 0 (each digit d is a wheel 0…d)"
        case .tooManyDigits(let limit): "more than \(limit) digit wheels"
        case .unclosedChoice: "\"[\" without \"]\""
        case .tooFewOptions: "a text wheel needs two or more non-empty options, as in [AM|PM]"
        case .dateField(let field): "\(field.debugDescription) is not a date field (use YYYY, MM and DD)"
        case .repeatedDateField(let field): "\(field) appears twice"
        case .partialRange(let expected): "write \(expected) here"
        case .tooManyTimeGroups: "at most three groups (hours:minutes:seconds)"
        case .clockHours: "a clock's hours are 23, or 12 followed by [AM|PM]"
        case .dayPeriodWithoutTwelveHourClock: "[AM|PM] needs a 12-hour clock before it, such as 12:59"
        case .fractionNotAllowed: "decimal places only follow a whole number or seconds"
        case .repeatedOption(let option): "the option \(option.debugDescription) appears twice (ignoring case)"
        case .spaceInOption: "a text wheel's options cannot contain a space"
        case .adjacentTextWheels: "two text wheels need a space between them, as in [AM|PM] [UTC|local]"
        }
    }
}
