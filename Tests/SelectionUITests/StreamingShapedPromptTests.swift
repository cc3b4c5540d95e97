import SelectionMatching
import SelectionTesting
import Testing

@testable import SelectionUI

/// A streamed list whose feed shapes its records (`sel choose --cursor`, `--selected`, `--nth`)
/// or whose order is reversed (`--tac`): decided in the list as items arrive.
@Suite struct StreamingShapedPromptTests {
    /// Marks `c` as the `--cursor` item and `b` as `--selected`; matches only what follows a colon.
    private static let shaper = ItemShaper(
        item: { record in
            var item = ShapedItem()
            let text = String(decoding: record, as: UTF8.self)
            item.isCursorTarget = text.hasPrefix("c")
            item.isPreselected = text.hasPrefix("b")
            guard let colon = record.firstIndex(of: UInt8(ascii: ":")) else { return ShapedRecord(text: record, item: item) }
            item.label = text
            return ShapedRecord(text: Array(record[(colon + 1)...]), item: item)
        },
        header: { ($0, []) })

    private static var reversed: ListPromptConfiguration {
        var configuration = ListPromptConfiguration()
        configuration.matchOptions.reversesInputOrder = true
        return configuration
    }

    @Test func theNewestItemIsOnTopWhileTheUserHasNotMoved() {
        let feed = ItemFeed()
        var driver = PromptDriver(DropDown(feed: feed, configuration: Self.reversed), terminal: VirtualTerminal(width: 40, height: 12))
        feed.append(lines: ["a", "b"])
        driver.awaitBackground()
        #expect(driver.prompt.state.list.items.compactMap { $0.option?.label } == ["b", "a"])
        #expect(driver.prompt.state.list.highlightedOption?.label == "b")
        feed.append(lines: ["c"])
        driver.advance(by: .milliseconds(20))
        driver.awaitBackground()
        #expect(driver.prompt.state.list.items.compactMap { $0.option?.label } == ["c", "b", "a"])
        #expect(driver.prompt.state.list.highlightedOption?.label == "c")
        driver.press(.down)
        feed.append(lines: ["d"])
        driver.advance(by: .milliseconds(20))
        driver.awaitBackground()
        // Moved: the highlight stays on its item.
        #expect(driver.prompt.state.list.highlightedOption?.label == "b")
        driver.press(.enter)
        #expect(driver.result == .chosen(1))
    }

    @Test func theCursorItemTakesTheHighlightWhenItArrivesUnlessTheUserMoved() {
        let feed = ItemFeed(shaper: Self.shaper)
        var driver = PromptDriver(DropDown(feed: feed), terminal: VirtualTerminal(width: 40, height: 12))
        feed.append(lines: ["a", "x"])
        driver.awaitBackground()
        #expect(driver.prompt.state.list.highlightedOption?.label == "a")
        feed.append(lines: ["c1", "d"])
        driver.advance(by: .milliseconds(20))
        driver.awaitBackground()
        #expect(driver.prompt.state.list.highlightedOption?.label == "c1")

        let moved = ItemFeed(shaper: Self.shaper)
        var second = PromptDriver(DropDown(feed: moved), terminal: VirtualTerminal(width: 40, height: 12))
        moved.append(lines: ["a", "x"])
        second.awaitBackground()
        second.press(.down)
        moved.append(lines: ["c1"])
        second.advance(by: .milliseconds(20))
        second.awaitBackground()
        #expect(second.prompt.state.list.items.count == 3)
        #expect(second.prompt.state.list.highlightedOption?.label == "x")
    }

    @Test func selectedItemsArriveCheckedAndTheLabelIsNotTheTextMatched() {
        let feed = ItemFeed(shaper: Self.shaper)
        var configuration = ListPromptConfiguration(filters: true, keyMap: .multiSelect)
        configuration.query = "zz"
        var driver = PromptDriver(MultiSelect(feed: feed, configuration: configuration), terminal: VirtualTerminal(width: 40, height: 12))
        feed.append(lines: ["a:zz", "b:yy", "bb:zz"])
        feed.finish()
        driver.awaitBackground()
        // Matched after the colon, shown whole; b and bb arrive checked (bb shown, b hidden by the query).
        #expect(driver.prompt.state.list.items.compactMap { $0.option?.label } == ["a:zz", "bb:zz"])
        #expect(driver.prompt.state.list.selectedOptions.map(\.label) == ["bb:zz"])
        driver.press(.enter)
        #expect(driver.result == .chosen([1, 2]))
    }
}
