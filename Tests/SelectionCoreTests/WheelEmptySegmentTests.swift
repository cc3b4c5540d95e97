import Testing

@testable import SelectionCore

/// DT-07 and DT-08 are written for date fields whose segments can be empty (a placeholder such
/// as `mm` on screen). A digit wheel is never blank: a segment emptied with Backspace shows its
/// placeholder — its lowest value, the first AM/PM option — so what the rules protect (no
/// invisible value, no step from a value the user cannot see) holds as below.
@Suite struct WheelEmptySegmentTests {
    /// DT-07: the emptied segment shows its placeholder value at once; the next Up steps from
    /// what is shown, never from the value that was there before Backspace.
    @Test func anEmptiedSegmentShowsItsPlaceholderAndUpStepsFromIt_DT07() throws {
        let state = try WheelState("59:59", "08:30", focus: 0)
        expectWheelSteps(
            state,
            [
                (.deleteBackward, WheelSnapshot("00:30", focus: 0)),
                // The tens wheel turns from the 0 shown: 10, not 18 (a step from the old 08).
                (.stepUp, WheelSnapshot("10:30", focus: 0)),
            ])
        // A 12-hour wheel's placeholder hour is 12, as on a clock.
        let clock = try WheelState("12:59 [AM|PM]", "08:00 PM", focus: 0)
        expectWheelSteps(clock, [(.deleteBackward, WheelSnapshot("12:00 PM", focus: 0))])
    }

    /// DT-08: an emptied AM/PM shows its placeholder (AM); setting the hour afterwards keeps the
    /// period that is shown.
    @Test func settingTheHourAfterAnEmptiedPeriodKeepsThePeriodShown_DT08() throws {
        let state = try WheelState("12:59 [AM|PM]", "08:00 PM", focus: 4)
        expectWheelSteps(
            state,
            [
                (.deleteBackward, WheelSnapshot("08:00 AM", focus: 4)),
                (.deleteBackward, WheelSnapshot("08:00 AM", focus: 2)),
                (.deleteBackward, WheelSnapshot("08:00 AM", focus: 0)),
                (.type("1"), WheelSnapshot("01:00 AM", focus: 1, typed: "1")),
                (.type("1"), WheelSnapshot("11:00 AM", focus: 2)),
            ])
    }
}
