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
        case .cells(let cells): extent = .cells(cells)
        case .percent(let percent): extent = .percent(percent)
        }
    }
}
