import SelectionCore
import SelectionTerminal
import SelectionTesting
import SelectionUI
import Testing

/// Items longer than their row: the visible part moves so the matches show, with `…` where text
/// is hidden; `--wrap` draws a long item over several rows and a multi-line item over its lines,
/// while the highlight, the mouse, scrolling and paging go by item.
@Suite struct LongItemTests {
    let theme = Theme.monochrome

    // MARK: The window over a long label

    @Test func aLabelThatFitsIsDrawnWhole() {
        let window = LabelWindow(label: "short", width: 10, focus: 0...1)
        #expect(window == LabelWindow(start: 0, end: 5, hidesStart: false, hidesEnd: false))
        #expect(window.text(of: "short") == "short")
    }

    @Test func aMatchNearTheStartKeepsTheStartAndCutsTheEnd() {
        let label = "match then a long tail of text"
        let window = LabelWindow(label: label, width: 12, focus: 0...4)
        #expect(window.text(of: label) == "match then …")
    }

    @Test func aMatchAtTheEndMovesTheWindowThere() {
        let label = "a very long line that has its match at the end"
        let window = LabelWindow(label: label, width: 20, focus: 43...45)
        #expect(window.text(of: label) == "…ts match at the end")
        #expect(Buffer.displayWidth(of: window.text(of: label)) <= 20)
        #expect(window.shownOffset(of: 43) == window.text(of: label).count - 3)
        #expect(window.shownOffset(of: 0) == nil)
    }

    @Test func contextAfterTheMatchIsKeptWithAnEllipsisOnBothSides() {
        let label = String(repeating: "x", count: 40) + "NEEDLE" + String(repeating: "y", count: 40)
        let window = LabelWindow(label: label, width: 30, focus: 40...45)
        let text = window.text(of: label)
        #expect(text == "…" + String(repeating: "x", count: 12) + "NEEDLE" + String(repeating: "y", count: 10) + "…")
        #expect(Buffer.displayWidth(of: text) == 30)
    }

    @Test func wideGlyphsAndCombiningMarksAreMeasuredAsDrawn() {
        // Ten two-column glyphs, then a match; e + U+0301 is one character of one column.
        let label = String(repeating: "漢", count: 10) + "ce\u{301}"
        let window = LabelWindow(label: label, width: 9, focus: 10...11)
        let text = window.text(of: label)
        #expect(text == "…漢漢漢ce\u{301}")
        #expect(Buffer.displayWidth(of: text) == 9)
    }

    @Test func aHugeLineIsMeasuredOnlyNearItsMatch() {
        let label = String(repeating: "x", count: 5000) + "NEEDLEtail"
        let window = LabelWindow(label: label, width: 20, focus: 5000...5005)
        #expect(window == LabelWindow(start: 4991, end: 5010, hidesStart: true, hidesEnd: false))
        #expect(window.text(of: label) == "…" + String(repeating: "x", count: 9) + "NEEDLEtail")
    }

    @Test func matchesWiderThanTheRowStartAtTheFirstMatch() {
        let label = "aaaa" + String(repeating: "m", count: 20) + "zz"
        let window = LabelWindow(label: label, width: 10, focus: 4...23)
        #expect(window.text(of: label) == "…mmmmmmmm…")
    }

