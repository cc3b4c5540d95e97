import Testing

@testable import SelectionCore

/// Values in and out of wheel formats: round trips, edges, rounding and values that do not fit.
@Suite struct FormatValueTests {
    @Test func minutesSecondsRoundTrip() throws {
        let format = WheelFormat.minutesSeconds
        #expect(try format.string(for: 683) == "11:23")
        #expect(format.parse("10:23") == .success(623))
        #expect(format.parse("11:23") == .success(683))
    }

    @Test(
        arguments: [
            ("999.99", 0.0, "000.00"), ("999.99", 999.99, "999.99"), ("999.99", 42.5, "042.50"),
            ("59:59", 0, "00:00"), ("59:59", 3599, "59:59"),
            ("99:59:59", 0, "00:00:00"), ("99:59:59", 359_999, "99:59:59"), ("99:59:59", 3723, "01:02:03"),
            ("23:59", 0, "00:00"), ("23:59", 86_340, "23:59"), ("23:59", 41_400, "11:30"),
            ("12:59 [AM|PM]", 0, "12:00 AM"), ("12:59 [AM|PM]", 43_200, "12:00 PM"),
            ("12:59 [AM|PM]", 86_340, "11:59 PM"), ("12:59 [AM|PM]", 3600, "01:00 AM"),
            ("YYYY-MM-DD", 0, "1970-01-01"), ("YYYY-MM-DD", 1_709_164_800, "2024-02-29"),
            ("YYYY-MM-DD", -86_400, "1969-12-31"), ("YYYY-MM-DD", -62_135_596_800, "0001-01-01"),
            ("YYYY-MM-DD", 253_402_214_400, "9999-12-31"),
            ("DD/MM/YYYY", 1_709_164_800, "29/02/2024"),
            ("YYYY-MM-DD 23:59:59", 1_709_164_800 + 45_296, "2024-02-29 12:34:56"),
            ("59:59.99", 61.25, "01:01.25"),
        ] as [(String, Double, String)])
    func edgesRoundTrip(pattern: String, value: Double, text: String) throws {
        let format = try WheelFormat(pattern)
        #expect(try format.string(for: value) == text)
        #expect(format.parse(text) == .success(value))
    }

    @Test func representableRanges() throws {
        #expect(WheelFormat.twoDecimal.range == 0...999.99)
        #expect(WheelFormat.minutesSeconds.range == 0...3599)
        #expect(WheelFormat.hoursMinutesSeconds.range == 0...359_999)
        #expect(WheelFormat.clock24.range == 0...86_340)
        #expect(WheelFormat.clock12.range == 0...86_340)
        #expect(WheelFormat.isoDate.range == -62_135_596_800...253_402_214_400)
    }

    /// Half away from zero at the format's precision, on the decimal the Double spells.
    @Test(
        arguments: [
            (1.005, "001.01"), (1.004, "001.00"), (0.125, "000.13"), (2.675, "002.68"),
            (0.005, "000.01"), (0.0049999, "000.00"), (999.994, "999.99"), (1e-300, "000.00"),
            (Double.leastNonzeroMagnitude, "000.00"), (0.1 + 0.2, "000.30"), (123.456, "123.46"),
        ] as [(Double, String)])
    func twoDecimalRoundsHalfAwayFromZero(value: Double, text: String) throws {
        #expect(try WheelFormat.twoDecimal.string(for: value) == text)
    }

    @Test(
        arguments: [
            (3599.5, "01:00:00"), (3599.49, "00:59:59"), (298.6, "00:04:59"), (0.5, "00:00:01"), (0.4999, "00:00:00"),
        ] as [(Double, String)])
    func hoursMinutesSecondsRoundsToTheNearestSecond(value: Double, text: String) throws {
        #expect(try WheelFormat.hoursMinutesSeconds.string(for: value) == text)
    }

