/// One pixel of a ``Picture``: straight (not premultiplied) sRGB with alpha.
///
/// The static constructors let a picture's pixel rule say what it means:
///
/// ```swift
/// Picture(width: 8, height: 8) { x, y in
///     x == y ? .rgb(255, 0, 0) : .grey(UInt8(x * 32), alpha: 128)
/// }
/// ```
public struct Pixel: Sendable, Hashable, CustomStringConvertible {
    /// The red channel, 0–255.
    public var red: UInt8
    /// The green channel, 0–255.
    public var green: UInt8
    /// The blue channel, 0–255.
    public var blue: UInt8
    /// Opacity, 0 (transparent) – 255 (opaque).
    public var alpha: UInt8

    /// Creates a pixel from its channels; opaque unless `alpha` says otherwise.
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Creates a pixel of `colour` with opacity `alpha`.
    public init(_ colour: Colour, alpha: UInt8 = 255) {
        self.init(red: colour.red, green: colour.green, blue: colour.blue, alpha: alpha)
    }

    /// A grey pixel: `value` on all three channels.
    public static func grey(_ value: UInt8, alpha: UInt8 = 255) -> Pixel {
        Pixel(red: value, green: value, blue: value, alpha: alpha)
    }

    /// An opaque pixel from red, green and blue.
    package static func rgb(_ red: UInt8, _ green: UInt8, _ blue: UInt8) -> Pixel {
        Pixel(red: red, green: green, blue: blue)
    }

    /// A pixel from red, green, blue and alpha.
    package static func rgba(_ red: UInt8, _ green: UInt8, _ blue: UInt8, _ alpha: UInt8) -> Pixel {
        Pixel(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// An opaque pixel of `colour`.
    package static func colour(_ colour: Colour) -> Pixel { Pixel(colour) }

    /// The fully transparent pixel.
    public static let clear = Pixel(red: 0, green: 0, blue: 0, alpha: 0)

    /// The pixel's colour, its alpha ignored.
    public var colour: Colour { Colour(red: red, green: green, blue: blue) }

    /// True when the pixel is fully opaque.
    package var isOpaque: Bool { alpha == 255 }

    /// `#rrggbbaa` in lower case.
    public var hexString: String { colour.hexString + Colour.twoHexDigits(alpha) }

    /// The ``hexString``.
    public var description: String { hexString }

    /// Parses a colour with its alpha: every form ``Colour/init(parsing:over:)`` accepts, with
    /// `#rgba`, `#rrggbbaa`, `rgba(…)` and `transparent` keeping their transparency.
    ///
    /// ```swift
    /// try Pixel(parsing: "#ff000080")   // red at alpha 128
    /// ```
    public init(parsing text: some StringProtocol) throws(ColourParseError) {
        self = try ColourSyntax.parse(String(text))
    }

    /// The colour seen when this pixel lies over `background`: straight alpha blending,
    /// `(channel · alpha + background · (255 − alpha)) / 255`, rounded to nearest.
    package func composited(over background: Colour) -> Colour {
        func blend(_ top: UInt8, _ bottom: UInt8) -> UInt8 {
            let a = Int(alpha)
            return UInt8((Int(top) * a + Int(bottom) * (255 - a) + 127) / 255)
        }
        return Colour(
            red: blend(red, background.red),
            green: blend(green, background.green),
            blue: blend(blue, background.blue)
        )
    }
}
