import SelectionMatching
import SelectionTerminal
import SelectionTesting
import Testing

@testable import SelectionUI

/// A feed that keeps only its latest items (`sel choose --tail N`, fzf's `--tail`), and a list
/// showing it: the count is the items kept, the highlight stays on its item while it is kept,
/// and an item checked is unchecked once it is dropped, as in fzf.
@Suite(.serialized) struct StreamingTailTests {
    private static func labels(_ store: ItemStore) -> [String] {
        (0..<store.count).map(store.string(at:))
    }

    @Test func theFeedKeepsTheLatestItemsAndStopsDroppingOnceThePromptFinished() {
        let feed = ItemFeed(shaper: nil, keepingLast: 3)
        feed.append(lines: ["a", "b"])
        #expect(Self.labels(feed.snapshot().store) == ["a", "b"])
        feed.append(lines: ["c", "d", "e"])
        feed.append(Array("f\ng".utf8))
        let kept = feed.snapshot().store
        #expect(Self.labels(kept) == ["d", "e", "f"])
        #expect(kept.droppedCount == 3)
        // Once stopped, the indices chosen must keep pointing at their items.
        feed.stop()
        feed.append(lines: ["h", "i"])
        let final = feed.snapshot().store
        #expect(Self.labels(final) == ["d", "e", "f", "gh", "i"])
        #expect(final.droppedCount == 3)
    }

    @Test func itemsShapedBesideTheStoreAreDroppedWithIt() {
        let shaper = ItemShaper(
            item: { record in
                var item = ShapedItem()
                item.label = "<" + String(decoding: record, as: UTF8.self) + ">"
                return ShapedRecord(text: record, item: item)
            },
            header: { ($0, []) })
        let feed = ItemFeed(headerLines: 1, shaper: shaper, keepingLast: 2)
        // More items than a chunk of shaped items holds, so whole chunks go too.
        feed.append(lines: ["header"] + (0..<10_000).map { "item\($0)" })
        let snapshot = feed.snapshot()
        #expect(feed.header == [Array("header".utf8)])
        #expect(Self.labels(snapshot.store) == ["item9998", "item9999"])
        #expect(snapshot.shaped?.count == 2)
        #expect(snapshot.shaped?[0].label == "<item9998>")
        #expect(snapshot.shaped?[1].label == "<item9999>")
        feed.append(lines: ["last"])
        let next = feed.snapshot()
        #expect((0..<2).map { next.shaped?[$0].label } == ["<item9999>", "<last>"])
    }

    @Test func theHighlightStaysOnItsItemWhileItIsKept() {
        let feed = ItemFeed(shaper: nil, keepingLast: 3)
        var driver = PromptDriver(DropDown(feed: feed), terminal: VirtualTerminal(width: 40, height: 12))
        feed.append(lines: ["one", "two", "three"])
        driver.awaitBackground()
        driver.press(.down)
        #expect(driver.prompt.state.list.highlightedOption?.label == "two")
        feed.append(lines: ["four"])
        driver.advance(by: .milliseconds(20))
        driver.awaitBackground()
        #expect(driver.prompt.state.list.items.compactMap { $0.option?.label } == ["two", "three", "four"])
        #expect(driver.prompt.state.list.highlightedOption?.label == "two")
        #expect(driver.snapshot.trimmedLines.first?.hasSuffix("⠋ 3") == true)
        feed.append(lines: ["five", "six"])
        driver.advance(by: .milliseconds(20))
        driver.awaitBackground()
        // Its item gone, the highlight goes back to the first row.
        #expect(driver.prompt.state.list.items.compactMap { $0.option?.label } == ["four", "five", "six"])
        #expect(driver.prompt.state.list.highlightedOption?.label == "four")
        driver.press(.down)
        driver.press(.enter)
        #expect(driver.result == .chosen(1))
    }

    @Test func aCheckedItemIsUncheckedOnceDropped() {
        let feed = ItemFeed(shaper: nil, keepingLast: 3)
        let configuration = ListPromptConfiguration(keyMap: .multiSelect)
        var driver = PromptDriver(MultiSelect(feed: feed, configuration: configuration), terminal: VirtualTerminal(width: 40, height: 12))
        feed.append(lines: ["apple", "banana", "avocado"])
        driver.awaitBackground()
        driver.press(.space)
        driver.press(.down)
        driver.press(.down)
        driver.press(.space)
        #expect(driver.prompt.state.list.selectedOptions.map(\.label) == ["apple", "avocado"])
        feed.append(lines: ["cherry"])
        driver.advance(by: .milliseconds(20))
        driver.awaitBackground()
        #expect(driver.prompt.state.list.items.compactMap { $0.option?.label } == ["banana", "avocado", "cherry"])
        #expect(driver.prompt.state.list.selectedOptions.map(\.label) == ["avocado"])
        #expect(driver.prompt.state.list.highlightedOption?.label == "avocado")
        driver.press(.enter)
        #expect(driver.result == .chosen([1]))
    }

    @Test func theQueryResultFollowsTheItemsKept() {
        let feed = ItemFeed(shaper: nil, keepingLast: 3)
        var driver = PromptDriver(
            DropDown(feed: feed, configuration: ListPromptConfiguration(filters: true)), terminal: VirtualTerminal(width: 40, height: 12))
        feed.append(lines: ["apple", "banana", "avocado"])
        driver.awaitBackground()
        driver.type("a")
        #expect(driver.prompt.state.list.items.count == 3)
        feed.append(lines: ["cherry", "apricot"])
        driver.advance(by: .milliseconds(20))
        driver.awaitBackground()
        // avocado, cherry and apricot are kept, and "a" matches two of them.
        #expect(driver.prompt.state.list.items.compactMap { $0.option?.label } == ["avocado", "apricot"])
        #expect(driver.snapshot.trimmedLines.contains { $0.contains("/ a") && $0.contains("2/3") })
        driver.press(.down)
        driver.press(.enter)
        #expect(driver.result == .chosen(2))
    }

    @Test func aFastProducerWaitsForTheNextSnapshotOnceTheListHoldsIndices() {
        let feed = ItemFeed(shaper: nil, keepingLast: 10)
        // 64 KiB of 1,024 lines of 64 bytes.
        let piece = (0..<(1 << 16)).map { $0 % 64 == 63 ? UInt8(0x0A) : UInt8(ascii: "y") }
        // Before any snapshot nobody holds an index: 8 MiB are read at once, the oldest dropped.
        for _ in 0..<128 { feed.append(piece) }
        #expect(feed.snapshot().store.count == 10)
        let progress = Locked(0)
        #expect(
            BackgroundThread.start {
                for _ in 0..<128 {
                    feed.append(piece)
                    progress.withLock { $0 += 1 }
                    progress.signal()
                }
            })
        // After 1 MiB the producer waits: until a snapshot is taken it does not get far past that.
        _ = progress.wait(until: { $0 >= 16 }, timeoutMilliseconds: 10_000)
        let stalled = progress.wait(until: { $0 >= 128 }, timeoutMilliseconds: 200)
        #expect(!stalled)
        #expect(progress.withLock { $0 } <= 18)
        // Each snapshot lets it go on.
        while !progress.wait(until: { $0 >= 128 }, timeoutMilliseconds: 20) { _ = feed.snapshot() }
        let last = feed.snapshot().store
        #expect(last.count == 10 && last.droppedCount == 256 * 1024 - 10)
    }
}
