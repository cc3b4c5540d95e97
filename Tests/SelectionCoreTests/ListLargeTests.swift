import Testing

@testable import SelectionCore

@Suite struct ListLargeTests {
    private static let count = 1_000_000
    /// "apple 0", "banana 1", … — a first letter repeats every 26 rows.
    private static let words = [
        "apple", "banana", "cherry", "damson", "elder", "fig", "grape", "hazel", "ilama", "jujube", "kiwi", "lemon", "mango",
        "nectarine", "olive", "peach", "quince", "raisin", "sloe", "tangerine", "ugli", "vanilla", "walnut", "xigua", "yuzu", "ziziphus",
    ]
    private static let items: [ListItem<Int>] = (0..<count).map { .option(Choice("\(words[$0 % 26]) \($0)", value: $0)) }

    @Test func millionOptionListBuildsAndNavigates() {
        var list = ListState(items: Self.items, selectionMode: .single)
        #expect(list.sections == [ListSectionLayout(title: nil, selectionMode: .single, rows: 0..<Self.count)])
        #expect(list.send(.resize(availableRows: 10)) == [])
        #expect(list.send(.focus) == [.highlightChanged(0)])
        #expect(list.send(.moveDown) == [.highlightChanged(1)])
        #expect(list.send(.pageDown) == [.highlightChanged(10)])
        #expect(list.viewport.rows == 1..<11)
        #expect(list.send(.moveToLast) == [.highlightChanged(999_999)])
        #expect(list.viewport.rows == 999_990..<1_000_000)
        #expect(list.send(.moveDown) == [])
        #expect(list.send(.pageUp) == [.highlightChanged(999_990)])
        #expect(list.send(.scroll(by: -15)) == [.highlightChanged(999_984)])
        #expect(list.send(.moveToFirst) == [.highlightChanged(0)])
        #expect(list.send(.chooseHighlighted).count == 1)
        #expect(list.selectedRows == [0])
    }

    @Test func millionOptionListTypesAheadNearAndFar() {
        var list = ListState(items: Self.items, selectionMode: .single)
        list.send(.resize(availableRows: 10))
        list.send(.highlight(500_000))
        // Near: the next "cherry" is eight rows on, found by reading; no table is built.
        #expect(list.send(.typeahead("c", at: .seconds(1))) == [.highlightChanged(500_008)])
        #expect(!list.typeaheadCache.holdsTable(for: list.content))
        // Far: the first "cherry 9…" after the highlight is row 900,018, beyond a short read.
        #expect(list.send(.typeahead("h", at: .seconds(1) + .milliseconds(100))) == [])
        for (offset, character) in "erry 9".enumerated() {
            list.send(.typeahead(character, at: .seconds(1) + .milliseconds(200 + 100 * offset)))
        }
        #expect(list.highlighted == 900_018)
        #expect(list.typeaheadCache.holdsTable(for: list.content))
        // Nothing starts with "q7": no match, and the buffer resets.
        #expect(list.send(.typeahead("q", at: .seconds(5))).count == 1)
        #expect(list.send(.typeahead("7", at: .seconds(5) + .milliseconds(100))) == [])
        #expect(list.typeahead.text.isEmpty)
    }

    @Test func millionOptionListIsFilteredByReplacingItems() {
        var list = ListState(items: Self.items, selectionMode: .single, preselecting: .values([26]))
        list.send(.resize(availableRows: 10))
        list.send(.highlight(52))
        // What a filter for "apple" leaves: every 26th option.
        let apples = stride(from: 0, to: Self.count, by: 26).map { Self.items[$0] }
        #expect(list.replaceItems(apples) == [.highlightChanged(2)])
        #expect(list.selectedRows == [1])
        #expect(list.items.count == apples.count)
        #expect(list.send(.moveToLast) == [.highlightChanged(apples.count - 1)])
        list.send(.typeahead("a", at: .seconds(1)))
        #expect(list.highlighted == 0)
        // Back to everything: the highlight and the selection follow their options.
        #expect(list.replaceItems(Self.items) == [])
        #expect(list.highlighted == 0)
        #expect(list.selectedRows == [26])
    }

    @Test func millionRowsWithHeadersAndDisabledOptionsNavigateByTheirTables() {
        var items = Self.items
        items[0] = .header("Fruit")
        items[3] = .option(Choice("off", value: -1, disabled: "none left"))
        items[999_999] = .separator
        var list = ListState(items: items, selectionMode: .single)
        list.send(.resize(availableRows: 10))
        #expect(list.sections == [ListSectionLayout(title: "Fruit", selectionMode: .single, rows: 0..<Self.count)])
        #expect(list.send(.focus) == [.highlightChanged(1)])
        #expect(list.send(.moveDown) == [.highlightChanged(2)])
        #expect(list.send(.moveDown) == [.highlightChanged(4)])
        #expect(list.send(.moveToLast) == [.highlightChanged(999_998)])
        #expect(list.send(.typeahead("o", at: .seconds(1))) == [.highlightChanged(14)])
    }

    @Test(arguments: [0..<0, 0..<1, 0..<7, 3..<9])
    func rangeTableAnswersAsAnArrayTableDoes(range: Range<Int>) {
        let ranged = RowTable(range: range)
        let listed = RowTable(rows: Array(range))
        #expect(Array(ranged) == Array(listed))
        for row in -2...11 {
            #expect(ranged.first(atLeast: row) == listed.first(atLeast: row))
            #expect(ranged.last(atMost: row) == listed.last(atMost: row))
            #expect(ranged.firstPosition(atLeast: row) == listed.firstPosition(atLeast: row))
            for end in row...12 {
                #expect(Array(ranged.rows(in: row..<end)) == Array(listed.rows(in: row..<end)))
            }
        }
    }
}
