import SelectionCore
import SelectionTerminal
import SelectionTesting
import Testing

@testable import SelectionUI

/// fzf's `exclude`, `exclude-multi`, `change-nth` and `change-with-nth` on a streamed list,
/// driven through the test kit: the rows, the count, the highlight and the checked items after
/// each command.
// Serialized: these tests wait on a thread for scans that run on Swift's cooperative pool.
@Suite(.serialized) struct StreamingExcludeTests {
    private static let controlX = KeyEvent(.character("x"), modifiers: .ctrl)
    private static let controlY = KeyEvent(.character("y"), modifiers: .ctrl)
    private static let controlN = KeyEvent(.character("n"), modifiers: .ctrl)
    private static let controlT = KeyEvent(.character("t"), modifiers: .ctrl)

    private static func configuration(multi: Bool = false) -> ListPromptConfiguration {
        var configuration = ListPromptConfiguration(filters: true, keyMap: multi ? .multiSelect : .dropDown)
        configuration.commands.bind([controlX], to: [.exclude])
        configuration.commands.bind([controlY], to: [.excludeChecked])
        return configuration
    }

    /// The list's rows and the query line as drawn, without the box's right edge.
    private func lines(_ snapshot: ScreenSnapshot) -> [String] {
        snapshot.trimmedLines.filter { $0.hasPrefix("│") }.map { String($0.dropLast()).trimmingCharacters(in: .whitespaces) }
    }

    private func waitForRows<P: Prompt>(_ driver: inout PromptDriver<P>, _ expected: [String]) async {
        await driver.settle(until: { driver in lines(driver.snapshot) == expected })
        #expect(lines(driver.snapshot) == expected)
    }

    @Test func anExcludedItemStaysOutOfEveryLaterResult() async {
        let feed = ItemFeed(lines: ["apple", "banana", "cherry", "apricot"])
        var driver = PromptDriver(
            DropDown(feed: feed, configuration: Self.configuration()), terminal: VirtualTerminal(width: 30, height: 12))
        driver.awaitBackground()
        driver.press(.down)
        driver.press(.character("x"), modifiers: .ctrl)
        // The highlight keeps its row, now on the next item; the count leaves the item out of N, not M.
        await waitForRows(&driver, ["│/ type to filter     3/4", "│   apple", "│›  cherry", "│   apricot"])
        driver.type("a")
        await waitForRows(&driver, ["│/ a                  2/4", "│›  apple", "│   apricot"])
        driver.press(.character("x"), modifiers: .ctrl)
        await waitForRows(&driver, ["│/ a                  1/4", "│›  apricot"])
        driver.press(.backspace)
        await waitForRows(&driver, ["│/ type to filter     2/4", "│›  cherry", "│   apricot"])
        driver.press(.enter)
        #expect(driver.result == .chosen(2))
    }

    @Test func excludeMultiTakesTheCheckedItemsElseTheHighlightedOne() async {
        let feed = ItemFeed(lines: ["apple", "banana", "cherry", "apricot", "grape"])
        var driver = PromptDriver(
            MultiSelect(feed: feed, configuration: Self.configuration(multi: true)), terminal: VirtualTerminal(width: 30, height: 12))
        driver.awaitBackground()
        driver.press(.space)
        driver.press(.down)
        driver.press(.down)
        driver.press(.space)
        driver.press(.down)
        driver.press(.character("y"), modifiers: .ctrl)
        // Both checked items go and nothing stays checked; the highlight keeps its row (apricot).
        await waitForRows(&driver, ["│/ type to filter     3/5", "│ [ ] banana", "│ [ ] apricot", "│›[ ] grape"])
        #expect(driver.prompt.state.list.selection.isEmpty)
        driver.press(.up)
        driver.press(.character("y"), modifiers: .ctrl)
        await waitForRows(&driver, ["│/ type to filter     2/5", "│ [ ] banana", "│›[ ] grape"])
        driver.press(.space)
        driver.press(.enter)
        #expect(driver.result == .chosen([4]))
    }

    @Test func excludingAHiddenCheckedItemUnchecksItAndTheCountKeepsTheTotal() async {
        let feed = ItemFeed(lines: ["one", "two", "three"])
        var driver = PromptDriver(
            MultiSelect(feed: feed, configuration: Self.configuration(multi: true)), terminal: VirtualTerminal(width: 30, height: 12))
        driver.awaitBackground()
        driver.press(.space)
        driver.type("t")
        await waitForRows(&driver, ["│/ t                  2/3", "│›[ ] two", "│ [ ] three"])
        // `one` is checked but hidden by the query: exclude-multi takes it, not the highlighted row.
        driver.press(.character("y"), modifiers: .ctrl)
        driver.press(.backspace)
        await waitForRows(&driver, ["│/ type to filter     2/3", "│›[ ] two", "│ [ ] three"])
        driver.press(.space)
        driver.press(.enter)
        #expect(driver.result == .chosen([1]))
    }

