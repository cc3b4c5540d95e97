import Testing

@testable import SelectionCore

/// Up/Down, page steps and Home/End; dependent limits; the carry option both ways.
@Suite struct WheelStateTurningTests {
    @Test func dt02UpAndDownWrapWithinTheWheelWithoutCarrying() throws {
        var state = try WheelState("59:59", "09:50", focus: 1)
        expectWheelTransition(&state, .stepUp, events: [.valueChanged(50)]) { $0.rows = [0, 0, 5, 0] }
        expectWheelTransition(&state, .stepDown, events: [.valueChanged(590)]) { $0.rows = [0, 9, 5, 0] }
        state.send(.focus(wheel: 2))
        // The seconds' tens offers 0–5: 5 + 1 wraps to 0 and the minutes stay.
        expectWheelTransition(&state, .stepUp, events: [.valueChanged(540)]) { $0.rows = [0, 9, 0, 0] }
        expectWheelTransition(&state, .stepDown, events: [.valueChanged(590)]) { $0.rows = [0, 9, 5, 0] }
    }

    @Test func dt02CarryingPropagatesLikeAnOdometer() throws {
        var state = try WheelState("59:59", "09:59", focus: 3, carries: true)
        expectWheelTransition(&state, .stepUp, events: [.valueChanged(600)]) { $0.rows = [1, 0, 0, 0] }
        expectWheelTransition(&state, .stepDown, events: [.valueChanged(599)]) { $0.rows = [0, 9, 5, 9] }
        var top = try WheelState("59:59", "59:59", focus: 3, carries: true)
        expectWheelTransition(&top, .stepUp, events: [.valueChanged(0)]) { $0.rows = [0, 0, 0, 0] }
        expectWheelTransition(&top, .stepDown, events: [.valueChanged(3599)]) { $0.rows = [5, 9, 5, 9] }
    }

    @Test(arguments: [false, true])
    func carryingIsAnOptionThatDefaultsToOff(carries: Bool) throws {
        #expect(try WheelState(format: .twoDecimal).carries == false)
        var state = try WheelState("999.99", "009.99", focus: 4, carries: carries)
        state.send(.stepUp)
        #expect(state.text == (carries ? "010.00" : "009.90"))
        state.send(.stepDown)
        #expect(state.text == (carries ? "009.99" : "009.99"))
        state.send(.focus(wheel: 0))
        state.send(.stepDown)
        #expect(state.text == (carries ? "909.99" : "909.99"))  // the first wheel has nothing to its left
    }

    @Test func aBorrowLandsOnTheHighestRowTheNewPrefixAllows() throws {
        // 20 − 1 on a 23 clock is 19, not 13: the units wheel offers 0–9 again once the tens show 1.
        var clock = try WheelState("23:59", "20:00", focus: 1, carries: true)
        expectWheelTransition(&clock, .stepDown, events: [.valueChanged(68_400)]) { $0.rows = [1, 9, 0, 0] }
        expectWheelTransition(&clock, .stepUp, events: [.valueChanged(72_000)]) { $0.rows = [2, 0, 0, 0] }
        var date = try WheelState("YYYY-MM-DD", "2024-03-01", focus: 7, carries: true)
        date.send(.stepDown)
        #expect(date.text == "2024-02-29")
        date.send(.stepUp)
        #expect(date.text == "2024-03-01")
        date = try WheelState("YYYY-MM-DD", "2024-12-31", focus: 7, carries: true)
        date.send(.stepUp)
        #expect(date.text == "2025-01-01")
        date.send(.stepDown)
        #expect(date.text == "2024-12-31")
    }

