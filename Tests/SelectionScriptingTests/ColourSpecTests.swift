import SelectionCore
import SelectionScripting
import SelectionTerminal
import SelectionTesting
import SelectionUI
import Testing

/// `--color`: fzf's colour specs as themes.
@Suite struct ColourSpecTests {
    private func theme(_ spec: String) throws -> Theme {
        try ColourSpec(parsing: spec).applied(to: .standard)
    }

    @Test func entriesSetTheirPartsColoursAndAttributes() throws {
        let theme = try theme("hl:#ff8700:bold,fg+:231,bg+:24 pointer:red  marker:bright-green header:-1:italic")
        var expected = Theme.standard
        expected.match = Style(foreground: .rgb(Colour(red: 255, green: 135, blue: 0)), attributes: [.bold, .underline])
        expected.highlight = Style(foreground: .indexed(231), background: .indexed(24), attributes: .bold)
        // hl+ is not given: the highlighted row's matches take hl's colour, on bg+.
        expected.currentMatch = Style(
            foreground: .rgb(Colour(red: 255, green: 135, blue: 0)), background: .indexed(24), attributes: [.bold, .underline])
        expected.pointer = Style(foreground: .ansi(.red), background: .indexed(24), attributes: .bold)
        expected.marker = Style(foreground: .ansi(.brightGreen))
        expected.header = Style(attributes: [.bold, .italic])
        #expect(theme == expected)
    }

    @Test func synonymsSetTheSameParts() throws {
        #expect(try theme("current-fg:1,current-bg:2,current-hl:3") == theme("fg+:1,bg+:2,hl+:3"))
        #expect(try theme("query:5,list-border:6,header-fg:7") == theme("input-fg:5,border:6,header:7"))
        #expect(try theme("fg:gray") == theme("fg:grey"))
        #expect(try theme("fg:8") == theme("fg:bright-black"))
    }

    @Test func backgroundGoesBehindTextAndThePopover() throws {
        let theme = try theme("bg:236")
        #expect(theme.text == Style(background: .indexed(236)))
        #expect(theme.popover == Style(background: .indexed(236)))
    }

