/// An opaque 24-bit sRGB colour.
///
/// Parse one from the forms a user or a data file would write, or build it from channels:
///
/// ```swift
/// let blue = Colour(red: 0, green: 0, blue: 255)
/// let purple = try Colour(parsing: "#ff00ff")
/// let teal = try Colour(parsing: "rgb(0, 128, 128)")
/// let named = try Colour(parsing: "RebeccaPurple")
/// purple.hexString   // "#ff00ff"
/// ```
///
/// A colour with transparency is a ``Pixel``; `Pixel.composited(over:)` turns it into a colour.
public struct Colour: Sendable, Hashable, CustomStringConvertible {
    /// The red channel, 0–255.
    public var red: UInt8
    /// The green channel, 0–255.
    public var green: UInt8
    /// The blue channel, 0–255.
    public var blue: UInt8

    /// Creates a colour from its three channels.
    public init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// Creates a colour from a `0xRRGGBB` integer; bits above the low 24 are ignored.
    ///
    /// ```swift
    /// Colour(rgb: 0xFF8000)   // orange: red 255, green 128, blue 0
    /// ```
    public init(rgb: UInt32) {
        self.init(
            red: UInt8(truncatingIfNeeded: rgb >> 16),
            green: UInt8(truncatingIfNeeded: rgb >> 8),
            blue: UInt8(truncatingIfNeeded: rgb)
        )
    }

    /// The colour as a `0xRRGGBB` integer.
    public var rgb: UInt32 { UInt32(red) << 16 | UInt32(green) << 8 | UInt32(blue) }

    /// `#rrggbb` in lower case, e.g. `"#ff00ff"`: the form the colour design's palette uses.
    public var hexString: String { "#" + Self.twoHexDigits(red) + Self.twoHexDigits(green) + Self.twoHexDigits(blue) }

    /// The ``hexString``.
    public var description: String { hexString }

    /// Two lower-case hex digits for `value`.
    static func twoHexDigits(_ value: UInt8) -> String {
        let digits = Array("0123456789abcdef")
        return String([digits[Int(value >> 4)], digits[Int(value & 0x0F)]])
    }
}
