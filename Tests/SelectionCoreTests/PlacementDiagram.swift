import SelectionCore

/// Draws a screen, an anchor and a laid-out popover as text, one character per cell, so that a
/// placement test can compare the whole picture:
///
/// ```
/// .AAAA.....   .  screen          A  anchor
/// .+-^--+...   +  border corner   -| border
/// .|####|...   #  popover inside  ^ v < >  arrow, pointing at the anchor
/// .+----+...
/// ```
enum PlacementDiagram {
    static func draw(screen: Size, anchor: Rect, popover: PopoverLayout.Popover?) -> String {
        guard screen.width > 0, screen.height > 0 else { return "" }
        var grid = Array(repeating: Array(repeating: Character("."), count: screen.width), count: screen.height)
        func put(_ character: Character, x: Int, y: Int) {
            guard x >= 0, y >= 0, x < screen.width, y < screen.height else { return }
            grid[y][x] = character
        }
        for y in anchor.y..<max(anchor.y, anchor.maxY) {
            for x in anchor.x..<max(anchor.x, anchor.maxX) { put("A", x: x, y: y) }
        }
        if let popover {
            let frame = popover.frame
            for y in frame.y..<max(frame.y, frame.maxY) {
                for x in frame.x..<max(frame.x, frame.maxX) {
                    let isVerticalEdge = x == frame.x || x == frame.maxX - 1
                    let isHorizontalEdge = y == frame.y || y == frame.maxY - 1
                    put(isVerticalEdge && isHorizontalEdge ? "+" : isHorizontalEdge ? "-" : isVerticalEdge ? "|" : "#", x: x, y: y)
                }
            }
            if let arrow = popover.arrow {
                let glyph: Character =
                    switch arrow.edge {
                    case .top: "^"
                    case .bottom: "v"
                    case .left: "<"
                    case .right: ">"
                    }
                put(glyph, x: arrow.cell.x, y: arrow.cell.y)
            }
        }
        return grid.map { String($0) }.joined(separator: "\n")
    }

    /// Lays out and draws in one go; `nil` drawing when the answer is a modal.
    static func layout(
        _ layout: PopoverLayout = PopoverLayout(),
        screen: Size,
        anchor: Rect,
        size: Size,
        contentRows: Int
    ) -> (result: PopoverLayout.Result, drawing: String?) {
        let result = layout.layout(
            anchor: anchor, size: size, contentRows: contentRows,
            within: Rect(x: 0, y: 0, width: screen.width, height: screen.height))
        guard case .popover(let popover) = result else { return (result, nil) }
        return (result, draw(screen: screen, anchor: anchor, popover: popover))
    }
}
