@testable import SelectionCore
import Testing

@Suite struct ListLargeTests {
    @Test func millionOptionListBuildsFastAndNavigates() {
        let items: [ListItem<Int>] = (0..<1_000_000).map { .option(Choice("item \($0)", value: $0)) }
        let clock = ContinuousClock()
        var list = ListState(items: items, selectionMode: .single)
        var elapsed = clock.measure {
            list = ListState(items: items, selectionMode: .single)
        }
        // Debug builds are slow; the release benchmark shows the real figure (well under 150 ms).
        #expect(elapsed < .seconds(3))
        _ = list.send(.resize(availableRows: 10))
        _ = list.send(.highlight(0))
        _ = list.send(.moveToLast)
        #expect(list.highlighted == 999_999)
        #expect(list.viewport.rows == 999_990..<1_000_000)
        _ = list.send(.pageUp)
        #expect(list.highlighted.map { $0 < 999_999 } == true)
        elapsed = clock.measure { _ = list.send(.typeahead("i", at: .seconds(10))) }
        #expect(list.highlighted != nil)
        _ = elapsed
    }

    @Test func copiesShareOneLazilyBuiltTypeaheadIndex() async {
        let items: [ListItem<Int>] = ["beta", "alpha", "gamma"].enumerated().map { .option(Choice($0.element, value: $0.offset)) }
        let list = ListState(items: items, selectionMode: .single)
        let rows = await withTaskGroup(of: Int?.self) { group in
            for _ in 0..<8 {
                group.addTask {
                    var copy = list
                    _ = copy.send(.highlight(0))
                    _ = copy.send(.typeahead("g", at: .seconds(1)))
                    return copy.highlighted
                }
            }
            var rows: [Int?] = []
            for await row in group { rows.append(row) }
            return rows
        }
        #expect(rows == Array(repeating: 2, count: 8))
    }
}
