/// A group of units that measure the same thing, with the title and colour a picker shows.
public enum UnitCategory: String, Sendable, Hashable, CaseIterable {
    /// How far: meters, kilometers, miles.
    case distance
    /// How fast: pace (time per distance) or speed (distance per hour).
    case paceSpeed = "pace-speed"
    /// How long.
    case time

    /// The title shown above the picker ("Pace / Speed").
    public var title: String {
        switch self {
        case .distance: "Distance"
        case .paceSpeed: "Pace / Speed"
        case .time: "Time"
        }
    }

    /// The colour of the category's title bar: blue for distance, orange for pace and speed,
    /// green for time (the system colours of the phone the design came from).
    public var colour: Colour {
        switch self {
        case .distance: Colour(red: 0, green: 122, blue: 255)
        case .paceSpeed: Colour(red: 255, green: 149, blue: 0)
        case .time: Colour(red: 52, green: 199, blue: 89)
        }
    }

    /// The units of the category, in the order a unit list shows them.
    public var units: [MeasurementUnit] {
        MeasurementUnit.allCases.filter { $0.category == self }
    }
}
