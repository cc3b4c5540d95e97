import SelectionCore
import SelectionDemos
import SelectionTerminal
import SelectionTesting
import SelectionUI
import Testing

/// Drop-downs on the host draw every layout with the shared ListView: a palette grid and a
/// horizontal menu, hit-tested cell by cell.
@Suite struct ScreenListLayoutTests {
    static func popupDriver() -> PromptDriver<AppScreen> {
        PromptDriver(
            Demo.popup.makeScreen(),
            terminal: VirtualTerminal(width: 80, height: 24, presentation: .fullScreen),
            options: PromptHost.Options(presentation: .fullScreen))
    }

    @Test func aHorizontalMenuOpensOnOneLineAndAClickActivatesAnItem() throws {
        var driver = Self.popupDriver()
        driver.click(at: try #require(driver.snapshot.position(of: "Menu ▾")))
        let row = try #require(driver.snapshot.row(containing: "File"))
        #expect(driver.snapshot.lines[row].contains("│ File   Edit   View   Help │"))
        #expect(driver.snapshot.lines[row - 1].contains("╭─▲───"))
        driver.click(at: try #require(driver.snapshot.position(of: "View")))
        #expect(driver.prompt.stack.isEmpty)
        #expect(driver.prompt.content.status == "action: menu → View")
    }

    @Test func aPaletteGridChoosesTheCellUnderThePointer() throws {
        var driver = Self.popupDriver()
        let label = try #require(driver.snapshot.position(of: "Colour (grid):"))
        let trigger = try #require(driver.snapshot.lines[label.y].firstRange(of: "--"))
        driver.click(
            at: Point(
                x: driver.snapshot.lines[label.y].distance(from: driver.snapshot.lines[label.y].startIndex, to: trigger.lowerBound),
                y: label.y))
        let corner = try #require(driver.snapshot.position(of: "╭▲"))
        #expect(driver.snapshot.lines[corner.y + 1].contains("│ ██  ██  ██  ██ │"))
        #expect(driver.snapshot.lines[corner.y + 2].contains("│ ██  ██  ██  ██ │"))
        // Second line, second cell: Blue. Each cell is four columns: a mark, the swatch, a mark.
        let blue = Point(x: corner.x + 1 + 4 + 1, y: corner.y + 2)
        #expect(driver.snapshot.style(atColumn: blue.x, row: blue.y).foreground == .rgb(Colour(rgb: 0x0000ff)))
        driver.click(at: blue)
        #expect(driver.prompt.stack.isEmpty)
        #expect(driver.prompt.content.status == "value changed: palette = Blue")
    }
}