    @Test func clockWithoutSecondsRoundsToTheNearestMinute() throws {
        #expect(try WheelFormat.clock24.string(for: 29.5) == "00:00")
        #expect(try WheelFormat.clock24.string(for: 30) == "00:01")
        #expect(try WheelFormat.clock24.string(for: 683) == "00:11")
        #expect(throws: FormatError.outOfRange(86_370, representable: 0...86_340)) {
            try WheelFormat.clock24.string(for: 86_370)
        }
    }

    @Test func datesTakeTheDayTheValueFallsIn() throws {
        #expect(try WheelFormat.isoDate.string(for: 86_399.9) == "1970-01-01")
        #expect(try WheelFormat.isoDate.string(for: -0.5) == "1969-12-31")
        #expect(try WheelFormat.isoDate.string(for: 1_709_251_199) == "2024-02-29")
    }

    @Test func valuesThatDoNotFitAreReported() {
        let decimal = WheelFormat.twoDecimal
        #expect(throws: FormatError.outOfRange(10_557.30, representable: 0...999.99)) { try decimal.string(for: 10_557.30) }
        #expect(throws: FormatError.outOfRange(999.995, representable: 0...999.99)) { try decimal.string(for: 999.995) }
        #expect(throws: FormatError.negative(-1)) { try decimal.string(for: -1) }
        #expect(throws: FormatError.negative(-0.001)) { try decimal.string(for: -0.001) }
        #expect(throws: FormatError.notANumber) { try decimal.string(for: .nan) }
        #expect(throws: FormatError.infinite(.infinity)) { try decimal.string(for: .infinity) }
        #expect(throws: FormatError.infinite(-.infinity)) { try decimal.string(for: -.infinity) }
        #expect(throws: FormatError.outOfRange(3600, representable: 0...3599)) { try WheelFormat.minutesSeconds.string(for: 3600) }
        #expect(throws: FormatError.outOfRange(1e300, representable: 0...3599)) { try WheelFormat.minutesSeconds.string(for: 1e300) }
        #expect(throws: FormatError.outOfRange(-62_135_596_801, representable: WheelFormat.isoDate.range)) {
            try WheelFormat.isoDate.string(for: -62_135_596_801)
        }
        #expect((try? decimal.string(for: -0.0)) == "000.00")
    }

    @Test func textWheelsOutsideTheValueKeepTheirFirstOption() throws {
        let format = try WheelFormat("999.99 [km|mi]")
        #expect(try format.string(for: 42.195) == "042.20 km")
        #expect(format.parse("42.2 MI") == .success(42.2))
    }

    @Test func leapDays() throws {
        let format = WheelFormat.isoDate
        #expect(format.parse("2024-02-29") == .success(1_709_164_800))
        #expect(format.parse("2023-02-29") == .failure(.fieldOutOfRange(.day, position: 8, allowed: 1...28)))
        #expect(format.parse("2000-02-29") == .success(951_782_400))
        #expect(format.parse("1900-02-29") == .failure(.fieldOutOfRange(.day, position: 8, allowed: 1...28)))
        #expect(format.parse("2023-04-31") == .failure(.fieldOutOfRange(.day, position: 8, allowed: 1...30)))
    }
}

/// The calendar arithmetic under date formats, checked against every day of 400 years.
@Suite struct FormatCivilDateTests {
    @Test func daysSinceEpochRoundTripsAcrossAFullGregorianCycle() {
        var days = CivilDate(year: 1800, month: 1, day: 1).daysSinceEpoch
        #expect(days == -62_091)
        for year in 1800..<2200 {
            for month in 1...12 {
                for day in 1...CivilDate.daysInMonth(month, of: year) {
                    let date = CivilDate(year: year, month: month, day: day)
                    #expect(date.daysSinceEpoch == days)
                    #expect(CivilDate(daysSinceEpoch: days) == date)
                    days += 1
                }
            }
        }
        #expect(days == CivilDate(year: 2200, month: 1, day: 1).daysSinceEpoch)
    }

    @Test func leapYears() {
        #expect([1900, 2000, 2023, 2024, 2100, 2400].map(CivilDate.isLeapYear) == [false, true, false, true, false, true])
    }
}
