import Testing

@testable import SelectionCore

/// Focus between wheels: arrows, Tab, clicks and mouse-wheel notches.
@Suite struct WheelStateNavigationTests {
    @Test func focusStartsOnTheFirstWheel() throws {
        let state = try WheelState(format: .hoursMinutesSeconds, value: 683)
        #expect(state.focus == 0)
        #expect(state.entry == nil)
        #expect(state.rows == [0, 0, 1, 1, 2, 3])
        #expect(state.text == "00:11:23")
    }

    @Test func arrowsSkipSeparatorsAndStopAtTheEnds() throws {
        var state = try WheelState(format: .minutesSeconds)
        expectWheelTransition(&state, .moveLeft)
        expectWheelTransition(&state, .moveRight, events: [.focusChanged(wheel: 1)]) { $0.focus = 1 }
        // Wheel 1 is the minutes' units; the ":" is not a wheel, so Right lands on the seconds' tens.
        expectWheelTransition(&state, .moveRight, events: [.focusChanged(wheel: 2)]) { $0.focus = 2 }
        expectWheelTransition(&state, .moveRight, events: [.focusChanged(wheel: 3)]) { $0.focus = 3 }
        expectWheelTransition(&state, .moveRight)
        expectWheelTransition(&state, .moveLeft, events: [.focusChanged(wheel: 2)]) { $0.focus = 2 }
    }

    @Test func tabPastEitherEndReportsIt() throws {
        var state = try WheelState(format: .minutesSeconds)
        expectWheelTransition(&state, .tabBackward, events: [.focusLeftEnd])
        expectWheelTransition(&state, .tabForward, events: [.focusChanged(wheel: 1)]) { $0.focus = 1 }
        state.send(.focus(wheel: 3))
        expectWheelTransition(&state, .tabForward, events: [.focusRightEnd])
        expectWheelTransition(&state, .tabBackward, events: [.focusChanged(wheel: 2)]) { $0.focus = 2 }
    }

    @Test func clickFocusesAWheel() throws {
        var state = try WheelState(format: .hoursMinutesSeconds)
        expectWheelTransition(&state, .focus(wheel: 4), events: [.focusChanged(wheel: 4)]) { $0.focus = 4 }
        expectWheelTransition(&state, .focus(wheel: 4))
        expectWheelTransition(&state, .focus(wheel: 6), events: [.rejectedInput(.focus(wheel: 6))])
        expectWheelTransition(&state, .focus(wheel: -1), events: [.rejectedInput(.focus(wheel: -1))])
    }

    @Test func mouseWheelNotchFocusesAndTurnsTheWheelUnderThePointer() throws {
        var state = try WheelState(format: .minutesSeconds, value: 683)  // 11:23
        expectWheelTransition(&state, .turn(wheel: 3, by: 1), events: [.valueChanged(684), .focusChanged(wheel: 3)]) {
            $0.rows = [1, 1, 2, 4]
            $0.focus = 3
        }
        expectWheelTransition(&state, .turn(wheel: 2, by: -3), events: [.valueChanged(714), .focusChanged(wheel: 2)]) {
            $0.rows = [1, 1, 5, 4]  // seconds tens 2 → 1 → 0 → 5 (wraps within 0–5; minutes untouched)
            $0.focus = 2
        }
        expectWheelTransition(&state, .turn(wheel: 9, by: 1), events: [.rejectedInput(.turn(wheel: 9, by: 1))])
        expectWheelTransition(&state, .turn(wheel: 0, by: 0), events: [.focusChanged(wheel: 0)]) { $0.focus = 0 }
    }

    @Test func movingFocusEndsATypedEntry() throws {
        var state = try WheelState(format: .minutesSeconds)
        state.send(.type("5"))
        expectWheelTransition(&state, .moveRight, events: [.focusChanged(wheel: 2)]) {
            $0.focus = 2
            $0.entry = nil
        }
    }
}
