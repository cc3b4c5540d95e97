/// Whether a wheel picker's value may be accepted: a real date, within its optional minimum and maximum.
///
/// Bounds never clamp the wheels (DT-17): a value outside them stays on the wheels, shown as
/// invalid, so the user sees what they dialled and why it cannot be accepted.
public enum WheelValidity: Sendable, Equatable {
    /// Within the bounds, or no bounds.
    case valid
    /// Below the minimum, which is given.
    case belowMinimum(Double)
    /// Above the maximum, which is given.
    case aboveMaximum(Double)
    /// The wheels show a day the month lacks (30 February): the month has only `lastDay` days.
    /// The day keeps 1…31 while editing (DT-01) and such a date is never a value (DT-16).
    case impossibleDate(lastDay: Int)

    /// Whether the value may be accepted.
    public var isValid: Bool { self == .valid }
}
