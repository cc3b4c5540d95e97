/// A value or a text that a ``WheelFormat`` cannot show.
///
/// Values are never wrapped or clamped into the format silently: 10557.3 in `999.99` is
/// ``outOfRange(_:representable:)``, −1 in `59:59` is ``negative(_:)``.
public enum FormatError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The value is NaN.
    case notANumber
    /// The value is +∞ or −∞.
    case infinite(Double)
    /// The value is below zero, which only a date can be.
    case negative(Double)
    /// After rounding to the format's smallest unit, the value lies outside what the wheels show.
    case outOfRange(Double, representable: ClosedRange<Double>)
    /// The text has a character where it should have something else.
    case unexpectedCharacter(Character, position: Int)
    /// The text ends where it should have more; says what (`"a digit"`, `"\":\""`).
    case missing(String, position: Int)
    /// A field of the text is outside the range its wheels allow (`73` seconds, day `29` of
    /// February 2023). `position` is where the field starts, in characters from 0.
    case fieldOutOfRange(WheelRole, position: Int, allowed: ClosedRange<Int>)

    /// One line that says what is wrong and where; a character quoted from the text is written as
    /// a Swift literal, so a control character shows as `\u{1B}`.
    public var description: String {
        switch self {
        case .notANumber:
            "the value is not a number"
        case .infinite(let value):
            "the value is \(value < 0 ? "minus " : "")infinity"
        case .negative(let value):
            "the value \(Self.plain(value)) is negative"
        case .outOfRange(let value, let range):
            "the value \(Self.plain(value)) is outside \(Self.plain(range.lowerBound))…\(Self.plain(range.upperBound))"
        case .unexpectedCharacter(let character, let position):
            "unexpected \(String(character).debugDescription) at position \(position)"
        case .missing(let what, let position):
            "missing \(what) at position \(position)"
        case .fieldOutOfRange(let role, let position, let allowed):
            "the \(role.name) at position \(position) must be \(allowed.lowerBound)…\(allowed.upperBound)"
        }
    }

    /// A number as a person writes it: `3599`, not `3599.0`.
    private static func plain(_ value: Double) -> String {
        guard value.isFinite, abs(value) < 1e15, value == Double(Int64(value)) else { return String(value) }
        return String(Int64(value))
    }
}
