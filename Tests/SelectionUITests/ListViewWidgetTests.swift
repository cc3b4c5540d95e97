import SelectionCore
import SelectionTerminal
import SelectionTesting
import SelectionUI
import Synchronization
import Testing

@Suite struct ListViewWidgetTests {
    let theme = Theme.monochrome
    let highlight = Theme.monochrome.highlight

    func render<V>(_ state: ListState<V>, width: Int, height: Int, matches: [Int: [Int]] = [:]) -> (ScreenSnapshot, Point?) {
        var buffer = Buffer(width: width, height: height)
        let cursor = ListView(state: state, theme: theme, matches: matches).render(into: &buffer, area: buffer.area)
        return (ScreenSnapshot(buffer), cursor)
    }

    func strings(_ labels: [String], layout: ListLayout = .vertical, preselecting: Preselection<String> = .nothing) -> ListState<String> {
        ListState(items: labels.map { .option(Choice($0)) }, preselecting: preselecting, configuration: ListConfiguration(layout: layout))
    }

    // MARK: Degenerate areas first

    @Test func zeroAreaDrawsNothingAndHasNoCursor() {
        var list = strings(["Red", "Green"])
        list.send(.focus)
        let (empty, cursor) = render(list, width: 0, height: 0)
        #expect(empty.lines == [])
        #expect(cursor == nil)
        var buffer = Buffer(width: 4, height: 2)
        let zeroWidth = ListView(state: list, theme: theme).render(into: &buffer, area: Rect(x: 1, y: 0, width: 0, height: 2))
        #expect(ScreenSnapshot(buffer).quotedLines == ["|    |", "|    |"])
        #expect(zeroWidth == nil)
    }

