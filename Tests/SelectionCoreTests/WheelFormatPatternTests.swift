import Testing

@testable import SelectionCore

/// The pattern language: what each pattern builds, and the error for each bad one.
@Suite struct WheelFormatPatternTests {
    @Test func hoursMinutesSecondsLayout() throws {
        let format = WheelFormat.hoursMinutesSeconds
        #expect(format.pattern == "99:59:59")
        #expect(format.kind == .duration)
        #expect(format.fractionDigits == 0)
        #expect(
            format.elements == [
                .wheel(0), .wheel(1), .separator(":"), .wheel(2), .wheel(3), .separator(":"), .wheel(4), .wheel(5),
            ])
        #expect(format.wheels.map(\.role) == [.hours, .hours, .minutes, .minutes, .seconds, .seconds])
        #expect(format.wheels.map(\.rows) == [0...9, 0...9, 0...5, 0...9, 0...5, 0...9])
        #expect(format.wheels.map(\.segment) == [0, 0, 1, 1, 2, 2])
        #expect(format.wheels.map(\.patternPosition) == [0, 1, 3, 4, 6, 7])
    }

    @Test(
        arguments: [
            ("999.99", WheelFormat.Kind.number, [WheelRole.integer, .integer, .integer, .fraction, .fraction]),
            ("59:59", .duration, [.minutes, .minutes, .seconds, .seconds]),
            ("9:59", .duration, [.minutes, .seconds, .seconds]),
            ("99:59", .duration, [.minutes, .minutes, .seconds, .seconds]),
            ("12:59", .duration, [.minutes, .minutes, .seconds, .seconds]),
            ("23:59", .timeOfDay, [.hours, .hours, .minutes, .minutes]),
            ("23:59:59", .timeOfDay, [.hours, .hours, .minutes, .minutes, .seconds, .seconds]),
            ("12:59 [AM|PM]", .timeOfDay, [.twelveHourHours, .twelveHourHours, .minutes, .minutes, .dayPeriod]),
            (
                "12:59:59 [am|pm]", .timeOfDay,
                [.twelveHourHours, .twelveHourHours, .minutes, .minutes, .seconds, .seconds, .dayPeriod]
            ),
            ("YYYY-MM-DD", .date, [.year, .year, .year, .year, .month, .month, .day, .day]),
            ("MM/DD/YYYY", .date, [.month, .month, .day, .day, .year, .year, .year, .year]),
            (
                "YYYY-MM-DD 23:59", .dateAndTime,
                [.year, .year, .year, .year, .month, .month, .day, .day, .hours, .hours, .minutes, .minutes]
            ),
            ("59:59.9", .duration, [.minutes, .minutes, .seconds, .seconds, .fraction]),
            ("5", .number, [.integer]),
            ("999 [km|mi]", .number, [.integer, .integer, .integer, .choice]),
            ("999.99[km|mi] [a|b]", .number, [.integer, .integer, .integer, .fraction, .fraction, .choice, .choice]),
        ] as [(String, WheelFormat.Kind, [WheelRole])])
    func patternsBuildTheirWheels(pattern: String, kind: WheelFormat.Kind, roles: [WheelRole]) throws {
        let format = try WheelFormat(pattern)
        #expect(format.kind == kind)
        #expect(format.wheels.map(\.role) == roles)
        #expect(format.description == pattern)
    }

    @Test func aDigitDMeansAWheelZeroToD() throws {
        #expect(try WheelFormat("5").wheels.map(\.rows) == [0...5])
        #expect(try WheelFormat("23:59").wheels.map(\.rows) == [0...2, 0...9, 0...5, 0...9])
        #expect(try WheelFormat("150").wheels.map(\.rows) == [0...1, 0...9, 0...9])
        #expect(try WheelFormat("150").range == 0...150)
        #expect(try WheelFormat("12:59 [AM|PM]").wheels.map(\.rows) == [0...1, 0...9, 0...5, 0...9, 0...1])
        #expect(try WheelFormat("YYYY-MM-DD").wheels.map(\.rows) == [0...9, 0...9, 0...9, 0...9, 0...1, 0...9, 0...3, 0...9])
    }

    @Test func textWheelsLabelTheirRows() throws {
        let format = try WheelFormat("12:59 [AM|PM]")
        #expect(format.wheels[4].kind == .text(options: ["AM", "PM"]))
        #expect(format.wheels[4].label(ofRow: 1) == "PM")
        #expect(format.wheels[4].label(ofRow: 2) == "")
        #expect(format.wheels[0].label(ofRow: 1) == "1")
        #expect(format.elements == [.wheel(0), .wheel(1), .separator(":"), .wheel(2), .wheel(3), .separator(" "), .wheel(4)])
    }

    @Test func builtInFormats() {
        #expect(
            [WheelFormat.twoDecimal, .minutesSeconds, .hoursMinutesSeconds, .clock24, .clock12, .isoDate].map(\.pattern)
                == ["999.99", "59:59", "99:59:59", "23:59", "12:59 [AM|PM]", "YYYY-MM-DD"])
    }

    @Test(
        arguments: [
            ("", 0, PatternError.Problem.empty),
            ("99x59", 2, .unexpectedCharacter("x")),
            ("09", 0, .leadingZero),
            ("59:09", 3, .leadingZero),
            ("59:60", 3, .partialRange(expected: "59")),
            ("99:59:5", 6, .partialRange(expected: "59")),
            ("999.95", 5, .partialRange(expected: "9")),
            ("9:59:59:59", 8, .tooManyTimeGroups),
            ("99:", 3, .expected("digits after \":\"")),
            ("999.", 4, .expected("decimal places (9s) after \".\"")),
            ("9999999999999999", 15, .tooManyDigits(limit: 15)),
            ("9999999999999.999", 16, .tooManyDigits(limit: 15)),
            ("YYY-MM-DD", 0, .dateField("YYY")),
            ("YYYY-M-DD", 5, .dateField("M")),
            ("YYYY-MM-MM", 8, .repeatedDateField("MM")),
            ("YYYY-MM", 7, .expected("\"-\", \"/\" or \".\" and the next date field")),
            ("YYYY-MM:DD", 7, .expected("\"-\", \"/\" or \".\" and the next date field")),
            ("YYYY-MM-99", 8, .expected("a date field (YYYY, MM, DD)")),
            ("YYYY-MM-DD 12:59", 11, .clockHours),
            ("YYYY-MM-DD 23", 13, .expected("\":\" and minutes")),
            ("[AM|PM", 0, .unclosedChoice),
            ("999 [km]", 4, .tooFewOptions),
            ("999 [km|]", 4, .tooFewOptions),
            ("999 [k[m|mi]", 6, .unexpectedCharacter("[")),
            ("999 [AM|PM]", 4, .dayPeriodWithoutTwelveHourClock),
            ("59:59 [AM|PM]", 0, .clockHours),
            ("12:59 [AM|PM] [AM|PM]", 14, .dayPeriodWithoutTwelveHourClock),
            ("23:59.9", 5, .fractionNotAllowed),
            ("-99", 0, .expected("digits or a date field (YYYY, MM, DD)")),
            ("[a|b] 99", 0, .expected("digits or a date field (YYYY, MM, DD)")),
            ("99-99", 2, .expected("the end of the pattern or a text wheel")),
            ("999.99 ", 7, .expected("a text wheel after the space")),
            ("999.99 km", 7, .unexpectedCharacter("k")),
            ("hh:mm", 0, .unexpectedCharacter("h")),
            // Text wheels that typed text could not tell apart (found by WheelFuzzer).
            ("99[M|M·][·a|m]", 8, .adjacentTextWheels),
            ("99 [a|A]", 3, .repeatedOption("A")),
            ("99 [a b|c]", 3, .spaceInOption),
        ] as [(String, Int, PatternError.Problem)])
    func invalidPatternsNameThePatternAndPosition(pattern: String, position: Int, problem: PatternError.Problem) {
        #expect(throws: PatternError(pattern: pattern, position: position, problem: problem)) {
            try WheelFormat(pattern)
        }
    }

    @Test func patternErrorsReadAsOneLine() {
        #expect(
            PatternError(pattern: "99x59", position: 2, problem: .unexpectedCharacter("x")).description
                == "invalid wheel pattern \"99x59\" at position 2: unexpected character \"x\"")
        #expect(
            PatternError(pattern: "59:60", position: 3, problem: .partialRange(expected: "59")).description
                == "invalid wheel pattern \"59:60\" at position 3: write 59 here")
    }
}
