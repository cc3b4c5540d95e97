import Testing

@testable import SelectionUI

/// A streamed list's unfiltered order: ranked items first (by rank, then as they came), then the
/// rest as they came, or newest first when reversed; rows and items map both ways; and ranks
/// read from a memory list items as ``ChoiceMemory/order(_:at:)`` does.
@Suite struct UnfilteredOrderTests {
    private func rows(_ order: UnfilteredOrder, count: Int, reversed: Bool = false) -> [Int] {
        (0..<count).map { order.item(ofRow: $0, count: count, isReversed: reversed) }
    }

    @Test func withoutRanksARowIsItsItem() {
        let order = UnfilteredOrder()
        #expect(order.isPlain)
        #expect(rows(order, count: 4) == [0, 1, 2, 3])
        #expect(rows(order, count: 4, reversed: true) == [3, 2, 1, 0])
        #expect(order.row(ofItem: 4, count: 4, isReversed: false) == nil)
    }

    @Test func rankedItemsComeFirstByRankThenAsTheyCame() {
        var order = UnfilteredOrder()
        order.add(1, rank: 1)
        order.add(3, rank: 0)
        order.add(4, rank: 1)
        #expect(rows(order, count: 7) == [3, 1, 4, 0, 2, 5, 6])
        #expect(rows(order, count: 7, reversed: true) == [3, 1, 4, 6, 5, 2, 0])
    }

    @Test(arguments: [false, true])
    func rowsAndItemsMapBothWays(reversed: Bool) {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<200 {
            var order = UnfilteredOrder()
            let count = Int.random(in: 0..<40, using: &generator)
            for index in 0..<count where Int.random(in: 0..<4, using: &generator) == 0 {
                order.add(index, rank: Int.random(in: 0..<3, using: &generator))
            }
            let listed = rows(order, count: count, reversed: reversed)
            #expect(listed.sorted() == Array(0..<count))
            for (row, item) in listed.enumerated() {
                #expect(order.row(ofItem: item, count: count, isReversed: reversed) == row)
            }
        }
    }

    @Test func ranksFromAMemoryListItemsAsItsOrderDoes() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<100 {
            var memory = ChoiceMemory()
            let names = (0..<8).map { [UInt8(0x61 + $0)] }
            for time in 0..<Int.random(in: 1..<12, using: &generator) {
                let chosen = names.filter { _ in Int.random(in: 0..<3, using: &generator) == 0 }
                memory.record(chosen, at: Int64(time * Int.random(in: 1..<5_000, using: &generator)))
            }
            let items = (0..<12).map { _ in names.randomElement(using: &generator) ?? [] }
            let ranks = memory.ranks(at: 50_000)
            var order = UnfilteredOrder()
            var ranked: Set<[UInt8]> = []
            for (index, item) in items.enumerated() {
                if let rank = ranks[item], ranked.insert(item).inserted { order.add(index, rank: rank) }
            }
            #expect(rows(order, count: items.count) == memory.order(items, at: 50_000))
        }
    }
}