    @Test func oneRowShowsTheHighlightedOptionAndAScrollThumb() {
        var list = strings(["Red", "Green"])
        list.send(.resize(availableRows: 1))
        list.send(.focus)
        list.send(.moveDown)
        let (snapshot, cursor) = render(list, width: 10, height: 1)
        #expect(snapshot.quotedLines == ["|›  Green ┃|"])
        #expect(
            snapshot.styleRuns(ofRow: 0) == [
                StyleRun(columns: 0..<9, style: highlight),
                StyleRun(columns: 9..<10, style: theme.scrollThumb),
            ])
        #expect(cursor == Point(x: 0, y: 0))
    }

    @Test func borderOnlyPopoverLeavesNoRoomForRows() {
        var buffer = Buffer(width: 2, height: 2)
        let inner = PopoverView(frame: buffer.area, theme: theme).render(into: &buffer)
        var list = strings(["Red"])
        list.send(.focus)
        let cursor = ListView(state: list, theme: theme).render(into: &buffer, area: inner)
        #expect(ScreenSnapshot(buffer).quotedLines == ["|╭╮|", "|╰╯|"])
        #expect(inner.isEmpty)
        #expect(cursor == nil)
    }

    @Test(arguments: [(8, "|   漢字…|"), (7, "|   漢… |")])
    func wideGlyphCutAtTheEdgeBecomesEllipsisNeverHalfAGlyph(width: Int, line: String) {
        let (snapshot, _) = render(strings(["漢字漢字"]), width: width, height: 1)
        #expect(snapshot.quotedLines == [line])
    }

    @Test func labelLongerThanTheScreenIsCutWithAnEllipsis() {
        var list = strings(["A label far longer than any screen it could be shown on"])
        list.send(.focus)
        let (snapshot, _) = render(list, width: 12, height: 1)
        #expect(snapshot.quotedLines == ["|›  A label …|"])
        #expect(snapshot.styleRuns(ofRow: 0) == [StyleRun(columns: 0..<12, style: highlight)])
    }

    // MARK: Vertical

    @Test func verticalRowsShowHeaderSwatchDetailMatchesReasonSeparatorAndWideLabel() {
        var list = ListState(
            items: [
                .header("Warm"),
                .option(Choice("Red", detail: "#ff0000", content: .swatchAndText(Colour(rgb: 0xff0000)))),
                .option(Choice("Orange", disabled: "sold out")),
                .separator,
                .option(Choice("漢字 label that is long")),
            ], preselecting: .label("red"))
        list.send(.focus)
        let (snapshot, cursor) = render(list, width: 20, height: 5, matches: [1: [0, 2]])
        #expect(
            snapshot.quotedLines == [
                "| Warm               |",
                "|›✓ ██ Red   #ff0000 |",
                "|   Orange (sold out)|",
                "|────────────────────|",
                "|   漢字 label that …|",
            ])
        let matched = highlight.adding(theme.match.attributes)
        #expect(snapshot.styleRuns(ofRow: 0) == [StyleRun(columns: 1..<5, style: theme.header)])
        #expect(
            snapshot.styleRuns(ofRow: 1) == [
                StyleRun(columns: 0..<3, style: highlight),
                StyleRun(columns: 3..<5, style: Style(foreground: .rgb(Colour(rgb: 0xff0000)), background: highlight.background)),
                StyleRun(columns: 5..<6, style: highlight),
                StyleRun(columns: 6..<7, style: matched),
                StyleRun(columns: 7..<8, style: highlight),
                StyleRun(columns: 8..<9, style: matched),
                StyleRun(columns: 9..<20, style: highlight),
            ])
        #expect(snapshot.styleRuns(ofRow: 2) == [StyleRun(columns: 1..<20, style: theme.disabled)])
        #expect(snapshot.styleRuns(ofRow: 3) == [StyleRun(columns: 0..<20, style: theme.separator)])
        #expect(cursor == Point(x: 0, y: 1))
    }

    @Test func multipleChoiceRowsShowCheckboxes() {
        var list = ListState(items: ["Cheese", "Ham"].map { .option(Choice($0)) }, selectionMode: .multiple, preselecting: .label("ham"))
        list.send(.focus)
        let (snapshot, _) = render(list, width: 13, height: 2)
        // LB-02: focus lands on the first selected option.
        #expect(snapshot.quotedLines == ["| [ ] Cheese  |", "|›[x] Ham     |"])
        #expect(ListView.naturalWidth(of: list, limit: 80) == 12)
    }

    @Test func aRowAsWideAsTheLimitEndsTheMeasuring() {
        // Rows made on demand (a streamed list's): the measure reads them only until one fills
        // the limit, instead of the first 1,000.
        let made = Atomic<Int>(0)
        let wide = ListRows<String>(count: 5_000) { row in
            made.add(1, ordering: .relaxed)
            return .option(Choice(row == 2 ? String(repeating: "w", count: 120) : "row \(row)"))
        }
        #expect(ListView.naturalWidth(of: ListState(rows: wide), limit: 80) == 80)
        #expect(made.load(ordering: .relaxed) == 3)
        // Narrower rows: every one of the first 1,000 is measured, and the widest decides.
        made.store(0, ordering: .relaxed)
        let narrow = ListRows<String>(count: 5_000) { row in
            made.add(1, ordering: .relaxed)
            return .option(Choice(row == 700 ? String(repeating: "w", count: 40) : "row \(row)"))
        }
        #expect(ListView.naturalWidth(of: ListState(rows: narrow), limit: 80) == 44)
        #expect(made.load(ordering: .relaxed) == 1_000)
    }

    @Test func pictureIsDrawnWithUpperHalfBlocksTopPixelInForeground() {
        let picture = Picture(width: 2, height: 2) { _, y in y == 0 ? Colour(rgb: 0xffffff) : Colour(rgb: 0x000080) }
        let list = ListState(items: [.option(Choice("Pic", content: .picture(picture)))])
        let (snapshot, _) = render(list, width: 7, height: 1)
        #expect(snapshot.quotedLines == ["|   ▀▀  |"])
        #expect(
            snapshot.styleRuns(ofRow: 0) == [
                StyleRun(columns: 3..<5, style: Style(foreground: .rgb(Colour(rgb: 0xffffff)), background: .rgb(Colour(rgb: 0x000080))))
            ])
    }

    @Test func hiddenRowsShowAScrollBarInTheRightmostColumn() {
        var list = strings((1...6).map { "Item \($0)" })
        list.send(.resize(availableRows: 3))
        list.send(.focus)
        list.send(.moveToLast)
        let (snapshot, _) = render(list, width: 10, height: 3)
        #expect(snapshot.quotedLines == ["|   Item 4│|", "|   Item 5┃|", "|›  Item 6┃|"])
        #expect(ListView(state: list, theme: theme).target(at: Point(x: 9, y: 0), area: Rect(x: 0, y: 0, width: 10, height: 3)) == .list)
        #expect(ListView(state: list, theme: theme).target(at: Point(x: 4, y: 0), area: Rect(x: 0, y: 0, width: 10, height: 3)) == .row(3))
    }

    // MARK: Grid and horizontal

    func palette() -> ListState<String> {
        var grid = ListState(
            items: (0..<7).map { .option(Choice("c\($0)", content: .swatch(Colour(rgb: UInt32($0) * 0x202020)))) },
            preselecting: .label("c2"),
            configuration: ListConfiguration(layout: .grid(columns: 3))
        )
        grid.send(.focus)
        grid.send(.moveDown)
        grid.send(.moveLeft)
        return grid
    }

    @Test func gridDrawsSwatchCellsBracketingTheHighlightedAndTickingTheSelected() {
        let grid = palette()
        let (snapshot, cursor) = render(grid, width: 14, height: 3)
        // Focus on the selected c2, Down to c5, Left to c4 (NAV-09).
        #expect(snapshot.quotedLines == ["| ██  ██ ✓██   |", "| ██ [██] ██   |", "| ██           |"])
        #expect(
            snapshot.styleRuns(ofRow: 1) == [
                StyleRun(columns: 1..<3, style: Style(foreground: .rgb(Colour(rgb: 0x606060)))),
                StyleRun(columns: 4..<5, style: highlight),
                StyleRun(columns: 5..<7, style: Style(foreground: .rgb(Colour(rgb: 0x808080)), background: highlight.background)),
                StyleRun(columns: 7..<8, style: highlight),
                StyleRun(columns: 9..<11, style: Style(foreground: .rgb(Colour(rgb: 0xa0a0a0)))),
            ])
        #expect(cursor == Point(x: 4, y: 1))
        #expect(ListView.naturalSize(of: grid, limit: 80) == Size(width: 12, height: 3))
    }

    @Test func gridHitTestingFindsTheCellUnderThePointer() {
        let view = ListView(state: palette(), theme: theme)
        let area = Rect(x: 1, y: 1, width: 14, height: 3)
        #expect(view.target(at: Point(x: 1, y: 1), area: area) == .row(0))
        #expect(view.target(at: Point(x: 6, y: 2), area: area) == .row(4))
        #expect(view.target(at: Point(x: 12, y: 2), area: area) == .row(5))
        #expect(view.target(at: Point(x: 13, y: 1), area: area) == .list)
        #expect(view.target(at: Point(x: 5, y: 3), area: area) == .list)
        #expect(view.target(at: Point(x: 0, y: 1), area: area) == .outside)
    }

    @Test func horizontalMenuMarksTheHighlightedItemAndScrollsItIntoView() {
        var menu = strings(["Bold", "Italic", "Under"], layout: .horizontal)
        menu.send(.focus)
        menu.send(.moveRight)
        let (wide, cursor) = render(menu, width: 22, height: 1)
        #expect(wide.quotedLines == ["| Bold  [Italic]  Und… |"])
        #expect(wide.styleRuns(ofRow: 0) == [StyleRun(columns: 7..<15, style: highlight)])
        #expect(cursor == Point(x: 7, y: 0))
        #expect(ListView.naturalSize(of: menu, limit: 80) == Size(width: 23, height: 1))
        menu.send(.moveRight)
        let (narrow, _) = render(menu, width: 10, height: 1)
        #expect(narrow.quotedLines == ["|[Under]   |"])
    }

    @Test func horizontalHitTestingFindsTheItemUnderThePointer() {
        var menu = strings(["Bold", "Italic", "Under"], layout: .horizontal)
        menu.send(.focus)
        let view = ListView(state: menu, theme: theme)
        let area = Rect(x: 0, y: 0, width: 30, height: 1)
        #expect(view.target(at: Point(x: 0, y: 0), area: area) == .row(0))
        #expect(view.target(at: Point(x: 6, y: 0), area: area) == .list)
        #expect(view.target(at: Point(x: 7, y: 0), area: area) == .row(1))
        #expect(view.target(at: Point(x: 16, y: 0), area: area) == .row(2))
        #expect(view.target(at: Point(x: 25, y: 0), area: area) == .list)
    }
}
