import SelectionCore

extension ListPane {
    /// The pane a preview window asks for in a list that fills its area (full-screen, or a region of a set height).
    init(_ window: PreviewWindow) {
        switch window.side {
        case .left: side = .left
        case .right: side = .right
        case .top: side = .top
        case .bottom: side = .bottom
        }
        switch window.size {
        case .cells(let cells):
            // fzf's size in cells leaves out the border (and, beside the list, the blank columns
            // inside its lines and the scroll bar's column when there is no right line).
            var extra = 0
            if let shape = window.border {
                let sides = shape.resolvingLine(as: window.side.axis == .x ? .left : .top).sides
                if window.side.axis == .x {
                    extra = (sides.contains(.left) ? 2 : 0) + (sides.contains(.right) ? 2 : 1)
                } else {
                    extra = (sides.contains(.top) ? 1 : 0) + (sides.contains(.bottom) ? 1 : 0)
                }
            }
            extent = .cells(cells + extra)
        case .percent(let percent): extent = .percent(percent)
        }
    }
}
