import SelectionMatching
import SelectionTerminal
import Testing

@testable import SelectionUI

/// A feed with an ``ItemShaper`` shapes each record once as it arrives, however the bytes are cut:
/// the store holds the shaped text, the rest is kept beside it by index, and header lines are
/// shaped as header lines.
@Suite struct ItemFeedShapingTests {
    private static let shaper = ItemShaper(
        item: { record in
            var item = ShapedItem()
            item.valueBytes = record
            item.isPreselected = record.first == UInt8(ascii: "b")
            return ShapedRecord(text: record.map { $0 >= 0x61 && $0 <= 0x7A ? $0 - 0x20 : $0 }, item: item)
        },
        header: { record in (record + Array("!".utf8), [StyledCharacters(characters: 0..<1, style: .plain)]) })

    @Test(arguments: [1, 2, 3, 64])
    func eachRecordIsShapedOnceWhateverTheChunks(chunkSize: Int) {
        let feed = ItemFeed(headerLines: 1, shaper: Self.shaper)
        let bytes = Array("head\na:1\nb:2\nc".utf8)
        var start = 0
        while start < bytes.count {
            feed.append(bytes[start..<min(bytes.count, start + chunkSize)])
            start += chunkSize
        }
        let reading = feed.snapshot()
        #expect(reading.store.count == 2)
        feed.finish()
        let snapshot = feed.snapshot()
        #expect(feed.header.map { String(decoding: $0, as: UTF8.self) } == ["head!"])
        #expect((0..<snapshot.store.count).map { snapshot.store.string(at: $0) } == ["A:1", "B:2", "C"])
        let shaped = snapshot.shaped
        #expect(shaped?.count == 3)
        #expect(shaped?[1].valueBytes == Array("b:2".utf8))
        #expect(shaped.map { items in (0..<3).map { items[$0].isPreselected } } == [false, true, false])
        #expect(shaped?.headerStyles[0]?.count == 1)
    }

    @Test func aFeedWithoutAShaperKeepsNothingBeside() {
        let feed = ItemFeed(lines: ["a", "b"])
        #expect(feed.snapshot().shaped == nil)
    }
}
