import Testing

@testable import SelectionCore

/// Typed entry on digit wheels: docs/behaviour.md §8.2 (DT-09 … DT-14, DT-18, DT-19) applied per
/// segment, as `WheelState` documents.
@Suite struct WheelStateTypingTests {
    // MARK: DT-18 vectors, adapted: each row is a start, keys, and the snapshot after each key.

    struct Vector: CustomTestStringConvertible, Sendable {
        var name: String
        var pattern: String
        var start: String
        var focus: Int
        var keys: String
        var after: [WheelSnapshot]
        var testDescription: String { name }
    }

    static let dt18: [Vector] = [
        // Month (YYYY-MM-DD: month wheels 4–5, day 6–7).
        Vector(
            name: "DT-18 month 1 stays", pattern: "YYYY-MM-DD", start: "2024-07-15", focus: 4, keys: "1",
            after: [.init("2024-01-15", focus: 5, typed: "1")]),
        Vector(
            name: "DT-18 month 01 advances", pattern: "YYYY-MM-DD", start: "2024-07-15", focus: 4, keys: "01",
            after: [.init("2024-01-15", focus: 5, typed: "0"), .init("2024-01-15", focus: 6)]),
        Vector(
            name: "DT-18 month 12 advances", pattern: "YYYY-MM-DD", start: "2024-07-15", focus: 4, keys: "12",
            after: [.init("2024-01-15", focus: 5, typed: "1"), .init("2024-12-15", focus: 6)]),
        Vector(
            name: "DT-18 month 4 advances", pattern: "YYYY-MM-DD", start: "2024-07-15", focus: 4, keys: "4",
            after: [.init("2024-04-15", focus: 6)]),
        // Day: the last segment, so a complete day leaves focus on the day's first wheel.
        Vector(
            name: "DT-18 day 1 stays", pattern: "YYYY-MM-DD", start: "2024-07-15", focus: 6, keys: "1",
            after: [.init("2024-07-01", focus: 7, typed: "1")]),
        Vector(
            name: "DT-18 day 4 advances (last segment: focus stays on it)", pattern: "YYYY-MM-DD", start: "2024-07-15",
            focus: 6, keys: "4", after: [.init("2024-07-04", focus: 6)]),
        Vector(
            name: "DT-18 year 1993 advances after the 4th digit", pattern: "YYYY-MM-DD", start: "2024-07-15", focus: 0,
            keys: "1993",
            after: [
                .init("0001-07-15", focus: 3, typed: "1"), .init("0019-07-15", focus: 3, typed: "19"),
                .init("0199-07-15", focus: 3, typed: "199"), .init("1993-07-15", focus: 4),
            ]),
        Vector(
            name: "DT-18 year last in a date-only field: focus stays", pattern: "DD/MM/YYYY", start: "15/07/2024",
            focus: 4, keys: "1993",
            after: [
                .init("15/07/0001", focus: 7, typed: "1"), .init("15/07/0019", focus: 7, typed: "19"),
                .init("15/07/0199", focus: 7, typed: "199"), .init("15/07/1993", focus: 4),
            ]),
        // 12-hour clock at 8 AM / 8 PM.
        Vector(
            name: "DT-18 12-hour 1 stays", pattern: "12:59 [AM|PM]", start: "08:00 AM", focus: 0, keys: "1",
            after: [.init("01:00 AM", focus: 1, typed: "1")]),
        Vector(
            name: "DT-18 12-hour 01 advances", pattern: "12:59 [AM|PM]", start: "08:00 AM", focus: 0, keys: "01",
            after: [.init("12:00 AM", focus: 1, typed: "0"), .init("01:00 AM", focus: 2)]),
        Vector(
            name: "DT-18 12-hour 12 is midnight and advances", pattern: "12:59 [AM|PM]", start: "08:00 AM", focus: 0,
            keys: "12", after: [.init("01:00 AM", focus: 1, typed: "1"), .init("12:00 AM", focus: 2)]),
        Vector(
            name: "DT-18 12-hour 4 advances", pattern: "12:59 [AM|PM]", start: "08:00 AM", focus: 0, keys: "4",
            after: [.init("04:00 AM", focus: 2)]),
        Vector(
            name: "DT-18 12-hour 1 at 8 PM is 13:00", pattern: "12:59 [AM|PM]", start: "08:00 PM", focus: 0, keys: "1",
            after: [.init("01:00 PM", focus: 1, typed: "1")]),
        // 24-hour clock.
        Vector(
            name: "DT-18 24-hour 0 stays", pattern: "23:59", start: "08:30", focus: 0, keys: "0",
            after: [.init("00:30", focus: 1, typed: "0")]),
        Vector(
            name: "DT-18 24-hour 00 advances", pattern: "23:59", start: "08:30", focus: 0, keys: "00",
            after: [.init("00:30", focus: 1, typed: "0"), .init("00:30", focus: 2)]),
        Vector(
            name: "DT-18 24-hour 01 advances", pattern: "23:59", start: "08:30", focus: 0, keys: "01",
            after: [.init("00:30", focus: 1, typed: "0"), .init("01:30", focus: 2)]),
        Vector(
            name: "DT-18 24-hour 11 advances", pattern: "23:59", start: "08:30", focus: 0, keys: "11",
            after: [.init("01:30", focus: 1, typed: "1"), .init("11:30", focus: 2)]),
        Vector(
            name: "DT-18 24-hour 23 advances", pattern: "23:59", start: "08:30", focus: 0, keys: "23",
            after: [.init("02:30", focus: 1, typed: "2"), .init("23:30", focus: 2)]),
        Vector(
            name: "DT-18 24-hour 1 stays", pattern: "23:59", start: "08:30", focus: 0, keys: "1",
            after: [.init("01:30", focus: 1, typed: "1")]),
        Vector(
            name: "DT-11 24-hour 2,5 starts over as 05 and advances", pattern: "23:59", start: "08:30", focus: 0,
            keys: "25", after: [.init("02:30", focus: 1, typed: "2"), .init("05:30", focus: 2)]),
        // Minutes (the last segment of 23:59).
        Vector(
            name: "DT-18 minute 5 stays", pattern: "23:59", start: "08:30", focus: 2, keys: "5",
            after: [.init("08:05", focus: 3, typed: "5")]),
        Vector(
            name: "DT-18 minute 6 advances", pattern: "23:59", start: "08:30", focus: 2, keys: "6",
            after: [.init("08:06", focus: 2)]),
        Vector(
            name: "DT-18 minute 59 advances", pattern: "23:59", start: "08:30", focus: 2, keys: "59",
            after: [.init("08:05", focus: 3, typed: "5"), .init("08:59", focus: 2)]),
        Vector(
            name: "DT-18 minute 00 advances", pattern: "23:59", start: "08:30", focus: 2, keys: "00",
            after: [.init("08:00", focus: 3, typed: "0"), .init("08:00", focus: 2)]),
    ]

