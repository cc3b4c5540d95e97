import Testing

@testable import SelectionCore

/// Rows of different heights (`RowHeights`: wrapped or multi-line labels): the viewport counts
/// rows, and moving, paging and scrolling go by row, keeping the highlighted row whole (NAV-07).
@Suite struct RowHeightTests {
    /// Ten options of these heights (lines), five lines available.
    static let heights = [1, 3, 1, 2, 1, 1, 4, 1, 1, 2]

    static func list(available: Int = 5) -> ListState<String> {
        var list = ListState(items: Fixtures.numbered(10))
        list.send(.resize(availableRows: available))
        let heights = Self.heights
        list.setRowHeights(RowHeights { heights[$0] })
        return list
    }

    @Test func theViewportCountsTheRowsThatFitWhole() {
        let list = Self.list()
        #expect(list.linesPerRow == 1)
        #expect(list.preferredLineCount == 17)
        // Rows 0 and 1 take 4 lines; row 2 makes 5.
        #expect(list.viewport == Viewport(top: 0, height: 3, rowCount: 10))
    }

    @Test func movingDownRevealsAWholeRowByRow_NAV07() {
        var list = Self.list()
        list.send(.moveDown)
        list.send(.highlight(2))
        // Row 3 (2 lines) under rows 1..2 (4 lines) does not fit: the top moves to row 2.
        expectTransition(&list, .moveDown, events: [.highlightChanged(3)]) {
            $0.highlighted = 3
            $0.viewport = Viewport(top: 2, height: 4, rowCount: 10)
        }
        // Row 6 is 4 lines: only it and row 5 fit (5 lines).
        list.send(.highlight(5))
        expectTransition(&list, .moveDown, events: [.highlightChanged(6)]) {
            $0.highlighted = 6
            $0.viewport = Viewport(top: 5, height: 2, rowCount: 10)
        }
    }

    @Test func aRowTallerThanTheViewIsShownFromItsTop() {
        var list = Self.list(available: 2)
        list.send(.highlight(6))
        #expect(list.viewport == Viewport(top: 6, height: 1, rowCount: 10))
    }

    @Test func pagingMovesByTheRowsOnScreen_NAV05() {
        var list = Self.list()
        list.send(.highlight(0))
        // Three rows on screen: a page is two rows.
        expectTransition(&list, .pageDown, events: [.highlightChanged(2)]) {
            $0.highlighted = 2
        }
    }

    @Test func theWheelScrollsByRowAndStopsAtTheLastPage() {
        var list = Self.list()
        list.send(.scroll(by: 1))
        #expect(list.viewport == Viewport(top: 1, height: 2, rowCount: 10))
        list.send(.scroll(by: 100))
        // The last page: rows 7, 8, 9 take 4 lines; row 6 (4 lines) would make 8.
        #expect(list.viewport == Viewport(top: 7, height: 3, rowCount: 10))
    }

    @Test func endShowsTheLastPage() {
        var list = Self.list()
        expectTransition(&list, .moveToLast, events: [.highlightChanged(9)]) {
            $0.highlighted = 9
            $0.viewport = Viewport(top: 7, height: 3, rowCount: 10)
        }
    }

    @Test func replacingTheRowsForgetsTheHeights() {
        var list = Self.list()
        list.replaceItems(Fixtures.numbered(4))
        #expect(list.rowHeights == nil)
        #expect(list.viewport == Viewport(top: 0, height: 4, rowCount: 4))
    }

    @Test func clearingTheHeightsGoesBackToLines() {
        var list = Self.list()
        list.send(.highlight(9))
        list.setRowHeights(nil)
        #expect(list.viewport == Viewport(top: 5, height: 5, rowCount: 10))
        #expect(list.highlighted == 9)
    }

    @Test func tallFixedRowsIgnoreMeasuredHeights() {
        var list = ListState(items: Fixtures.numbered(10), configuration: ListConfiguration(rowHeight: 3))
        list.setRowHeights(RowHeights { _ in 1 })
        #expect(list.rowHeights == nil)
        #expect(list.linesPerRow == 3)
    }
}
