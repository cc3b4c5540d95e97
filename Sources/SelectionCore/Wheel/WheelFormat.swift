/// How a value is laid out on digit wheels, built from a pattern such as `59:59`.
///
/// ## The pattern language
///
/// | Write | Get |
/// | --- | --- |
/// | a run of digits, e.g. `23`, `999` | one segment, 0…that number, shown on one wheel per digit |
/// | `.` then `9`s, after a whole number or seconds | one wheel per decimal place, each 0…9 |
/// | `:` between runs | a time: `59:59` is minutes:seconds, `99:59:59` hours:minutes:seconds |
/// | `YYYY` `MM` `DD` joined by `-` `/` or `.` | a date; the day offers 1…31 and a day the month lacks is invalid |
/// | `[AM\|PM]` after `12:59` | a 12-hour clock |
/// | `[a\|b\|…]` at the end | a text wheel that is not part of the value (a unit list) |
/// | `:` `.` `-` `/` or a space | a literal separator, never focused |
///
/// A run of digits means its number, not one range per digit: in `23` the tens wheel offers
/// 0–2 and the units wheel 0–9, but only 0–3 while the tens show 2. Such *dependent limits* are
/// enforced by limiting the wheels: the wheels never show a value the format cannot hold, and
/// when a wheel on the left changes so that one on the right is out of its new range, that one
/// moves to its nearest limit (19 → tens up → 23). Each single digit `d` on its own is therefore
/// a wheel 0…d. A date's wheels are limited by the digits on both sides instead, so turning one
/// never changes another (docs/behaviour.md DT-01): the day keeps 1…31 in every month, and a day the
/// month lacks (31 January → month up → 31 February) is shown as an impossible date, which is
/// never a value (DT-16; ``WheelValidity/impossibleDate(lastDay:)``).
///
/// Two groups separated by `:` are minutes:seconds, except that a first group of `23` (or of
/// `12` followed by `[AM|PM]`) makes a clock of hours:minutes; three groups are always
/// hours:minutes:seconds. After the first group, minutes and seconds are written `59`.
/// A date may be followed by a space and a clock (`YYYY-MM-DD 23:59`).
///
/// ## The value
///
/// One `Double`: the number itself for `999.99`; seconds for times (683 in `59:59` is 11:23);
/// seconds since midnight for a clock; seconds since 1970-01-01T00:00:00 UTC for dates.
/// A value is rounded to the format's smallest unit, half away from zero, from the decimal its
/// shortest spelling shows (1.005 → 1.01); dates take the day the value falls in. A value the
/// wheels cannot show is a ``FormatError``, never wrapped or clamped.
///
/// ```swift
/// let pace = try WheelFormat("59:59")
/// try pace.string(for: 683)       // "11:23"
/// pace.parse("10:23")             // .success(623)
/// ```
public struct WheelFormat: Sendable, Hashable, CustomStringConvertible {
    /// What the value of a format counts.
    public enum Kind: Sendable, Hashable {
        /// A plain number (`999.99`).
        case number
        /// A length of time in seconds (`59:59`, `99:59:59`).
        case duration
        /// A time of day in seconds since midnight (`23:59`, `12:59 [AM|PM]`).
        case timeOfDay
        /// A day, in seconds since 1970-01-01 UTC at its midnight (`YYYY-MM-DD`).
        case date
        /// A day and a time of day, in seconds since 1970-01-01T00:00:00 UTC.
        case dateAndTime
    }

    /// The pattern the format was made from.
    public let pattern: String
    /// What the value counts.
    public let kind: Kind
    /// Wheels and separators in display order.
    public let elements: [WheelElement]
    /// The wheels, left to right; state, focus and actions index this array.
    public let wheels: [Wheel]
    /// The number of decimal places (2 for `999.99`).
    public let fractionDigits: Int
    /// Groups of wheels with one role each, left to right.
    let segments: [WheelSegment]
    /// The smallest unit of the format, in ticks (hundredths for `999.99`, 60 for `23:59`).
    let unitTicks: Int
    /// How a value between two units is resolved (down for dates, else half away from zero).
    let rounding: ExactDecimal.Rounding
    /// The lowest and highest values the wheels can show, in ticks.
    let tickRange: ClosedRange<Int>

    /// Parses a pattern (see the type's discussion for the language).
    ///
    /// ```swift
    /// let clock = try WheelFormat("23:59")
    /// ```
    ///
    /// - Throws: ``PatternError`` naming the pattern, the position and the problem.
    public init(_ pattern: String) throws(PatternError) {
        var parser = WheelPatternParser(pattern: pattern)
        self = try parser.parse()
    }

    /// Assembles a parsed format; the parser has checked every part.
    init(
        pattern: String, kind: Kind, elements: [WheelElement], wheels: [Wheel], segments: [WheelSegment],
        fractionDigits: Int, unitTicks: Int, rounding: ExactDecimal.Rounding, tickRange: ClosedRange<Int>
    ) {
        self.pattern = pattern
        self.kind = kind
        self.elements = elements
        self.wheels = wheels
        self.segments = segments
        self.fractionDigits = fractionDigits
        self.unitTicks = unitTicks
        self.rounding = rounding
        self.tickRange = tickRange
    }

    /// A built-in pattern, known to parse; a failure here is a bug in this file, found by its tests.
    private init(builtIn pattern: String) {
        do {
            self = try WheelFormat(pattern)
        } catch {
            preconditionFailure("built-in wheel pattern failed to parse: \(error)")
        }
    }

    /// The pattern.
    public var description: String { pattern }

    /// `999.99`: a number with two decimal places, 0…999.99.
    public static let twoDecimal = WheelFormat(builtIn: "999.99")
    /// `59:59`: minutes and seconds; the value is in seconds, 0…3599.
    public static let minutesSeconds = WheelFormat(builtIn: "59:59")
    /// `99:59:59`: hours, minutes and seconds; the value is in seconds, 0…359999.
    public static let hoursMinutesSeconds = WheelFormat(builtIn: "99:59:59")
    /// `23:59`: a 24-hour clock; the value is seconds since midnight.
    public static let clock24 = WheelFormat(builtIn: "23:59")
    /// `12:59 [AM|PM]`: a 12-hour clock; the value is seconds since midnight.
    public static let clock12 = WheelFormat(builtIn: "12:59 [AM|PM]")
    /// `YYYY-MM-DD`: a date; the value is seconds since 1970-01-01 UTC.
    public static let isoDate = WheelFormat(builtIn: "YYYY-MM-DD")

    /// The value range the wheels can show, from all wheels at their lowest to all at their highest.
    public var range: ClosedRange<Double> {
        value(ofTicks: tickRange.lowerBound)...value(ofTicks: tickRange.upperBound)
    }
}
