import SelectionCore
import Testing

/// Pictures as half-block cells: two pixel rows per cell, alpha blended over the background.
@Suite struct PictureHalfBlockTests {
    let black = Colour(rgb: 0x000000)
    let red = Colour(rgb: 0xFF0000)
    let blue = Colour(rgb: 0x0000FF)

    /// Each cell as `top/bottom` hex, rows on lines.
    func text(_ cells: [[HalfBlockCell]]) -> String {
        cells.map { $0.map(\.description).joined(separator: " ") }.joined(separator: "\n")
    }

    @Test func twoPixelRowsFoldIntoOneCellRow() {
        let picture = Picture(width: 2, height: 4) { x, y in .grey(UInt8(16 * (4 * y + x))) }
        #expect(
            text(picture.halfBlockCells(columns: 2, rows: 2, over: black)) == """
                #000000/#404040 #101010/#505050
                #808080/#c0c0c0 #909090/#d0d0d0
                """)
    }

    @Test func transparencyShowsTheBackground() {
        let picture = Picture(width: 2, height: 2, pixels: [.clear, .rgba(255, 0, 0, 128), .rgb(255, 0, 0), .rgba(0, 0, 0, 0)])
        #expect(
            picture.halfBlockCells(columns: 2, rows: 1, over: blue) == [
                [
                    HalfBlockCell(top: blue, bottom: red),
                    HalfBlockCell(top: Colour(rgb: 0x80007F), bottom: blue),
                ]
            ])
    }

    @Test func scalesToTheCellGrid() {
        let picture = Picture.checkerboard(width: 4, height: 4, square: 2, red, blue)
        #expect(
            text(picture.halfBlockCells(columns: 2, rows: 1, over: black, filter: .nearest)) == """
                #ff0000/#0000ff #0000ff/#ff0000
                """)
        #expect(text(picture.halfBlockCells(columns: 1, rows: 1, over: black)) == "#800080/#800080")
    }

    @Test func naturalSizeWithAnOddRow() {
        let picture = Picture(width: 1, height: 3) { _, y in y == 2 ? .rgb(255, 0, 0) : .grey(255) }
        #expect(
            text(picture.halfBlockCells(over: blue)) == """
                #ffffff/#ffffff
                #ff0000/#0000ff
                """)
    }

    @Test(arguments: [(0, 2), (2, 0), (-1, -1)])
    func noCellsForAnEmptyGrid(columns: Int, rows: Int) {
        #expect(Picture.swatch(red).halfBlockCells(columns: columns, rows: rows, over: black) == [])
    }

    @Test(arguments: [
        (Size(width: 32, height: 16), Size(width: 8, height: 8), Size(width: 8, height: 2)),
        (Size(width: 8, height: 8), Size(width: 8, height: 8), Size(width: 8, height: 4)),
        (Size(width: 8, height: 8), Size(width: 20, height: 2), Size(width: 4, height: 2)),
        (Size(width: 1, height: 100), Size(width: 10, height: 5), Size(width: 1, height: 5)),
        (Size(width: 100, height: 1), Size(width: 10, height: 5), Size(width: 10, height: 1)),
        (Size(width: 8, height: 8), Size(width: 0, height: 4), Size(width: 0, height: 0)),
    ])
    func fittedCellSizeKeepsTheAspect(picture: Size, maximum: Size, expected: Size) {
        #expect(Picture(width: picture.width, height: picture.height, pixels: []).fittedCellSize(within: maximum) == expected)
    }
}
