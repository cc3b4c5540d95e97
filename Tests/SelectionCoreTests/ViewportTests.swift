import Testing

@testable import SelectionCore

@Suite struct ViewportTests {
    struct RevealCase: Sendable, CustomTestStringConvertible {
        var top: Int
        var row: Int
        var expectedTop: Int
        var testDescription: String { "top \(top), reveal \(row) → top \(expectedTop)" }
    }

    /// NAV-07: 20 rows, 5 visible: above → top row, below → bottom row, visible → no scroll.
    @Test(arguments: [
        RevealCase(top: 5, row: 5, expectedTop: 5),
        RevealCase(top: 5, row: 9, expectedTop: 5),
        RevealCase(top: 5, row: 4, expectedTop: 4),
        RevealCase(top: 5, row: 0, expectedTop: 0),
        RevealCase(top: 5, row: 10, expectedTop: 6),
        RevealCase(top: 5, row: 19, expectedTop: 15),
        RevealCase(top: 0, row: 7, expectedTop: 3),
    ])
    func revealingScrollsMinimally_NAV07(_ vector: RevealCase) {
        let viewport = Viewport(top: vector.top, height: 5, rowCount: 20)
        #expect(viewport.revealing(vector.row) == Viewport(top: vector.expectedTop, height: 5, rowCount: 20))
    }

    @Test func heightIsCappedByTheRowCountAndTopByTheLastPage() {
        #expect(Viewport(top: 0, height: 10, rowCount: 3) == Viewport(top: 0, height: 3, rowCount: 3))
        let clamped = Viewport(top: 99, height: 5, rowCount: 20)
        #expect((clamped.top, clamped.height, clamped.maxTop, clamped.rows) == (15, 5, 15, 15..<20))
    }

    @Test func zeroHeightViewportNeverScrolls() {
        let viewport = Viewport(top: 0, height: 0, rowCount: 20)
        #expect(viewport.revealing(10) == viewport)
        #expect(viewport.rows == 0..<0)
    }

    struct TopCase: Sendable, CustomTestStringConvertible {
        var row: Int
        var expectedTop: Int
        var testDescription: String { "selected \(row) → top \(expectedTop)" }
    }

    /// The drop-down opens with its selected option on the top row, unless it is on the last
    /// page, where the last page shows (20 rows, 5 visible: the last page starts at 15).
    @Test(arguments: [
        TopCase(row: 0, expectedTop: 0),
        TopCase(row: 7, expectedTop: 7),
        TopCase(row: 15, expectedTop: 15),
        TopCase(row: 16, expectedTop: 15),
        TopCase(row: 19, expectedTop: 15),
    ])
    func scrollingToTopStopsAtTheLastPage(_ vector: TopCase) {
        #expect(Viewport(height: 5, rowCount: 20).scrolled(toTop: vector.row) == Viewport(top: vector.expectedTop, height: 5, rowCount: 20))
    }

    struct IndicatorCase: Sendable, CustomTestStringConvertible {
        var rowCount: Int
        var height: Int
        var top: Int
        var track: Int
        var expected: ScrollIndicator?
        var testDescription: String { "\(rowCount) rows, \(height) shown, top \(top), track \(track)" }
    }

    @Test(arguments: [
        // Everything fits: no indicator.
        IndicatorCase(rowCount: 5, height: 5, top: 0, track: 5, expected: nil),
        // No track.
        IndicatorCase(rowCount: 20, height: 5, top: 0, track: 0, expected: nil),
        // Proportional: 5 of 20 rows on a 8-cell track → 2 cells.
        IndicatorCase(rowCount: 20, height: 5, top: 0, track: 8, expected: ScrollIndicator(offset: 0, length: 2)),
        IndicatorCase(rowCount: 20, height: 5, top: 15, track: 8, expected: ScrollIndicator(offset: 6, length: 2)),
        IndicatorCase(rowCount: 20, height: 5, top: 5, track: 8, expected: ScrollIndicator(offset: 2, length: 2)),
        // Near either end but not at it: one cell clear of the end.
        IndicatorCase(rowCount: 20, height: 5, top: 1, track: 8, expected: ScrollIndicator(offset: 1, length: 2)),
        IndicatorCase(rowCount: 20, height: 5, top: 14, track: 8, expected: ScrollIndicator(offset: 5, length: 2)),
        // A million rows: the thumb is never thinner than one cell.
        IndicatorCase(rowCount: 1_000_000, height: 10, top: 500_000, track: 10, expected: ScrollIndicator(offset: 5, length: 1)),
        // 9 of 10 rows on a 10-cell track would fill it: one cell stays free.
        IndicatorCase(rowCount: 10, height: 9, top: 0, track: 10, expected: ScrollIndicator(offset: 0, length: 9)),
        IndicatorCase(rowCount: 10, height: 9, top: 1, track: 10, expected: ScrollIndicator(offset: 1, length: 9)),
        // A one-cell track can only show a one-cell thumb.
        IndicatorCase(rowCount: 20, height: 5, top: 15, track: 1, expected: ScrollIndicator(offset: 0, length: 1)),
    ])
    func scrollIndicatorIsProportionalAndTouchesEndsOnlyAtTheEnds(_ vector: IndicatorCase) {
        let viewport = Viewport(top: vector.top, height: vector.height, rowCount: vector.rowCount)
        #expect(viewport.scrollIndicator(trackLength: vector.track) == vector.expected)
    }