    @Test func regularClearsAttributesAndStripRemovesColours() throws {
        let theme = try theme("hl:regular:italic,fg+:strip")
        #expect(theme.match == Style(foreground: .ansi(.brightGreen), attributes: .italic))
        #expect(theme.highlight == Style(attributes: .bold))
        #expect(
            try self.theme("hl:underline-curly:reverse").match
                == Style(foreground: .ansi(.brightGreen), attributes: [.bold, .underline, .reverse]))
    }

    /// Issue 20: `light` and `dark` pick the standard theme's variant for the terminal's colours,
    /// overriding the detected background; entries after them still apply.
    @Test func lightAndDarkPickTheVariantForTheTerminalsColours() throws {
        #expect(try ColourSpec(parsing: "light").applied(to: .standard, colours: .ansi16) == .standardLight)
        #expect(try ColourSpec(parsing: "light").applied(to: .standard, colours: .trueColour) == .light)
        #expect(try ColourSpec(parsing: "dark").applied(to: .light, colours: .ansi16) == .standard)
        #expect(try ColourSpec(parsing: "dark,hl:1").applied(to: .light, colours: .xterm256).match.foreground == .ansi(.red))
        #expect(try ColourSpec(parsing: "hl:1").applied(to: .light, colours: .xterm256).highlight == Theme.light.highlight)
    }

    @Test func baseSchemesComeFirst() throws {
        #expect(try theme("dark") == .dark)
        #expect(try theme("light,hl:1").match == Style(foreground: .ansi(.red), attributes: [.bold, .underline]))
        #expect(try theme("bw") == .monochrome)
        #expect(try theme("16") == .standard)
        #expect(try theme("base16") == .standard)
        #expect(try ColourSpec(parsing: "").applied(to: .dark) == .dark)
    }

    @Test func fzfPartsSelDoesNotDrawAreAccepted() throws {
        #expect(try theme("nth:bold,alt-bg:1,input-bg:2,header-bg:3,footer:4") == .standard)
    }

    /// `nomatch`: raw mode's unmatched rows, dim unless the spec says otherwise.
    @Test func noMatchStylesRawModesUnmatchedRows() throws {
        #expect(try theme("nomatch:1").noMatch == Style(foreground: .ansi(.red), attributes: [.dim]))
        #expect(try theme("nomatch:italic").noMatch == Style(attributes: [.dim, .italic]))
        #expect(Theme.standard.noMatch == nil)
    }

    @Test func fzfPartsOfTheChromeAndPreviewAreApplied() throws {
        let styled = try theme(
            "preview-fg:1,preview-bg:236,preview-border:2,preview-label:3,input-border:4,header-border:5,gutter:6,spinner:7,selected-fg:9,selected-bg:10,selected-hl:11"
        )
        #expect(styled.previewText == Style(foreground: .ansi(.red), background: .indexed(236)))
        #expect(styled.previewBorder?.foreground == .ansi(.green))
        #expect(styled.previewLabel?.foreground == .ansi(.yellow))
        #expect(styled.inputBorder?.foreground == .ansi(.blue))
        #expect(styled.headerBorder?.foreground == .ansi(.magenta))
        #expect(styled.gutter?.background == .ansi(.cyan))
        #expect(styled.spinner?.foreground == .ansi(.white))
        #expect(styled.checkedRow == Style(foreground: .ansi(.brightRed), background: .ansi(.brightGreen)))
        #expect(styled.checkedMatch?.foreground == .ansi(.brightYellow))
    }

    @Test func laterSpecsWin() throws {
        let spec = try ColourSpec(parsing: "dark,hl:1").adding(ColourSpec(parsing: "hl:2"))
        #expect(spec.base == .dark)
        #expect(spec.applied(to: .standard).match.foreground == .ansi(.green))
    }

    @Test func noColourAlwaysWins() throws {
        let spec = try ColourSpec(parsing: "dark,hl:#ff0000")
        #expect(spec.theme(for: .noColour) == nil)
        #expect(spec.theme(for: .xterm256) == .dark.with(\.match.foreground, .rgb(Colour(red: 255, green: 0, blue: 0))))
        // With NO_COLOR the host picks the monochrome theme, whatever the spec.
        let options = PromptHost.Options(theme: spec.theme(for: .noColour))
        #expect(options.context(on: VirtualTerminal(width: 20, height: 4, capability: .noColour)).theme == .monochrome)
    }

    @Test(arguments: [
        ("hl:purpleish", ColourSpecError.unknownColour("hl:purpleish")),
        ("hl:256", .unknownColour("hl:256")),
        ("hl:#12345", .unknownColour("hl:#12345")),
        ("hl:#gggggg", .unknownColour("hl:#gggggg")),
        ("hl:red:blinking", .unknownAttribute("hl:red:blinking")),
        ("frob:red", .unknownName("frob:red")),
        ("darkish", .unknownScheme("darkish")),
        ("hl:red,dark", .unknownScheme("dark")),
        ("hl", .missingColour("hl")),
    ])
    func malformedSpecsNameTheEntry(spec: String, error: ColourSpecError) {
        #expect(throws: error) { try ColourSpec(parsing: spec) }
    }

    @Test func errorsReadAsOneLineAndAreSanitised() {
        #expect(
            ColourSpecError.unknownColour("hl:\u{1B}[2J").description
                == "unknown colour in 'hl:␛[2J' (use -1, 0-255, #rrggbb or a name such as bright-red)")
    }

    @Test func themePartsReadTheirFallbacksUntilSet() {
        var theme = Theme.standard
        #expect(theme[.pointer] == theme.highlight)
        #expect(theme[.prompt] == theme.help)
        #expect(theme[.currentMatch] == theme.match)
        theme[.pointer] = Style(foreground: .ansi(.red))
        #expect(theme.pointer == Style(foreground: .ansi(.red)))
        for part in ThemePart.allCases {
            var copy = Theme.standard
            copy[part] = Style(attributes: .strikethrough)
            #expect(copy[part] == Style(attributes: .strikethrough), "\(part)")
        }
    }
}

extension Theme {
    fileprivate func with(_ path: WritableKeyPath<Theme, TerminalColour>, _ value: TerminalColour) -> Theme {
        var copy = self
        copy[keyPath: path] = value
        return copy
    }
}
