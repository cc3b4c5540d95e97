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
        // DT-01: a date's wheels keep the other digits: month 07 cannot take tens 1 (17 > 12).
        #expect(month.availableRows(ofWheel: 4) == 0...0)
        #expect(month.availableRows(ofWheel: 5) == 1...9)
        #expect(try WheelState("YYYY-MM-DD", "2024-11-15").availableRows(ofWheel: 5) == 0...2)
        #expect(try WheelState("YYYY-MM-DD", "2024-10-15").availableRows(ofWheel: 4) == 1...1)
        #expect(try WheelState("YYYY-MM-DD", "2023-02-15").availableRows(ofWheel: 6) == 0...2)
        #expect(try WheelState("YYYY-MM-DD", "2023-02-25").availableRows(ofWheel: 7) == 0...9)
        #expect(try WheelState("YYYY-MM-DD", "2024-02-10").availableRows(ofWheel: 6) == 1...3)
        #expect(try WheelState("YYYY-MM-DD", "2024-01-31").availableRows(ofWheel: 7) == 0...1)
        #expect(try WheelState("YYYY-MM-DD", "0001-01-01").availableRows(ofWheel: 3) == 1...9)
        #expect(try WheelState("YYYY-MM-DD", "0001-01-01").availableRows(ofWheel: 0) == 0...9)
    }

    @Test func dt01ChangingTheMonthOrYearNeverChangesTheDay() throws {
        var date = try WheelState("YYYY-MM-DD", "2024-01-31", focus: 5)
        expectWheelTransition(&date, .stepUp, events: [.validityChanged(.impossibleDate(lastDay: 29))]) {
            $0.rows = [2, 0, 2, 4, 0, 2, 3, 1]
        }
        date.send(.focus(wheel: 3))
        expectWheelTransition(&date, .stepDown, events: [.validityChanged(.impossibleDate(lastDay: 28))]) {
            $0.rows = [2, 0, 2, 3, 0, 2, 3, 1]
        }
        date.send(.focus(wheel: 5))
        expectWheelTransition(&date, .stepUp, events: [.valueChanged(1_680_220_800), .validityChanged(.valid)]) {
            $0.rows = [2, 0, 2, 3, 0, 3, 3, 1]
        }
        #expect(date.text == "2023-03-31")
    }

    @Test func dt16TheDayTensCycleOverOneToThirtyOneWithoutTouchingTheUnits() throws {
        // The report: 2024-02-10, day tens ↑ gave 20 and then 2024-02-01. Now 20, 30
        // (no such date: shown invalid, no value reported), then 10 again; the units stay 0.
        var date = try WheelState("YYYY-MM-DD", "2024-02-10", focus: 6)
        expectWheelTransition(&date, .stepUp, events: [.valueChanged(1_708_387_200)]) { $0.rows = [2, 0, 2, 4, 0, 2, 2, 0] }
        expectWheelTransition(&date, .stepUp, events: [.validityChanged(.impossibleDate(lastDay: 29))]) {
            $0.rows = [2, 0, 2, 4, 0, 2, 3, 0]
        }
        #expect(date.isValid == false)
        expectWheelTransition(&date, .stepUp, events: [.valueChanged(1_707_523_200), .validityChanged(.valid)]) {
            $0.rows = [2, 0, 2, 4, 0, 2, 1, 0]
        }
        expectWheelTransition(&date, .stepDown, events: [.validityChanged(.impossibleDate(lastDay: 29))]) {
            $0.rows = [2, 0, 2, 4, 0, 2, 3, 0]
        }
    }

    @Test func dt16TheDayUnitsOfferEveryDayUpToThirtyOneAndFlagTheImpossibleOnes() throws {
        var state = try WheelState("YYYY-MM-DD", "2023-02-20", focus: 7)
        var seen: [(String, WheelValidity)] = []
        for _ in 0..<10 {
            state.send(.stepUp)
            seen.append((state.text, state.validity))
        }
        let expected: [(String, WheelValidity)] =
            (21...28).map { ("2023-02-\($0)", .valid) } + [("2023-02-29", .impossibleDate(lastDay: 28)), ("2023-02-20", .valid)]
        #expect(seen.map(\.0) == expected.map(\.0))
        #expect(seen.map(\.1) == expected.map(\.1))
    }

    @Test func dt16ALeapDayIsARealDate() throws {
        let leap = try WheelState("YYYY-MM-DD", "2024-02-29")
        #expect(leap.validity == .valid)
        #expect(try WheelState("YYYY-MM-DD", "2000-02-29").validity == .valid)
        var century = try WheelState("YYYY-MM-DD", "2100-02-28")
        century.rows[7] = 9
        #expect(century.validity == .impossibleDate(lastDay: 28))
        var april = try WheelState("YYYY-MM-DD", "2024-04-30")
        april.rows[7] = 1
        #expect(april.validity == .impossibleDate(lastDay: 30))
        #expect(april.isValid == false)
    }

    @Test func carryingKeepsRealDates() throws {
        // With the odometer option a date turns through real days, as before (DT-02 OPTION).
        var date = try WheelState("YYYY-MM-DD", "2024-01-31", focus: 5, carries: true)
        date.send(.stepUp)
        #expect(date.text == "2024-02-29")
        #expect(date.isValid)
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
            ("YYYY-MM-DD", "2024-02-28", 6, .pageUp, "2024-02-04"),  // the day cycles over 1…31, whatever the month
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
            ("YYYY-MM-DD", "2023-02-10", 7, .toHighest, "2023-02-31"),  // DT-01, DT-06: the day's limit is 31 in any month
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
