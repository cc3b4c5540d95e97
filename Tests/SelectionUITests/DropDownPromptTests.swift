import SelectionCore
import SelectionTerminal
import SelectionTesting
import SelectionUI
import Testing

@Suite struct DropDownPromptTests {
    @Test func opensWithFirstHighlightedAndChoosesWithArrowsAndEnter() {
        let terminal = VirtualTerminal(width: 30, height: 10, earlierOutput: ["$ sel choose"])
        var driver = PromptDriver(DropDown("Colour", options: ["Red", "Green", "Blue"]), terminal: terminal)
        #expect(driver.snapshot.trimmedLines == [
            "$ sel choose",
            "Colour: Select... ▴",
            "        ╭────▲────╮",
            "        │›  Red   │",
            "        │   Green │",
            "        │   Blue  │",
            "        ╰─────────╯",
            "↑/↓ move · enter choose · esc…",
        ])
        driver.press(.down)
        driver.press(.enter)
        #expect(driver.result == .chosen("Green"))
        #expect(driver.snapshot.trimmedLines == ["$ sel choose", "Colour: Green"])
        #expect(terminal.violations == [])
    }

    @Test func escapeCancels() {
        var driver = PromptDriver(DropDown("Colour", options: ["Red", "Green"]))
        driver.press(.escape)
        #expect(driver.result == .cancelled)
        #expect(driver.snapshot.trimmedLines == [])
    }

    @Test func controlCInterruptsAndTimeoutTimesOut() {
        var driver = PromptDriver(DropDown("Colour", options: ["Red"]))
        driver.press(.character("c"), modifiers: .ctrl)
        #expect(driver.result == .interrupted)
        var timed = PromptDriver(DropDown("Colour", options: ["Red"]), options: PromptHost.Options(timeout: .seconds(2)))
        timed.advance(by: .milliseconds(1999))
        #expect(timed.result == nil)
        timed.advance(by: .milliseconds(1))
        #expect(timed.result == .timedOut)
    }

    @Test func hostLoopRunsAScriptedSession() async throws {
        let terminal = VirtualTerminal(width: 30, height: 10)
        terminal.enqueueKeys(KeyEvent(.down), KeyEvent(.down), KeyEvent(.enter))
        let result = try await DropDown("Colour", options: ["Red", "Green", "Blue"]).run(on: terminal)
        #expect(result == .chosen("Blue"))
        #expect(terminal.snapshot.trimmedLines == ["Colour: Blue"])
    }
}