    @Test(arguments: dt18)
    func typedEntryVectors(vector: Vector) throws {
        let state = try WheelState(vector.pattern, vector.start, focus: vector.focus)
        #expect(vector.keys.count == vector.after.count)
        expectWheelSteps(state, zip(vector.keys, vector.after).map { (.type($0), $1) })
    }

    // MARK: Segments and single wheels

    @Test func dt09FirstDigitReplacesTheSegmentOnAFreshFocus() throws {
        // 11:23, "4" on the minutes: 04 (not 14 or 114), waiting for 40–49.
        var state = try WheelState("59:59", "11:23")
        expectWheelTransition(&state, .type("4"), events: [.valueChanged(263), .focusChanged(wheel: 1)]) {
            $0.rows = [0, 4, 2, 3]
            $0.focus = 1
            $0.entry = WheelEntry(wheels: 0..<2, typed: "4")
        }
    }

    @Test func dt12LeadingZeroIsKeptPendingThenCompleted() throws {
        // Month "0" shows the lowest month, 01, and waits; "5" makes 05 and moves on.
        var state = try WheelState("YYYY-MM-DD", "2024-07-15", focus: 4)
        expectWheelTransition(&state, .type("0"), events: [.valueChanged(1_705_276_800), .focusChanged(wheel: 5)]) {
            $0.rows = [2, 0, 2, 4, 0, 1, 1, 5]
            $0.focus = 5
            $0.entry = WheelEntry(wheels: 4..<6, typed: "0")
        }
        expectWheelTransition(&state, .type("5"), events: [.valueChanged(1_715_731_200), .focusChanged(wheel: 6)]) {
            $0.rows = [2, 0, 2, 4, 0, 5, 1, 5]
            $0.focus = 6
            $0.entry = nil
        }
    }