    /// Words of `record` cut at spaces, the `nth`'th (from 1) matched and the `withNth`'th shown;
    /// "" or nil: the whole line.
    private static func shaper(nth: String, withNth: String?) -> ItemShaper? {
        @Sendable func word(_ expression: String?, of record: [UInt8]) -> [UInt8]? {
            guard let expression, !expression.isEmpty else { return nil }
            guard let number = Int(expression), number > 0 else { return nil }
            let words = record.split(separator: UInt8(ascii: " "))
            return number <= words.count ? Array(words[number - 1]) : []
        }
        if !nth.isEmpty, Int(nth) == nil { return nil }
        if let withNth, Int(withNth) == nil { return nil }
        return ItemShaper(
            item: { record in
                let label = word(withNth, of: record) ?? record
                var item = ShapedItem()
                let text = word(nth, of: label) ?? label
                if text != label { item.label = String(decoding: label, as: UTF8.self) }
                return ShapedRecord(text: text, item: item)
            },
            header: { ($0, []) })
    }

    @Test func changeNthCyclesTheFieldsMatchedAndAnUnknownOneIsTheStartsFields() async throws {
        let feed = ItemFeed(shaper: try #require(Self.shaper(nth: "2", withNth: nil)))
        feed.append(lines: ["ab cd", "cd ab", "ef gh"])
        feed.finish()
        var configuration = Self.configuration()
        configuration.query = "ab"
        configuration.commands.scripting.fields = ListFields(nth: "2", withNth: nil, shaper: Self.shaper)
        configuration.commands.bind([Self.controlN], to: [.changeMatchedFields(alternatives: ["1", "x", ""])])
        configuration.commands.bind([Self.controlT], to: [.changeMatchedFields(alternatives: [""])])
        var driver = PromptDriver(DropDown(feed: feed, configuration: configuration), terminal: VirtualTerminal(width: 30, height: 12))
        driver.awaitBackground()
        await waitForRows(&driver, ["│/ ab                 1/3", "│›  cd ab"])
        driver.press(.character("n"), modifiers: .ctrl)
        await waitForRows(&driver, ["│/ ab                 1/3", "│›  ab cd"])
        // `x` is not understood: back to the fields of the start (the second word).
        driver.press(.character("n"), modifiers: .ctrl)
        await waitForRows(&driver, ["│/ ab                 1/3", "│›  cd ab"])
        // `change-nth()` alone: the whole text.
        driver.press(.character("t"), modifiers: .ctrl)
        await waitForRows(&driver, ["│/ ab                 2/3", "│›  ab cd", "│   cd ab"])
        // An empty alternative among others: the fields of the start again.
        driver.press(.character("n"), modifiers: .ctrl)
        await waitForRows(&driver, ["│/ ab                 1/3", "│›  cd ab"])
        driver.press(.character("n"), modifiers: .ctrl)
        await waitForRows(&driver, ["│/ ab                 1/3", "│›  ab cd"])
    }

    @Test func changeWithNthShowsOtherFieldsFromTheLinesAsReadAndUnchecksWhatNoLongerMatches() async throws {
        let feed = ItemFeed(shaper: try #require(Self.shaper(nth: "", withNth: "2")), keepingRecords: true)
        feed.append(lines: ["ab cd", "cd ab", "ef gh"])
        feed.finish()
        var configuration = Self.configuration(multi: true)
        configuration.commands.scripting.fields = ListFields(nth: "", withNth: "2", shaper: Self.shaper)
        configuration.commands.bind([Self.controlT], to: [.changeShownFields(alternatives: ["1", ""])])
        var driver = PromptDriver(MultiSelect(feed: feed, configuration: configuration), terminal: VirtualTerminal(width: 30, height: 12))
        driver.awaitBackground()
        await waitForRows(&driver, ["│/ type to filter     3/3", "│›[ ] cd", "│ [ ] ab", "│ [ ] gh"])
        driver.press(.space)
        driver.press(.down)
        driver.press(.space)
        driver.type("c")
        await waitForRows(&driver, ["│/ c                  1/3", "│›[x] cd"])
        // The first words shown: `cd ab` now shows `cd`, `ab cd` shows `ab`, which `c` does not
        // match: it is unchecked; the highlight keeps its row.
        driver.press(.character("t"), modifiers: .ctrl)
        await waitForRows(&driver, ["│/ c                  1/3", "│›[x] cd"])
        driver.press(.backspace)
        await waitForRows(&driver, ["│/ type to filter     3/3", "│›[ ] ab", "│ [x] cd", "│ [ ] ef"])
        // An empty alternative: the fields of the start.
        driver.press(.character("t"), modifiers: .ctrl)
        await waitForRows(&driver, ["│/ type to filter     3/3", "│›[ ] cd", "│ [x] ab", "│ [ ] gh"])
        driver.press(.enter)
        #expect(driver.result == .chosen([1]))
    }
}
