import SelectionCore
import SelectionTerminal
import SelectionTesting
import Testing

@testable import SelectionUI

/// A list prompt that fills the screen (full-screen) or a region of a set height (`--height`):
/// title, filter field, header, list and help line, laid out over the whole area.
@Suite(.serialized) struct ListSheetPromptTests {
    static let fruit = ["Apple", "Banana", "Cherry", "Date", "Elderberry", "Fig", "Grape", "Kiwi", "Lemon", "Mango"]

    static var filtering: ListPromptConfiguration {
        var configuration = ListPromptConfiguration(filters: true)
        configuration.header = ["name"]
        return configuration
    }

    static func fullScreen(
        width: Int = 30, height: Int = 8, configuration: ListPromptConfiguration = filtering
    ) -> PromptDriver<DropDown<String>> {
        PromptDriver(
            DropDown("Fruit", options: fruit.map { Choice($0) }, configuration: configuration),
            terminal: VirtualTerminal(width: width, height: height), options: PromptHost.Options(presentation: .fullScreen))
    }

    @Test func fullScreenLaysTitleFilterHeaderListAndHelpOverTheScreen() {
        let driver = Self.fullScreen()
        #expect(
            driver.snapshot.quotedLines == [
                "|Fruit                         |",
                "|/ type to filter         10/10|",
                "| name                         |",
                "|›  Apple                     ┃|",
                "|   Banana                    ┃|",
                "|   Cherry                    │|",
                "|   Date                      │|",
                "|↑/↓ move · enter choose · esc…|",
            ])
    }

    @Test func aResizeLaysTheScreenOutAgain() {
        var driver = Self.fullScreen()
        driver.press(.down)
        driver.resize(width: 24, height: 6)
        #expect(
            driver.snapshot.quotedLines == [
                "|Fruit                   |",
                "|/ type to filter   10/10|",
                "| name                   |",
                "|   Apple               ┃|",
                "|›  Banana              │|",
                "|↑/↓ move · enter choose…|",
            ])
        driver.resize(width: 40, height: 16)
        #expect(driver.snapshot.trimmedLines.count == 16)
        #expect(driver.snapshot.trimmedLines[12] == "   Mango")
        #expect(driver.snapshot.trimmedLines[15].hasPrefix("↑/↓ move"))
    }

    @Test func theMouseChoosesTheRowUnderItAndTheWheelScrolls() {
        var driver = Self.fullScreen()
        driver.scroll(.down, at: Point(x: 5, y: 4))
        // The highlight leaves with Apple and lands on the first item in view (NAV-07).
        #expect(driver.snapshot.trimmedLines[3] == "›  Banana                    │")
        // Screen row 5 is the third row shown: Date.
        driver.click(at: Point(x: 5, y: 5))
        #expect(driver.result == .chosen("Date"))
    }

    @Test func pressesOutsideTheListDoNotCloseIt() {
        var driver = Self.fullScreen()
        driver.click(at: Point(x: 5, y: 0))
        driver.click(at: Point(x: 5, y: 7))
        #expect(driver.result == nil)
        driver.type("gr")
        driver.press(.enter)
        #expect(driver.result == .chosen("Grape"))
    }

    @Test func aSheetOpensWithTheSelectedOptionOnTop_SEL02() {
        var driver = PromptDriver(
            DropDown("Fruit", options: Self.fruit.map { Choice($0) }, preselecting: .value("Date")),
            terminal: VirtualTerminal(width: 20, height: 6), options: PromptHost.Options(presentation: .fullScreen))
        let opened = [
            "|Fruit               |",
            "|›✓ Date            │|",
            "|   Elderberry      ┃|",
            "|   Fig             ┃|",
            "|   Grape           │|",
            "|↑/↓ move · enter ch…|",
        ]
        #expect(driver.snapshot.quotedLines == opened)
        driver.press(.down)
        #expect(driver.snapshot.quotedLines[1] == "| ✓ Date            │|")
        #expect(driver.snapshot.quotedLines[2] == "|›  Elderberry      ┃|")
    }

    @Test func aSetHeightFillsThatManyRowsBelowTheCursor() {
        var configuration = Self.filtering
        configuration.height = .lines(5)
        let driver = PromptDriver(
            DropDown(options: Self.fruit.map { Choice($0) }, configuration: configuration), terminal: VirtualTerminal(width: 30, height: 20)
        )
        #expect(driver.runner.regionSize == Size(width: 30, height: 5))
        #expect(
            Array(driver.snapshot.quotedLines.prefix(6)) == [
                "|/ type to filter         10/10|",
                "| name                         |",
                "|›  Apple                     ┃|",
                "|   Banana                    │|",
                "|↑/↓ move · enter choose · esc…|",
                "|                              |",
            ])
    }

    @Test(arguments: [(ListPromptHeight.percent(50), 10), (.lines(10, adaptive: true), 4), (.percent(100, adaptive: true), 4)])
    func percentagesAreOfTheTerminalAndAdaptiveHeightsShrink(_ height: ListPromptHeight, rows: Int) {
        var configuration = ListPromptConfiguration()
        configuration.height = height
        let driver = PromptDriver(
            DropDown(options: ["a", "b", "c"].map { Choice($0) }, configuration: configuration),
            terminal: VirtualTerminal(width: 20, height: 20))
        // Adaptive: three rows and the help line.
        #expect(driver.runner.regionSize.height == rows)
    }

    @Test func aStreamedListFillsTheScreenAsItemsArrive() {
        let feed = ItemFeed()
        let terminal = VirtualTerminal(width: 24, height: 6)
        var driver = PromptDriver(DropDown("Pick", feed: feed), terminal: terminal, options: PromptHost.Options(presentation: .fullScreen))
        feed.append(lines: ["alpha", "beta"])
        driver.awaitBackground()
        #expect(
            driver.snapshot.quotedLines == [
                "|Pick                 ⠋ 2|",
                "|›  alpha                |",
                "|   beta                 |",
                "|                        |",
                "|                        |",
                "|↑/↓ move · enter choose…|",
            ])
        driver.press(.down)
        driver.press(.enter)
        #expect(driver.result == .chosen(1))
        #expect(terminal.violations == [])
    }

    @Test func aPaneIsCutFromTheRowsBetweenTheTitleAndTheHelpLine() {
        let area = Rect(x: 0, y: 0, width: 80, height: 24)
        let right = ListSheetLayout(
            area: area, hasTitle: true, filters: true, headerRows: 1, showsHelp: true, pane: ListPane(side: .right, extent: .percent(50)))
        #expect(right.titleArea == Rect(x: 0, y: 0, width: 80, height: 1))
        #expect(right.paneArea == Rect(x: 40, y: 1, width: 40, height: 22))
        #expect(right.filterArea == Rect(x: 0, y: 1, width: 40, height: 1))
        #expect(right.headerArea == Rect(x: 0, y: 2, width: 40, height: 1))
        #expect(right.listArea == Rect(x: 0, y: 3, width: 40, height: 20))
        #expect(right.helpRow == 23)
        let below = ListSheetLayout(
            area: area, hasTitle: false, filters: true, headerRows: 0, showsHelp: false, pane: ListPane(side: .bottom, extent: .cells(10)))
        #expect(below.paneArea == Rect(x: 0, y: 14, width: 80, height: 10))
        #expect(below.filterArea == Rect(x: 0, y: 0, width: 80, height: 1))
        #expect(below.listArea == Rect(x: 0, y: 1, width: 80, height: 13))
        // The list keeps a column, however big the pane asks to be.
        let greedy = ListSheetLayout(
            area: area, hasTitle: false, filters: false, headerRows: 0, showsHelp: false, pane: ListPane(side: .left, extent: .cells(200)))
        #expect(greedy.paneArea == Rect(x: 0, y: 0, width: 79, height: 24))
        #expect(greedy.listArea == Rect(x: 79, y: 0, width: 1, height: 24))
    }
}
