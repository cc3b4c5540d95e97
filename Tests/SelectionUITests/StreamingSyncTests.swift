import SelectionTesting
import Testing

@testable import SelectionUI

/// `sel choose --sync` (fzf's): keys typed while lines still arrive wait for the end of the
/// input, then act on the whole list; Esc acts at once.
@Suite struct StreamingSyncTests {
    private static var synchronous: ListPromptConfiguration {
        var configuration = ListPromptConfiguration()
        configuration.waitsForInputEnd = true
        return configuration
    }

    @Test func keysWaitForTheEndOfTheInput() {
        let feed = ItemFeed()
        var driver = PromptDriver(DropDown(feed: feed, configuration: Self.synchronous), terminal: VirtualTerminal(width: 40, height: 12))
        feed.append(lines: ["one"])
        driver.awaitBackground()
        driver.press(.down)
        driver.press(.enter)
        // Without --sync, Enter would have chosen "one" by now.
        #expect(driver.result == nil)
        #expect(driver.prompt.state.list.highlightedOption?.label == "one")
        feed.append(lines: ["two", "three"])
        feed.finish()
        driver.advance(by: .milliseconds(20))
        driver.awaitBackground()
        #expect(driver.result == .chosen(1))
    }

    @Test func escapeActsAtOnce() {
        let feed = ItemFeed()
        var driver = PromptDriver(DropDown(feed: feed, configuration: Self.synchronous), terminal: VirtualTerminal(width: 40, height: 12))
        feed.append(lines: ["one"])
        driver.awaitBackground()
        driver.press(.escape)
        #expect(driver.result == .cancelled)
    }

    @Test func withoutSyncKeysActOnTheItemsSoFar() {
        let feed = ItemFeed()
        var driver = PromptDriver(DropDown(feed: feed), terminal: VirtualTerminal(width: 40, height: 12))
        feed.append(lines: ["one"])
        driver.awaitBackground()
        driver.press(.enter)
        #expect(driver.result == .chosen(0))
    }
}
