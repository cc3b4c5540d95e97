// The xterm palettes, and the nearest palette entry for any 24-bit colour.
//
// xterm-256 is three blocks:
//
//     0 ... 15   the 16 system colours (the ANSI 8 and their bright forms)
//    16 ... 231  a 6×6×6 colour cube: 16 + 36·r + 6·g + b, each level in 0, 95, 135, 175, 215, 255
//   232 ... 255  24 greys: 8 + 10·i for i in 0 ... 23 (8, 18, ..., 238)
//
// The RGB values of the 16 system colours are xterm's defaults (its `XTerm*color0..15`
// resources). Many users re-theme those 16, so a terminal's real colours for 0 ... 15 are
// unknowable; that is why the nearest 256-colour index is chosen from the cube and the greys
// only, whose values every xterm-compatible terminal keeps.

extension Colour {
    /// The six channel levels of the xterm 6×6×6 colour cube (indices 16–231).
    package static let xtermCubeLevels: [UInt8] = [0, 95, 135, 175, 215, 255]

    /// xterm's default RGB values for the 16 system colours, by index.
    ///
    /// Black, red, green, yellow, blue, magenta, cyan, white, then their bright forms: the
    /// values xterm ships with. Terminal themes often change them; the values are used only to
    /// choose the nearest of the 16 when a terminal has no more colours than these.
    public static let xtermSystemPalette: [Colour] = [
        Colour(red: 0, green: 0, blue: 0),  // 0 black
        Colour(red: 205, green: 0, blue: 0),  // 1 red
        Colour(red: 0, green: 205, blue: 0),  // 2 green
        Colour(red: 205, green: 205, blue: 0),  // 3 yellow
        Colour(red: 0, green: 0, blue: 238),  // 4 blue
        Colour(red: 205, green: 0, blue: 205),  // 5 magenta
        Colour(red: 0, green: 205, blue: 205),  // 6 cyan
        Colour(red: 229, green: 229, blue: 229),  // 7 white
        Colour(red: 127, green: 127, blue: 127),  // 8 bright black (grey)
        Colour(red: 255, green: 0, blue: 0),  // 9 bright red
        Colour(red: 0, green: 255, blue: 0),  // 10 bright green
        Colour(red: 255, green: 255, blue: 0),  // 11 bright yellow
        Colour(red: 92, green: 92, blue: 255),  // 12 bright blue
        Colour(red: 255, green: 0, blue: 255),  // 13 bright magenta
        Colour(red: 0, green: 255, blue: 255),  // 14 bright cyan
        Colour(red: 255, green: 255, blue: 255),  // 15 bright white
    ]

    /// The RGB value of every xterm-256 palette index, 0–255.
    ///
    /// ```swift
    /// Colour.xtermPalette[196]  // Colour(red: 255, green: 0, blue: 0)
    /// Colour.xtermPalette[244]  // Colour(red: 128, green: 128, blue: 128)
    /// ```
    public static let xtermPalette: [Colour] = {
        var palette = xtermSystemPalette
        palette.reserveCapacity(256)
        for red in xtermCubeLevels {
            for green in xtermCubeLevels {
                for blue in xtermCubeLevels {
                    palette.append(Colour(red: red, green: green, blue: blue))
                }
            }
        }
        for step in 0..<24 {
            let level = UInt8(8 + 10 * step)
            palette.append(Colour(red: level, green: level, blue: level))
        }
        return palette
    }()

    /// Creates the colour xterm shows for palette index `index`.
    ///
    /// ```swift
    /// Colour(xtermIndex: 21)  // Colour(red: 0, green: 0, blue: 255)
    /// ```
    public init(xtermIndex index: UInt8) {
        self = Colour.xtermPalette[Int(index)]
    }