    @Test func dt12MonthZeroZeroIsRejected() throws {
        var state = try WheelState("YYYY-MM-DD", "2024-07-15", focus: 4)
        state.send(.type("0"))
        expectWheelTransition(&state, .type("0"), events: [.rejectedInput(.type("0"))])
    }

    @Test func dt12TwelveHourZeroShowsTwelve() throws {
        expectWheelSteps(
            try WheelState("12:59 [AM|PM]", "08:00 PM"),
            [
                (.type("0"), .init("12:00 PM", focus: 1, typed: "0")),
                (.type("5"), .init("05:00 PM", focus: 2)),
            ])
    }

    @Test func aDigitTheSingleWheelCannotShowIsRejected() throws {
        // Hours tens 2: the units wheel offers 0–3, so 7 cannot start a valid value (DT-10/DT-11 on one digit).
        var state = try WheelState("23:59", "21:00", focus: 1)
        expectWheelTransition(&state, .type("7"), events: [.rejectedInput(.type("7"))])
        expectWheelTransition(&state, .type("3"), events: [.valueChanged(82_800), .focusChanged(wheel: 2)]) {
            $0.rows = [2, 3, 0, 0]
            $0.focus = 2
        }
    }

    @Test func aDigitOnTheUnitsOfASegmentKeepsTheTens() throws {
        expectWheelSteps(
            try WheelState("59:59", "30:00", focus: 1),
            [
                (.type("7"), .init("37:00", focus: 2))
            ])
        // Month tens 0: the units wheel offers 1–9; 0 would make month 00.
        expectWheelSteps(
            try WheelState("YYYY-MM-DD", "2024-07-15", focus: 5),
            [
                (.type("0"), .init("2024-07-15", focus: 5)),
                (.type("9"), .init("2024-09-15", focus: 6)),
            ])
    }

    @Test func dt16TypingADayTheMonthLacksShowsItAsAnImpossibleDate() throws {
        // DT-01: the day takes 1…31 in any month. "2","9" in February 2023 is 29, shown as it
        // was typed and flagged (DT-16); "3","5" overflows 31 and starts over as 05 (DT-11).
        expectWheelSteps(
            try WheelState("YYYY-MM-DD", "2023-02-10", focus: 6),
            [
                (.type("2"), .init("2023-02-02", focus: 7, typed: "2")),
                (.type("9"), .init("2023-02-29", focus: 6)),
                (.type("3"), .init("2023-02-03", focus: 7, typed: "3")),
                (.type("0"), .init("2023-02-30", focus: 6)),
                (.type("3"), .init("2023-02-03", focus: 7, typed: "3")),
                (.type("5"), .init("2023-02-05", focus: 6)),
            ])
        var state = try WheelState("YYYY-MM-DD", "2023-02-10", focus: 6)
        state.send(.type("3"))
        state.send(.type("1"))
        #expect(state.text == "2023-02-31")
        #expect(state.validity == .impossibleDate(lastDay: 28))
    }

