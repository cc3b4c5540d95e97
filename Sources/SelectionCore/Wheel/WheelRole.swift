/// What a group of wheels stands for in a ``WheelFormat``: the part of the value it holds.
///
/// A *segment* is the group of wheels that shares one role: the `59` of minutes is one segment
/// of two wheels, `YYYY` one segment of four. Page keys, Home/End and typed digits act on
/// segments (docs/behaviour.md §8); Up and Down turn a single wheel.
public enum WheelRole: Sendable, Hashable, CaseIterable {
    /// The whole part of a plain number (`999` in `999.99`): 0…the number written.
    case integer
    /// One decimal place of a number or of seconds (each `9` after the `.`): 0…9.
    case fraction
    /// Hours of a duration (`99` in `99:59:59`) or of a 24-hour clock (`23`).
    case hours
    /// Hours of a 12-hour clock (`12` before `[AM|PM]`): 1…12, where 12 AM is midnight.
    case twelveHourHours
    /// Minutes: 0…59, or 0…the number written when minutes lead the pattern (`59:59`).
    case minutes
    /// Seconds: 0…59.
    case seconds
    /// The year of a date (`YYYY`): 0001…9999.
    case year
    /// The month of a date (`MM`): 01…12.
    case month
    /// The day of a date (`DD`): 01…the days of the month and year on the other wheels.
    case day
    /// AM or PM of a 12-hour clock.
    case dayPeriod
    /// A text wheel that is not part of the value, such as a unit list (`[km|mi]`).
    case choice

    /// The name of the role for messages ("minutes", "day").
    public var name: String {
        switch self {
        case .integer: "whole part"
        case .fraction: "decimal place"
        case .hours, .twelveHourHours: "hours"
        case .minutes: "minutes"
        case .seconds: "seconds"
        case .year: "year"
        case .month: "month"
        case .day: "day"
        case .dayPeriod: "AM/PM"
        case .choice: "choice"
        }
    }
}
