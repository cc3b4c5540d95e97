import Testing

@testable import SelectionCore

/// Picture scaling: nearest neighbour and the exact box filter.
@Suite struct PictureScalingTests {
    /// One letter per grey level, so a whole picture compares as text.
    func letters(_ picture: Picture) -> String {
        (0..<picture.height).map { y in
            String(
                (0..<picture.width).map { x -> Character in
                    let pixel = picture[x, y]
                    return pixel.alpha == 0 ? "." : Character(Unicode.Scalar(UInt8(65 + Int(pixel.red) / 10)))
                })
        }.joined(separator: "\n")
    }

    let abcd = Picture(width: 2, height: 2, pixels: [.grey(0), .grey(10), .grey(20), .grey(30)])

    /// Each new pixel takes the source pixel under its centre; a centre on a boundary rounds down-right.
    @Test func nearestUpscaleRepeatsPixels() {
        #expect(
            letters(abcd.scaled(width: 4, height: 3, filter: .nearest)) == """
                AABB
                CCDD
                CCDD
                """)
    }

    @Test func nearestDownscaleSamplesCentres() {
        let ramp = Picture(width: 6, height: 1) { x, _ in .grey(UInt8(10 * x)) }
        #expect(letters(ramp.scaled(width: 3, height: 1, filter: .nearest)) == "BDF")
        #expect(letters(ramp.scaled(width: 4, height: 1, filter: .nearest)) == "ACDF")
    }

    @Test func boxAveragesWholeBlocks() {
        let picture = Picture(
            width: 4, height: 2,
            pixels: [
                .grey(0), .grey(20), .grey(100), .grey(100),
                .grey(40), .grey(20), .grey(100), .grey(200),
            ])
        #expect(picture.scaled(width: 2, height: 1).pixels == [.grey(20), .grey(125)])
    }

    /// 3 → 2: each new pixel takes one and a half old ones.
    @Test func boxWeighsPartialCoverage() {
        let picture = Picture(width: 3, height: 1, pixels: [.grey(0), .grey(90), .grey(180)])
        #expect(picture.scaled(width: 2, height: 1).pixels == [.grey(30), .grey(150)])
        #expect(Picture.coverage(from: 3, to: 2).map { $0.map { "\($0.index):\($0.weight)" } } == [["0:2", "1:1"], ["1:1", "2:2"]])
        #expect(Picture.coverage(from: 2, to: 4).map { $0.map { "\($0.index):\($0.weight)" } } == [["0:2"], ["0:2"], ["1:2"], ["1:2"]])
    }

    /// Transparent pixels lend no colour, only transparency.
    @Test func boxWeighsColourByAlpha() {
        let picture = Picture(width: 2, height: 1, pixels: [.rgb(255, 0, 0), .rgba(0, 0, 255, 0)])
        #expect(picture.scaled(width: 1, height: 1).pixels == [.rgba(255, 0, 0, 128)])
        let allClear = Picture(width: 2, height: 1, pixels: [.clear, .clear])
        #expect(allClear.scaled(width: 1, height: 1).pixels == [.clear])
    }

    @Test func sameSizeIsUnchanged() {
        #expect(abcd.scaled(width: 2, height: 2) == abcd)
    }

    @Test(arguments: [(0, 2), (2, 0), (-1, 2)])
    func emptyTargets(width: Int, height: Int) {
        #expect(abcd.scaled(width: width, height: height) == Picture(width: 0, height: 0, pixels: []))
    }

    @Test func emptySourceScalesToTransparency() {
        #expect(Picture(width: 0, height: 0, pixels: []).scaled(width: 2, height: 1).pixels == [.clear, .clear])
    }
}