    // MARK: wheel scrolling keeps the highlight valid

    @Test func wheelScrollsOneRowPerNotchAndStopsAtTheEnds() {
        var list = Fixtures.numberedList(20, visibleRows: 5)
        expectTransition(&list, .scroll(by: 1)) { $0.viewport.top = 1 }
        expectTransition(&list, .scroll(by: 3)) { $0.viewport.top = 4 }
        expectTransition(&list, .scroll(by: 100)) { $0.viewport.top = 15 }
        expectTransition(&list, .scroll(by: -100)) { $0.viewport.top = 0 }
        expectNoChange(&list, .scroll(by: -1))
    }

    @Test func wheelMovesAHighlightThatScrollsOutOfViewOntoTheNearestVisibleOption() {
        var list = Fixtures.numberedList(20, visibleRows: 5)
        list.send(.highlight(1))
        expectTransition(&list, .scroll(by: 3), events: [.highlightChanged(3)]) {
            $0.viewport.top = 3
            $0.highlighted = 3
        }
        expectTransition(&list, .scroll(by: 5), events: [.highlightChanged(8)]) {
            $0.viewport.top = 8
            $0.highlighted = 8
        }
        expectTransition(&list, .scroll(by: -8), events: [.highlightChanged(4)]) {
            $0.viewport.top = 0
            $0.highlighted = 4
        }
        expectTransition(&list, .scroll(by: 1)) { $0.viewport.top = 1 }
    }

    @Test func wheelLeavesTheHighlightWhenNoOptionIsInView() {
        // Rows 3…9 are disabled; with rows 4…8 on screen no option can take the highlight.
        let items: [ListItem<String>] = (0..<12).map { .option(Choice("\($0)", disabled: (3...9).contains($0) ? "no" : nil)) }
        var list = ListState(items: items, configuration: ListConfiguration(visibleRows: .upTo(5)))
        list.send(.highlight(0))
        expectTransition(&list, .scroll(by: 4)) { $0.viewport.top = 4 }
    }

    // MARK: visible rows: fixed, or as many as fit

    @Test func asManyAsFitShowsEveryRowUntilTheHostLimitsIt() {
        var list = ListState(items: Fixtures.numbered(30))
        #expect(list.viewport == Viewport(top: 0, height: 30, rowCount: 30))
        list.send(.moveToLast)
        expectTransition(&list, .resize(availableRows: 8)) {
            $0.availableRows = 8
            $0.viewport = Viewport(top: 22, height: 8, rowCount: 30)
        }
        expectTransition(&list, .resize(availableRows: nil)) {
            $0.availableRows = nil
            $0.viewport = Viewport(top: 0, height: 30, rowCount: 30)
        }
    }

    @Test func upToShowsAtMostThatManyRowsAndFewerWhenTheHostIsShort() {
        var list = Fixtures.numberedList(30, visibleRows: 6)
        #expect(list.viewport == Viewport(top: 0, height: 6, rowCount: 30))
        expectTransition(&list, .resize(availableRows: 4)) {
            $0.availableRows = 4
            $0.viewport = Viewport(top: 0, height: 4, rowCount: 30)
        }
        expectTransition(&list, .resize(availableRows: 50)) {
            $0.availableRows = 50
            $0.viewport = Viewport(top: 0, height: 6, rowCount: 30)
        }
        #expect(Fixtures.numberedList(3, visibleRows: 6).viewport == Viewport(top: 0, height: 3, rowCount: 3))
    }

    @Test func highlightStaysVisibleThroughEveryMove_NAV07() {
        var list = Fixtures.numberedList(50, visibleRows: 7)
        let actions: [ListAction] = [
            .moveDown, .pageDown, .pageDown, .moveToLast, .pageUp, .moveUp, .moveToFirst, .pageDown, .scroll(by: 9),
        ]
        for action in actions {
            list.send(action)
            let row = try? #require(list.highlighted)
            #expect(row.map(list.viewport.rows.contains) == true, "after \(action)")
        }
    }
}
