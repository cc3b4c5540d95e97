import SelectionCore
import SelectionTerminal
import SelectionTesting
import Testing

@testable import SelectionUI

/// Prompts whose options arrive while they are shown (an `ItemFeed`, an `AsyncSequence`),
/// driven through the test kit: arrivals and finished scans come as background events.
// Serialized: these tests wait on a thread for scans that run on Swift's cooperative pool.
@Suite(.serialized) struct StreamingPromptTests {
    private static var filtering: ListPromptConfiguration {
        var configuration = ListPromptConfiguration()
        configuration.filters = true
        return configuration
    }

    private func listRows(_ driver: PromptDriver<DropDown<Int>>) -> [String] {
        driver.snapshot.trimmedLines.map { String($0.drop { $0 == " " }) }.filter { $0.hasPrefix("│") && !$0.contains("/ ") }
    }

    @Test func feedSplitsLinesAcrossAppendsAndFinishKeepsALastLineWithoutNewline() {
        let feed = ItemFeed()
        feed.append(Array("alp".utf8))
        #expect(feed.snapshot().store.count == 0)
        feed.append(Array("ha\nbe".utf8))
        feed.append(Array("ta\ngam".utf8))
        let reading = feed.snapshot()
        #expect((0..<reading.store.count).map(reading.store.string(at:)) == ["alpha", "beta"])
        #expect(!reading.isFinished)
        feed.finish()
        let ended = feed.snapshot()
        #expect((0..<ended.store.count).map(ended.store.string(at:)) == ["alpha", "beta", "gam"])
        #expect(ended.isFinished)
        feed.append(Array("late\n".utf8))
        #expect(feed.snapshot().store.count == 3)
    }

    @Test func endsEmptyWaitsForTheFirstItemOrTheEndAndNoLonger() {
        let ended = ItemFeed()
        ended.finish()
        #expect(ended.endsEmpty(waitingAtMost: 1_000))
        let filled = ItemFeed()
        filled.append(Array("a\n".utf8))
        #expect(!filled.endsEmpty(waitingAtMost: 1_000))
        let partial = ItemFeed()
        partial.append(Array("no newline yet".utf8))
        // Nothing complete and no end: the limit passes, and the input is not called empty.
        #expect(!partial.endsEmpty(waitingAtMost: 20))
        let late = ItemFeed()
        #expect(BackgroundThread.start { late.finish() })
        // The waiter is woken by the end (the limit is far beyond what the test takes).
        #expect(late.endsEmpty(waitingAtMost: 10_000))
    }

    @Test func theListOpensEmptyWithAnIndicatorAndFillsAsLinesArrive() {
        let feed = ItemFeed()
        let terminal = VirtualTerminal(width: 40, height: 12)
        var driver = PromptDriver(DropDown("Pick", feed: feed), terminal: terminal)
        #expect(driver.snapshot.trimmedLines.first == "Pick: Select... ▴ ⠋ 0")
        feed.append(lines: ["alpha", "beta"])
        driver.awaitBackground()
        #expect(driver.snapshot.trimmedLines.first == "Pick: Select... ▴ ⠋ 2")
        #expect(listRows(driver) == ["│›  alpha │", "│   beta  │"])
        feed.finish()
        driver.advance(by: .milliseconds(20))
        driver.awaitBackground()
        #expect(driver.snapshot.trimmedLines.first == "Pick: Select... ▴")
        driver.press(.enter)
        #expect(driver.result == .chosen(0))
        #expect(terminal.violations == [])
    }

    @Test func arrivalsKeepTheHighlightOnTheItemTheUserMovedTo() {
        let feed = ItemFeed()
        var driver = PromptDriver(DropDown(feed: feed), terminal: VirtualTerminal(width: 40, height: 12))
        feed.append(lines: ["one", "two", "three"])
        driver.awaitBackground()
        driver.press(.down)
        driver.press(.down)
        #expect(driver.prompt.state.list.highlightedOption?.label == "three")
        feed.append(lines: ["four", "five"])
        driver.advance(by: .milliseconds(20))
        driver.awaitBackground()
        #expect(driver.prompt.state.list.items.count == 5)
        #expect(driver.prompt.state.list.highlightedOption?.label == "three")
        #expect(driver.prompt.state.list.viewport.top == 0)
        driver.press(.enter)
        #expect(driver.result == .chosen(2))
    }

    @Test func keysTypedBeforeTheFirstItemApplyWhenItArrives() async {
        let feed = ItemFeed()
        var driver = PromptDriver(DropDown(feed: feed, configuration: Self.filtering), terminal: VirtualTerminal(width: 40, height: 12))
        driver.type("an")
        driver.press(.down)
        #expect(driver.prompt.query == "an")
        #expect(driver.snapshot.trimmedLines.contains { $0.contains("/ an") })
        feed.append(lines: ["apple", "banana", "mango", "cherry"])
        feed.finish()
        // Arrival, then the scan the arrival started.
        await driver.settle(until: {
            $0.prompt.state.list.items.count == 2 && !$0.snapshot.trimmedLines.contains(where: { $0.contains("⠋") })
        })
        #expect(driver.snapshot.trimmedLines.contains { $0.contains("/ an") && $0.hasSuffix("2/4│") })
        #expect(driver.prompt.state.list.items.map(\.option?.label) == ["mango", "banana"])
        #expect(driver.prompt.state.list.highlightedOption?.label == "banana")
    }

