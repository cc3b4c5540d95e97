import SelectionCore
import SelectionTerminal

// Jump mode's labels (fzf's `jump`): drawn in the pointer's columns, in the pointer's colour, in
// place of the pointer and the gutter; a row without a label shows the gutter, the highlighted
// one too.
extension ListView {
    /// Draws the pointer's columns of `row` in jump mode, over what the row drew there.
    func drawJumpLabel(
        _ labels: [Int: Character], row: Int, at origin: Point, rowStyle style: Style, clip: Rect, into buffer: inout Buffer
    ) {
        let width = rowPrefix?.widths.pointer ?? 1
        let area = Rect(x: origin.x, y: origin.y, width: width, height: 1).intersection(clip)
        guard !area.isEmpty else { return }
        buffer.fill(area, with: .blank(style))
        if let label = labels[row] {
            buffer.write(String(label), at: origin, style: theme.pointer.map { $0.over(style) } ?? style, clip: area)
        } else if let gutter = rowPrefix?.gutter {
            buffer.write(gutter, at: origin, style: theme.gutter ?? style, clip: area)
        }
    }
}