    @Test func dependentLimitsNarrowTheWheelsToTheRight() throws {
        var clock = try WheelState("23:59", "19:45")
        #expect(clock.availableRows(ofWheel: 0) == 0...2)
        #expect(clock.availableRows(ofWheel: 1) == 0...9)
        // Tens 1 → 2 under a 9: the units move to their new limit, 3.
        expectWheelTransition(&clock, .stepUp, events: [.valueChanged(85_500)]) { $0.rows = [2, 3, 4, 5] }
        #expect(clock.availableRows(ofWheel: 1) == 0...3)
        clock.send(.focus(wheel: 1))
        expectWheelTransition(&clock, .stepUp, events: [.valueChanged(74_700)]) { $0.rows = [2, 0, 4, 5] }

        let month = try WheelState("YYYY-MM-DD", "2024-07-15")
        #expect(month.availableRows(ofWheel: 4) == 0...1)
        #expect(month.availableRows(ofWheel: 5) == 1...9)
        #expect(try WheelState("YYYY-MM-DD", "2024-11-15").availableRows(ofWheel: 5) == 0...2)
        #expect(try WheelState("YYYY-MM-DD", "2023-02-15").availableRows(ofWheel: 6) == 0...2)
        #expect(try WheelState("YYYY-MM-DD", "2023-02-25").availableRows(ofWheel: 7) == 0...8)
        #expect(try WheelState("YYYY-MM-DD", "2024-02-25").availableRows(ofWheel: 7) == 0...9)
        #expect(try WheelState("YYYY-MM-DD", "2024-01-31").availableRows(ofWheel: 7) == 0...1)
        #expect(try WheelState("YYYY-MM-DD", "0001-01-01").availableRows(ofWheel: 3) == 1...9)
    }

    @Test func changingTheMonthOrYearPullsTheDayIntoRange() throws {
        var date = try WheelState("YYYY-MM-DD", "2024-01-31", focus: 5)
        expectWheelTransition(&date, .stepUp, events: [.valueChanged(1_709_164_800)]) { $0.rows = [2, 0, 2, 4, 0, 2, 2, 9] }
        date.send(.focus(wheel: 3))
        date.send(.stepDown)
        #expect(date.text == "2023-02-28")
        #expect(date.value == 1_677_542_400)
        date.send(.stepUp)
        #expect(date.text == "2024-02-28")  // the day that was pulled in does not come back
    }

    @Test func twoThousandTwentyThreeFebruaryTwentyNineIsNeverOffered() throws {
        // Turning the day's units in February 2023 from 20: 21 … 28, then back to 20.
        var state = try WheelState("YYYY-MM-DD", "2023-02-20", focus: 7)
        var seen: [String] = []
        for _ in 0..<9 {
            state.send(.stepUp)
            seen.append(state.text)
        }
        #expect(seen == (21...28).map { "2023-02-\($0)" } + ["2023-02-20"])
    }

    // MARK: Page steps (DT-03, DT-04 and the §8.1 cycling vectors)

    @Test(
        arguments: [
            ("23:59", "08:07", 2, WheelAction.pageUp, "08:15"),
            ("23:59", "08:50", 3, .pageUp, "08:00"),
            ("23:59", "08:00", 2, .pageDown, "08:45"),
            ("23:59", "08:30", 2, .pageDown, "08:15"),
            ("99:59:59", "00:00:44", 4, .pageUp, "00:00:45"),
            ("YYYY-MM-DD", "2024-12-15", 4, .pageUp, "2024-02-15"),
            ("YYYY-MM-DD", "2024-11-15", 5, .pageUp, "2024-01-15"),
            ("YYYY-MM-DD", "2024-01-28", 6, .pageUp, "2024-01-04"),
            ("YYYY-MM-DD", "2024-02-28", 6, .pageUp, "2024-02-06"),
            ("YYYY-MM-DD", "2024-07-15", 0, .pageDown, "2019-07-15"),
            ("YYYY-MM-DD", "9998-07-15", 2, .pageUp, "0004-07-15"),
            ("12:59 [AM|PM]", "08:00 AM", 0, .pageUp, "10:00 AM"),
            ("12:59 [AM|PM]", "11:00 AM", 1, .pageUp, "01:00 AM"),
            ("23:59", "23:00", 0, .pageUp, "01:00"),
            ("999.99", "123.45", 1, .pageUp, "133.45"),
            ("999.99", "123.45", 3, .pageDown, "123.35"),
            ("12:59 [AM|PM]", "11:00 AM", 4, .pageDown, "11:00 PM"),
        ] as [(String, String, Int, WheelAction, String)])
    func pageSteps(pattern: String, start: String, focus: Int, action: WheelAction, expected: String) throws {
        var state = try WheelState(pattern, start, focus: focus)
        state.send(action)
        #expect(WheelSnapshot(state) == WheelSnapshot(expected, focus: focus))
    }

