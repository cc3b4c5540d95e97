/// How a list's rows are laid out on screen, which decides what the arrow keys do (NAV-09).
///
/// ```swift
/// // A colour palette, eight swatches to a line.
/// ListConfiguration(layout: .grid(columns: 8))
/// ```
public enum ListLayout: Sendable, Equatable {
    /// One option per line: Up/Down move; Left/Right do nothing.
    case vertical
    /// All options on one line (a horizontal menu or segmented control): Left/Right take the
    /// roles of Up/Down; Up/Down do nothing.
    case horizontal
    /// Rows fill lines of `columns` cells, left to right then top to bottom (a palette):
    /// Left/Right move by one, Up/Down by a line. The viewport counts lines.
    case grid(columns: Int)
}
