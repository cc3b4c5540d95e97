import SelectionCore
import Testing

/// The built-in generated pictures, drawn as alpha maps: `#` opaque, `+` partly covered, `.` clear.
@Suite struct PictureSamplesTests {
    let red = Colour(rgb: 0xFF0000)
    let white = Colour(rgb: 0xFFFFFF)

    func coverage(_ picture: Picture) -> String {
        (0..<picture.height).map { y in
            String(
                (0..<picture.width).map { x -> Character in
                    let alpha = picture[x, y].alpha
                    return alpha == 255 ? "#" : alpha == 0 ? "." : "+"
                })
        }.joined(separator: "\n")
    }

    @Test func checkerboard() {
        let picture = Picture.checkerboard(width: 5, height: 3, square: 2, red, white)
        let map = (0..<3).map { y in String((0..<5).map { x in picture[x, y].colour == red ? "R" : "W" }) }
        #expect(map == ["RRWWR", "RRWWR", "WWRRW"])
        #expect(picture.pixels.allSatisfy { $0.isOpaque })
    }

    @Test func horizontalGradientEndsOnBothColours() {
        let picture = Picture.gradient(width: 5, height: 1, from: Colour(rgb: 0x000000), to: Colour(rgb: 0xFF0A01))
        #expect(picture.pixels.map(\.hexString) == ["#000000ff", "#400300ff", "#800501ff", "#bf0801ff", "#ff0a01ff"])
    }

    @Test func verticalGradientDescends() {
        let picture = Picture.gradient(width: 1, height: 3, from: white, to: Colour(rgb: 0x000000), direction: .vertical)
        #expect(picture.pixels.map(\.hexString) == ["#ffffffff", "#808080ff", "#000000ff"])
    }

    @Test func singleColumnGradientIsTheStartColour() {
        #expect(Picture.gradient(width: 1, height: 1, from: red, to: white).pixels == [Pixel(red)])
    }

    /// A diameter-8 disc touches the middle of each edge fully; its corners stay clear.
    @Test func discIsRoundWithSoftEdges() {
        #expect(
            coverage(Picture.disc(diameter: 8, colour: red)) == """
                .++##++.
                ++####++
                +######+
                ########
                ########
                +######+
                ++####++
                .++##++.
                """)
    }

    @Test func heartHasTwoLobesAndAPoint() {
        #expect(
            coverage(Picture.heart(size: 11, colour: red)) == """
                ..++...++..
                .+##+++##+.
                +#########+
                +#########+
                +#########+
                .+#######+.
                .+#######+.
                ..+#####+..
                ..++###++..
                ....+++....
                ...........
                """)
    }

    @Test func stripesLikeAFlag() {
        let colours = [Colour(rgb: 0x000000), Colour(rgb: 0xDD0000), Colour(rgb: 0xFFCE00)]
        let picture = Picture.stripes(colours, width: 2, height: 7)
        #expect(
            (0..<7).map { picture[1, $0].colour } == [colours[0], colours[0], colours[1], colours[1], colours[2], colours[2], colours[2]])
        #expect(Picture.stripes([], width: 2, height: 2).pixels == [.clear, .clear, .clear, .clear])
    }

    @Test func swatchIsOneColour() {
        #expect(Picture.swatch(red, width: 3, height: 1) == Picture(width: 3, height: 1, pixels: [Pixel(red), Pixel(red), Pixel(red)]))
    }
}
