import Testing

@testable import SelectionCore

/// Minimum and maximum for the whole value: shown as invalid, never clamped (DT-17).
@Suite struct WheelStateValidityTests {
    @Test func noBoundsIsAlwaysValid() throws {
        let state = try WheelState(format: .minutesSeconds, value: 3599)
        #expect(state.validity == .valid)
        #expect(state.isValid)
    }

    @Test func dt17BoundsMakeTheValueInvalidWithoutClampingIt() throws {
        var state = try WheelState(format: .minutesSeconds, value: 300, minimum: 240, maximum: 600)  // 05:00
        state.send(.focus(wheel: 1))
        expectWheelTransition(&state, .stepDown, events: [.valueChanged(240)]) { $0.rows = [0, 4, 0, 0] }
        expectWheelTransition(&state, .stepDown, events: [.valueChanged(180), .validityChanged(.belowMinimum(240))]) {
            $0.rows = [0, 3, 0, 0]
        }
        #expect(!state.isValid)
        #expect(state.value == 180)
        expectWheelTransition(&state, .stepUp, events: [.valueChanged(240), .validityChanged(.valid)]) {
            $0.rows = [0, 4, 0, 0]
        }
        state.send(.focus(wheel: 0))
        expectWheelTransition(&state, .stepUp, events: [.valueChanged(840), .validityChanged(.aboveMaximum(600))]) {
            $0.rows = [1, 4, 0, 0]
        }
        // Typing straight from above the maximum to below the minimum reports the new reason.
        expectWheelTransition(
            &state, .type("2"),
            events: [
                .valueChanged(120), .validityChanged(.belowMinimum(240)), .focusChanged(wheel: 1),
            ]
        ) {
            $0.rows = [0, 2, 0, 0]
            $0.focus = 1
            $0.entry = WheelEntry(wheels: 0..<2, typed: "2")
        }
    }

    @Test func aStartingValueOutsideTheBoundsIsShownAsInvalid() throws {
        let state = try WheelState(format: .twoDecimal, value: 0.5, minimum: 1)
        #expect(state.text == "000.50")
        #expect(state.validity == .belowMinimum(1))
    }

    @Test func boundsCompareTheRoundedValue() throws {
        // 1.004 shows as 1.00, which is below a minimum of 1.001.
        let state = try WheelState(format: .twoDecimal, value: 1.004, minimum: 1.001)
        #expect(state.value == 1)
        #expect(state.validity == .belowMinimum(1.001))
        #expect(try WheelState(format: .twoDecimal, value: 0.1 + 0.2, maximum: 0.3).validity == .valid)
    }

    @Test func setValueReportsChangesAndRefusesValuesThatDoNotFit() throws {
        var state = try WheelState(format: .minutesSeconds, value: 0, maximum: 600)
        state.send(.type("5"))
        var expected = state
        expected.rows = [1, 1, 2, 3]
        expected.entry = nil
        #expect(try state.setValue(683) == [.valueChanged(683), .validityChanged(.aboveMaximum(600))])
        #expect(state == expected)
        #expect(throws: FormatError.outOfRange(3600, representable: 0...3599)) { try state.setValue(3600) }
        #expect(throws: FormatError.negative(-1)) { try state.setValue(-1) }
        #expect(throws: FormatError.notANumber) { try state.setValue(.nan) }
        #expect(state == expected)
        #expect(try state.setValue(683) == [])
    }

    @Test func setValueKeepsTheChoiceOfTextWheelsOutsideTheValue() throws {
        var state = try WheelState("999.99 [km|mi]", "010.00 mi")
        try state.setValue(42.195)
        #expect(state.text == "042.20 mi")
    }

    @Test func initRefusesValuesThatDoNotFit() {
        #expect(throws: FormatError.outOfRange(10_557.3, representable: 0...999.99)) {
            try WheelState(format: .twoDecimal, value: 10_557.3)
        }
        #expect(throws: FormatError.infinite(.infinity)) { try WheelState(format: .clock24, value: .infinity) }
    }
}
