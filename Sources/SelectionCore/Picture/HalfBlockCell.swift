/// One terminal cell of a picture drawn with the upper half block `▀`: the glyph's foreground
/// paints the ``top`` pixel, the cell's background the ``bottom`` one, so a cell shows two
/// pixels stacked and the pixels come out roughly square.
///
/// ```swift
/// for row in picture.halfBlockCells(columns: 8, rows: 4, over: background) {
///     for cell in row { draw("▀", foreground: cell.top, background: cell.bottom) }
/// }
/// ```
package struct HalfBlockCell: Sendable, Hashable, CustomStringConvertible {
    /// The upper pixel's colour: the glyph's foreground.
    package var top: Colour
    /// The lower pixel's colour: the cell's background.
    package var bottom: Colour

    /// Creates a cell from its two pixels' colours.
    package init(top: Colour, bottom: Colour) {
        self.top = top
        self.bottom = bottom
    }

    /// `#rrggbb/#rrggbb`, top first.
    package var description: String { "\(top.hexString)/\(bottom.hexString)" }
}
