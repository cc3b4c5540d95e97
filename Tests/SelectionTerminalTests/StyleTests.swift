import SelectionCore
import Testing

@testable import SelectionTerminal

@Suite struct StyleTests {
    static let orange = Colour(red: 255, green: 128, blue: 0)

    // The SGR written to go from one rendition to the next: only what changes, a reset only
    // when something must be turned off and the reset is shorter; a reset alone is `CSI m`.
    @Test(
        arguments: [
            (nil, Style.plain, "⎋[m"),
            (nil, Style(attributes: .bold), "⎋[0;1m"),
            (Style.plain, Style.plain, ""),
            (Style.plain, Style(attributes: .bold), "⎋[1m"),
            (Style(attributes: .bold), Style(attributes: [.bold, .underline]), "⎋[4m"),
            (Style(attributes: .bold), Style.plain, "⎋[m"),
            (Style(attributes: [.bold, .dim]), Style(attributes: .dim), "⎋[0;2m"),
            (Style(foreground: .ansi(.red), attributes: [.bold, .underline]), Style(foreground: .ansi(.red), attributes: .bold), "⎋[24m"),
            (Style(foreground: .ansi(.red)), Style(foreground: .ansi(.brightRed)), "⎋[91m"),
            (Style(foreground: .ansi(.red)), Style.plain, "⎋[m"),
            (Style(foreground: .ansi(.red), background: .ansi(.blue)), Style(background: .ansi(.blue)), "⎋[39m"),
            (Style.plain, Style(foreground: .indexed(208), background: .ansi(.brightBlack)), "⎋[38;5;208;100m"),
            (Style.plain, Style(background: .rgb(orange)), "⎋[48;2;255;128;0m"),
            (Style(attributes: .reverse), Style.plain, "⎋[m"),
            (
                Style(foreground: .rgb(orange), attributes: [.reverse, .italic]), Style(foreground: .rgb(orange), attributes: .italic),
                "⎋[27m"
            ),
            (Style.plain, Style(attributes: [.bold, .dim, .italic, .underline, .reverse, .strikethrough]), "⎋[1;2;3;4;7;9m"),
        ] as [(Style?, Style, String)])
    func sgrTransition(from current: Style?, to target: Style, expected: String) {
        var out = TerminalOutput()
        target.writeSGR(from: current, into: &out)
        #expect(readable(out.bytes) == expected)
        // The parameters, as a list, are what was written (a lone reset is the parameter 0).
        let parameters = target.sgrParameters(from: current)
        let written = expected.dropFirst(2).dropLast()
        #expect(parameters.map(String.init).joined(separator: ";") == (written.isEmpty && !expected.isEmpty ? "0" : String(written)))
    }

    @Test func everyColourKindHasItsSGRCode() {
        let codes = ANSIColour.allCases.map { TerminalColour.ansi($0).sgrParameters(isBackground: false) }
        #expect(codes == [[30], [31], [32], [33], [34], [35], [36], [37], [90], [91], [92], [93], [94], [95], [96], [97]])
        let backgrounds = ANSIColour.allCases.map { TerminalColour.ansi($0).sgrParameters(isBackground: true) }
        #expect(backgrounds == [[40], [41], [42], [43], [44], [45], [46], [47], [100], [101], [102], [103], [104], [105], [106], [107]])
        #expect(TerminalColour.default.sgrParameters(isBackground: false) == [39])
        #expect(TerminalColour.default.sgrParameters(isBackground: true) == [49])
    }

    @Test func descriptionNamesWhatDiffersFromPlain() {
        #expect(Style.plain.description == "plain")
        let style = Style(foreground: .ansi(.cyan), background: .rgb(Self.orange), attributes: [.underline, .bold])
        #expect(style.description == "fg:cyan bg:#ff8000 bold underline")
        #expect(Style(foreground: .indexed(7)).adding(.reverse).description == "fg:7 reverse")
    }
}
