import Testing

@testable import SelectionCore

/// Rows taller than a line (`ListConfiguration.rowHeight`): the viewport counts lines, and every
/// move, scroll and page keeps whole rows in view.
@Suite struct TallRowTests {
    /// 20 options, 3 lines each, at most 5 rows (15 lines) shown.
    static func tallList(
        _ count: Int = 20, visibleRows: Int = 5, rowHeight: Int = 3,
        configuration: ListConfiguration = ListConfiguration()
    ) -> ListState<String> {
        var configuration = configuration
        configuration.rowHeight = rowHeight
        return Fixtures.numberedList(count, visibleRows: visibleRows, configuration: configuration)
    }

    @Test func rowsMapToTheirLines() {
        let list = Self.tallList()
        #expect(list.linesPerRow == 3)
        #expect(list.line(ofRow: 2) == 6)
        #expect(list.lines(ofRow: 2) == 6..<9)
        #expect((6..<9).map(list.row(onLine:)) == [2, 2, 2])
        #expect(list.lineCount == 60)
        #expect(list.preferredLineCount == 15)
        #expect(list.viewport == Viewport(top: 0, height: 15, rowCount: 60))
        #expect(list.visibleRowRange == 0..<5)
    }

    @Test func rowHeightOneKeepsTheOneLineMapping() {
        let list = Self.tallList(rowHeight: 1)
        #expect(list == Fixtures.numberedList(20, visibleRows: 5))
        #expect(list.lines(ofRow: 7) == 7..<8)
        #expect(list.viewport == Viewport(top: 0, height: 5, rowCount: 20))
    }

    @Test(arguments: [0, -2])
    func aRowHeightBelowOneCountsAsOne(_ height: Int) {
        let list = Self.tallList(rowHeight: height)
        #expect(list.linesPerRow == 1)
        #expect(list.viewport == Viewport(top: 0, height: 5, rowCount: 20))
    }

    @Test(arguments: [ListLayout.grid(columns: 4), .horizontal])
    func gridsAndHorizontalListsIgnoreTheRowHeight(_ layout: ListLayout) {
        let tall = Self.tallList(configuration: ListConfiguration(layout: layout))
        var plain = Fixtures.numberedList(20, visibleRows: 5, configuration: ListConfiguration(layout: layout))
        plain.configuration.rowHeight = 3
        #expect(tall == plain)
        #expect(tall.linesPerRow == 1)
    }

    @Test func movingPastTheBottomScrollsByOneWholeRow_NAV07() {
        var list = Self.tallList()
        list.send(.highlight(4))
        expectTransition(&list, .moveDown, events: [.highlightChanged(5)]) {
            $0.highlighted = 5
            $0.viewport.top = 3
        }
        list.send(.moveToLast)
        #expect(list.viewport == Viewport(top: 45, height: 15, rowCount: 60))
        list.send(.highlight(15))
        expectTransition(&list, .moveUp, events: [.highlightChanged(14)]) {
            $0.highlighted = 14
            $0.viewport.top = 42
        }
    }

    struct PageCase: Sendable, CustomTestStringConvertible {
        var start: Int
        var action: ListAction
        var expected: Int
        var topRow: Int
        var testDescription: String { "\(start) \(action) → \(expected), top row \(topRow)" }
    }

    /// NAV-06 with rows three lines tall: the same rows as the one-line vectors in
    /// ListNavigationTests (5 rows shown, a page is 4 rows), the viewport three times further.
    @Test(arguments: [
        PageCase(start: 3, action: .pageDown, expected: 7, topRow: 3),
        PageCase(start: 7, action: .pageDown, expected: 11, topRow: 7),
        PageCase(start: 18, action: .pageDown, expected: 19, topRow: 15),
        PageCase(start: 19, action: .pageDown, expected: 19, topRow: 15),
        PageCase(start: 2, action: .pageUp, expected: 0, topRow: 0),
        PageCase(start: 11, action: .pageUp, expected: 7, topRow: 7),
        PageCase(start: 0, action: .pageUp, expected: 0, topRow: 0),
    ])
    func viewportPageMovesByVisibleRowsMinusOne_NAV06(_ vector: PageCase) {
        var list = Self.tallList()
        list.send(.highlight(vector.start))
        let events: [ListEvent<String>] = vector.expected == vector.start ? [] : [.highlightChanged(vector.expected)]
        expectTransition(&list, vector.action, events: events) {
            $0.highlighted = vector.expected
            $0.viewport.top = vector.topRow * 3
        }
    }

    @Test func fixedPagesCountRows_NAV05() {
        var list = Self.tallList(configuration: ListConfiguration(pageMode: .fixed(10)))
        list.send(.highlight(3))
        expectTransition(&list, .pageDown, events: [.highlightChanged(13)]) {
            $0.highlighted = 13
            $0.viewport.top = 27
        }
    }

    @Test func theAvailableHeightIsFilledWithWholeRowsOnly() {
        var list = Self.tallList(visibleRows: 20)
        expectTransition(&list, .resize(availableRows: 10)) {
            $0.availableRows = 10
            $0.viewport.height = 9
        }
        // Less than a row: one row all the same, which the widget cuts.
        expectTransition(&list, .resize(availableRows: 2)) {
            $0.availableRows = 2
            $0.viewport.height = 3
        }
        expectTransition(&list, .resize(availableRows: 0)) {
            $0.availableRows = 0
            $0.viewport.height = 0
        }
    }

    @Test func resizingKeepsTheHighlightedRowWhole() {
        var list = Self.tallList(visibleRows: 20)
        list.send(.highlight(6))
        #expect(list.viewport == Viewport(top: 0, height: 60, rowCount: 60))
        expectTransition(&list, .resize(availableRows: 10)) {
            $0.availableRows = 10
            $0.viewport = Viewport(top: 12, height: 9, rowCount: 60)
        }
    }

    @Test func aWheelNotchScrollsOneRowAndTheHighlightFollows() {
        var list = Self.tallList()
        list.send(.highlight(0))
        expectTransition(&list, .scroll(by: 1), events: [.highlightChanged(1)]) {
            $0.highlighted = 1
            $0.viewport.top = 3
        }
        expectTransition(&list, .scroll(by: 99), events: [.highlightChanged(15)]) {
            $0.highlighted = 15
            $0.viewport.top = 45
        }
        expectTransition(&list, .scroll(by: -2)) { $0.viewport.top = 39 }
    }

    @Test func openingPutsTheSelectedRowOnTop_SEL02() {
        var list = ListState(
            items: Fixtures.numbered(20), preselecting: .labels(["Item 7"]),
            configuration: ListConfiguration(visibleRows: .upTo(5), rowHeight: 3))
        var events: [ListEvent<String>] = []
        var expected = list
        list.open(highlighting: 7, events: &events)
        expected.highlighted = 7
        expected.viewport.top = 21
        #expect(list == expected)
        #expect(events == [.highlightChanged(7)])
    }

    @Test func openingOnTheLastPageShowsTheLastWholeRows_SEL02() {
        var list = ListState(
            items: Fixtures.numbered(20), preselecting: .labels(["Item 18"]),
            configuration: ListConfiguration(visibleRows: .upTo(5), rowHeight: 3))
        var events: [ListEvent<String>] = []
        list.open(highlighting: 18, events: &events)
        #expect(list.viewport == Viewport(top: 45, height: 15, rowCount: 60))
        #expect(list.visibleRowRange == 15..<20)
    }
}
