import Testing

@testable import SelectionCore

/// DT-15 on the digit wheels: Left and Right move between segments (wheels), skipping literal
/// separators, in visual order.
@Suite struct WheelSegmentMoveTests {
    @Test func leftAndRightMoveBetweenSegments_DT15() throws {
        var state = try WheelState(format: .hoursMinutesSeconds, value: 683)
        #expect(state.focus == 0)
        state.send(.moveRight)
        state.send(.moveRight)
        // 00:11:23 — wheels 0,1 hours, 2,3 minutes, 4,5 seconds; the ":" are not segments.
        #expect(state.focus == 2)
        state.send(.moveLeft)
        #expect(state.focus == 1)
        // Moving changes no digit.
        #expect(state.text == "00:11:23")
    }
}
