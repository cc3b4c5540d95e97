/// Why a value could not be converted between two units.
public enum UnitConversionError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The units measure different things (miles and minutes per mile).
    case differentCategories(MeasurementUnit, MeasurementUnit)
    /// The value is NaN or infinite.
    case notFinite(MeasurementUnit)
    /// A pace or speed of zero, whose counterpart would be infinite.
    case zeroRate(MeasurementUnit)

    /// One line that says what went wrong.
    public var description: String {
        switch self {
        case .differentCategories(let from, let to):
            "\(from.name) cannot be converted to \(to.name.lowercased())"
        case .notFinite(let unit):
            "the value in \(unit.name.lowercased()) is not a finite number"
        case .zeroRate(let unit):
            "a value of zero in \(unit.name.lowercased()) has no pace or speed to convert to"
        }
    }
}