    @Test func pageStepsCarryWhenCarryingIsOn() throws {
        var state = try WheelState("23:59", "08:50", focus: 2, carries: true)
        expectWheelTransition(&state, .pageUp, events: [.valueChanged(32_400)]) { $0.rows = [0, 9, 0, 0] }
        expectWheelTransition(&state, .pageDown, events: [.valueChanged(31_500)]) { $0.rows = [0, 8, 4, 5] }
        var date = try WheelState("YYYY-MM-DD", "2024-12-28", focus: 6, carries: true)
        date.send(.pageUp)
        #expect(date.text == "2025-01-04")
    }

    // MARK: Home and End (DT-06)

    @Test(
        arguments: [
            ("59:59", "12:34", 1, WheelAction.toLowest, "00:34"),
            ("59:59", "12:34", 3, .toHighest, "12:59"),
            ("12:59 [AM|PM]", "08:30 PM", 0, .toLowest, "12:30 PM"),
            ("12:59 [AM|PM]", "08:30 PM", 1, .toHighest, "11:30 PM"),
            ("YYYY-MM-DD", "2023-02-10", 7, .toHighest, "2023-02-28"),
            ("YYYY-MM-DD", "2023-02-10", 4, .toLowest, "2023-01-10"),
            ("YYYY-MM-DD", "2023-02-10", 0, .toHighest, "9999-02-10"),
            ("999.99", "123.45", 2, .toHighest, "999.45"),
            ("999.99", "123.45", 3, .toHighest, "123.95"),
            ("999.99 [km|mi|m]", "123.45 km", 5, .toHighest, "123.45 m"),
        ] as [(String, String, Int, WheelAction, String)])
    func homeAndEndSetTheFocusedSegment(pattern: String, start: String, focus: Int, action: WheelAction, expected: String) throws {
        var state = try WheelState(pattern, start, focus: focus)
        state.send(action)
        #expect(WheelSnapshot(state) == WheelSnapshot(expected, focus: focus))
    }

    @Test func textWheelsTurnWithoutChangingTheValueUnlessTheyAreAMOrPM() throws {
        var units = try WheelState("999.99 [km|mi]", "042.20 km", focus: 5)
        expectWheelTransition(&units, .stepUp) { $0.rows[5] = 1 }
        expectWheelTransition(&units, .stepUp) { $0.rows[5] = 0 }
        var clock = try WheelState("12:59 [AM|PM]", "08:00 AM", focus: 4)
        expectWheelTransition(&clock, .stepDown, events: [.valueChanged(72_000)]) { $0.rows[4] = 1 }
    }

    @Test func dt05TwelveHourHoursCycleInsideTheirPeriod() throws {
        // 11 AM + 1 on the units → 12 AM (midnight); the period does not flip.
        var state = try WheelState("12:59 [AM|PM]", "11:00 AM", focus: 1)
        expectWheelTransition(&state, .stepUp, events: [.valueChanged(0)]) { $0.rows[1] = 2 }
        #expect(state.text == "12:00 AM")
        #expect(state.availableRows(ofWheel: 0) == 0...1)
        #expect(state.availableRows(ofWheel: 1) == 0...2)
        state.send(.focus(wheel: 0))
        // Tens 1 → 0 under a 2 gives 02; tens 0 offers units 1–9.
        expectWheelTransition(&state, .stepUp, events: [.valueChanged(7200)]) { $0.rows[0] = 0 }
        #expect(state.availableRows(ofWheel: 1) == 1...9)
    }
}