    @Test func colouredRunsMoveWithTheWindow() {
        let window = LabelWindow(start: 5, end: 10, hidesStart: true, hidesEnd: true)
        let bold = Style(attributes: .bold)
        let red = Style(foreground: .indexed(1))
        let runs = [
            StyledCharacters(characters: 0..<7, style: bold), StyledCharacters(characters: 8..<20, style: red),
            StyledCharacters(characters: 0..<3, style: red),
        ]
        // One column for the leading ellipsis, then the characters from offset 5.
        #expect(
            window.shifted(runs) == [StyledCharacters(characters: 1..<3, style: bold), StyledCharacters(characters: 4..<6, style: red)])
    }

    // MARK: Whole rows

    func render(
        _ state: ListState<String>, width: Int, height: Int, matches: [Int: [Int]] = [:], wrapping: LabelWrapping = LabelWrapping()
    )
        -> [String]
    {
        var buffer = Buffer(width: width, height: height)
        var state = state
        if wrapping.isActive {
            state.setRowHeights(ListView.rowHeights(of: state.items, width: width, wrapping: wrapping, isMultiple: false, theme: theme))
        }
        ListView(state: state, theme: theme, matches: matches, labelWrapping: wrapping).render(into: &buffer, area: buffer.area)
        return ScreenSnapshot(buffer).quotedLines
    }

    static func list(_ labels: [String], available: Int) -> ListState<String> {
        var list = ListState(items: labels.map { .option(Choice($0)) })
        list.send(.resize(availableRows: available))
        list.send(.focus)
        return list
    }

    @Test func aLongRowShowsItsMatchAtTheEndWithAnEllipsisBefore() {
        let label = String(repeating: "x", count: 490) + " NEEDLE end"
        let lines = render(Self.list([label, "short"], available: 2), width: 24, height: 2, matches: [0: Array(491..<497)])
        #expect(lines == ["|›  …xxxxxxxxx NEEDLE end|", "|   short                |"])
    }

    @Test func wrappedRowsContinueAfterTheWrapSign() {
        let wrapping = LabelWrapping(wrapsLongLines: true)
        let lines = render(Self.list(["one two three four five six", "seven"], available: 5), width: 16, height: 5, wrapping: wrapping)
        // 16 columns: the scroll bar's column is kept, the label gets 12 and a continuation 10.
        #expect(
            lines == [
                "|›  one two thre |",
                "|   ↳ e four fiv |",
                "|   ↳ e six      |",
                "|   seven        |",
                "|                |",
            ])
    }

    @Test func multiLineItemsAreDrawnOverTheirLines() {
        let wrapping = LabelWrapping(breaksAtNewlines: true)
        let lines = render(Self.list(["first line\nsecond line", "single"], available: 4), width: 16, height: 4, wrapping: wrapping)
        #expect(lines == ["|›  first line   |", "|   second line  |", "|   single       |", "|                |"])
    }

    @Test func aWrappedRowKeepsItsDetailOnItsLastLine() {
        var list = ListState(items: [.option(Choice("one two three four five", value: "a", detail: "#1"))])
        list.send(.resize(availableRows: 3))
        list.send(.focus)
        var buffer = Buffer(width: 16, height: 3)
        let wrapping = LabelWrapping(wrapsLongLines: true)
        list.setRowHeights(ListView.rowHeights(of: list.items, width: 16, wrapping: wrapping, isMultiple: false, theme: theme))
        ListView(state: list, theme: theme, labelWrapping: wrapping).render(into: &buffer, area: buffer.area)
        #expect(ScreenSnapshot(buffer).quotedLines == ["|›  one two thre |", "|   ↳ e four fiv |", "|   ↳ e      #1  |"])
    }

    // MARK: In a prompt

    static func multiLinePrompt(height: Int) -> PromptDriver<DropDown<Int>> {
        var configuration = ListPromptConfiguration()
        configuration.labelWrapping = LabelWrapping(breaksAtNewlines: true)
        configuration.height = .lines(height)
        let options = ["alpha\nbeta\ngamma", "delta", "epsilon\nzeta", "eta", "theta\niota"].enumerated().map { Choice($1, value: $0) }
        return PromptDriver(DropDown(options: options, configuration: configuration), terminal: VirtualTerminal(width: 20, height: 20))
    }

    @Test func movingAndPagingGoByItemOverMultiLineRows() {
        var driver = Self.multiLinePrompt(height: 6)
        #expect(
            Array(driver.snapshot.quotedLines.prefix(6)) == [
                "|›  alpha           ┃|",
                "|   beta            ┃|",
                "|   gamma           │|",
                "|   delta           │|",
                "|                   │|",
                "|↑/↓ move · enter ch…|",
            ])
        driver.press(.down)
        driver.press(.down)
        // Item 2 (two lines) does not fit under items 0 and 1: the list scrolls by a whole item.
        #expect(
            Array(driver.snapshot.quotedLines.prefix(5)) == [
                "|   delta           │|",
                "|›  epsilon         ┃|",
                "|   zeta            ┃|",
                "|   eta             ┃|",
                "|                   │|",
            ])
        driver.press(.pageDown)
        #expect(driver.prompt.state.list.highlighted == 4)
    }

    @Test func aClickOnAnyLineOfAnItemChoosesThatItem() {
        var driver = Self.multiLinePrompt(height: 6)
        // Row 2 is gamma, the third line of the first item.
        driver.click(at: Point(x: 6, y: 2))
        #expect(driver.result == .chosen(0))
    }

    @Test func aFilteredLongItemShowsItsMatchFullScreen() {
        let long = String(repeating: "x", count: 490) + " NEEDLE end"
        var driver = PromptDriver(
            DropDown(options: [Choice(long), Choice("short")], configuration: ListPromptConfiguration(filters: true)),
            terminal: VirtualTerminal(width: 30, height: 6), options: PromptHost.Options(presentation: .fullScreen))
        driver.type("needle")
        #expect(driver.snapshot.trimmedLines[1] == "›  …xxxxxxxxxxxxxxx NEEDLE end")
    }
}