    @Test func aStaleScanResultIsNeverShown() async {
        // More items than are scanned on the loop, so both scans run in the background.
        let filler = (0..<(StreamedList<String>.inlineScanLimit + 1)).map { "x\($0)" }
        let feed = ItemFeed(lines: ["main.swift", "README.md", "Package.swift", "Makefile"] + filler)
        var driver = PromptDriver(DropDown(feed: feed, configuration: Self.filtering), terminal: VirtualTerminal(width: 40, height: 12))
        driver.deliverBackground()
        #expect(driver.prompt.state.list.items.count == 4 + filler.count)
        driver.type("m")
        driver.type("d")
        // Only the scan for "md" may change the list.
        await driver.settle(until: { $0.prompt.state.list.items.count == 1 })
        #expect(driver.prompt.state.list.items.map(\.option?.label) == ["README.md"])
        let screen = driver.snapshot.quotedLines
        // The first scan ("m", three matches) finishing late changes nothing.
        driver.inbox.post(.scanFinished(generation: 1))
        driver.deliverBackground()
        #expect(driver.snapshot.quotedLines == screen)
        #expect(driver.prompt.state.list.items.map(\.option?.label) == ["README.md"])
    }

    @Test func aSmallListIsFilteredInTheFrameThatEchoesTheQuery() {
        let feed = ItemFeed(lines: ["main.swift", "README.md", "Package.swift", "Makefile"])
        var driver = PromptDriver(DropDown(feed: feed, configuration: Self.filtering), terminal: VirtualTerminal(width: 40, height: 12))
        driver.deliverBackground()
        driver.type("md")
        // No background scan to wait for: the query and its one match are on the same screen.
        #expect(driver.prompt.state.list.items.map(\.option?.label) == ["README.md"])
        #expect(driver.snapshot.trimmedLines.contains { $0.contains("/ md") && $0.hasSuffix("1/4│") })
    }

    // Tests whose news comes from the cooperative pool (scans, an AsyncSequence) wait with
    // `settle`, which sleeps instead of blocking, so a two-core machine cannot starve that work.
    @Test func optionsFromAnAsyncSequenceStreamIntoTheList() async {
        let (lines, continuation) = AsyncStream.makeStream(of: String.self)
        continuation.yield("red")
        continuation.yield("green")
        var driver = PromptDriver(DropDown("Colour", lines: lines), terminal: VirtualTerminal(width: 40, height: 12))
        await driver.settle(until: { $0.prompt.state.list.items.count >= 2 })
        #expect(driver.prompt.state.list.items.map(\.option?.label) == ["red", "green"])
        #expect(driver.snapshot.trimmedLines.first?.hasPrefix("Colour: Select... ▴ ") == true)
        continuation.yield("blue")
        continuation.finish()
        driver.advance(by: .milliseconds(20))
        await driver.settle(until: { driver in
            driver.snapshot.trimmedLines.first == "Colour: Select... ▴"
        })
        #expect(driver.snapshot.trimmedLines.first == "Colour: Select... ▴")
        driver.press(.down)
        driver.press(.down)
        driver.press(.enter)
        #expect(driver.result == .chosen("blue"))
    }

    @Test func theEndOfAnEmptyInputCancels() {
        var driver = PromptDriver(DropDown(feed: ItemFeed(lines: [])), terminal: VirtualTerminal(width: 40, height: 12))
        driver.deliverBackground()
        #expect(driver.result == .cancelled)
    }

    @Test func theHostLoopWakesForBackgroundNews() throws {
        let feed = ItemFeed()
        let terminal = VirtualTerminal(width: 40, height: 12)
        terminal.enqueueAction { feed.append(lines: ["first", "second"]) }
        terminal.enqueueBackgroundWait()
        terminal.enqueueKeys(KeyEvent(.down), KeyEvent(.enter))
        let result = try PromptHost.run(DropDown(feed: feed), on: terminal)
        #expect(result == .chosen(1))
        #expect(terminal.wakeUps >= 1)
    }
}

/// `Prompt.run()` is async without blocking the cooperative pool, and task cancellation ends
/// it promptly with a normal result, the terminal restored.
@Suite(.serialized) struct PromptCancellationTests {
    @Test func cancellingTheTaskEndsThePromptWithCancelledAndClosesTheTerminal() async throws {
        let task = Task { () async throws -> (PromptResult<String>, Bool) in
            let terminal = VirtualTerminal(width: 40, height: 12)
            // The loop waits here until something wakes it: only the cancellation will.
            terminal.enqueueBackgroundWait()
            terminal.enqueueKeys(KeyEvent(.enter))
            let result = try await DropDown(options: ["a", "b"]).run(on: terminal)
            return (result, terminal.isClosed)
        }
        task.cancel()
        let (result, isClosed) = try await task.value
        #expect(result == .cancelled)
        #expect(isClosed)
    }

    @Test func anUncancelledRunFinishesAsTheKeysSay() async throws {
        let terminal = VirtualTerminal(width: 40, height: 12)
        terminal.enqueueKeys(KeyEvent(.down), KeyEvent(.enter))
        let result = try await DropDown(options: ["a", "b"]).run(on: terminal)
        #expect(result == .chosen("b"))
    }
}
