import SelectionTerminal
import SelectionCore
import SelectionTesting
import SelectionUI
import Testing

/// The README's examples, run as written.
@Suite struct ReadmeExampleTests {
    @Test func choosesGreen() {
        var driver = PromptDriver(DropDown("Colour", options: ["Red", "Green"]), terminal: VirtualTerminal(width: 40, height: 10))
        driver.press(.down)
        #expect(driver.snapshot.trimmedLines == [
            "Colour: Select... ▴",
            "        ╭────▲────╮",
            "        │   Red   │",
            "        │›  Green │",
            "        ╰─────────╯",
            "↑/↓ move · enter choose · esc cancel",
        ])
        driver.press(.enter)
        #expect(driver.result == .chosen("Green"))
    }

    @Test func theHostLoopRunsFromAScript() async throws {
        let terminal = VirtualTerminal(width: 40, height: 10)
        terminal.enqueueKeys(KeyEvent(.down), KeyEvent(.enter))
        let result = try await DropDown("Colour", options: ["Red", "Green"]).run(on: terminal)
        #expect(result == .chosen("Green"))
    }
}
