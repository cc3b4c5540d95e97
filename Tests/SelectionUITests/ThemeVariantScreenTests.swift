import SelectionCore
import SelectionDemos
import SelectionTerminal
import SelectionTesting
import SelectionUI
import Testing

/// Issue 20: whole screens through the test kit for both variants of the standard theme and for
/// 16, 256 and 24-bit colour. The host picks the variant from what the terminal reports; the text
/// is the same in every variant, only the colours differ, and every coloured row is the theme's.
@Suite struct ThemeVariantScreenTests {
    struct Variant: Sendable, CustomStringConvertible {
        var background: TerminalBackground
        var capability: ColourCapability
        var description: String { "\(background) \(capability)" }
    }

    static let variants: [Variant] = TerminalBackground.allCases.flatMap { background in
        [ColourCapability.ansi16, .xterm256, .trueColour].map { Variant(background: background, capability: $0) }
    }

    /// The colour demo after its script (Blue chosen, the popover reopened) on a terminal of `variant`.
    static func colourDemo(_ variant: Variant) throws -> ScreenSnapshot {
        let terminal = VirtualTerminal(
            width: 80, height: 24, presentation: .fullScreen, capability: variant.capability, background: variant.background)
        var driver = PromptDriver(Demo.colour.makeScreen(), terminal: terminal, options: PromptHost.Options(presentation: .fullScreen))
        for step in Demo.colour.pictureScript.steps {
            for event in try DemoScript.events(of: step, onScreen: driver.snapshot.lines) { driver.send(event) }
        }
        #expect(terminal.violations == [])
        return driver.snapshot
    }

    @Test(arguments: variants) func theColourDemoDrawsTheVariantsColoursAndTheSameText(_ variant: Variant) throws {
        let snapshot = try Self.colourDemo(variant)
        let reference = try Self.colourDemo(Variant(background: .dark, capability: .trueColour))
        #expect(snapshot.quotedLines == reference.quotedLines)
        let theme = Theme.standard(on: variant.background, colours: variant.capability)
        let row = try #require(snapshot.row(containing: "›✓ ██ Blue"))
        let column = try #require(snapshot.lines[row].firstIndex(of: "›")).utf16Offset(in: snapshot.lines[row])
        #expect(snapshot.lines[row].utf16.count == snapshot.lines[row].count, "the row has only one-unit characters")
        // The pointer, then the row in the highlight's colours (the swatch keeps its own foreground).
        let highlight = theme.highlight.degraded(to: variant.capability)
        #expect(snapshot.style(atColumn: column, row: row) == (theme.pointer ?? theme.highlight).degraded(to: variant.capability))
        let label = try #require(snapshot.lines[row].range(of: "Blue")).lowerBound.utf16Offset(in: snapshot.lines[row])
        #expect(snapshot.style(atColumn: label, row: row) == highlight)
        // The painted view: blue in every variant, as near as the terminal has it.
        let blue = TerminalColour.rgb(Colour(rgb: 0x0000ff)).degraded(to: variant.capability)
        #expect(snapshot.style(atColumn: 2, row: 20).background == blue)
        // Text on the painted view is in a colour checked against it: white on blue.
        #expect(
            snapshot.style(atColumn: 2, row: 20).foreground == TerminalColour.rgb(Colour(rgb: 0xFFFFFF)).degraded(to: variant.capability))
    }

    @Test func theHostPicksTheVariantFromTheTerminalsBackground() {
        for variant in Self.variants {
            let terminal = VirtualTerminal(width: 30, height: 8, capability: variant.capability, background: variant.background)
            #expect(PromptHost.Options().context(on: terminal).theme == Theme.standard(on: variant.background, colours: variant.capability))
        }
        #expect(PromptHost.Options().context(on: VirtualTerminal(capability: .trueColour)).theme == .standard)
        #expect(PromptHost.Options().context(on: VirtualTerminal(capability: .noColour, background: .light)).theme == .monochrome)
    }

    /// An inline drop-down on a light 256-colour terminal: the whole region, and the highlighted
    /// row's colours are the light variant's (black on pale blue), not the dark one's.
    @Test func anInlineDropDownOnALightTerminal() {
        let terminal = VirtualTerminal(width: 30, height: 8, capability: .xterm256, background: .light)
        let driver = PromptDriver(DropDown("Colour", options: ["Red", "Green", "Blue"]), terminal: terminal)
        #expect(
            driver.snapshot.trimmedLines == [
                "Colour: Select... ▴",
                "        ╭────▲────╮",
                "        │›  Red   │",
                "        │   Green │",
                "        │   Blue  │",
                "        ╰─────────╯",
                "↑/↓ move · enter choose · esc…",
            ])
        #expect(
            driver.snapshot.styleRuns(ofRow: 2) == [
                StyleRun(columns: 8..<9, style: Theme.light.border),
                StyleRun(columns: 9..<10, style: Theme.light.pointer ?? Theme.light.highlight),
                StyleRun(columns: 10..<18, style: Theme.light.highlight),
                StyleRun(columns: 18..<19, style: Theme.light.border),
            ])
        #expect(driver.snapshot.styleRuns(ofRow: 6) == [StyleRun(columns: 0..<30, style: Theme.light.help)])
    }
}
