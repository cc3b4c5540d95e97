import SelectionCore
import SelectionTerminal

/// A table's rows as aligned lines of bytes (docs/behaviour.md §17, TBL-03): each cell padded to
/// its column's width or cut with `…`, two spaces between columns, the widths fitted to the
/// screen by `TableColumnFitting` (or given, as gum's `--widths`). Line breaks and tabs in a cell
/// are drawn as spaces.
///
/// Made for 100,000 rows: cells are bytes, and a cell of printable ASCII (the common case) is
/// measured and cut by counting bytes; only other cells are decoded and measured character by
/// character.
///
/// ```swift
/// let text = TableRowText(columns: [Array("Name".utf8), Array("Role".utf8)], rows: [[Array("Ada".utf8), Array("Engineer".utf8)]], width: 40)
/// text.header                              // "Name  Role    "
/// String(decoding: text.line(of: [Array("Ada".utf8), Array("Engineer".utf8)]), as: UTF8.self)   // "Ada   Engineer"
/// ```
package struct TableRowText: Sendable {
    /// The column names, flattened.
    package let columns: [String]
    /// Each column's width in cells.
    package let widths: [Int]

    /// The space between columns.
    package static let gap = 2

    /// Lays out `rows` under `columns` in `width` cells; `fixed` widths (gum's `--widths`), where
    /// given and above zero, are kept as they are instead of measured and fitted.
    package init(columns: [[UInt8]], rows: [[[UInt8]]], width: Int, fixed: [Int] = []) {
        var count = columns.count
        for row in rows where row.count > count { count = row.count }
        self.columns = (0..<count).map { $0 < columns.count ? Self.flattened(columns[$0]) : "" }
        var natural = self.columns.map { Buffer.displayWidth(of: $0) }
        for row in rows {
            for index in row.indices {
                let cells = Self.displayWidth(of: row[index])
                if cells > natural[index] { natural[index] = cells }
            }
        }
        var widths = TableColumnFitting.widths(natural: natural, available: width, gap: Self.gap)
        for (index, given) in fixed.enumerated() where index < widths.count && given > 0 { widths[index] = given }
        self.widths = widths
    }

    /// The column names, aligned.
    package var header: String {
        String(decoding: line(of: columns.map { Array($0.utf8) }), as: UTF8.self)
    }

    /// One row, aligned (every line as wide as the table, trailing spaces kept: a list sized to
    /// the rows it shows first would otherwise cut a longer value further down).
    package func line(of cells: [[UInt8]]) -> [UInt8] {
        var bytes: [UInt8] = []
        append(cells, to: &bytes)
        return bytes
    }

    /// Every row, aligned, each followed by a line feed.
    package func lines(of rows: [[[UInt8]]]) -> [UInt8] {
        lines(of: rows, in: rows.indices)
    }

    /// The rows at `order`, aligned, each followed by a line feed (no reordered copy of the rows).
    package func lines<Order: Collection<Int>>(of rows: [[[UInt8]]], in order: Order) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(order.count * (widths.reduce(0, +) + widths.count * Self.gap + 1))
        for index in order {
            append(rows[index], to: &bytes)
            bytes.append(0x0A)
        }
        return bytes
    }

    private func append(_ cells: [[UInt8]], to bytes: inout [UInt8]) {
        for (index, width) in widths.enumerated() {
            if index > 0 {
                bytes.append(0x20)
                bytes.append(0x20)
            }
            Self.appendFitted(index < cells.count ? cells[index] : [], width: width, to: &bytes)
        }
    }

    /// True for bytes that are printable ASCII: one cell each, nothing to flatten.
    private static func isPlain(_ cell: [UInt8]) -> Bool {
        cell.withUnsafeBufferPointer { buffer in
            var index = 0
            while index < buffer.count {
                let byte = buffer[index]
                if byte < 0x20 || byte >= 0x7F { return false }
                index += 1
            }
            return true
        }
    }

    /// The cells `cell` takes on screen, flattened.
    package static func displayWidth(of cell: [UInt8]) -> Int {
        isPlain(cell) ? cell.count : Buffer.displayWidth(of: flattened(cell))
    }

    /// `cell` padded to `width` cells, or cut with `…` to fit, appended to `bytes`.
    package static func appendFitted(_ cell: [UInt8], width: Int, to bytes: inout [UInt8]) {
        guard isPlain(cell) else {
            bytes.append(contentsOf: fitted(flattened(cell), width: width).utf8)
            return
        }
        if cell.count <= width {
            bytes.append(contentsOf: cell)
            for _ in cell.count..<width { bytes.append(0x20) }
        } else if width > 0 {
            bytes.append(contentsOf: cell[..<(width - 1)])
            bytes.append(contentsOf: [0xE2, 0x80, 0xA6])  // …
        }
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

    /// `cell` as text, with line breaks and tabs as spaces.
    static func flattened(_ cell: [UInt8]) -> String {
        String(String(decoding: cell, as: UTF8.self).map { $0.isNewline || $0 == "\t" ? " " : $0 })
    }
}
