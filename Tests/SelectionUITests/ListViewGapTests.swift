import SelectionCore
import SelectionTerminal
import SelectionTesting
import SelectionUI
import Testing

/// fzf's `--gap` and `--gap-line` drawn by `ListView` (issue 27): whole screens, row heights
/// that count the gap, paging past the viewport, and what a click on a gap line is over.
@Suite struct ListViewGapTests {
    private func list(count: Int, rows: Int, gap: Int) -> ListState<String> {
        var state = ListState(items: (1...count).map { .option(Choice("item \($0)")) }, selectionMode: .single)
        state.send(.focus)
        state.send(.resize(availableRows: rows))
        state.setRowHeights(ListView<String>.gappedRowHeights(nil, gap: gap))
        return state
    }

    private func view(_ state: ListState<String>, gap: Int, line: String = "┈") -> ListView<String> {
        var view = ListView(state: state, theme: .standard)
        view.rowPrefix = ListView<String>.RowPrefix(pointer: ">", marker: " ")
        view.scrollBarGlyph = "│"
        (view.gapLines, view.gapLine) = (gap, line)
        return view
    }

    private func screen(_ view: ListView<String>, width: Int = 14, height: Int) -> [String] {
        var buffer = Buffer(width: width, height: height)
        view.render(into: &buffer, area: buffer.area)
        return ScreenSnapshot(buffer).quotedLines
    }

    @Test func eachRowIsFollowedByItsGapTheLastLineHoldingTheGapLine() {
        let state = list(count: 3, rows: 8, gap: 1)
        #expect(
            screen(view(state, gap: 1), height: 8) == [
                "|> item 1      |", "|  ┈┈┈┈┈┈┈┈┈┈┈ |", "|  item 2      |", "|  ┈┈┈┈┈┈┈┈┈┈┈ |", "|  item 3      |",
                "|  ┈┈┈┈┈┈┈┈┈┈┈ |", "|              |", "|              |",
            ])
        #expect(
            screen(view(list(count: 2, rows: 6, gap: 2), gap: 2, line: "-="), height: 6) == [
                "|> item 1      |", "|              |", "|  -=-=-=-=-=- |", "|  item 2      |", "|              |",
                "|  -=-=-=-=-=- |",
            ])
    }

    @Test func rowsTakeOnePlusTheGapAndAPartialRowShowsItsFirstLine() {
        // 7 lines, gap 1: three whole rows (6 lines); the fourth shows its label on the last line.
        let state = list(count: 10, rows: 7, gap: 1)
        #expect(state.viewport.top == 0 && state.viewport.height == 3)
        #expect(
            screen(view(state, gap: 1), height: 7) == [
                "|> item 1     │|", "|  ┈┈┈┈┈┈┈┈┈┈┈│|", "|  item 2     │|", "|  ┈┈┈┈┈┈┈┈┈┈┈│|", "|  item 3      |",
                "|  ┈┈┈┈┈┈┈┈┈┈┈ |", "|  item 4      |",
            ])
    }

    @Test func movingDownPastTheViewportScrollsByRowsOfOnePlusTheGap() {
        var state = list(count: 10, rows: 6, gap: 1)
        for _ in 0..<4 { state.send(.moveDown) }
        // Item 5 highlighted: items 3 to 5 on screen, two lines each; fzf's bar: 3 of 6 lines from the second.
        #expect(state.viewport.top == 2 && state.viewport.height == 3)
        #expect(
            screen(view(state, gap: 1), height: 6) == [
                "|  item 3      |", "|  ┈┈┈┈┈┈┈┈┈┈┈│|", "|  item 4     │|", "|  ┈┈┈┈┈┈┈┈┈┈┈│|", "|> item 5      |",
                "|  ┈┈┈┈┈┈┈┈┈┈┈ |",
            ])
        // A page is the rows on screen less one (sel's NAV-06; fzf moves up to its lines less one).
        state.send(.pageDown)
        #expect(state.highlighted == 6 && state.viewport.top == 4)
        state.send(.moveToLast)
        #expect(state.viewport.top == 7)
    }

    @Test func aClickOnARowIsThatRowAndOnAGapLineTheFirstItem() {
        var state = list(count: 10, rows: 6, gap: 2)
        for _ in 0..<5 { state.send(.moveDown) }
        let shown = view(state, gap: 2)
        let area = Rect(x: 0, y: 0, width: 14, height: 6)
        let top = state.viewport.top
        #expect(shown.target(at: Point(x: 3, y: 0), area: area) == .row(top))
        #expect(shown.target(at: Point(x: 3, y: 3), area: area) == .row(top + 1))
        #expect(shown.target(at: Point(x: 3, y: 1), area: area) == .row(0))
        #expect(shown.target(at: Point(x: 3, y: 5), area: area) == .row(0))
    }

    @Test func gappedHeightsAddTheGapToWrappedHeights() {
        let wrapped = RowHeights { $0 == 1 ? 3 : 1 }
        let heights = ListView<String>.gappedRowHeights(wrapped, gap: 2)
        #expect([0, 1, 2].map(heights.lines(ofRow:)) == [3, 5, 3])
        #expect(ListView<String>.gappedRowHeights(nil, gap: 1).lines(ofRow: 9) == 2)
    }
}
