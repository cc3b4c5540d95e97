/// A unit a digit-wheel picker can take a value in, for a running calculator.
///
/// Each unit has a display name, a category (with its title and colour) and the wheel format
/// its values are dialled on. Values are plain numbers in the unit, except that paces and times
/// are in **seconds** (a pace of 5:00 per kilometer is 300), matching their `59:59` and
/// `99:59:59` formats.
///
/// ```swift
/// let unit = MeasurementUnit(named: "minutes-per-mile")   // .minutesPerMile
/// unit?.category.title                                     // "Pace / Speed"
/// try unit?.defaultFormat.string(for: 683)                 // "11:23"
/// ```
public enum MeasurementUnit: String, Sendable, Hashable, CaseIterable {
    /// Meters.
    case meters
    /// Kilometers.
    case kilometers
    /// Miles (international: 1609.344 m).
    case miles
    /// Miles per hour.
    case milesPerHour = "miles-per-hour"
    /// Minutes per mile: a pace, held in seconds per mile.
    case minutesPerMile = "minutes-per-mile"
    /// Kilometers per hour.
    case kilometersPerHour = "kilometers-per-hour"
    /// Minutes per kilometer: a pace, held in seconds per kilometer.
    case minutesPerKilometer = "minutes-per-kilometer"
    /// A duration, held in seconds.
    case time

    /// Finds a unit by its identifier (`minutes-per-mile`, the raw value) or its symbol (`min/mi`),
    /// in any case.
    public init?(named name: String) {
        let key = name.lowercased()
        guard let unit = Self.allCases.first(where: { $0.rawValue == key || $0.symbol.lowercased() == key }) else {
            return nil
        }
        self = unit
    }

    /// The name shown with the picker ("Minutes per mile").
    public var name: String {
        switch self {
        case .meters: "Meters"
        case .kilometers: "Kilometers"
        case .miles: "Miles"
        case .milesPerHour: "Miles per hour"
        case .minutesPerMile: "Minutes per mile"
        case .kilometersPerHour: "Kilometers per hour"
        case .minutesPerKilometer: "Minutes per kilometer"
        case .time: "Time"
        }
    }

    /// A short symbol ("km", "min/mi"); `h:m:s` for time.
    public var symbol: String {
        switch self {
        case .meters: "m"
        case .kilometers: "km"
        case .miles: "mi"
        case .milesPerHour: "mph"
        case .minutesPerMile: "min/mi"
        case .kilometersPerHour: "km/h"
        case .minutesPerKilometer: "min/km"
        case .time: "h:m:s"
        }
    }

    /// What the unit measures.
    public var category: UnitCategory {
        switch self {
        case .meters, .kilometers, .miles: .distance
        case .milesPerHour, .minutesPerMile, .kilometersPerHour, .minutesPerKilometer: .paceSpeed
        case .time: .time
        }
    }

    /// The wheels a value in this unit is dialled on: `99999` meters, `999.99` kilometers or
    /// miles, `99.99` for speeds, `59:59` for paces, `99:59:59` for time.
    public var defaultFormat: WheelFormat {
        switch self {
        case .meters: Self.wholeMeters
        case .kilometers, .miles: .twoDecimal
        case .milesPerHour, .kilometersPerHour: Self.speed
        case .minutesPerMile, .minutesPerKilometer: .minutesSeconds
        case .time: .hoursMinutesSeconds
        }
    }

    private static let wholeMeters = builtInFormat("99999")
    private static let speed = builtInFormat("99.99")

    private static func builtInFormat(_ pattern: String) -> WheelFormat {
        do {
            return try WheelFormat(pattern)
        } catch {
            preconditionFailure("built-in unit format failed to parse: \(error)")
        }
    }
}
