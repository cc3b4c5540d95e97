/// One pixel of a ``Picture``: straight (not premultiplied) sRGB with alpha.
public struct Pixel: Sendable, Hashable {
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
}

/// A small raster image, stored row by row, drawn in the terminal with half-block cells.
public struct Picture: Sendable, Hashable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// `width * height` pixels, row-major from the top-left.
    public let pixels: [Pixel]

    /// Creates a picture from row-major pixels; missing pixels are transparent, extra ones ignored.
    public init(width: Int, height: Int, pixels: [Pixel]) {
        let w = max(0, width)
        let h = max(0, height)
        var stored = Array(pixels.prefix(w * h))
        if stored.count < w * h {
            stored.append(contentsOf: repeatElement(Pixel(red: 0, green: 0, blue: 0, alpha: 0), count: w * h - stored.count))
        }
        self.width = w
        self.height = h
        self.pixels = stored
    }

    /// The pixel at column `x`, row `y`; transparent outside the picture.
    public subscript(x: Int, y: Int) -> Pixel {
        guard x >= 0, y >= 0, x < width, y < height else { return Pixel(red: 0, green: 0, blue: 0, alpha: 0) }
        return pixels[y * width + x]
    }
}