    @Test func decimalsTypeTheWholePartThenThePlacesLeftToRight() throws {
        expectWheelSteps(
            try WheelState("999.99", "000.00"),
            [
                (.type("4"), .init("004.00", focus: 2, typed: "4")),
                (.type("2"), .init("042.00", focus: 2, typed: "42")),
                (.type("."), .init("042.00", focus: 3)),
                (.type("5"), .init("042.50", focus: 4)),
                (.type("7"), .init("042.57", focus: 4)),
                (.type("8"), .init("042.58", focus: 4)),
                (.type("."), .init("042.58", focus: 4)),
            ])
        expectWheelSteps(
            try WheelState("999.99", "000.00"),
            [
                (.type("1"), .init("001.00", focus: 2, typed: "1")),
                (.type("2"), .init("012.00", focus: 2, typed: "12")),
                (.type("3"), .init("123.00", focus: 3)),
            ])
    }

    @Test func aSeparatorJumpsPastTheNextSuchSeparator() throws {
        var state = try WheelState("99:59:59", "01:02:03")
        expectWheelTransition(&state, .type(":"), events: [.focusChanged(wheel: 2)]) { $0.focus = 2 }
        expectWheelTransition(&state, .type("."), events: [.rejectedInput(.type("."))])
        expectWheelTransition(&state, .type(":"), events: [.focusChanged(wheel: 4)]) { $0.focus = 4 }
        expectWheelTransition(&state, .type(":"), events: [.rejectedInput(.type(":"))])
        expectWheelTransition(&state, .type("x"), events: [.rejectedInput(.type("x"))])
    }

    @Test func dt13LettersChooseTextOptions() throws {
        expectWheelSteps(
            try WheelState("12:59 [AM|PM]", "08:00 AM", focus: 4),
            [
                (.type("p"), .init("08:00 PM", focus: 4)),
                (.type("A"), .init("08:00 AM", focus: 4)),
                (.type("x"), .init("08:00 AM", focus: 4)),
                (.type("1"), .init("08:00 AM", focus: 4)),
            ])
        // "m" matches m and mi: m is chosen (exact) and the entry waits; "i" makes mi and moves on.
        expectWheelSteps(
            try WheelState("999 [km|m|mi] [a|b]", "001 km a", focus: 3),
            [
                (.type("m"), .init("001 m a", focus: 3, typed: "m")),
                (.type("i"), .init("001 mi a", focus: 4)),
            ])
    }

    @Test func typingASpaceMovesToTheDayPeriod() throws {
        expectWheelSteps(
            try WheelState("12:59 [AM|PM]", "08:00 AM", focus: 2),
            [
                (.type(" "), .init("08:00 AM", focus: 4)),
                (.type("P"), .init("08:00 PM", focus: 4)),
            ])
    }

    // MARK: Backspace, DT-14 and the DT-19 vectors

