import SelectionCore
import Testing

/// Units: names, categories, formats and conversions (1 mile = 1.609344 km exactly).
@Suite struct UnitConversionTests {
    @Test func everyUnitHasANameACategoryAndAFormat() {
        #expect(
            MeasurementUnit.allCases.map(\.name) == [
                "Meters", "Kilometers", "Miles", "Miles per hour", "Minutes per mile", "Kilometers per hour",
                "Minutes per kilometer", "Time",
            ])
        #expect(MeasurementUnit.allCases.map(\.symbol) == ["m", "km", "mi", "mph", "min/mi", "km/h", "min/km", "h:m:s"])
        #expect(
            MeasurementUnit.allCases.map(\.defaultFormat.pattern) == [
                "99999", "999.99", "999.99", "99.99", "59:59", "99.99", "59:59", "99:59:59",
            ])
        #expect(UnitCategory.distance.units == [.meters, .kilometers, .miles])
        #expect(UnitCategory.paceSpeed.units == [.milesPerHour, .minutesPerMile, .kilometersPerHour, .minutesPerKilometer])
        #expect(UnitCategory.time.units == [.time])
    }

    @Test func categoriesHaveTitlesAndColours() {
        #expect(UnitCategory.allCases.map(\.title) == ["Distance", "Pace / Speed", "Time"])
        #expect(
            UnitCategory.allCases.map(\.colour) == [
                Colour(red: 0, green: 122, blue: 255), Colour(red: 255, green: 149, blue: 0), Colour(red: 52, green: 199, blue: 89),
            ])
    }

    @Test func unitsAreFoundByIdentifierOrSymbol() {
        #expect(MeasurementUnit(named: "minutes-per-mile") == .minutesPerMile)
        #expect(MeasurementUnit(named: "MIN/KM") == .minutesPerKilometer)
        #expect(MeasurementUnit(named: "km") == .kilometers)
        #expect(MeasurementUnit(named: "time") == .time)
        #expect(MeasurementUnit(named: "furlongs") == nil)
    }

    @Test func aPaceIsShownInMinutesAndSecondsAndHeldInSeconds() throws {
        #expect(try MeasurementUnit.minutesPerMile.defaultFormat.string(for: 683) == "11:23")
        #expect(try MeasurementUnit.time.defaultFormat.string(for: 12_600) == "03:30:00")
    }

    /// Conversions, checked to 1e-12 relative error against values worked out by hand.
    @Test(
        arguments: [
            (MeasurementUnit.miles, 1.0, MeasurementUnit.kilometers, 1.609344),
            (.kilometers, 1.609344, .miles, 1),
            (.kilometers, 42.195, .miles, 26.218757456454),
            (.miles, 26.2, .meters, 42_164.8128),
            (.meters, 400, .kilometers, 0.4),
            (.minutesPerKilometer, 300, .kilometersPerHour, 12),
            (.kilometersPerHour, 10, .minutesPerKilometer, 360),
            (.minutesPerMile, 480, .milesPerHour, 7.5),
            (.milesPerHour, 6, .minutesPerMile, 600),
            (.minutesPerKilometer, 300, .minutesPerMile, 482.8032),
            (.minutesPerMile, 482.8032, .minutesPerKilometer, 300),
            (.milesPerHour, 10, .kilometersPerHour, 16.09344),
            (.kilometersPerHour, 16.09344, .milesPerHour, 10),
            (.minutesPerMile, 600, .kilometersPerHour, 9.656064),
            (.kilometersPerHour, 12, .minutesPerMile, 482.8032),
            (.time, 3600, .time, 3600),
            (.kilometers, 5, .kilometers, 5),
        ] as [(MeasurementUnit, Double, MeasurementUnit, Double)])
    func conversions(from: MeasurementUnit, value: Double, to: MeasurementUnit, expected: Double) throws {
        let converted = try from.convert(value, to: to)
        #expect(abs(converted - expected) <= 1e-12 * max(1, abs(expected)), "\(converted)")
        let back = try to.convert(converted, to: from)
        #expect(abs(back - value) <= 1e-12 * max(1, abs(value)), "\(back)")
    }

    @Test func conversionsThatCannotBeDone() throws {
        #expect(throws: UnitConversionError.differentCategories(.miles, .minutesPerMile)) {
            try MeasurementUnit.miles.convert(1, to: .minutesPerMile)
        }
        #expect(throws: UnitConversionError.differentCategories(.time, .kilometers)) {
            try MeasurementUnit.time.convert(1, to: .kilometers)
        }
        #expect(throws: UnitConversionError.zeroRate(.minutesPerMile)) {
            try MeasurementUnit.minutesPerMile.convert(0, to: .milesPerHour)
        }
        #expect(throws: UnitConversionError.zeroRate(.kilometersPerHour)) {
            try MeasurementUnit.kilometersPerHour.convert(0, to: .minutesPerKilometer)
        }
        #expect(throws: UnitConversionError.notFinite(.kilometers)) {
            try MeasurementUnit.kilometers.convert(.nan, to: .miles)
        }
        #expect(try MeasurementUnit.minutesPerMile.convert(0, to: .minutesPerKilometer) == 0)
        #expect(
            UnitConversionError.differentCategories(.miles, .minutesPerMile).description
                == "Miles cannot be converted to minutes per mile")
    }
}
