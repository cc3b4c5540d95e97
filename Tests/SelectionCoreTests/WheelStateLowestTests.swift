import SelectionCore
import Testing

@Suite struct WheelStateLowestTests {
    @Test func startsAtTheLowestValueOfEveryFormat() {
        #expect(WheelState(lowestOf: .minutesSeconds).text == "00:00")
        #expect(WheelState(lowestOf: .twoDecimal).text == "000.00")
        #expect(WheelState(lowestOf: .hoursMinutesSeconds).text == "00:00:00")
        #expect(WheelState(lowestOf: .clock12).text == "12:00 AM")
        let bounded = WheelState(lowestOf: .minutesSeconds, minimum: 60)
        #expect(bounded.validity == .belowMinimum(60))
        #expect(bounded.focus == 0)
    }
}
