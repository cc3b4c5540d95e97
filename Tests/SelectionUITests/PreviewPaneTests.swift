import SelectionCore
import SelectionTerminal
import SelectionTesting
import Testing

@testable import SelectionUI

/// The preview pane's pieces on their own: the window's extent, fzf's placeholders, the
/// output builder (colours kept, other sequences out, limits) and the pane widget's whole grid.
struct PreviewPaneTests {
    @Test func extentKeepsACellForTheList() {
        #expect(PreviewWindow.Extent.percent(50).cells(of: 40) == 20)
        #expect(PreviewWindow.Extent.percent(100).cells(of: 40) == 39)
        #expect(PreviewWindow.Extent.percent(0).cells(of: 40) == 1)
        #expect(PreviewWindow.Extent.cells(12).cells(of: 40) == 12)
        #expect(PreviewWindow.Extent.cells(12).cells(of: 1) == 0)
    }

    // MARK: Placeholders

    @Test func placeholdersAreReplacedAndQuotedAsFzfDoes() {
        let replaced = PreviewPlaceholders.replacing(
            in: "cat {} # {q} {n} {+} {x} \\{} {", item: "it's here", checked: [], query: "a b", index: 7)
        #expect(replaced == #"cat 'it'\''s here' # 'a b' 7 'it'\''s here' {x} {} {"#)
        let checked = PreviewPlaceholders.replacing(in: "wc {+}", item: "c", checked: ["a", "b b"], query: "", index: 2)
        #expect(checked == "wc 'a' 'b b'")
        #expect(PreviewPlaceholders.replacing(in: "echo {} {n}", item: nil, checked: [], query: "", index: nil) == "echo '' ''")
    }

    @Test(arguments: [
        ("{1}", "'abc'"), ("{2}", "'d'\\''e'"), ("{-1}", "'g'"), ("{2..}", "'d'\\''e  f g'"), ("{..2}", "'abc  d'\\''e'"),
        ("{1..-2}", "'abc  d'\\''e  f'"), ("{9}", "''"), ("{0}", "{0}"), ("{1.2}", "{1.2}"), ("\\{1}", "{1}"),
    ])
    func fieldPlaceholdersTakeFieldsOfTheItem(template: String, expected: String) {
        #expect(PreviewPlaceholders.replacing(in: template, item: " abc  d'e  f g ", checked: [], query: "", index: 0) == expected)
    }

    @Test func placeholdersInUseAreFound() {
        #expect(PreviewPlaceholders.uses("q", in: "rg {q}"))
        #expect(!PreviewPlaceholders.uses("q", in: "rg \\{q} {}"))
        #expect(PreviewPlaceholders.uses("+", in: "wc {+}"))
        #expect(!PreviewPlaceholders.uses("+", in: "wc {}"))
    }

    // MARK: Output

    private func output(of text: String) -> PreviewOutput {
        PreviewOutput(parsing: Array(text.utf8))
    }

    @Test func outputKeepsSGRColoursAcrossLinesAndDropsEveryOtherSequence() {
        let red = Style(foreground: .ansi(.red))
        let result = output(of: "a\u{1B}[31mred\nstill\u{1B}[0m \u{1B}]0;title\u{07}\u{1B}[2Jx\u{1B}[H\r\n\tt")
        #expect(
            result.lines == [
                PreviewOutput.Line(segments: [.init(text: "a", style: .plain), .init(text: "red", style: red)]),
                PreviewOutput.Line(segments: [.init(text: "still", style: red), .init(text: " x", style: .plain)]),
                PreviewOutput.Line(segments: [.init(text: "        t", style: .plain)]),
            ])
        #expect(!result.isRunning)
    }

    @Test func outputIsCutAtTheLineLimitAndSaysSo() {
        let lines = String(repeating: "x\n", count: PreviewOutput.lineLimit + 5)
        let cut = PreviewOutput(parsing: Array(lines.utf8), ending: "killed by signal 15")
        #expect(cut.lines.count == PreviewOutput.lineLimit)
        #expect(cut.isCut)
        // The signal that stopped it is not news: the cut is.
        #expect(cut.ending == nil)
        #expect(cut.shownLines.last == PreviewOutput.Line("[output cut at 10000 lines]"))
    }

    @Test func anEndingOtherThanSuccessIsShownAfterTheOutput() {
        let output = PreviewOutput(parsing: Array("no such file".utf8), ending: "exit status 2")
        #expect(output.shownLines.map(\.text) == ["no such file", "[exit status 2]"])
    }

    // MARK: The pane

    private func render(_ pane: PreviewPaneView, width: Int, height: Int) -> [String] {
        var buffer = Buffer(width: width, height: height)
        pane.render(into: &buffer, area: Rect(x: 0, y: 0, width: width, height: height))
        return ScreenSnapshot(buffer).quotedLines
    }

    private let three = PreviewOutput(lines: [PreviewOutput.Line("first line"), PreviewOutput.Line("2"), PreviewOutput.Line("漢字漢字")])

    @Test func paneCutsLongLinesAtTheEdgeBesideALine() {
        let pane = PreviewPaneView(output: three, frame: .line(.left), theme: .monochrome)
        #expect(
            render(pane, width: 8, height: 3) == [
                "|│ first |",
                "|│ 2     |",
                "|│ 漢字漢|",
            ])
    }

    @Test func paneWrapsLongLinesAndShowsWhereItIs() {
        let pane = PreviewPaneView(output: three, wraps: true, frame: .none, theme: .monochrome)
        #expect(
            render(pane, width: 6, height: 3) == [
                "|fir1/5|",
                "|line  |",
                "|2     |",
            ])
        #expect(pane.rowCount(width: 6) == 5)
        #expect(pane.maximumScroll(in: Rect(x: 0, y: 0, width: 6, height: 3)) == 2)
        var scrolled = pane
        scrolled.scroll = 2
        #expect(
            render(scrolled, width: 6, height: 3) == [
                "|2  3/5|",
                "|漢字漢|",
                "|字    |",
            ])
    }

    @Test func paneInABoxAndWithALineAbove() {
        let boxed = PreviewPaneView(output: PreviewOutput(lines: [PreviewOutput.Line("hi")]), frame: .box, theme: .monochrome)
        #expect(
            render(boxed, width: 5, height: 3) == [
                "|╭───╮|",
                "|│hi │|",
                "|╰───╯|",
            ])
        let below = PreviewPaneView(output: PreviewOutput(lines: [PreviewOutput.Line("hi")]), frame: .line(.top), theme: .monochrome)
        #expect(render(below, width: 4, height: 2) == ["|────|", "| hi |"])
    }

    @Test func aRunningPreviewShowsItsIndicatorLeftOfThePosition() {
        var pane = PreviewPaneView(output: three, frame: .none, theme: .monochrome)
        pane.indicator = "⠙"
        #expect(
            render(pane, width: 10, height: 2) == [
                "|first1/3 ⠙|",
                "|2         |",
            ])
        pane.output = PreviewOutput(lines: [PreviewOutput.Line("short")], isRunning: true)
        #expect(render(pane, width: 10, height: 2) == ["|short    ⠙|", "|          |"])
    }

    @Test func paneDrawsNothingInAnEmptyAreaAndOnlyItsFrameWhenThereIsNoRoom() {
        let pane = PreviewPaneView(output: three, frame: .line(.left), theme: .monochrome)
        var buffer = Buffer(width: 3, height: 2)
        pane.render(into: &buffer, area: Rect(x: 0, y: 0, width: 0, height: 2))
        #expect(ScreenSnapshot(buffer).quotedLines == ["|   |", "|   |"])
        #expect(render(pane, width: 2, height: 1) == ["|│ |"])
    }
}

