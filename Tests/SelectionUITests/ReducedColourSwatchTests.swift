import SelectionCore
import SelectionDemos
import SelectionTerminal
import SelectionTesting
import SelectionUI
import Testing

/// Issue 20: with 16 colours, options that differ only by colour stay distinguishable. The popup
/// demo's palette grid (Teal and Grey both nearest to bright black) gets eight different system
/// colours, and the chosen swatch on the trigger keeps the colour it had in the grid.
@Suite struct ReducedColourSwatchTests {
    /// The grid's swatches, row by row: where each `██` starts and its colour.
    static func swatches(in snapshot: ScreenSnapshot) -> [(position: Point, colour: TerminalColour)] {
        var found: [(Point, TerminalColour)] = []
        for (row, line) in snapshot.lines.enumerated() where line.contains("│") {
            let characters = Array(line)
            var column = 0
            while column + 1 < characters.count {
                if characters[column] == "█", characters[column + 1] == "█" {
                    found.append((Point(x: column, y: row), snapshot.style(atColumn: column, row: row).foreground))
                    column += 2
                } else {
                    column += 1
                }
            }
        }
        return found
    }

    static let labels = ["Red", "Orange", "Yellow", "Green", "Teal", "Blue", "Purple", "Grey"]

    @Test func thePaletteGridsColoursStayDistinctAndTheChosenSwatchKeepsItsColour() throws {
        let terminal = VirtualTerminal(width: 80, height: 24, presentation: .fullScreen, capability: .ansi16)
        var driver = PromptDriver(Demo.popup.makeScreen(), terminal: terminal, options: PromptHost.Options(presentation: .fullScreen))
        for step in Demo.popup.pictureScript.steps {
            for event in try DemoScript.events(of: step, onScreen: driver.snapshot.lines) { driver.send(event) }
        }
        let swatches = Self.swatches(in: driver.snapshot)
        try #require(swatches.count == 8, "\(driver.snapshot.lines.joined(separator: "\n"))")
        let colours = Dictionary(uniqueKeysWithValues: zip(Self.labels, swatches.map(\.colour)))
        #expect(Set(colours.values).count == 8, "\(colours)")
        #expect(colours["Grey"] == .ansi(.brightBlack))
        #expect(colours["Teal"] == .ansi(.cyan))
        #expect(colours["Red"] == .ansi(.brightRed))
        // Without the distinct assignment Teal would be Grey's bright black.
        #expect(TerminalColour.rgb(Colour(rgb: 0x008080)).degraded(to: .ansi16) == .ansi(.brightBlack))

        driver.click(at: swatches[4].position)
        let trigger = try #require(driver.snapshot.row(containing: "Colour (grid):"))
        let line = driver.snapshot.lines[trigger]
        #expect(line.contains("Teal"), "\(line)")
        let swatch = try #require(Array(line).firstIndex(of: "█"))
        #expect(driver.snapshot.style(atColumn: swatch, row: trigger).foreground == .ansi(.cyan))
        #expect(terminal.violations == [])
    }
}
