import SelectionCore
import SelectionTerminal

/// Draws an option's image in a row of text: a colour swatch as two full blocks in its colour
/// (`██`), a picture as half-block cells (`▀`, foreground = top pixel, background = bottom pixel).
///
/// ```swift
/// ImageCells(.swatch(Colour(rgb: 0xff0000))).render(into: &buffer, at: Point(x: 3, y: 1), background: theme.popover)
/// ```
public struct ImageCells: Sendable {
    /// The image to draw.
    public var image: OptionImage

    /// The columns an image takes in a row of text.
    public static let width = 2

    /// Creates an image drawer.
    public init(_ image: OptionImage) {
        self.image = image
    }

    /// Draws the image's ``width`` cells at `origin`, one row high, nothing outside `clip`.
    ///
    /// - Parameters:
    ///   - origin: The first column and the row.
    ///   - background: The row's style: its background shows behind translucent pixels.
    ///   - clip: The only area that may change.
    /// - Returns: The column after the image.
    @discardableResult
    public func render(into buffer: inout Buffer, at origin: Point, background: Style, clip: Rect? = nil) -> Int {
        switch image {
        case .swatch(let colour):
            let cell = Cell("█", style: Style(foreground: .rgb(colour), background: background.background))
            for column in 0..<Self.width {
                buffer.set(cell, at: Point(x: origin.x + column, y: origin.y), clip: clip)
            }
        case .picture(let picture):
            let behind = background.background.approximateRGB ?? Colour(red: 0, green: 0, blue: 0)
            let cells = picture.halfBlockCells(columns: Self.width, rows: 1, over: behind).first ?? []
            for (column, half) in cells.enumerated() {
                let cell = Cell("▀", style: Style(foreground: .rgb(half.top), background: .rgb(half.bottom)))
                buffer.set(cell, at: Point(x: origin.x + column, y: origin.y), clip: clip)
            }
        }
        return origin.x + Self.width
    }
}