/// fzf's placeholders with their flags, as fzf 0.74.5 replaces them (src/terminal.go,
/// replacePlaceholder), for execute, become and transform.
@Suite struct PlaceholderFlagTests {
    static let values = PlaceholderValues(
        current: PlaceholderItem(text: "b:2 two", index: 1),
        checked: [PlaceholderItem(text: "c:3", index: 2), PlaceholderItem(text: "a:1 it's", index: 0)],
        matched: [PlaceholderItem(text: "a", index: 0), PlaceholderItem(text: "b", index: 1)], query: "x  y", prompt: "> ",
        action: "down")

    static func replaced(_ template: String, _ values: PlaceholderValues = values) -> String {
        PreviewPlaceholders.replacing(in: template, values: values) { lines in "FILE[" + lines.joined(separator: "|") + "]" }
    }

    @Test(arguments: [
        ("{}", "'b:2 two'"), ("{+}", "'c:3' 'a:1 it'\\''s'"), ("{+1}", "'c:3' 'a:1'"), ("{n}", "1"), ("{+n}", "2 0"),
        ("{f}", "FILE[b:2 two]"), ("{+f}", "FILE[c:3|a:1 it's]"), ("{+fn}", "FILE[2|0]"), ("{r}", "b:2 two"), ("{*}", "'a' 'b'"),
        ("{q}", "'x  y'"), ("{q:2}", "'y'"), ("{q:s1}", "'x  '"), ("{fzf:query}", "'x  y'"), ("{fzf:action}", "down"),
        ("{fzf:prompt}", "'> '"), ("{s2..}", "'two'"), ("{1,2}", "'b:2 two'"), ("{-1}", "'two'"), ("\\{+}", "{+}"),
        ("{x}", "{x}"), ("{0}", "{0}"), ("{+q}", "{+q}"),
    ])
    func flagsAreReadAsFzfReadsThem(template: String, expected: String) {
        #expect(Self.replaced(template) == expected)
    }

    @Test func aDelimiterCutsFields() {
        var values = Self.values
        values.delimiter = ":"
        #expect(Self.replaced("{1} {2..} {+1}", values) == "'b' '2 two' 'c' 'a'")
    }

    @Test func nothingCheckedStandsForTheHighlightedItem() {
        var values = Self.values
        values.checked = []
        #expect(Self.replaced("{+} {+n}", values) == "'b:2 two' 1")
    }

    @Test func aCommandForTheItemDoesNotRunWithoutOne() {
        var values = Self.values
        values.current = nil
        #expect(!PreviewPlaceholders.canRun("vim {}", values: values))
        #expect(PreviewPlaceholders.canRun("vim {+}", values: values))
        #expect(PreviewPlaceholders.canRun("rg {q}", values: values))
        #expect(PreviewPlaceholders.canRun("date", values: values))
        values.checked = []
        #expect(!PreviewPlaceholders.canRun("vim {+}", values: values))
        #expect(Self.replaced("echo {q} {}", values) == "echo 'x  y' ''")
    }
}
