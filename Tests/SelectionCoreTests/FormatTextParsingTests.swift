import SelectionCore
import Testing

/// Plain-mode entry: `WheelFormat.parse(_:)` checks typed text against every wheel's limits.
@Suite struct FormatTextParsingTests {
    @Test(
        arguments: [
            ("59:59", "11:23", 683.0), ("59:59", "1:23", 83), ("59:59", " 11:23 ", 683), ("59:59", "00:00", 0),
            ("99:59:59", "3:30:00", 12_600), ("99:59:59", "99:59:59", 359_999),
            ("999.99", "42", 42), ("999.99", "42.5", 42.5), ("999.99", "042.57", 42.57), ("999.99", "0.05", 0.05),
            ("23:59", "7:05", 25_500), ("12:59 [AM|PM]", "12:00 am", 0), ("12:59 [AM|PM]", "1:30 PM", 48_600),
            ("YYYY-MM-DD", "2024-2-9", 1_707_436_800), ("999.99 [km|mi]", "42 mi", 42), ("999 [m|mi]", "5 mi", 5),
        ] as [(String, String, Double)])
    func acceptedText(pattern: String, text: String, value: Double) throws {
        #expect(try WheelFormat(pattern).parse(text) == .success(value))
    }

    @Test(
        arguments: [
            ("59:59", "11:73", FormatError.fieldOutOfRange(.seconds, position: 3, allowed: 0...59)),
            ("59:59", "60:00", .fieldOutOfRange(.minutes, position: 0, allowed: 0...59)),
            ("59:59", "11:5", .missing("a digit", position: 4)),
            ("59:59", "11-23", .unexpectedCharacter("-", position: 2)),
            ("59:59", "", .missing("a digit", position: 0)),
            ("59:59", "11:23x", .unexpectedCharacter("x", position: 5)),
            ("59:59", "-1:00", .unexpectedCharacter("-", position: 0)),
            ("999.99", "1000", .unexpectedCharacter("0", position: 3)),
            ("999.99", "1.234", .unexpectedCharacter("4", position: 4)),
            ("23:59", "24:00", .fieldOutOfRange(.hours, position: 0, allowed: 0...23)),
            ("12:59 [AM|PM]", "13:00 PM", .fieldOutOfRange(.twelveHourHours, position: 0, allowed: 1...12)),
            ("12:59 [AM|PM]", "00:30 AM", .fieldOutOfRange(.twelveHourHours, position: 0, allowed: 1...12)),
            ("12:59 [AM|PM]", "12:00", .missing("\" \"", position: 5)),
            ("12:59 [AM|PM]", "12:00 XM", .unexpectedCharacter("X", position: 6)),
            ("YYYY-MM-DD", "2024-13-01", .fieldOutOfRange(.month, position: 5, allowed: 1...12)),
            ("YYYY-MM-DD", "2023-02-29", .fieldOutOfRange(.day, position: 8, allowed: 1...28)),
            ("YYYY-MM-DD", "0000-01-01", .fieldOutOfRange(.year, position: 0, allowed: 1...9999)),
            ("DD/MM/YYYY", "31/04/2024", .fieldOutOfRange(.day, position: 0, allowed: 1...30)),
        ] as [(String, String, FormatError)])
    func refusedTextNamesThePosition(pattern: String, text: String, error: FormatError) throws {
        #expect(try WheelFormat(pattern).parse(text) == .failure(error))
    }

    @Test func errorsReadAsOneLine() {
        #expect(
            FormatError.fieldOutOfRange(.seconds, position: 3, allowed: 0...59).description
                == "the seconds at position 3 must be 0…59")
        #expect(FormatError.missing("a digit", position: 4).description == "missing a digit at position 4")
        #expect(
            FormatError.outOfRange(10_557.3, representable: 0...999.99).description
                == "the value 10557.3 is outside 0…999.99")
        #expect(FormatError.negative(-1).description == "the value -1 is negative")
        #expect(FormatError.notANumber.description == "the value is not a number")
        #expect(FormatError.infinite(-.infinity).description == "the value is minus infinity")
    }

    @Test func everyValueOfMinutesSecondsRoundTripsThroughText() throws {
        let format = WheelFormat.minutesSeconds
        for seconds in 0...3599 {
            let text = try format.string(for: Double(seconds))
            #expect(format.parse(text) == .success(Double(seconds)))
        }
    }

    @Test func everyHundredthOfTwoDecimalRoundTripsThroughText() throws {
        let format = WheelFormat.twoDecimal
        for hundredths in 0...99_999 {
            let value = Double(hundredths) / 100
            let text = try format.string(for: value)
            guard format.parse(text) == .success(value) else {
                Issue.record("\(value) → \(text) does not read back")
                return
            }
        }
    }
}
