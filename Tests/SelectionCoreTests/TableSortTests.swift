import Testing

@testable import SelectionCore

/// Sorting a table's rows by a column (§17, TBL-07).
@Suite struct TableSortTests {
    static func rows(_ cells: [String?]) -> [[[UInt8]]] {
        cells.map { cell in cell.map { [Array("x".utf8), Array($0.utf8)] } ?? [Array("x".utf8)] }
    }

    @Test func numbersByValueThenTextIgnoringCaseThenEmptyCells_TBL07() {
        let rows = Self.rows(["10", "b", "", "9", "A", "-2.5", nil, "a", "2.50"])
        // 0:"10" 1:"b" 2:"" 3:"9" 4:"A" 5:"-2.5" 6:missing 7:"a" 8:"2.50"
        #expect(TableSort(column: 1).order(of: rows) == [5, 8, 3, 0, 4, 7, 1, 2, 6])
        // Descending: the greatest first; equal cells ("A", "a") and empty ones keep the table's order.
        #expect(TableSort(column: 1, isDescending: true).order(of: rows) == [1, 4, 7, 0, 3, 8, 5, 2, 6])
    }

    @Test func aColumnPastTheRowsLeavesTheTablesOrder_TBL07() {
        let rows = Self.rows(["b", "a"])
        #expect(TableSort(column: 5).order(of: rows) == [0, 1])
        #expect(TableSort(column: 0).order(of: []) == [])
    }

    @Test func textThatOnlyStartsWithDigitsIsText_TBL07() {
        let rows = Self.rows(["2x", "10", "1.2.3", "+3", "."])
        #expect(TableSort(column: 1).order(of: rows) == [3, 1, 4, 2, 0])
    }
}
