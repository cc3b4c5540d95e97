import SelectionCore
import SelectionTerminal
import SelectionTesting
import SelectionUI
import Testing

@Suite struct ChecklistTests {
    func purpose(
        current: String? = "testing", presentation: PromptContext.Presentation = .inline, accessible: Bool = false
    ) -> PromptDriver<SingleChoiceSheet> {
        PromptDriver(
            SingleChoiceSheet(title: "Purpose", options: ["Design", "Testing"], current: current),
            terminal: VirtualTerminal(width: 30, height: 8, presentation: presentation),
            options: PromptHost.Options(presentation: presentation, isAccessible: accessible, theme: .monochrome)
        )
    }

    @Test func currentValueMatchedIgnoringCaseCarriesTheCheckmarkUnderATitleBar() {
        let driver = purpose()
        #expect(
            driver.snapshot.trimmedLines == [
                "Cancel     Purpose        Done",
                "──────────────────────────────",
                "   Design",
                "›✓ Testing",
                "↑/↓ move · space check · ente…",
            ])
        #expect(driver.snapshot.styleRuns(ofRow: 3) == [StyleRun(columns: 0..<30, style: Theme.monochrome.highlight)])
    }

    @Test func spaceMovesTheCheckmarkAndEnterReportsTheHighlightedRow() {
        var driver = purpose()
        driver.press(.up)
        driver.press(.character(" "))
        #expect(driver.result == nil)
        #expect(Array(driver.snapshot.trimmedLines[2...3]) == ["›✓ Design", "   Testing"])
        driver.press(.down)
        driver.press(.enter)
        #expect(driver.result == .chosen("Testing"))
        #expect(driver.snapshot.trimmedLines == ["Purpose: Testing"])
    }

    @Test func clickOnARowMovesTheCheckmarkAndDoneReportsIt() {
        var driver = purpose()
        driver.click(at: Point(x: 4, y: 2))
        #expect(driver.result == nil)
        #expect(Array(driver.snapshot.trimmedLines[2...3]) == ["›✓ Design", "   Testing"])
        driver.click(at: Point(x: 27, y: 0))
        #expect(driver.result == .chosen("Design"))
    }

    @Test func doneWithNothingCheckedReportsTheHighlightedRow() {
        var driver = purpose(current: nil)
        driver.click(at: Point(x: 27, y: 0))
        #expect(driver.result == .chosen("Design"))
    }

    @Test func cancelButtonAndEscapeCancel() {
        var clicked = purpose()
        clicked.click(at: Point(x: 2, y: 0))
        #expect(clicked.result == .cancelled)
        var escaped = purpose()
        escaped.press(.escape)
        #expect(escaped.result == .cancelled)
    }

    @Test func fullScreenPutsTheHelpOnTheLastRow() {
        let driver = purpose(presentation: .fullScreen)
        #expect(
            driver.snapshot.quotedLines == [
                "|Cancel     Purpose        Done|",
                "|──────────────────────────────|",
                "|   Design                     |",
                "|›✓ Testing                    |",
                "|                              |",
                "|                              |",
                "|                              |",
                "|↑/↓ move · space check · ente…|",
            ])
    }

    @Test func accessibleModeRestsTheCursorOnTheHighlightedRow() {
        var driver = purpose(accessible: true)
        #expect(driver.runner.frame().cursor == Point(x: 0, y: 3))
        driver.press(.up)
        #expect(driver.runner.frame().cursor == Point(x: 0, y: 2))
    }
}
