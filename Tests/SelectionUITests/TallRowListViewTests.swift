import SelectionCore
import SelectionTerminal
import SelectionTesting
import SelectionUI
import Testing

/// `ListView` with rows several lines tall (`ListConfiguration.rowHeight`): the whole grid.
@Suite struct TallRowListViewTests {
    let theme = Theme.monochrome
    let highlight = Theme.monochrome.highlight
    static let red = Colour(rgb: 0xff0000)
    static let navy = Colour(rgb: 0x000080)
    static let white = Colour(rgb: 0xffffff)

    func render<V>(_ state: ListState<V>, width: Int, height: Int) -> (ScreenSnapshot, Point?) {
        var buffer = Buffer(width: width, height: height)
        let cursor = ListView(state: state, theme: theme).render(into: &buffer, area: buffer.area)
        return (ScreenSnapshot(buffer), cursor)
    }

    func tall<V>(
        _ items: [ListItem<V>], rowHeight: Int, visibleRows: VisibleRows = .asManyAsFit,
        preselecting: Preselection<V> = .nothing
    ) -> ListState<V> {
        ListState(
            items: items, preselecting: preselecting, configuration: ListConfiguration(visibleRows: visibleRows, rowHeight: rowHeight))
    }

    // MARK: Degenerate areas first

