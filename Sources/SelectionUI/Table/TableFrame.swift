import SelectionTerminal

/// A table printed once, without a prompt (gum `table --print`): the header and the rows,
/// aligned, inside a border of one of gum's styles (docs/behaviour.md §17, TBL-08). Cells are
/// sanitised: what is printed is for a terminal to show, so no control sequence passes.
///
/// ```swift
/// let name = [Array("Name".utf8)], ada = [Array("Ada".utf8)]
/// let text = TableRowText(columns: name, rows: [ada], width: 80)
/// TableFrame(border: .rounded).lines(header: text.cells(of: name), rows: [text.cells(of: ada)], widths: text.widths)
/// // ["╭──────╮", "│ Name │", "├──────┤", "│ Ada  │", "╰──────╯"]
/// ```
package struct TableFrame: Sendable, Equatable {
    /// gum's border styles.
    package enum Border: String, Sendable, CaseIterable {
        /// Rounded corners (gum's default).
        case rounded
        /// Heavy lines.
        case thick
        /// Light lines, square corners.
        case normal
        /// Spaces where the lines would be.
        case hidden
        /// Double lines.
        case double
        /// No border: columns two spaces apart.
        case none
    }

    /// The border drawn.
    package var border: Border

    /// A frame of `border`.
    package init(border: Border) {
        self.border = border
    }

    /// The glyphs of a border: horizontal, vertical, then the corners and joints row by row
    /// (top left, top joint, top right, middle left, cross, middle right, bottom left, bottom
    /// joint, bottom right).
    private var glyphs: [Character] {
        switch border {
        case .rounded: Array("─│╭┬╮├┼┤╰┴╯")
        case .thick: Array("━┃┏┳┓┣╋┫┗┻┛")
        case .normal: Array("─│┌┬┐├┼┤└┴┘")
        case .double: Array("═║╔╦╗╠╬╣╚╩╝")
        case .hidden, .none: Array("           ")
        }
    }

    /// The printed lines: `header` and `rows` hold each cell already fitted to its width.
    package func lines(header: [String], rows: [[String]], widths: [Int]) -> [String] {
        if border == .none { return ([header] + rows).map { $0.joined(separator: "  ") } }
        let glyph = glyphs
        func rule(_ left: Character, _ joint: Character, _ right: Character) -> String {
            String(left) + widths.map { String(repeating: glyph[0], count: $0 + 2) }.joined(separator: String(joint)) + String(right)
        }
        func row(_ cells: [String]) -> String {
            let bar = String(glyph[1])
            return bar + cells.map { " " + $0 + " " }.joined(separator: bar) + bar
        }
        return [rule(glyph[2], glyph[3], glyph[4]), row(header), rule(glyph[5], glyph[6], glyph[7])] + rows.map(row)
            + [rule(glyph[8], glyph[9], glyph[10])]
    }
}

extension TableRowText {
    /// `cells` each fitted to its column's width and sanitised, as ``TableFrame`` prints them.
    package func cells(of cells: [[UInt8]]) -> [String] {
        widths.enumerated().map { index, width in
            // Sanitised before it is fitted, so a removed control takes no cell.
            Self.fitted(Sanitiser.sanitise(Self.flattened(index < cells.count ? cells[index] : [])), width: width)
        }
    }
}
