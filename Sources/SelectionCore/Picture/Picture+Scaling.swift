extension Picture {
    /// How ``Picture/scaled(width:height:filter:)`` picks each new pixel.
    package enum ScalingFilter: Sendable, Hashable {
        /// The source pixel under the new pixel's centre: crisp edges, good for pixel art and upscaling.
        case nearest
        /// The average of every source pixel the new pixel covers, weighted by the area covered and
        /// by alpha: smooth, good for shrinking. Exact integer arithmetic.
        case box
    }

    /// The picture resampled to `width` × `height` pixels; an empty picture when either is ≤ 0.
    ///
    /// ```swift
    /// let icon = Picture.disc(diameter: 32, colour: Colour(rgb: 0xFF0000)).scaled(width: 8, height: 8)
    /// ```
    package func scaled(width newWidth: Int, height newHeight: Int, filter: ScalingFilter = .box) -> Picture {
        guard newWidth > 0, newHeight > 0 else { return Picture(width: 0, height: 0, pixels: []) }
        if newWidth == width, newHeight == height { return self }
        guard !isEmpty else { return Picture(width: newWidth, height: newHeight, pixels: []) }
        switch filter {
        case .nearest:
            return Picture(width: newWidth, height: newHeight) { x, y in
                // The source pixel under the centre of the new one: ⌊(2x + 1) · w / 2W⌋.
                self[(2 * x + 1) * width / (2 * newWidth), (2 * y + 1) * height / (2 * newHeight)]
            }
        case .box:
            let columns = Self.coverage(from: width, to: newWidth)
            let rows = Self.coverage(from: height, to: newHeight)
            return Picture(width: newWidth, height: newHeight) { x, y in boxAverage(columns: columns[x], rows: rows[y]) }
        }
    }

    /// For each destination index, the source indices it covers and by how much.
    ///
    /// Measured in units of 1/(source · destination): destination pixel `d` spans
    /// `[d · source, (d + 1) · source)` and source pixel `s` spans `[s · destination, (s + 1) · destination)`,
    /// so every overlap is a whole number and the weights of one destination pixel sum to `source`.
    static func coverage(from source: Int, to destination: Int) -> [[(index: Int, weight: Int)]] {
        (0..<destination).map { d in
            let start = d * source
            let end = start + source
            let first = start / destination
            let last = (end - 1) / destination
            return (first...last).map { s in
                let overlap = min(end, (s + 1) * destination) - max(start, s * destination)
                return (index: s, weight: overlap)
            }
        }
    }

    /// The alpha-weighted average of the source pixels covered, so transparent pixels lend no colour.
    private func boxAverage(columns: [(index: Int, weight: Int)], rows: [(index: Int, weight: Int)]) -> Pixel {
        var (red, green, blue, alpha, total) = (0, 0, 0, 0, 0)
        for row in rows {
            for column in columns {
                let weight = row.weight * column.weight
                let pixel = self[column.index, row.index]
                let opacity = Int(pixel.alpha) * weight
                red += Int(pixel.red) * opacity
                green += Int(pixel.green) * opacity
                blue += Int(pixel.blue) * opacity
                alpha += opacity
                total += weight
            }
        }
        guard alpha > 0, total > 0 else { return Pixel.clear }
        func rounded(_ sum: Int, _ divisor: Int) -> UInt8 { UInt8((sum + divisor / 2) / divisor) }
        return Pixel(red: rounded(red, alpha), green: rounded(green, alpha), blue: rounded(blue, alpha), alpha: rounded(alpha, total))
    }
}
