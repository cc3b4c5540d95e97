import SelectionCore
import SelectionTerminal
import SelectionTesting
import SelectionUI
import Testing

/// The test kit ends a prompt when the real host does (issue 24): a list with nothing to choose
/// ends at once, in the driver as in the host loop, without the clock having to move.
@Suite struct TestKitEndingTests {
    @Test func anEmptyListEndsAtOnceInTheDriverAsInTheHost() async throws {
        let driver = PromptDriver(DropDown<String>("Env", options: []), terminal: VirtualTerminal(width: 40, height: 6))
        #expect(driver.result == .cancelled)
        #expect(driver.snapshot.trimmedLines == ["Env: nothing to choose"])

        let terminal = VirtualTerminal(width: 40, height: 6)
        #expect(try await DropDown<String>("Env", options: []).run(on: terminal) == .cancelled)
        #expect(terminal.snapshot.trimmedLines == ["Env: nothing to choose"])
    }

    @Test func aStreamedListThatEndsEmptyEndsAtOnceAndSaysSo() {
        let ended = PromptDriver(DropDown("Branch", feed: ItemFeed(lines: [])), terminal: VirtualTerminal(width: 40, height: 6))
        #expect(ended.result == .cancelled)
        #expect(ended.prompt.nothingToChoose == "nothing to choose")
        #expect(ended.snapshot.trimmedLines == ["Branch: nothing to choose"])

        let feed = ItemFeed()
        var driver = PromptDriver(MultiSelect("Files", feed: feed), terminal: VirtualTerminal(width: 40, height: 6))
        #expect(driver.result == nil)
        #expect(
            driver.snapshot.trimmedLines == [
                "Files: Select... ▴ ⠋ 0",
                "       ╭╮",
                "       ││",
                "       ╰╯",
                "↑/↓ move · space toggle · enter done · …",
            ])
        feed.finish()
        driver.awaitBackground()
        #expect(driver.result == .cancelled)
        #expect(driver.snapshot.trimmedLines == ["Files: nothing to choose"])
    }

    @Test func aStreamedListThatEndsEmptyInTheHostLoopSaysSo() async throws {
        let terminal = VirtualTerminal(width: 40, height: 6)
        #expect(try await DropDown("Branch", feed: ItemFeed(lines: [])).run(on: terminal) == .cancelled)
        #expect(terminal.snapshot.trimmedLines == ["Branch: nothing to choose"])
    }
}
