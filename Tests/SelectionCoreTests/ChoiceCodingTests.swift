import Foundation
import SelectionCore
import Testing

/// `Choice: Codable` in the shape of `sel choose --json`, and `WheelDate`'s arithmetic.
@Suite struct ChoiceCodingTests {
    @Test func choiceEncodesTheObjectSelChooseJSONReads() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let production = try encoder.encode(Choice("Production", value: "prod", detail: "eu", disabled: "frozen"))
        #expect(String(decoding: production, as: UTF8.self) == #"{"detail":"eu","disabled":"frozen","label":"Production","value":"prod"}"#)
        let swatch = try encoder.encode(Choice("Red", value: "r", content: .swatch(Colour(rgb: 0xff0000))))
        #expect(String(decoding: swatch, as: UTF8.self) == ##"{"colour":"#ff0000","label":"Red","showsLabel":false,"value":"r"}"##)
    }

    @Test func choiceDecodesWhatItEncodes() throws {
        let original = Choice("Red", value: 3, detail: "warm", content: .swatchAndText(Colour(rgb: 0xff0000)), disabled: "sold out")
        let decoded = try JSONDecoder().decode(Choice<Int>.self, from: JSONEncoder().encode(original))
        #expect(decoded == original)
        let plain = try JSONDecoder().decode([Choice<String>].self, from: Data(#"[{"label": "A", "value": "a"}]"#.utf8))
        #expect(plain == [Choice("A", value: "a")])
    }

    @Test func aPictureIsNotEncodedAndABadColourIsNotDecoded() {
        #expect(throws: EncodingError.self) {
            try JSONEncoder().encode(Choice("P", value: 1, content: .picture(Picture(width: 1, height: 1) { _, _ in .grey(0) })))
        }
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(Choice<Int>.self, from: Data(##"{"label": "A", "value": 1, "colour": "#12"}"##.utf8))
        }
    }

    @Test func disabledAndDisabledReasonSpellTheSameOption() {
        #expect(Choice("A", disabled: "no").disabledReason == "no")
        #expect(!Choice("A", value: 1, disabled: "no").isEnabled)
    }

    @Test func wheelDateRoundTripsThroughSeconds() {
        let date = WheelDate(year: 2026, month: 11, day: 24, hour: 22, minute: 30)
        #expect(date.secondsSince1970 == 1_795_559_400)
        #expect(WheelDate(secondsSince1970: 1_795_559_400) == date)
        #expect(WheelDate(secondsSince1970: -1) == WheelDate(year: 1969, month: 12, day: 31, hour: 23, minute: 59, second: 59))
        #expect(date.description == "2026-11-24 22:30:00")
        #expect(WheelDate(year: 2024, month: 2, day: 29) < WheelDate(year: 2024, month: 3, day: 1))
    }

    @Test func choicesFromCaseIterable() {
        enum Size: CaseIterable { case small, large }
        #expect(Choice.allCases(of: Size.self) == [Choice("small", value: .small), Choice("large", value: .large)])
    }
}
