import SelectionCore
import SelectionTerminal

/// A table's rows as aligned lines of text (docs/behaviour.md §17, TBL-03): each cell padded to
/// its column's width or cut with `…`, two spaces between columns, the widths fitted to the
/// screen by `TableColumnFitting`. Line breaks and tabs in a cell are drawn as spaces.
///
/// ```swift
/// let text = TableRowText(columns: ["Name", "Role"], rows: [["Ada", "Engineer"]], width: 40)
/// text.header          // "Name  Role    "
/// text.line(of: 0)     // "Ada   Engineer"
/// ```
package struct TableRowText: Sendable {
    /// The column names.
    package let columns: [String]
    /// The cells, row by row (a short row is padded with empty cells).
    package let rows: [[String]]
    /// Each column's width in cells.
    package let widths: [Int]

    /// The space between columns.
    package static let gap = 2

    /// Lays out `rows` under `columns` in `width` cells.
    package init(columns: [String], rows: [[String]], width: Int) {
        let count = max(columns.count, rows.map(\.count).max() ?? 0)
        func cell(_ row: [String], _ index: Int) -> String { index < row.count ? Self.flattened(row[index]) : "" }
        self.columns = (0..<count).map { cell(columns, $0) }
        self.rows = rows
        var natural = self.columns.map { Buffer.displayWidth(of: $0) }
        for row in rows {
            for index in 0..<min(row.count, count) {
                natural[index] = max(natural[index], Buffer.displayWidth(of: Self.flattened(row[index])))
            }
        }
        widths = TableColumnFitting.widths(natural: natural, available: width, gap: Self.gap)
    }

    /// The column names, aligned.
    package var header: String { aligned(columns) }

    /// Row `index`, aligned.
    package func line(of index: Int) -> String {
        aligned(rows[index].map(Self.flattened))
    }

    private func aligned(_ cells: [String]) -> String {
        var parts: [String] = []
        for (index, width) in widths.enumerated() {
            let text = index < cells.count ? cells[index] : ""
            parts.append(Self.fitted(text, width: width))
        }
        // Every line as wide as the table (trailing spaces kept): a list sized to the rows it
        // shows first would otherwise cut a longer value further down.
        return parts.joined(separator: String(repeating: " ", count: Self.gap))
    }

    /// `text` padded to `width` cells, or cut with `…` to fit.
    package static func fitted(_ text: String, width: Int) -> String {
        let measured = Buffer.displayWidth(of: text)
        if measured <= width { return text + String(repeating: " ", count: width - measured) }
        guard width > 0 else { return "" }
        var kept = ""
        var used = 0
        for character in text {
            let cells = Buffer.displayWidth(of: String(character))
            if used + cells > width - 1 { break }
            kept.append(character)
            used += cells
        }
        return kept + "…" + String(repeating: " ", count: max(0, width - 1 - used))
    }

    /// `text` with line breaks and tabs as spaces.
    static func flattened(_ text: String) -> String {
        String(text.map { $0.isNewline || $0 == "\t" ? " " : $0 })
    }
}
