/// A small raster image, stored row by row, drawn in the terminal with half-block cells.
///
/// Pictures are generated, not loaded: the caller gives the size and a rule for each pixel.
///
/// ```swift
/// let ramp = Picture(width: 8, height: 8) { x, y in .grey(UInt8(x * 255 / 7)) }
/// let dot = Picture(width: 8, height: 8) { x, y in
///     (x - 4) * (x - 4) + (y - 4) * (y - 4) < 12 ? .rgb(255, 0, 0) : .clear
/// }
/// let cells = dot.halfBlockCells(columns: 8, rows: 4, over: Colour(rgb: 0x000000))
/// ```
public struct Picture: Sendable, Hashable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// `width * height` pixels, row-major from the top-left.
    public let pixels: [Pixel]

    /// Creates a picture from row-major pixels; missing pixels are transparent, extra ones ignored.
    /// Negative sizes count as 0.
    public init(width: Int, height: Int, pixels: [Pixel]) {
        let w = max(0, width)
        let h = max(0, height)
        let count = w.multipliedReportingOverflow(by: h).overflow ? 0 : w * h
        var stored = Array(pixels.prefix(count))
        if stored.count < count {
            stored.append(contentsOf: repeatElement(Pixel.clear, count: count - stored.count))
        }
        self.width = count == 0 ? 0 : w
        self.height = count == 0 ? 0 : h
        self.pixels = stored
    }

    /// Creates a picture by asking `pixel` for the colour at every column `x` and row `y`,
    /// row by row from the top-left.
    ///
    /// ```swift
    /// let checker = Picture(width: 4, height: 4) { x, y in (x + y) % 2 == 0 ? .grey(0) : .grey(255) }
    /// ```
    public init(width: Int, height: Int, _ pixel: (_ x: Int, _ y: Int) throws -> Pixel) rethrows {
        let w = max(0, width)
        let h = max(0, height)
        var generated: [Pixel] = []
        generated.reserveCapacity(w * h)
        for y in 0..<h {
            for x in 0..<w { generated.append(try pixel(x, y)) }
        }
        self.init(width: w, height: h, pixels: generated)
    }

    /// Creates an opaque picture by asking `colour` for the colour at every column `x` and row `y`.
    public init(width: Int, height: Int, colour: (_ x: Int, _ y: Int) throws -> Colour) rethrows {
        try self.init(width: width, height: height) { x, y in Pixel(try colour(x, y)) }
    }

    /// The pixel at column `x`, row `y`; transparent outside the picture.
    public subscript(x: Int, y: Int) -> Pixel {
        guard x >= 0, y >= 0, x < width, y < height else { return Pixel.clear }
        return pixels[y * width + x]
    }

    /// True when the picture has no pixels.
    public var isEmpty: Bool { pixels.isEmpty }
}
