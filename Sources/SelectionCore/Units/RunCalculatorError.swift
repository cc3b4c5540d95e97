/// Why a ``RunCalculator`` refused a value or a unit.
package enum RunCalculatorError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A unit from the wrong category for the quantity (miles for the pace).
    case wrongUnit(MeasurementUnit, for: RunCalculator.Quantity)
    /// A value that is negative, NaN or infinite.
    case invalidValue(Double, for: RunCalculator.Quantity)
    /// Switching between a pace and a speed when the value is zero (its counterpart is infinite).
    case conversion(UnitConversionError)

    /// One line that says what went wrong.
    package var description: String {
        switch self {
        case .wrongUnit(let unit, let quantity):
            "\(unit.name) is not a unit of \(quantity.name)"
        case .invalidValue(let value, let quantity):
            "\(value) is not a valid \(quantity.name)"
        case .conversion(let error):
            error.description
        }
    }
}
