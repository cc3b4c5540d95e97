extension Picture {
    /// Which way a ``gradient(width:height:from:to:direction:)`` runs.
    package enum GradientDirection: Sendable, Hashable {
        /// From the left column to the right column.
        case horizontal
        /// From the top row to the bottom row.
        case vertical
    }

    /// A picture of one colour, for a colour swatch beside an option's label.
    ///
    /// ```swift
    /// Picture.swatch(Colour(rgb: 0xFF0000), width: 4, height: 2)
    /// ```
    package static func swatch(_ colour: Colour, width: Int = 4, height: Int = 2) -> Picture {
        Picture(width: width, height: height) { _, _ in Pixel(colour) }
    }

    /// A checkerboard of `square`-pixel squares, `first` at the top-left.
    ///
    /// ```swift
    /// Picture.checkerboard(width: 8, height: 8, square: 2, Colour(rgb: 0x000000), Colour(rgb: 0xFFFFFF))
    /// ```
    package static func checkerboard(width: Int = 8, height: Int = 8, square: Int = 1, _ first: Colour, _ second: Colour) -> Picture {
        let side = max(1, square)
        return Picture(width: width, height: height) { x, y in
            Pixel((x / side + y / side) % 2 == 0 ? first : second)
        }
    }

    /// A linear gradient from `start` on the first column (or row) to `end` on the last,
    /// each channel interpolated and rounded to nearest.
    ///
    /// ```swift
    /// Picture.gradient(width: 16, height: 2, from: Colour(rgb: 0x000000), to: Colour(rgb: 0xFFFFFF))
    /// ```
    package static func gradient(
        width: Int, height: Int, from start: Colour, to end: Colour, direction: GradientDirection = .horizontal
    ) -> Picture {
        let steps = max(1, (direction == .horizontal ? width : height) - 1)
        // A weighted sum of two non-negative channels, rounded half up: the same colours either way round.
        func mix(_ a: UInt8, _ b: UInt8, _ step: Int) -> UInt8 {
            UInt8((Int(a) * (steps - step) + Int(b) * step + steps / 2) / steps)
        }
        return Picture(width: width, height: height) { x, y in
            let step = direction == .horizontal ? x : y
            return .rgb(mix(start.red, end.red, step), mix(start.green, end.green, step), mix(start.blue, end.blue, step))
        }
    }

    /// Horizontal bands of equal height, top to bottom, like a flag; the last band takes any
    /// rows left over.
    ///
    /// ```swift
    /// Picture.stripes([Colour(rgb: 0x000000), Colour(rgb: 0xDD0000), Colour(rgb: 0xFFCE00)], width: 10, height: 6)
    /// ```
    package static func stripes(_ colours: [Colour], width: Int, height: Int) -> Picture {
        guard !colours.isEmpty else { return Picture(width: width, height: height, pixels: []) }
        let band = max(1, height / colours.count)
        return Picture(width: width, height: height) { _, y in Pixel(colours[min(colours.count - 1, y / band)]) }
    }

    /// A filled circle of `colour` on transparency, its edge anti-aliased through the alpha.
    ///
    /// ```swift
    /// Picture.disc(diameter: 8, colour: Colour(rgb: 0x00FF00))
    /// ```
    package static func disc(diameter: Int, colour: Colour) -> Picture {
        let radius = Double(max(0, diameter)) / 2
        return covered(width: diameter, height: diameter, colour: colour) { u, v in
            let (dx, dy) = (u - radius, v - radius)
            return dx * dx + dy * dy <= radius * radius
        }
    }

    /// A heart of `colour` on transparency, `size` pixels square, its edge anti-aliased.
    ///
    /// The shape is the implicit curve `(x² + y² − 1)³ − x² y³ ≤ 0`.
    package static func heart(size: Int, colour: Colour) -> Picture {
        let side = Double(max(1, size))
        return covered(width: size, height: size, colour: colour) { u, v in
            // Map the pixel square onto x ∈ [−1.3, 1.3], y ∈ [−1.175, 1.425] (y upward): the curve spans
            // x ∈ [−1.14, 1.14], y ∈ [−1, 1.25], so this centres it with a small margin.
            let x = (u / side) * 2.6 - 1.3
            let y = 1.425 - (v / side) * 2.6
            let a = x * x + y * y - 1
            return a * a * a - x * x * y * y * y <= 0
        }
    }

    /// Samples = 4 × 4 points per pixel.
    static let samplesPerAxis = 4

    /// A picture whose alpha at each pixel is the share of 4×4 sample points that `inside` accepts,
    /// in pixel coordinates (`u` across, `v` down, the pixel `x, y` spanning `[x, x+1) × [y, y+1)`).
    static func covered(width: Int, height: Int, colour: Colour, inside: (_ u: Double, _ v: Double) -> Bool) -> Picture {
        let n = samplesPerAxis
        return Picture(width: width, height: height) { x, y in
            var hits = 0
            for sy in 0..<n {
                for sx in 0..<n {
                    let u = Double(x) + (Double(sx) + 0.5) / Double(n)
                    let v = Double(y) + (Double(sy) + 0.5) / Double(n)
                    if inside(u, v) { hits += 1 }
                }
            }
            let samples = n * n
            return Pixel(colour, alpha: UInt8((hits * 255 + samples / 2) / samples))
        }
    }
}
