import SelectionCore
import SelectionTerminal
import SelectionTesting
import SelectionUI
import Testing

/// Labels with colours of their own (`--ansi`), and the theme's pointer, marker and
/// current-match parts, drawn by `ListView`: whole rows with their style runs.
@Suite struct ListViewStyledLabelTests {
    private func list(_ labels: [String], multiple: Bool = false, selected: [String] = []) -> ListState<String> {
        var state = ListState(
            items: labels.map { .option(Choice($0)) }, selectionMode: multiple ? .multiple(limit: nil) : .single,
            preselecting: selected.isEmpty ? .nothing : .labels(selected))
        state.send(.focus)
        return state
    }

    private func render(
        _ state: ListState<String>, theme: Theme, matches: [Int: [Int]] = [:], labelStyles: [Int: [StyledCharacters]] = [:]
    ) -> ScreenSnapshot {
        var buffer = Buffer(width: 16, height: state.items.count)
        ListView(state: state, theme: theme, matches: matches, labelStyles: labelStyles).render(into: &buffer, area: buffer.area)
        return ScreenSnapshot(buffer)
    }

    @Test func coloursOfALabelAreDrawnOverTheRowStyle() {
        let branch = ANSIText(parsing: Array("* \u{1B}[32mmain\u{1B}[m".utf8)).characterRuns
        let other = ANSIText(parsing: Array("  \u{1B}[1;31mfix\u{1B}[0m-bug".utf8)).characterRuns
        #expect(branch.label == "* main")
        #expect(branch.runs.map(\.description) == ["2..<6 fg:green"])
        let snapshot = render(list([branch.label, other.label]), theme: .standard, labelStyles: [0: branch.runs, 1: other.runs])
        #expect(snapshot.quotedLines == ["|›  * main       |", "|     fix-bug    |"])
        let highlight = Theme.standard.highlight
        #expect(
            snapshot.styleRuns(ofRow: 0) == [
                StyleRun(columns: 0..<5, style: highlight),
                StyleRun(columns: 5..<9, style: Style(foreground: .ansi(.green), background: .ansi(.blue), attributes: .bold)),
                StyleRun(columns: 9..<16, style: highlight),
            ])
        #expect(snapshot.styleRuns(ofRow: 1) == [StyleRun(columns: 5..<8, style: Style(foreground: .ansi(.red), attributes: .bold))])
    }

    @Test func matchedCharactersAreEmphasisedOverTheColours() {
        let line = ANSIText(parsing: Array("\u{1B}[34mabc\u{1B}[0m".utf8)).characterRuns
        var state = list(["x", line.label])
        state.send(.moveToFirst)
        let snapshot = render(state, theme: .standard, matches: [1: [1]], labelStyles: [1: line.runs])
        #expect(
            snapshot.styleRuns(ofRow: 1) == [
                StyleRun(columns: 3..<4, style: Style(foreground: .ansi(.blue))),
                StyleRun(columns: 4..<5, style: Theme.standard.match),
                StyleRun(columns: 5..<6, style: Style(foreground: .ansi(.blue))),
            ])
    }

    @Test func aLabelCutWithAnEllipsisKeepsTheEllipsisInTheRowStyle() {
        let line = ANSIText(parsing: Array(("\u{1B}[35m" + String(repeating: "w", count: 30)).utf8)).characterRuns
        var state = list(["x", line.label])
        state.send(.moveToFirst)
        let snapshot = render(state, theme: .standard, labelStyles: [1: line.runs])
        #expect(snapshot.quotedLines[1] == "|   wwwwwwwwwwww…|")
        #expect(snapshot.styleRuns(ofRow: 1) == [StyleRun(columns: 3..<15, style: Style(foreground: .ansi(.magenta)))])
    }

    @Test func pointerMarkerAndCurrentMatchHaveStylesOfTheirOwn() {
        var theme = Theme.standard
        theme.pointer = Style(foreground: .ansi(.red), background: .ansi(.cyan), attributes: .bold)
        theme.marker = Style(foreground: .ansi(.magenta))
        theme.currentMatch = Style(foreground: .ansi(.yellow), background: .ansi(.cyan), attributes: .underline)
        let snapshot = render(list(["ab", "cd"], multiple: true, selected: ["ab", "cd"]), theme: theme, matches: [0: [0]])
        #expect(snapshot.quotedLines == ["|›[x] ab         |", "| [x] cd         |"])
        let highlight = theme.highlight
        #expect(
            snapshot.styleRuns(ofRow: 0) == [
                StyleRun(columns: 0..<1, style: theme.pointer ?? highlight),
                StyleRun(columns: 1..<4, style: Style(foreground: .ansi(.magenta), background: .ansi(.blue), attributes: .bold)),
                StyleRun(columns: 4..<5, style: highlight),
                StyleRun(columns: 5..<6, style: theme.currentMatch ?? highlight),
                StyleRun(columns: 6..<16, style: highlight),
            ])
        #expect(snapshot.styleRuns(ofRow: 1) == [StyleRun(columns: 1..<4, style: Style(foreground: .ansi(.magenta)))])
    }

    @Test func unsetPartsDrawAsBefore() {
        let snapshot = render(list(["ab"], multiple: true, selected: ["ab"]), theme: .standard, matches: [0: [0]])
        let highlight = Theme.standard.highlight
        #expect(
            snapshot.styleRuns(ofRow: 0) == [
                StyleRun(columns: 0..<5, style: highlight),
                StyleRun(columns: 5..<6, style: highlight.adding(Theme.standard.match.attributes)),
                StyleRun(columns: 6..<16, style: highlight),
            ])
    }

    @Test func characterRunsFollowCharactersNotBytes() {
        // An invalid byte becomes one U+FFFD; é is two bytes and one character; a combining
        // accent after a style change belongs to the character before it.
        let line = ANSIText(parsing: [0xFF, 0x1B, 0x5B, 0x31, 0x6D] + Array("é\u{1B}[0mx\u{1B}[4m\u{301}y".utf8)).characterRuns
        #expect(line.label == "\u{FFFD}éx\u{301}y")
        #expect(line.runs.map(\.description) == ["1..<2 bold", "3..<4 underline"])
    }
}
