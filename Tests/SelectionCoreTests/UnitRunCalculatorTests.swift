import SelectionCore
import Testing

/// The running calculator: any two of distance, pace and time give the third.
@Suite struct UnitRunCalculatorTests {
    @Test func tenKilometersInFiftyMinutesIsFiveMinutesPerKilometer() throws {
        var run = RunCalculator()
        try run.set(.distance, to: 10)
        #expect(run.computed == nil)
        #expect(run.pace == nil)
        try run.set(.time, to: 50 * 60)
        #expect(run.inputs == [.distance, .time])
        #expect(run.computed == .pace)
        #expect(run.pace == 300)
        #expect(try MeasurementUnit.minutesPerKilometer.defaultFormat.string(for: 300) == "05:00")
    }

    @Test func marathonInThreeAndAHalfHours() throws {
        var run = RunCalculator()
        try run.set(.distance, to: 42.195)
        try run.set(.time, to: try WheelFormat.hoursMinutesSeconds.parse("3:30:00").get())
        let pace = try #require(run.pace)
        // 12600 s / 42.195 km = 298.6136 s/km: 4:58.6 per kilometer, which the 59:59 wheels show as 4:59.
        #expect(abs(pace - 298.613_579_808_034) < 1e-9)
        #expect(try run.paceUnit.defaultFormat.string(for: pace) == "04:59")

        try run.setPaceUnit(.minutesPerMile)
        #expect(try run.paceUnit.defaultFormat.string(for: try #require(run.pace)) == "08:01")
        try run.setDistanceUnit(.miles)
        #expect(try run.distanceUnit.defaultFormat.string(for: try #require(run.distance)) == "026.22")
        try run.setPaceUnit(.milesPerHour)
        #expect(try run.paceUnit.defaultFormat.string(for: try #require(run.pace)) == "07.49")
    }

    @Test func theTwoMostRecentInputsDecide() throws {
        var run = RunCalculator()
        try run.set(.distance, to: 10)
        try run.set(.time, to: 3000)
        #expect(run.pace == 300)
        // Setting the pace makes pace and time the inputs: the distance is computed.
        try run.set(.pace, to: 250)
        #expect(run.inputs == [.time, .pace])
        #expect(run.computed == .distance)
        #expect(run.distance == 12)
        // Setting the distance again: pace and distance are the inputs, time is computed.
        try run.set(.distance, to: 5)
        #expect(run.computed == .time)
        #expect(run.time == 1250)
        #expect(run.value(of: .time) == 1250)
        #expect(run.unit(of: .time) == .time)
    }

    @Test func switchingTheDistanceUnitConvertsButKeepsTheRun() throws {
        var run = RunCalculator()
        try run.set(.distance, to: 1.609344)
        try run.set(.time, to: 480)
        #expect(run.pace.map { abs($0 - 298.258_172_273_920) < 1e-9 } == true)
        try run.setDistanceUnit(.miles)
        #expect(run.distance == 1)
        #expect(run.distanceUnit == .miles)
        try run.setDistanceUnit(.meters)
        #expect(run.distance.map { abs($0 - 1609.344) < 1e-9 } == true)
        // New inputs use the new units: 1609.344 m in 8:00 is 8:00 per mile.
        try run.setPaceUnit(.minutesPerMile)
        try run.set(.time, to: 480)
        #expect(run.pace.map { abs($0 - 480) < 1e-9 } == true)
    }

    @Test func speedsWorkLikePaces() throws {
        var run = try RunCalculator(distanceUnit: .kilometers, paceUnit: .kilometersPerHour)
        try run.set(.distance, to: 21.0975)
        try run.set(.pace, to: 15)
        #expect(run.computed == .time)
        #expect(run.time.map { abs($0 - 5063.4) < 1e-9 } == true)
        try run.set(.time, to: 3600)
        #expect(run.computed == .distance)
        #expect(run.distance == 15)
        try run.set(.distance, to: 10)
        #expect(run.pace == 10)
    }

    @Test func quantitiesThatCannotBeComputedAreEmpty() throws {
        var run = RunCalculator()
        try run.set(.distance, to: 0)
        try run.set(.time, to: 600)
        #expect(run.computed == .pace)
        #expect(run.pace == nil)
        var zeroPace = RunCalculator()
        try zeroPace.set(.pace, to: 0)
        try zeroPace.set(.time, to: 600)
        #expect(zeroPace.distance == nil)
    }

    @Test func refusedValuesAndUnitsLeaveTheCalculatorUnchanged() throws {
        var run = RunCalculator()
        try run.set(.distance, to: 10)
        let before = run
        #expect(throws: RunCalculatorError.invalidValue(-1, for: .time)) { try run.set(.time, to: -1) }
        #expect(throws: RunCalculatorError.invalidValue(.infinity, for: .pace)) { try run.set(.pace, to: .infinity) }
        #expect(throws: RunCalculatorError.wrongUnit(.minutesPerMile, for: .distance)) { try run.setDistanceUnit(.minutesPerMile) }
        #expect(throws: RunCalculatorError.wrongUnit(.miles, for: .pace)) { try run.setPaceUnit(.miles) }
        #expect(throws: RunCalculatorError.wrongUnit(.time, for: .distance)) {
            try RunCalculator(distanceUnit: .time, paceUnit: .minutesPerMile)
        }
        #expect(run == before)
        try run.set(.pace, to: 0)
        #expect(throws: RunCalculatorError.conversion(.zeroRate(.minutesPerKilometer))) { try run.setPaceUnit(.kilometersPerHour) }
        #expect(RunCalculatorError.wrongUnit(.miles, for: .pace).description == "Miles is not a unit of pace")
    }
}
