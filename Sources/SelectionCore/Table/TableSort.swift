/// The order of a table's rows by one column (docs/behaviour.md §17, TBL-07): numbers (cells
/// that read whole as decimal numbers, `-3`, `2.5`) by value and before text, text by its bytes
/// with ASCII letters folded to lower case, an empty cell last; rows with equal cells keep the
/// table's order, in both directions.
///
/// ```swift
/// let rows: [[[UInt8]]] = [[Array("10".utf8)], [Array("9".utf8)], [Array("b".utf8)], [Array("A".utf8)]]
/// TableSort(column: 0).order(of: rows)                      // [1, 0, 3, 2]: 9, 10, A, b
/// TableSort(column: 0, isDescending: true).order(of: rows)  // [2, 3, 0, 1]
/// ```
package struct TableSort: Sendable, Equatable {
    /// The column sorted by, from 0.
    package var column: Int
    /// Whether the greatest cell comes first.
    package var isDescending: Bool

    /// A sort by `column`.
    package init(column: Int, isDescending: Bool = false) {
        self.column = column
        self.isDescending = isDescending
    }

    /// The indices of `rows` in this order.
    package func order(of rows: [[[UInt8]]]) -> [Int] {
        let keys = rows.map { row in Key(column < row.count ? row[column] : []) }
        let descending = isDescending
        return rows.indices.sorted { left, right in
            let (a, b) = (keys[left], keys[right])
            if a.isEmpty != b.isEmpty { return b.isEmpty }
            if a == b { return left < right }
            return descending ? b < a : a < b
        }
    }

    /// A cell as it sorts.
    private struct Key: Equatable, Comparable {
        var number: Double?
        var text: [UInt8]

        var isEmpty: Bool { text.isEmpty }

        init(_ cell: [UInt8]) {
            text = cell.map { (0x41...0x5A).contains($0) ? $0 + 0x20 : $0 }
            number = Self.number(in: cell)
        }

        static func < (left: Key, right: Key) -> Bool {
            switch (left.number, right.number) {
            case (let a?, let b?): a < b
            case (.some, nil): true
            case (nil, .some): false
            case (nil, nil): left.text.lexicographicallyPrecedes(right.text)
            }
        }

        static func == (left: Key, right: Key) -> Bool {
            if let a = left.number, let b = right.number { return a == b }
            return left.number == nil && right.number == nil && left.text == right.text
        }

        /// A decimal number (an optional sign, digits, an optional fraction), or nil.
        private static func number(in cell: [UInt8]) -> Double? {
            var index = 0
            var negative = false
            if index < cell.count, cell[index] == 0x2D || cell[index] == 0x2B {
                negative = cell[index] == 0x2D
                index += 1
            }
            var value = 0.0
            var digits = 0
            var scale = 1.0
            var inFraction = false
            while index < cell.count {
                let byte = cell[index]
                if byte == 0x2E, !inFraction {
                    inFraction = true
                } else if (0x30...0x39).contains(byte) {
                    digits += 1
                    if inFraction {
                        scale /= 10
                        value += Double(byte - 0x30) * scale
                    } else {
                        value = value * 10 + Double(byte - 0x30)
                    }
                } else {
                    return nil
                }
                index += 1
            }
            guard digits > 0 else { return nil }
            return negative ? -value : value
        }
    }
}