    static let dt19: [Vector] = [
        Vector(
            name: "DT-19 minute 25 → 2", pattern: "59:59", start: "25:00", focus: 0, keys: "⌫",
            after: [.init("02:00", focus: 1, typed: "2")]),
        Vector(
            name: "DT-19 minute 8 → empty", pattern: "59:59", start: "08:00", focus: 0, keys: "⌫",
            after: [.init("00:00", focus: 0)]),
        Vector(
            name: "DT-19 24-hour 16 → 1", pattern: "23:59", start: "16:00", focus: 0, keys: "⌫",
            after: [.init("01:00", focus: 1, typed: "1")]),
        Vector(
            name: "DT-19 24-hour 23 → 2", pattern: "23:59", start: "23:00", focus: 0, keys: "⌫",
            after: [.init("02:00", focus: 1, typed: "2")]),
        Vector(
            name: "DT-19 12-hour 11 PM → 1 PM", pattern: "12:59 [AM|PM]", start: "11:00 PM", focus: 0, keys: "⌫",
            after: [.init("01:00 PM", focus: 1, typed: "1")]),
        Vector(
            name: "DT-19 12-hour 8 → empty (12)", pattern: "12:59 [AM|PM]", start: "08:00 AM", focus: 0, keys: "⌫",
            after: [.init("12:00 AM", focus: 0)]),
        Vector(
            name: "DT-19 AM/PM → empty (first option)", pattern: "12:59 [AM|PM]", start: "08:00 PM", focus: 4, keys: "⌫⌫",
            after: [.init("08:00 AM", focus: 4), .init("08:00 AM", focus: 2)]),
        Vector(
            name: "DT-14 backspace until empty, then to the previous segment", pattern: "59:59", start: "12:34",
            focus: 2, keys: "⌫⌫⌫⌫⌫⌫",
            after: [
                .init("12:03", focus: 3, typed: "3"), .init("12:00", focus: 2), .init("12:00", focus: 0),
                .init("01:00", focus: 1, typed: "1"), .init("00:00", focus: 0), .init("00:00", focus: 0),
            ]),
        Vector(
            name: "DT-14 on a pending entry drops the last typed digit", pattern: "YYYY-MM-DD", start: "2024-07-15",
            focus: 0, keys: "199⌫⌫⌫",
            after: [
                .init("0001-07-15", focus: 3, typed: "1"), .init("0019-07-15", focus: 3, typed: "19"),
                .init("0199-07-15", focus: 3, typed: "199"), .init("0019-07-15", focus: 3, typed: "19"),
                .init("0001-07-15", focus: 3, typed: "1"), .init("0001-07-15", focus: 0),
            ]),
        Vector(
            name: "DT-14 decimal places, then the whole part", pattern: "999.99", start: "042.57", focus: 4,
            keys: "⌫⌫⌫⌫⌫⌫⌫",
            after: [
                .init("042.50", focus: 4), .init("042.50", focus: 3), .init("042.00", focus: 3),
                .init("042.00", focus: 0), .init("004.00", focus: 2, typed: "4"), .init("000.00", focus: 0),
                .init("000.00", focus: 0),
            ]),
        Vector(
            name: "DT-14 a single wheel at its lowest moves to its segment's start", pattern: "59:59", start: "30:00",
            focus: 1, keys: "⌫⌫", after: [.init("30:00", focus: 0), .init("03:00", focus: 1, typed: "3")]),
    ]

    @Test(arguments: dt19)
    func backspaceVectors(vector: Vector) throws {
        let state = try WheelState(vector.pattern, vector.start, focus: vector.focus)
        #expect(vector.keys.count == vector.after.count)
        expectWheelSteps(state, zip(vector.keys, vector.after).map { ($0 == "⌫" ? .deleteBackward : .type($0), $1) })
    }

    @Test func backspaceReportsTheValueAndFocus() throws {
        var state = try WheelState("59:59", "25:00")
        expectWheelTransition(&state, .deleteBackward, events: [.valueChanged(120), .focusChanged(wheel: 1)]) {
            $0.rows = [0, 2, 0, 0]
            $0.focus = 1
            $0.entry = WheelEntry(wheels: 0..<2, typed: "2")
        }
        expectWheelTransition(&state, .deleteBackward, events: [.valueChanged(0), .focusChanged(wheel: 0)]) {
            $0.rows = [0, 0, 0, 0]
            $0.focus = 0
            $0.entry = nil
        }
        // Empty, on the first segment: nothing to do.
        expectWheelTransition(&state, .deleteBackward, events: [])
    }

    @Test func anyOtherActionEndsTheEntry() throws {
        var state = try WheelState("59:59", "00:00")
        state.send(.type("5"))
        expectWheelTransition(&state, .stepUp, events: [.valueChanged(360)]) {
            $0.rows = [0, 6, 0, 0]
            $0.entry = nil
        }
        // A fresh digit on the units wheel is now a one-wheel run: 7 → 07, and on to the seconds.
        expectWheelTransition(&state, .type("7"), events: [.valueChanged(420), .focusChanged(wheel: 2)]) {
            $0.rows = [0, 7, 0, 0]
            $0.focus = 2
        }
    }
}
