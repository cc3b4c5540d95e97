extension Picture {
    /// The picture as `rows` × `columns` half-block cells: scaled to `columns` × `2·rows` pixels,
    /// then each pair of pixel rows folded into one cell row, top pixel over bottom pixel, every
    /// pixel blended over `background` (a terminal cell cannot be translucent).
    ///
    /// ```
    ///   pixel rows          cells (▀: foreground = top, background = bottom)
    ///   0  a b c            a/d  b/e  c/f
    ///   1  d e f
    ///   2  g h i            g/j  h/k  i/l
    ///   3  j k l
    /// ```
    ///
    /// - Parameters:
    ///   - columns: Cells across; one pixel each.
    ///   - rows: Cells down; two pixels each.
    ///   - background: The colour behind transparent and translucent pixels.
    ///   - filter: How the picture is resampled.
    /// - Returns: `rows` arrays of `columns` cells; empty when either is ≤ 0.
    package func halfBlockCells(columns: Int, rows: Int, over background: Colour, filter: ScalingFilter = .box) -> [[HalfBlockCell]] {
        guard columns > 0, rows > 0 else { return [] }
        let scaled = scaled(width: columns, height: 2 * rows, filter: filter)
        return (0..<rows).map { row in
            (0..<columns).map { column in
                HalfBlockCell(
                    top: scaled[column, 2 * row].composited(over: background),
                    bottom: scaled[column, 2 * row + 1].composited(over: background)
                )
            }
        }
    }

    /// The picture at its own size as half-block cells: `width` columns by `⌈height / 2⌉` rows;
    /// an odd last pixel row sits over `background`.
    package func halfBlockCells(over background: Colour) -> [[HalfBlockCell]] {
        let rows = (height + 1) / 2
        guard width > 0, rows > 0 else { return [] }
        return (0..<rows).map { row in
            (0..<width).map { column in
                HalfBlockCell(
                    top: self[column, 2 * row].composited(over: background),
                    bottom: self[column, 2 * row + 1].composited(over: background)
                )
            }
        }
    }

    /// The largest cell size, at most `maximum`, that shows the picture undistorted with half
    /// blocks (one pixel per column, two per row), keeping at least one cell each way.
    ///
    /// ```swift
    /// Picture(width: 32, height: 16, pixels: []).fittedCellSize(within: Size(width: 8, height: 8))   // 8x2
    /// ```
    package func fittedCellSize(within maximum: Size) -> Size {
        guard width > 0, height > 0, maximum.width > 0, maximum.height > 0 else { return Size(width: 0, height: 0) }
        // Scale so that width ≤ columns and height ≤ 2 · rows, whichever binds first (exact fractions).
        let byWidth = (numerator: maximum.width, denominator: width)
        let byHeight = (numerator: 2 * maximum.height, denominator: height)
        let scale = byWidth.numerator * byHeight.denominator <= byHeight.numerator * byWidth.denominator ? byWidth : byHeight
        let columns = max(1, min(maximum.width, width * scale.numerator / scale.denominator))
        let pixelRows = height * scale.numerator / scale.denominator
        let rows = max(1, min(maximum.height, (pixelRows + 1) / 2))
        return Size(width: columns, height: rows)
    }
}
