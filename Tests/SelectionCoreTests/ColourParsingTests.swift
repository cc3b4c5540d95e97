import SelectionCore
import Testing

/// Colour parsing: `#rgb`, `#rrggbb`, `#rrggbbaa`, `rgb(…)`, CSS names; typed errors that name the input.
@Suite struct ColourParsingTests {
    /// The palette of the "Selection View" demo (`ColourDemo`, design 1 of `sel demo`).
    @Test(
        arguments: [
            ("#ff0000", 0xFF0000), ("#ffff00", 0xFFFF00), ("#00ff00", 0x00FF00), ("#0000ff", 0x0000FF), ("#ff00ff", 0xFF00FF),
        ] as [(String, UInt32)])
    func designPaletteParses(text: String, rgb: UInt32) throws {
        #expect(try Colour(parsing: text) == Colour(rgb: rgb))
    }

    @Test(
        arguments: [
            ("#f0f", 0xFF00FF),
            ("#F0F", 0xFF00FF),
            ("#1a2B3c", 0x1A2B3C),
            ("  #123456\n", 0x123456),
            ("#abcf", 0xAABBCC),
            ("#123456ff", 0x123456),
            ("rgb(255,0,0)", 0xFF0000),
            ("rgb( 1 , 2 , 3 )", 0x010203),
            ("RGB(0,128,128)", 0x008080),
            ("rgb(255 0 255)", 0xFF00FF),
            ("rgb(0 0 0 / 100%)", 0x000000),
            ("rgba(10, 20, 30, 1)", 0x0A141E),
            ("rgba(10, 20, 30, 1.0)", 0x0A141E),
            ("rgb(007, 0, 0)", 0x070000),
            ("RebeccaPurple", 0x663399),
            ("grey", 0x808080),
            ("GRAY", 0x808080),
            (" lightgoldenrodyellow ", 0xFAFAD2),
        ] as [(String, UInt32)])
    func validForms(text: String, rgb: UInt32) throws {
        #expect(try Colour(parsing: text) == Colour(rgb: rgb))
    }

    @Test(arguments: [
        ("", ColourParseError.Reason.empty),
        ("  \t", .empty),
        ("#", .hexDigitCount(0)),
        ("#12", .hexDigitCount(2)),
        ("#12345", .hexDigitCount(5)),
        ("#1234567", .hexDigitCount(7)),
        ("#123456789", .hexDigitCount(9)),
        ("#ggg", .invalidHexDigit("g")),
        ("#ff00zz", .invalidHexDigit("z")),
        ("#１２３", .invalidHexDigit("１")),
        ("rgb(1,2)", .malformedFunction),
        ("rgb(1,2,3", .malformedFunction),
        ("rgb(1,,3)", .malformedFunction),
        ("rgb(1, 2 3)", .malformedFunction),
        ("rgb(1 2)", .malformedFunction),
        ("rgb(1 2 3 4)", .malformedFunction),
        ("rgb(1,2,3,4,5)", .malformedFunction),
        ("rgb(1 2 3 / 4 / 5)", .malformedFunction),
        ("rgb(1, 2, 3 / 1)", .malformedFunction),
        ("rgb(256,0,0)", .channelOutOfRange("256")),
        ("rgb(0,-1,0)", .channelOutOfRange("-1")),
        ("rgb(0,0,1.5)", .channelOutOfRange("1.5")),
        ("rgb(0,0,0255)", .channelOutOfRange("0255")),
        ("rgb(+1,0,0)", .channelOutOfRange("+1")),
        ("rgba(1,2,3,2)", .alphaOutOfRange("2")),
        ("rgba(1,2,3,nan)", .alphaOutOfRange("nan")),
        ("rgba(1,2,3,.)", .alphaOutOfRange(".")),
        ("rgb(1 2 3 / 150%)", .alphaOutOfRange("150%")),
        ("blurple", .unknownName),
        ("ff0000", .unknownName),
        ("hsl(0, 100%, 50%)", .unknownName),
        ("#ff000080", .translucent(alpha: 128)),
        ("rgba(0, 0, 0, 0)", .translucent(alpha: 0)),
        ("transparent", .translucent(alpha: 0)),
    ])
    func invalidFormsThrowTypedErrors(text: String, reason: ColourParseError.Reason) {
        #expect(throws: ColourParseError(input: text, reason: reason)) { try Colour(parsing: text) }
    }

