import SelectionCore
import SelectionTerminal

/// Draws an option's image in a row of text: a colour swatch as full blocks in its colour
/// (`██`), a picture as half-block cells (`▀`, foreground = top pixel, background = bottom pixel).
///
/// In one line an image takes two cells. In a row several lines tall (`ListConfiguration.rowHeight`)
/// it takes a box twice as wide as it is tall, which is about square on screen: a swatch fills
/// the box; a picture is scaled to the largest size that keeps its aspect
/// (`Picture.fittedCellSize(within:)`) and centred in it.
///
/// ```
///  rowHeight 1      rowHeight 4: an 8×8 picture in 8 columns × 4 lines (8 pixel rows)
///  ▀▀ Heart         ▀▀▀▀▀▀▀▀
///                   ▀▀▀▀▀▀▀▀ Heart
///                   ▀▀▀▀▀▀▀▀
///                   ▀▀▀▀▀▀▀▀
/// ```
///
/// ```swift
/// ImageCells(.swatch(Colour(rgb: 0xff0000))).render(into: &buffer, at: Point(x: 3, y: 1), background: theme.popover)
/// ImageCells(.picture(.heart(size: 8, colour: red)))
///     .render(into: &buffer, in: Rect(origin: Point(x: 3, y: 1), size: ImageCells.size(lines: 4)), background: theme.popover)
/// ```
package struct ImageCells: Sendable {
    /// The image to draw.
    package var image: OptionImage

    /// The columns an image takes in a row of text one line tall.
    package static let width = 2

    /// Creates an image drawer.
    package init(_ image: OptionImage) {
        self.image = image
    }

    /// The box an image takes in a row `lines` lines tall: ``width`` columns per line, so that
    /// it is about square on screen (a cell is about twice as tall as it is wide).
    ///
    /// ```swift
    /// ImageCells.size(lines: 1)   // 2×1
    /// ImageCells.size(lines: 4)   // 8×4
    /// ```
    package static func size(lines: Int) -> Size {
        let lines = max(1, lines)
        return Size(width: width * lines, height: lines)
    }

    /// Draws the image's ``width`` cells at `origin`, one row high, nothing outside `clip`.
    ///
    /// - Parameters:
    ///   - buffer: The buffer to draw into.
    ///   - origin: The first column and the row.
    ///   - background: The row's style: its background shows behind translucent pixels.
    ///   - clip: The only area that may change.
    /// - Returns: The column after the image.
    @discardableResult
    package func render(into buffer: inout Buffer, at origin: Point, background: Style, clip: Rect? = nil) -> Int {
        render(into: &buffer, in: Rect(x: origin.x, y: origin.y, width: Self.width, height: 1), background: background, clip: clip)
    }

    /// Draws the image in `box` (usually ``size(lines:)`` big), nothing outside `clip`.
    ///
    /// A swatch fills the box. A picture in a box one line tall fills it (there is no room to
    /// keep its aspect); in a taller box it takes the largest size that keeps its aspect,
    /// centred, and the rest of the box keeps what was under it (the row's background).
    /// Translucent pixels are blended over the row's background colour. Over the terminal's
    /// default background, whose colour is unknown, a pixel less than half opaque leaves it
    /// showing (`▄` or a blank where the upper or both halves are clear) and the others are
    /// blended over black.
    ///
    /// - Parameters:
    ///   - buffer: The buffer to draw into.
    ///   - box: The cells the image may take.
    ///   - background: The row's style: its background shows behind translucent pixels.
    ///   - clip: The only area that may change.
    /// - Returns: The column after the box.
    @discardableResult
    package func render(into buffer: inout Buffer, in box: Rect, background: Style, clip: Rect? = nil) -> Int {
        guard box.width > 0, box.height > 0 else { return box.x + max(0, box.width) }
        switch image {
        case .swatch(let colour):
            let cell = Cell("█", style: Style(foreground: .rgb(colour), background: background.background))
            for y in box.y..<box.maxY {
                for x in box.x..<box.maxX { buffer.set(cell, at: Point(x: x, y: y), clip: clip) }
            }
        case .picture(let picture):
            let behind = background.background.approximateRGB ?? Colour(red: 0, green: 0, blue: 0)
            let size =
                box.height == 1
                ? Size(width: box.width, height: 1)
                : picture.fittedCellSize(within: Size(width: box.width, height: box.height))
            let origin = Point(x: box.x + (box.width - size.width) / 2, y: box.y + (box.height - size.height) / 2)
            guard size.width > 0, size.height > 0 else { break }
            // What halfBlockCells(columns:rows:over:) does, keeping alpha: over the terminal's
            // own background, whose colour is unknown, a pixel less than half opaque leaves that
            // background showing rather than a dark blend over black.
            let scaled = picture.scaled(width: size.width, height: 2 * size.height)
            let showsThrough = background.background.approximateRGB == nil
            func isClear(_ pixel: Pixel) -> Bool { showsThrough && pixel.alpha < 128 }
            for line in 0..<size.height {
                for column in 0..<size.width {
                    let top = scaled[column, 2 * line]
                    let bottom = scaled[column, 2 * line + 1]
                    let cell: Cell
                    switch (isClear(top), isClear(bottom)) {
                    case (true, true):
                        cell = .blank(background)
                    case (true, false):
                        // ▄: the lower half in the foreground, the row's background above it.
                        cell = Cell("▄", style: Style(foreground: .rgb(bottom.composited(over: behind)), background: background.background))
                    case (false, true):
                        cell = Cell("▀", style: Style(foreground: .rgb(top.composited(over: behind)), background: background.background))
                    case (false, false):
                        cell = Cell(
                            "▀",
                            style: Style(foreground: .rgb(top.composited(over: behind)), background: .rgb(bottom.composited(over: behind))))
                    }
                    buffer.set(cell, at: Point(x: origin.x + column, y: origin.y + line), clip: clip)
                }
            }
        }
        return box.maxX
    }
}
