import SelectionCore
import Testing

@Suite struct ColourPaletteTests {
    @Test(
        arguments: [
            (0, Colour(red: 0, green: 0, blue: 0)),
            (1, Colour(red: 205, green: 0, blue: 0)),
            (7, Colour(red: 229, green: 229, blue: 229)),
            (8, Colour(red: 127, green: 127, blue: 127)),
            (12, Colour(red: 92, green: 92, blue: 255)),
            (15, Colour(red: 255, green: 255, blue: 255)),
            (16, Colour(red: 0, green: 0, blue: 0)),
            (21, Colour(red: 0, green: 0, blue: 255)),
            (67, Colour(red: 95, green: 135, blue: 175)),
            (196, Colour(red: 255, green: 0, blue: 0)),
            (231, Colour(red: 255, green: 255, blue: 255)),
            (232, Colour(red: 8, green: 8, blue: 8)),
            (244, Colour(red: 128, green: 128, blue: 128)),
            (255, Colour(red: 238, green: 238, blue: 238)),
        ] as [(UInt8, Colour)])
    func xtermPaletteEntries(index: UInt8, colour: Colour) {
        #expect(Colour(xtermIndex: index) == colour)
    }

    @Test func paletteHasCubeThenGreys() {
        #expect(Colour.xtermPalette.count == 256)
        #expect(Array(Colour.xtermPalette[0..<16]) == Colour.xtermSystemPalette)
        let greys = Colour.xtermPalette[232...].map(\.red)
        #expect(greys == [8, 18, 28, 38, 48, 58, 68, 78, 88, 98, 108, 118, 128, 138, 148, 158, 168, 178, 188, 198, 208, 218, 228, 238])
    }

    // Expected indices cross-checked with an independent brute-force script over the same metric.
    @Test(
        arguments: [
            (Colour(red: 255, green: 0, blue: 0), 196, 9),
            (Colour(red: 0, green: 255, blue: 0), 46, 10),
            (Colour(red: 0, green: 0, blue: 255), 21, 4),
            (Colour(red: 130, green: 128, blue: 126), 244, 8),
            (Colour(red: 128, green: 0, blue: 0), 88, 1),
            (Colour(red: 250, green: 250, blue: 250), 231, 15),
            (Colour(red: 5, green: 5, blue: 5), 232, 0),
            (Colour(red: 255, green: 128, blue: 0), 208, 3),
            (Colour(red: 18, green: 52, blue: 86), 237, 0),
            (Colour(red: 100, green: 149, blue: 237), 69, 12),
            (Colour(red: 250, green: 128, blue: 114), 209, 8),
            (Colour(red: 75, green: 0, blue: 130), 54, 4),
            (Colour(red: 0, green: 0, blue: 0), 16, 0),
            (Colour(red: 255, green: 255, blue: 255), 231, 15),
            (Colour(red: 47, green: 48, blue: 49), 236, 0),
            (Colour(red: 96, green: 96, blue: 96), 59, 8),
            (Colour(red: 0, green: 95, blue: 0), 22, 0),
            (Colour(red: 200, green: 100, blue: 50), 167, 8),
        ] as [(Colour, UInt8, UInt8)])
    func nearestIndices(colour: Colour, xterm256: UInt8, ansi16: UInt8) {
        #expect(colour.nearestXterm256Index == xterm256)
        #expect(colour.nearestANSI16Index == ansi16)
    }

    @Test func everyCubeAndGreyEntryIsItsOwnNearest() {
        let misses = (16...255).filter { Colour(xtermIndex: UInt8($0)).nearestXterm256Index != UInt8($0) }
        #expect(misses == [])
    }

    @Test func everySystemColourIsItsOwnNearest() {
        let misses = (0..<16).filter { Colour.xtermSystemPalette[$0].nearestANSI16Index != UInt8($0) }
        #expect(misses == [])
    }

    @Test func nearest256MatchesBruteForceSearch() {
        // The fast search measures 8 cube corners and the greys; compare with all 240 entries.
        var mismatches: [Colour] = []
        for red in stride(from: 0, through: 255, by: 15) {
            for green in stride(from: 0, through: 255, by: 15) {
                for blue in stride(from: 0, through: 255, by: 15) {
                    let colour = Colour(red: UInt8(red), green: UInt8(green), blue: UInt8(blue))
                    let brute = (16...255).min { a, b in
                        let da = colour.perceptualDistance(to: Colour(xtermIndex: UInt8(a)))
                        let db = colour.perceptualDistance(to: Colour(xtermIndex: UInt8(b)))
                        return da == db ? a < b : da < db
                    }
                    if colour.nearestXterm256Index != brute.map(UInt8.init) { mismatches.append(colour) }
                }
            }
        }
        #expect(mismatches == [])
    }

    @Test func distanceIsZeroOnlyForEqualColoursAndSymmetric() {
        let a = Colour(red: 10, green: 200, blue: 30)
        let b = Colour(red: 40, green: 20, blue: 250)
        #expect(a.perceptualDistance(to: a) == 0)
        #expect(a.perceptualDistance(to: b) == b.perceptualDistance(to: a))
        #expect(a.perceptualDistance(to: b) > 0)
    }

    @Test func greenDifferencesWeighMoreThanBlue() {
        let black = Colour(red: 0, green: 0, blue: 0)
        #expect(
            black.perceptualDistance(to: Colour(red: 0, green: 50, blue: 0))
                > black.perceptualDistance(to: Colour(red: 0, green: 0, blue: 50)))
    }
}