    @Test(arguments: [
        ("#12345", ##"invalid colour "#12345": a hex colour has 3, 4, 6 or 8 digits after "#", not 5"##),
        ("#ggg", ##"invalid colour "#ggg": "g" is not a hex digit"##),
        ("rgb(300, 0, 0)", ##"invalid colour "rgb(300, 0, 0)": "300" is not a whole number from 0 to 255"##),
        ("blurple", ##"invalid colour "blurple": expected #rgb, #rrggbb, #rrggbbaa, rgb(r, g, b) or one of the 148 CSS colour names"##),
        ("", ##"invalid colour "": it is empty"##),
        ("#ff000080", ##"invalid colour "#ff000080": it is translucent (alpha 128 of 255); give a background colour to blend it over"##),
        (
            "\u{1B}[31m",
            ##"invalid colour "\u{1B}[31m": expected #rgb, #rrggbb, #rrggbbaa, rgb(r, g, b) or one of the 148 CSS colour names"##
        ),
    ])
    func errorDescriptionNamesTheInput(text: String, description: String) {
        #expect(throws: ColourParseError.self) { try Colour(parsing: text) }
        do {
            _ = try Colour(parsing: text)
        } catch {
            #expect(error.description == description)
        }
    }

    @Test(arguments: [
        ("#ff000080", Colour(rgb: 0xFFFFFF), Colour(rgb: 0xFF7F7F)),
        ("#ff000080", Colour(rgb: 0x000000), Colour(rgb: 0x800000)),
        ("transparent", Colour(rgb: 0x123456), Colour(rgb: 0x123456)),
        ("#00ff00ff", Colour(rgb: 0x123456), Colour(rgb: 0x00FF00)),
        ("rgba(0, 0, 255, 50%)", Colour(rgb: 0xFF0000), Colour(rgb: 0x7F0080)),
    ])
    func translucentColoursBlendOverTheBackground(text: String, background: Colour, expected: Colour) throws {
        #expect(try Colour(parsing: text, over: background) == expected)
    }

    @Test(arguments: [
        ("#ff000080", Pixel(red: 255, green: 0, blue: 0, alpha: 128)),
        ("#f008", Pixel(red: 255, green: 0, blue: 0, alpha: 0x88)),
        ("#123456", Pixel(red: 0x12, green: 0x34, blue: 0x56, alpha: 255)),
        ("rgba(0, 0, 255, 0.5)", Pixel(red: 0, green: 0, blue: 255, alpha: 128)),
        ("rgb(0 0 255 / 25%)", Pixel(red: 0, green: 0, blue: 255, alpha: 64)),
        ("rgba(0, 0, 255, 0)", Pixel(red: 0, green: 0, blue: 255, alpha: 0)),
        ("Transparent", Pixel.clear),
        ("navy", Pixel(red: 0, green: 0, blue: 128, alpha: 255)),
    ])
    func pixelsKeepTheirAlpha(text: String, pixel: Pixel) throws {
        #expect(try Pixel(parsing: text) == pixel)
    }

    @Test func pixelParsingErrorsAreTheSame() {
        #expect(throws: ColourParseError(input: "#12", reason: .hexDigitCount(2))) { try Pixel(parsing: "#12") }
    }

    @Test(arguments: [0x000000, 0xFFFFFF, 0x0A0B0C, 0xF0E1D2, 0x663399] as [UInt32])
    func hexStringRoundTrips(rgb: UInt32) throws {
        let colour = Colour(rgb: rgb)
        #expect(try Colour(parsing: colour.hexString) == colour)
        #expect(colour.rgb == rgb)
    }

    @Test func hexStringIsLowerCaseSixDigits() {
        #expect(Colour(red: 255, green: 0, blue: 171).hexString == "#ff00ab")
        #expect(Colour(red: 1, green: 2, blue: 3).description == "#010203")
        #expect(Pixel(red: 1, green: 2, blue: 3, alpha: 0x80).hexString == "#01020380")
        #expect(Colour(rgb: 0x12_345678) == Colour(red: 0x34, green: 0x56, blue: 0x78))
    }
}
