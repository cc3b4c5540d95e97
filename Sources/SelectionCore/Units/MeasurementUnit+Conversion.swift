// Conversions within a category. Each distance-based unit is tied to a length in meters
// (1 mile = 1609.344 m exactly, 1 km = 1000 m); paces are seconds per that length and speeds
// that length per hour, so every conversion is one or two multiplications and a division.

extension MeasurementUnit {
    /// The length in meters the unit counts in or per: 1 for meters, 1000 for kilometers and
    /// their paces and speeds, 1609.344 for miles and theirs; `nil` for time.
    package var metersPerLength: Double? {
        switch self {
        case .meters: 1
        case .kilometers, .kilometersPerHour, .minutesPerKilometer: 1000
        case .miles, .milesPerHour, .minutesPerMile: 1609.344
        case .time: nil
        }
    }

    /// Whether the unit is a pace: time (in seconds) per length.
    public var isPace: Bool { self == .minutesPerMile || self == .minutesPerKilometer }

    /// Converts `value` in this unit to `unit`.
    ///
    /// ```swift
    /// try MeasurementUnit.kilometers.convert(42.195, to: .miles)              // 26.2187…
    /// try MeasurementUnit.minutesPerKilometer.convert(300, to: .kilometersPerHour)   // 12
    /// ```
    ///
    /// - Throws: ``UnitConversionError`` for units of different categories, a value that is not
    ///   finite, or a zero pace or speed converted to its counterpart.
    public func convert(_ value: Double, to unit: MeasurementUnit) throws(UnitConversionError) -> Double {
        guard category == unit.category else { throw .differentCategories(self, unit) }
        guard value.isFinite else { throw .notFinite(self) }
        guard self != unit, let from = metersPerLength, let to = unit.metersPerLength else { return value }
        if category == .distance { return value * from / to }
        switch (isPace, unit.isPace) {
        case (false, false):
            // Speed to speed: the same meters per hour, counted in another length.
            return value * from / to
        case (true, true):
            // Pace to pace: seconds per `from` meters → seconds per `to` meters.
            return value * to / from
        case (true, false):
            // Pace to speed: `from`/value meters per second, times 3600, in lengths of `to`.
            guard value != 0 else { throw .zeroRate(self) }
            return 3600 * from / (value * to)
        case (false, true):
            // Speed to pace: `to` meters at value·from/3600 meters per second.
            guard value != 0 else { throw .zeroRate(self) }
            return 3600 * to / (value * from)
        }
    }
}
