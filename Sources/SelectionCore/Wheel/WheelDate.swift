/// A calendar date and time of day as the date wheels hold it: UTC, whole seconds, no time zone.
///
/// `SelectionCore` imports nothing, not even Foundation, so the date wheels (`YYYY-MM-DD`,
/// `YYYY-MM-DD 23:59`) give their value as this plain value type; turn it into a `Date` with
/// `Date(timeIntervalSince1970: Double(date.secondsSince1970))` where Foundation is at hand.
///
/// ```swift
/// let window = WheelDate(year: 2026, month: 11, day: 24, hour: 22, minute: 30)
/// window.secondsSince1970            // 1795559400
/// WheelDate(secondsSince1970: 1795559400) == window   // true
/// ```
public struct WheelDate: Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
    /// The year (1…9999 on the wheels).
    public var year: Int
    /// The month, 1…12.
    public var month: Int
    /// The day of the month, 1…31.
    public var day: Int
    /// The hour, 0…23.
    public var hour: Int
    /// The minute, 0…59.
    public var minute: Int
    /// The second, 0…59.
    public var second: Int

    /// Creates a date from its fields (midnight unless a time is given); the fields are taken as they are, unchecked.
    ///
    /// - Parameters:
    ///   - year: The year.
    ///   - month: The month, 1…12.
    ///   - day: The day of the month.
    ///   - hour: The hour, 0…23.
    ///   - minute: The minute, 0…59.
    ///   - second: The second, 0…59.
    public init(year: Int, month: Int, day: Int, hour: Int = 0, minute: Int = 0, second: Int = 0) {
        self.year = year
        self.month = month
        self.day = day
        self.hour = hour
        self.minute = minute
        self.second = second
    }

    /// The date and time `seconds` seconds after 1970-01-01T00:00:00 UTC (fractions dropped towards the past).
    ///
    /// - Parameter seconds: Seconds since 1970-01-01T00:00:00 UTC, the value a date wheel picker returns.
    public init(secondsSince1970 seconds: Int) {
        let days = floorDivision(seconds, 86_400)
        let time = seconds - days * 86_400
        let date = CivilDate(daysSinceEpoch: days)
        self.init(year: date.year, month: date.month, day: date.day, hour: time / 3600, minute: time % 3600 / 60, second: time % 60)
    }

    /// Seconds since 1970-01-01T00:00:00 UTC: the value a date wheel picker starts from and returns.
    public var secondsSince1970: Int {
        CivilDate(year: year, month: month, day: day).daysSinceEpoch * 86_400 + hour * 3600 + minute * 60 + second
    }

    /// Earlier dates first.
    public static func < (lhs: WheelDate, rhs: WheelDate) -> Bool {
        lhs.secondsSince1970 < rhs.secondsSince1970
    }

    /// `2026-11-24 22:30:00`, or `2026-11-24` at midnight.
    public var description: String {
        let date = Self.digits(year, 4) + "-" + Self.digits(month, 2) + "-" + Self.digits(day, 2)
        if hour == 0, minute == 0, second == 0 { return date }
        return date + " " + Self.digits(hour, 2) + ":" + Self.digits(minute, 2) + ":" + Self.digits(second, 2)
    }

    private static func digits(_ value: Int, _ count: Int) -> String {
        let text = String(value.magnitude)
        return (value < 0 ? "-" : "") + String(repeating: "0", count: max(0, count - text.count)) + text
    }
}
