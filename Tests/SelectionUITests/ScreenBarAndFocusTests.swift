import SelectionCore
import SelectionDemos
import SelectionTerminal
import SelectionTesting
import SelectionUI
import Testing

/// Issue 20's small defects on the full-screen host.
@Suite struct ScreenBarAndFocusTests {
    static func driver(_ screen: AppScreen, width: Int = 80, height: Int = 24) -> PromptDriver<AppScreen> {
        PromptDriver(
            screen, terminal: VirtualTerminal(width: width, height: height, presentation: .fullScreen),
            options: PromptHost.Options(presentation: .fullScreen))
    }

    /// The title gives way to the focused Color button (a space, then its marker): whole at 30
    /// columns, where it used to be cut to "Selection Vie", and with an ellipsis when narrower.
    @Test func aTitleThatDoesNotFitEndsWithAnEllipsisBeforeTheBarButton() {
        let lines = [40, 30, 24, 20].map { Self.driver(Demo.colour.makeScreen(), width: $0, height: 12).snapshot.quotedLines[0] }
        #expect(
            lines == [
                "|             Selection View    ›Color ▾ |",
                "|      Selection View ›Color ▾ |",
                "|Selection View ›Color ▾ |",
                "|Selection… ›Color ▾ |",
            ])
    }

    /// The focus marker `›` has a column of its own: the gap after a label stays.
    @Test func theFocusMarkerKeepsTheGapAfterTheLabel() throws {
        var driver = Self.driver(Demo.popup.makeScreen())
        let row = try #require(driver.snapshot.row(containing: "Menu (horizontal):"))
        #expect(driver.snapshot.lines[row].contains("Menu (horizontal):  "))
        for _ in 0..<8 where !driver.snapshot.lines[row].contains("›") { driver.press(.tab) }
        #expect(driver.snapshot.lines[row].contains("Menu (horizontal): ›"))
    }

    /// The chooser's hint says what a click does: it opens the demo at once.
    @Test func theChoosersHintSaysAClickOpensADemo() throws {
        var driver = Self.driver(Demo.makeChooser())
        #expect(driver.snapshot.lines.contains { $0.contains("Click a demo to open it, or Tab to one and press Enter") })
        let position = try #require(driver.snapshot.position(of: "colour"))
        driver.click(at: position)
        #expect(driver.result == .chosen("colour"))
    }
}
