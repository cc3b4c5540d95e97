/// An opaque 24-bit sRGB colour.
///
/// ```swift
/// let blue = Colour(red: 0, green: 0, blue: 255)
/// ```
public struct Colour: Sendable, Hashable {
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
}