    @Test func oneLineAreaShowsOnlyTheTopLineOfTheFirstRow() {
        var list = tall(["Red", "Green"].map { .option(Choice($0)) }, rowHeight: 3)
        list.send(.focus)
        let (snapshot, cursor) = render(list, width: 9, height: 1)
        // The label's line is cut away: the highlight shows, the cursor does not.
        #expect(snapshot.quotedLines == ["|        ┃|"])
        #expect(
            snapshot.styleRuns(ofRow: 0) == [
                StyleRun(columns: 0..<8, style: highlight),
                StyleRun(columns: 8..<9, style: theme.scrollThumb),
            ])
        #expect(cursor == nil)
    }

    // MARK: Drawing

    @Test func highlightFillsEveryLineAndTheLabelSitsOnTheMiddleLine() {
        var list = tall(
            [
                .option(Choice("Red", detail: "#f00", content: .swatchAndText(Self.red))),
                .option(Choice("Plain")),
                .separator,
                .header("More"),
            ], rowHeight: 3, preselecting: .label("red"))
        list.send(.focus)
        let (snapshot, cursor) = render(list, width: 18, height: 12)
        #expect(
            snapshot.quotedLines == [
                "|   ██████         |",
                "|›✓ ██████ Red #f00|",
                "|   ██████         |",
                "|                  |",
                "|   Plain          |",
                "|                  |",
                "|                  |",
                "|──────────────────|",
                "|                  |",
                "|                  |",
                "| More             |",
                "|                  |",
            ])
        let swatch = Style(foreground: .rgb(Self.red), background: highlight.background)
        for row in [0, 2] {
            #expect(
                snapshot.styleRuns(ofRow: row) == [
                    StyleRun(columns: 0..<3, style: highlight),
                    StyleRun(columns: 3..<9, style: swatch),
                    StyleRun(columns: 9..<18, style: highlight),
                ])
        }
        #expect(
            snapshot.styleRuns(ofRow: 1) == [
                StyleRun(columns: 0..<3, style: highlight),
                StyleRun(columns: 3..<9, style: swatch),
                StyleRun(columns: 9..<18, style: highlight),
            ])
        #expect(snapshot.styleRuns(ofRow: 4) == [])  // plain text
        #expect(snapshot.styleRuns(ofRow: 7) == [StyleRun(columns: 0..<18, style: theme.separator)])
        #expect(snapshot.styleRuns(ofRow: 10) == [StyleRun(columns: 1..<5, style: theme.header)])
        #expect(cursor == Point(x: 0, y: 1))
    }

    @Test func pictureIsScaledIntoTheRowKeepingItsAspect() {
        // 4×4 pixels: white on top, navy below; in a row two lines tall it is 4 columns × 2 lines
        // (4 pixel rows), one pixel a column.
        let picture = Picture(width: 4, height: 4) { _, y in y < 2 ? Self.white : Self.navy }
        let list = tall([.option(Choice("Pic", content: .pictureAndText(picture)))], rowHeight: 2)
        let (snapshot, _) = render(list, width: 11, height: 2)
        #expect(
            snapshot.quotedLines == [
                "|   ▀▀▀▀ Pic|",
                "|   ▀▀▀▀    |",
            ])
        #expect(
            snapshot.styleRuns(ofRow: 0) == [
                StyleRun(columns: 3..<7, style: Style(foreground: .rgb(Self.white), background: .rgb(Self.white)))
            ])
        #expect(
            snapshot.styleRuns(ofRow: 1) == [
                StyleRun(columns: 3..<7, style: Style(foreground: .rgb(Self.navy), background: .rgb(Self.navy)))
            ])
    }

    @Test func aWidePictureIsCentredInItsBoxAndClearPixelsShowTheBackground() {
        // 8×2 pixels: the top row clear, the bottom one red: in a box of 6 columns × 3 lines it
        // fits as 6 × 1 cells on the middle line, each `▄` (red under a clear upper half).
        let picture = Picture(width: 8, height: 2) { _, y in y == 0 ? Pixel.clear : Pixel(Self.red) }
        let list = tall([.option(Choice("Wide", value: 1, content: .picture(picture)))], rowHeight: 3)
        let (snapshot, _) = render(list, width: 10, height: 3)
        #expect(
            snapshot.quotedLines == [
                "|          |",
                "|   ▄▄▄▄▄▄ |",
                "|          |",
            ])
        #expect(
            snapshot.styleRuns(ofRow: 1) == [
                StyleRun(columns: 3..<9, style: Style(foreground: .rgb(Self.red)))
            ])
    }

    @Test func theLastRowIsCutWhenTheAreaEndsInsideIt() {
        var list = tall((1...3).map { .option(Choice("Item \($0)")) }, rowHeight: 3)
        list.send(.focus)
        list.send(.moveToLast)
        let (snapshot, cursor) = render(list, width: 10, height: 8)
        // Nine lines in eight: the scroll bar says one is hidden.
        #expect(
            snapshot.quotedLines == [
                "|         ┃|",
                "|   Item 1┃|",
                "|         ┃|",
                "|         ┃|",
                "|   Item 2┃|",
                "|         ┃|",
                "|         ┃|",
                "|›  Item 3│|",
            ])
        #expect(
            snapshot.styleRuns(ofRow: 6) == [
                StyleRun(columns: 0..<9, style: highlight),
                StyleRun(columns: 9..<10, style: theme.scrollThumb),
            ])
        #expect(
            snapshot.styleRuns(ofRow: 7) == [
                StyleRun(columns: 0..<9, style: highlight),
                StyleRun(columns: 9..<10, style: theme.scrollTrack),
            ])
        #expect(cursor == Point(x: 0, y: 7))
    }

    @Test func scrolledListShowsWholeRowsAndAScrollBarOverTheirLines() {
        var list = tall((1...4).map { .option(Choice("Item \($0)")) }, rowHeight: 2)
        list.send(.resize(availableRows: 4))
        list.send(.focus)
        list.send(.moveToLast)
        let (snapshot, cursor) = render(list, width: 10, height: 4)
        #expect(
            snapshot.quotedLines == [
                "|   Item 3│|",
                "|         │|",
                "|›  Item 4┃|",
                "|         ┃|",
            ])
        #expect(cursor == Point(x: 0, y: 2))
    }

    // MARK: Measuring and hit-testing

    @Test func naturalSizeCountsLinesAndTheTallerImage() {
        let list = tall(
            [
                .option(Choice("Red", content: .swatchAndText(Self.red))),
                .option(Choice("Blue")),
            ], rowHeight: 4)
        // Marker and mark (2), an 8-column image and a space, "Red" (3), the scroll bar's column and a margin (2).
        #expect(ListView.naturalSize(of: list, limit: 80) == Size(width: 16, height: 8))
        let oneLine = tall([.option(Choice("Red", content: .swatchAndText(Self.red)))], rowHeight: 1)
        #expect(ListView.naturalSize(of: oneLine, limit: 80) == Size(width: 10, height: 1))
    }

    @Test func everyLineOfARowHitsThatRow() {
        var list = tall((1...6).map { .option(Choice("Item \($0)")) }, rowHeight: 3)
        list.send(.resize(availableRows: 6))
        list.send(.highlight(2))
        let area = Rect(x: 2, y: 1, width: 10, height: 6)
        let view = ListView(state: list, theme: theme)
        #expect((1..<7).map { view.target(at: Point(x: 4, y: $0), area: area) } == [.row(1), .row(1), .row(1), .row(2), .row(2), .row(2)])
        #expect(view.target(at: Point(x: 11, y: 3), area: area) == .list)
        #expect(view.target(at: Point(x: 4, y: 7), area: area) == .outside)
    }

    @Test func aListShorterThanTheAreaHitsNothingBelowItsRows() {
        let list = tall([.option(Choice("Only"))], rowHeight: 2)
        let view = ListView(state: list, theme: theme)
        let area = Rect(x: 0, y: 0, width: 8, height: 5)
        #expect((0..<5).map { view.target(at: Point(x: 3, y: $0), area: area) } == [.row(0), .row(0), .list, .list, .list])
    }
}
