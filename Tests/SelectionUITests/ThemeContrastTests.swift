import SelectionCore
import SelectionTerminal
import Testing

@testable import SelectionUI

/// Issue 20: contrast as a tested property. Every text/background pair the standard theme's
/// variants draw reaches WCAG AA (4.5:1) on xterm's, the VGA and the Tango palettes, with bold
/// drawn as the bright colour where the palette does that and faint text halfway to the
/// background. The table and its worst pair are printed.
@Suite struct ThemeContrastTests {
    /// The pairs a theme draws: a name and the style of the text with its background.
    static func pairs(of theme: Theme) -> [(name: String, style: Style)] {
        let currentMatch = theme.currentMatch ?? theme.highlight.adding(theme.match.attributes)
        return [
            ("normal row", theme.text),
            ("highlighted row", theme.highlight),
            ("pointer ›", theme.pointer ?? theme.highlight),
            ("marker", theme.marker ?? theme.text),
            ("marker on the highlighted row", theme.marker.map { $0.over(theme.highlight) } ?? theme.highlight),
            ("disabled option and reason", theme.disabled),
            ("detail", theme.detail),
            ("match emphasis", theme.match),
            ("match emphasis on the highlighted row", currentMatch),
            ("trigger", theme.trigger),
            ("focused trigger or button", theme.focusedTrigger),
            ("pressed focused button", theme.focusedTrigger.adding(.reverse)),
            ("placeholder", theme.placeholder),
            ("title", theme.title),
            ("title bar", Style(attributes: [.reverse, .bold])),
            ("help line", theme.help),
            ("prompt", theme.prompt ?? theme.help),
            ("counts", theme.info ?? theme.help),
            ("header", theme.header),
            ("error", theme.error),
            ("query", theme.input),
        ]
    }

    static let capabilities: [ColourCapability] = [.ansi16, .xterm256, .trueColour]

    @Test func everyPairReachesFourAndAHalfToOneInBothVariantsOnEveryPalette() {
        var worst: (ratio: Double, row: String) = (21, "")
        var failures: [String] = []
        var table: [String] = []
        for background in TerminalBackground.allCases {
            for capability in Self.capabilities {
                let theme = Theme.standard(on: background, colours: capability)
                for (name, style) in Self.pairs(of: theme) {
                    let degraded = style.degraded(to: capability)
                    var cells: [String] = []
                    for palette in TerminalPalette.checked {
                        let ratio = palette.contrast(of: degraded, on: background)
                        let row = "\(background) \(capability) \(palette.name): \(name) \(Self.shown(ratio)):1"
                        if ratio < worst.ratio { worst = (ratio, row) }
                        if ratio < 4.5 { failures.append(row) }
                        cells.append(Self.shown(ratio))
                    }
                    table.append("\(background)\t\(capability)\t\(name)\t" + cells.joined(separator: "\t"))
                }
            }
        }
        print("variant\tcolours\tpair\txterm\tVGA\tTango\n" + table.joined(separator: "\n"))
        print("worst pair: \(worst.row)")
        #expect(failures == [])
        #expect(worst.ratio >= 4.5)
    }

    /// The check can fail: the theme issue 20 started from (bold black on cyan, bold cyan on white)
    /// is caught on a light background.
    @Test func theOldHighlightFailsOnXterm() {
        let oldHighlight = Style(foreground: .ansi(.black), background: .ansi(.cyan), attributes: .bold)
        let oldFocus = Style(foreground: .ansi(.cyan), attributes: [.bold, .underline])
        #expect(Self.shown(TerminalPalette.xterm.contrast(of: oldHighlight, on: .light)) == "2.0")
        #expect(Self.shown(TerminalPalette.xterm.contrast(of: oldFocus, on: .light)) == "1.3")
    }

    @Test func contrastRatiosMatchWCAG() {
        #expect(TerminalPalette.contrast(Colour(rgb: 0x000000), Colour(rgb: 0xFFFFFF)) == 21)
        #expect(Self.shown(TerminalPalette.contrast(Colour(rgb: 0x777777), Colour(rgb: 0xFFFFFF))) == "4.5")
        #expect(TerminalPalette.contrast(Colour(rgb: 0x336699), Colour(rgb: 0x336699)) == 1)
    }

    /// `NO_COLOR` and the monochrome theme: no colour anywhere, and every cue still an attribute
    /// or a glyph.
    @Test func theMonochromeThemeKeepsEveryCueAsAGlyphOrAnAttribute() {
        let theme = Theme.standard(on: .light, colours: .noColour)
        #expect(theme == .monochrome)
        for (name, style) in Self.pairs(of: theme) {
            #expect(style.foreground == .default && style.background == .default, "\(name) has a colour")
        }
        #expect(theme.highlight.attributes.contains(.reverse))
        #expect(theme.highlightMarker == "›" && theme.checkmark == "✓")
        #expect(theme.checkboxOn != theme.checkboxOff)
        #expect(theme.match.attributes.contains(.underline))
        #expect(theme.focusedTrigger.attributes.isSuperset(of: [.underline, .reverse]))
        #expect(theme.disabled.attributes.contains(.italic))
        #expect(theme.placeholder.attributes.contains(.italic))
        #expect(theme.error.attributes.contains(.underline))
        #expect(theme.header.attributes.contains(.underline))
    }

    /// Bold never meets colours 0–7 in the standard variants (xterm would draw them bright).
    @Test func noStandardVariantReliesOnBoldToChangeAColour() {
        for background in TerminalBackground.allCases {
            for capability in Self.capabilities {
                for (name, style) in Self.pairs(of: Theme.standard(on: background, colours: capability))
                where style.attributes.contains(.bold) {
                    if case .ansi(let colour) = style.foreground {
                        #expect(colour.rawValue >= 8, "\(background) \(capability) \(name): bold on \(colour)")
                    }
                }
            }
        }
    }

    /// A colour that carries meaning (a unit category's, a painted view) is a background with
    /// black or white text on it, never the default foreground or the colour as text: at least
    /// 4.5:1 on every one (and in general, since the better of black and white is never below 4.58:1).
    @Test func textOnACueColourIsCheckedAgainstIt() {
        let colours =
            UnitCategory.allCases.map(\.colour)
            + [0xff0000, 0xffff00, 0x00ff00, 0x0000ff, 0xff00ff, 0x777777, 0x767676].map { Colour(rgb: $0) }
        for colour in colours {
            let style = Style.text(on: colour)
            let ratio = TerminalPalette.xterm.contrast(of: style, on: .light)
            #expect(ratio >= 4.5, "\(colour): \(Self.shown(ratio)):1")
        }
    }

    static func shown(_ ratio: Double) -> String {
        let tenths = Int((ratio * 10).rounded())
        return "\(tenths / 10).\(tenths % 10)"
    }
}
