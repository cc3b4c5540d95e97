import SelectionCore
import Testing

/// Picture: generated pixels, row-major storage, bounds.
@Suite struct PictureTests {
    @Test func pixelRuleIsAskedRowByRow() {
        var visits: [String] = []
        let picture = Picture(width: 3, height: 2) { x, y in
            visits.append("\(x),\(y)")
            return .grey(UInt8(10 * y + x))
        }
        #expect(visits == ["0,0", "1,0", "2,0", "0,1", "1,1", "2,1"])
        #expect(picture == Picture(width: 3, height: 2, pixels: [.grey(0), .grey(1), .grey(2), .grey(10), .grey(11), .grey(12)]))
        #expect(picture[2, 1] == .grey(12))
    }

    @Test func greyRGBAndRGBAPixels() {
        let picture = Picture(width: 3, height: 1) { x, _ in
            switch x {
            case 0: .grey(7)
            case 1: .rgb(1, 2, 3)
            default: .rgba(4, 5, 6, 7)
            }
        }
        #expect(
            picture.pixels == [
                Pixel(red: 7, green: 7, blue: 7, alpha: 255),
                Pixel(red: 1, green: 2, blue: 3, alpha: 255),
                Pixel(red: 4, green: 5, blue: 6, alpha: 7),
            ])
    }

    @Test func colourRuleMakesOpaquePixels() {
        let picture = Picture(width: 2, height: 1) { x, _ in Colour(rgb: x == 0 ? 0xFF0000 : 0x0000FF) }
        #expect(picture.pixels == [Pixel(Colour(rgb: 0xFF0000)), Pixel(Colour(rgb: 0x0000FF))])
    }

    @Test func throwingRuleRethrows() {
        struct Stop: Error, Equatable {}
        #expect(throws: Stop()) {
            _ = try Picture(width: 2, height: 2) { x, y throws in
                if x == 1, y == 1 { throw Stop() }
                return Pixel.clear
            }
        }
    }

    @Test func missingPixelsAreTransparentAndExtraOnesIgnored() {
        #expect(Picture(width: 2, height: 2, pixels: [.grey(1)]).pixels == [.grey(1), .clear, .clear, .clear])
        #expect(Picture(width: 1, height: 1, pixels: [.grey(1), .grey(2)]).pixels == [.grey(1)])
    }

    @Test(arguments: [(-1, 3), (3, -1), (0, 5), (5, 0)])
    func degenerateSizesAreEmpty(width: Int, height: Int) {
        let picture = Picture(width: width, height: height) { _, _ in .grey(1) }
        #expect(picture == Picture(width: 0, height: 0, pixels: []))
        #expect(picture.isEmpty)
    }

    @Test(arguments: [(-1, 0), (0, -1), (2, 0), (0, 2)])
    func outsideIsTransparent(x: Int, y: Int) {
        #expect(Picture(width: 2, height: 2) { _, _ in .grey(9) }[x, y] == .clear)
    }

    @Test(arguments: [
        (Pixel.rgba(255, 0, 0, 128), Colour(rgb: 0x0000FF), Colour(rgb: 0x80007F)),
        (Pixel.rgba(255, 0, 0, 0), Colour(rgb: 0x0000FF), Colour(rgb: 0x0000FF)),
        (Pixel.rgba(255, 0, 0, 255), Colour(rgb: 0x0000FF), Colour(rgb: 0xFF0000)),
        (Pixel.grey(200, alpha: 51), Colour(rgb: 0x000000), Colour(rgb: 0x282828)),
    ])
    func compositingBlendsStraightAlpha(pixel: Pixel, background: Colour, expected: Colour) {
        #expect(pixel.composited(over: background) == expected)
    }
}