    /// How far apart two colours look: the squared "redmean" distance.
    ///
    /// A weighted Euclidean distance in sRGB whose red and blue weights slide with the mean red
    /// of the pair (Thiadmer Riemersma's low-cost approximation, compuphase.com/cmetric.htm):
    ///
    ///     r̄ = (R₁ + R₂) / 2
    ///     d² = (2 + r̄/256)·ΔR² + 4·ΔG² + (2 + (255 − r̄)/256)·ΔB²
    ///
    /// It tracks perceived difference far better than plain RGB distance (green differences
    /// count double, blue matters less among reds), costs a handful of integer operations, and
    /// needs no colour-space conversion. Computed in integers, scaled by 256; only the order of
    /// distances matters.
    ///
    /// - Parameter other: The colour to compare with.
    /// - Returns: 0 for equal colours, larger the further apart they look.
    public func perceptualDistance(to other: Colour) -> Int {
        let meanRed = (Int(red) + Int(other.red)) / 2
        let deltaRed = Int(red) - Int(other.red)
        let deltaGreen = Int(green) - Int(other.green)
        let deltaBlue = Int(blue) - Int(other.blue)
        return (512 + meanRed) * deltaRed * deltaRed
            + 1024 * deltaGreen * deltaGreen
            + (767 - meanRed) * deltaBlue * deltaBlue
    }

    /// The xterm-256 index, 16–255, whose colour looks nearest to this one.
    ///
    /// Chosen from the colour cube and the grey ramp by ``perceptualDistance(to:)``; the 16
    /// system colours (0–15) are never chosen because themes redefine them. Ties go to the lower
    /// index.
    ///
    /// ```swift
    /// Colour(red: 255, green: 0, blue: 0).nearestXterm256Index     // 196
    /// Colour(red: 130, green: 128, blue: 126).nearestXterm256Index // 244 (grey 128)
    /// ```
    public var nearestXterm256Index: UInt8 {
        // The nearest cube entry lies at one of the two levels bracketing each channel (a
        // level further out is at least 40 away on that axis, which the sliding red weight can
        // never repay), so 8 corners of the cube stand in for its 216 entries.
        let palette = Colour.xtermPalette
        var best = 16
        var bestDistance = Int.max
        func consider(_ index: Int) {
            let distance = perceptualDistance(to: palette[index])
            if distance < bestDistance || (distance == bestDistance && index < best) {
                best = index
                bestDistance = distance
            }
        }
        for r in Colour.cubeNeighbours(of: red) {
            for g in Colour.cubeNeighbours(of: green) {
                for b in Colour.cubeNeighbours(of: blue) {
                    consider(16 + 36 * r + 6 * g + b)
                }
            }
        }
        // The grey nearest under a weighted metric need not be the one nearest the plain mean
        // of the channels ((0,255,0) is nearest grey 118, not 88), so measure all 24.
        for index in 232...255 {
            consider(index)
        }
        return UInt8(best)
    }

    /// The index, 0–15, of the xterm system colour that looks nearest to this one.
    ///
    /// Measured by ``perceptualDistance(to:)`` against ``xtermSystemPalette``; ties go to the
    /// lower index.
    ///
    /// ```swift
    /// Colour(red: 255, green: 0, blue: 0).nearestANSI16Index  // 9 (bright red)
    /// Colour(red: 128, green: 0, blue: 0).nearestANSI16Index  // 1 (red)
    /// ```
    public var nearestANSI16Index: UInt8 {
        var best = 0
        var bestDistance = Int.max
        for (index, candidate) in Colour.xtermSystemPalette.enumerated() {
            let distance = perceptualDistance(to: candidate)
            if distance < bestDistance {
                best = index
                bestDistance = distance
            }
        }
        return UInt8(best)
    }

    /// The cube level indices (0–5) worth measuring for one channel: the levels on either side.
    private static func cubeNeighbours(of channel: UInt8) -> [Int] {
        let value = Int(channel)
        // Levels 0, 95, 135, ... : find the last level not above the value.
        var lower = 0
        for (index, level) in xtermCubeLevels.enumerated() where Int(level) <= value {
            lower = index
        }
        return lower == 5 ? [5] : [lower, lower + 1]
    }
}
