import Testing

@testable import SelectionCore

@Suite struct ListNavigationTests {
    // MARK: NAV-01 to NAV-04

    @Test func downWithNothingHighlightedGoesToFirstOption_NAV01() {
        var list = ListState(items: Fixtures.mixedItems)
        expectTransition(&list, .moveDown, events: [.highlightChanged(1)]) { $0.highlighted = 1 }
    }

    @Test func upWithNothingHighlightedGoesToLastEnabledOption_NAV01() {
        var list = ListState(items: Fixtures.mixedItems)
        expectTransition(&list, .moveUp, events: [.highlightChanged(6)]) { $0.highlighted = 6 }
    }

    /// §14.6: navigation never lands on disabled options or section headers.
    @Test func downSkipsDisabledOptionsHeadersAndSeparators_NAV02_LB13() {
        var list = ListState(items: Fixtures.mixedItems)
        list.send(.moveDown)
        expectTransition(&list, .moveDown, events: [.highlightChanged(3)]) { $0.highlighted = 3 }
        expectTransition(&list, .moveDown, events: [.highlightChanged(6)]) { $0.highlighted = 6 }
        expectTransition(&list, .moveUp, events: [.highlightChanged(3)]) { $0.highlighted = 3 }
        expectTransition(&list, .moveUp, events: [.highlightChanged(1)]) { $0.highlighted = 1 }
    }

    /// §14.7: at an edge without wrapping the key is a no-op — not "clear the highlight".
    @Test func edgesAreNoOpsWithoutWrapping_NAV03() {
        var list = ListState(items: Fixtures.mixedItems)
        list.send(.moveToLast)
        expectNoChange(&list, .moveDown)
        list.send(.moveToFirst)
        expectNoChange(&list, .moveUp)
    }

    @Test func wrappingGoesAroundTheEnds_NAV03() {
        var list = ListState(items: Fixtures.mixedItems, configuration: ListConfiguration(wrapsAround: true))
        list.send(.moveToLast)
        expectTransition(&list, .moveDown, events: [.highlightChanged(1)]) { $0.highlighted = 1 }
        expectTransition(&list, .moveUp, events: [.highlightChanged(6)]) { $0.highlighted = 6 }
    }

    @Test func wrappingWithOneOptionStaysPut_NAV03() {
        var list = ListState(items: [.header("Only"), .option(Choice("One"))], configuration: ListConfiguration(wrapsAround: true))
        list.send(.moveDown)
        expectNoChange(&list, .moveDown)
        expectNoChange(&list, .moveUp)
    }

    @Test func homeAndEndGoToFirstAndLastEnabledOptions_NAV04() {
        var list = ListState(items: Fixtures.mixedItems)
        expectTransition(&list, .moveToLast, events: [.highlightChanged(6)]) { $0.highlighted = 6 }
        expectTransition(&list, .moveToFirst, events: [.highlightChanged(1)]) { $0.highlighted = 1 }
        expectNoChange(&list, .moveToFirst)
    }

    @Test func emptyListIgnoresEveryMove() {
        var list = ListState<String>(items: [])
        for action in [ListAction.moveDown, .moveUp, .moveToFirst, .moveToLast, .pageDown, .pageUp, .focus, .chooseHighlighted] {
            expectNoChange(&list, action)
        }
    }

    @Test func listOfOnlyDisabledOptionsHasNothingToHighlight_NAV02() {
        var list = ListState(items: [.option(Choice("A", disabled: "no")), .separator])
        expectNoChange(&list, .moveDown)
        expectNoChange(&list, .moveToLast)
    }

    // MARK: NAV-11 disabled options: skip (default) and focusable

    @Test func focusableDisabledOptionsCanBeHighlightedButNotChosen_NAV11() {
        var list = ListState(items: Fixtures.mixedItems, configuration: ListConfiguration(disabledOptions: .focusable))
        list.send(.moveDown)
        expectTransition(&list, .moveDown, events: [.highlightChanged(2)]) { $0.highlighted = 2 }
        expectNoChange(&list, .chooseHighlighted)
        expectTransition(&list, .moveToLast, events: [.highlightChanged(7)]) { $0.highlighted = 7 }
        expectTransition(&list, .moveUp, events: [.highlightChanged(6)]) { $0.highlighted = 6 }
    }

    // MARK: NAV-05 / NAV-06 page moves

    struct PageCase: Sendable, CustomTestStringConvertible {
        var start: Int
        var action: ListAction
        var expected: Int
        var top: Int
        var testDescription: String { "\(start) \(action) → \(expected), top \(top)" }
    }

    /// Highlights `vector.start`, sends `vector.action` and expects the whole state.
    private func expectPage(_ vector: PageCase, in list: ListState<String>, sourceLocation: SourceLocation = #_sourceLocation) {
        var list = list
        list.send(.highlight(vector.start))
        let events: [ListEvent<String>] = vector.expected == vector.start ? [] : [.highlightChanged(vector.expected)]
        expectTransition(&list, vector.action, events: events, sourceLocation: sourceLocation) {
            $0.highlighted = vector.expected
            $0.viewport.top = vector.top
        }
    }

    /// NAV-06: V = 5, 20 items: target = clamp(i ± (V − 1), first, last); the viewport scrolls
    /// minimally (NAV-07).
    @Test(arguments: [
        PageCase(start: 3, action: .pageDown, expected: 7, top: 3),
        PageCase(start: 7, action: .pageDown, expected: 11, top: 7),
        PageCase(start: 18, action: .pageDown, expected: 19, top: 15),
        PageCase(start: 19, action: .pageDown, expected: 19, top: 15),
        PageCase(start: 2, action: .pageUp, expected: 0, top: 0),
        PageCase(start: 11, action: .pageUp, expected: 7, top: 7),
        PageCase(start: 0, action: .pageUp, expected: 0, top: 0),
    ])
    func viewportPageMovesByVisibleRowsMinusOne_NAV06(_ vector: PageCase) {
        expectPage(vector, in: Fixtures.numberedList(20, visibleRows: 5))
    }

    /// NAV-05 OPTION(pageMode): APG and Downshift move 10 rows whatever the viewport.
    @Test(arguments: [
        PageCase(start: 3, action: .pageDown, expected: 13, top: 9),
        PageCase(start: 13, action: .pageDown, expected: 19, top: 15),
        PageCase(start: 13, action: .pageUp, expected: 3, top: 3),
        PageCase(start: 3, action: .pageUp, expected: 0, top: 0),
    ])
    func fixedPageMovesTenRows_NAV05(_ vector: PageCase) {
        expectPage(vector, in: Fixtures.numberedList(20, visibleRows: 5, configuration: ListConfiguration(pageMode: .fixed(10))))
    }

    @Test func pageMovesNeverWrap_NAV05() {
        var list = Fixtures.numberedList(20, visibleRows: 5, configuration: ListConfiguration(wrapsAround: true))
        list.send(.moveToLast)
        expectNoChange(&list, .pageDown)
        list.send(.moveToFirst)
        expectNoChange(&list, .pageUp)
    }

    /// Rows 0…9 with 4 and 5 disabled, V = 5: the page target (row 4) is disabled, so PageDown
    /// stops at the last enabled row before it.
    @Test(arguments: [
        PageCase(start: 0, action: .pageDown, expected: 3, top: 0),
        PageCase(start: 3, action: .pageDown, expected: 7, top: 3),
        PageCase(start: 7, action: .pageUp, expected: 3, top: 3),
    ])
    func pageMovesStopAtTheLastEnabledOptionWithinThePage(_ vector: PageCase) {
        let items: [ListItem<String>] = (0..<10).map { .option(Choice("\($0)", disabled: $0 == 4 || $0 == 5 ? "no" : nil)) }
        expectPage(vector, in: ListState(items: items, configuration: ListConfiguration(visibleRows: .upTo(5))))
    }

    /// Rows 1…6 disabled, V = 3: the page below 0 holds no enabled option, so PageDown goes on
    /// to the next one, 7 (and PageUp back to 0).
    @Test(arguments: [
        PageCase(start: 0, action: .pageDown, expected: 7, top: 5),
        PageCase(start: 7, action: .pageUp, expected: 0, top: 0),
    ])
    func pageMovesCrossAPageWithoutEnabledOptions(_ vector: PageCase) {
        let items: [ListItem<String>] = (0..<8).map { .option(Choice("\($0)", disabled: (1...6).contains($0) ? "no" : nil)) }
        expectPage(vector, in: ListState(items: items, configuration: ListConfiguration(visibleRows: .upTo(3))))
    }

    @Test func pageKeysWithNothingHighlightedStartAtTheEnds() {
        var list = Fixtures.numberedList(20, visibleRows: 5)
        expectTransition(&list, .pageDown, events: [.highlightChanged(0)]) { $0.highlighted = 0 }
        var other = Fixtures.numberedList(20, visibleRows: 5)
        expectTransition(&other, .pageUp, events: [.highlightChanged(19)]) {
            $0.highlighted = 19
            $0.viewport.top = 15
        }
    }

    /// NAV-05: a list that shows every row pages straight to its ends.
    @Test(arguments: [
        PageCase(start: 1, action: .pageDown, expected: 3, top: 0),
        PageCase(start: 2, action: .pageUp, expected: 0, top: 0),
    ])
    func unscrollableListPagesToTheEnds_NAV05(_ vector: PageCase) {
        expectPage(vector, in: ListState(items: Fixtures.numbered(4)))
    }

    // MARK: pointer hover (SEL-14)

    @Test func highlightingAHeaderOrDisabledOptionClears_SEL14() {
        var list = ListState(items: Fixtures.mixedItems)
        list.send(.highlight(3))
        expectTransition(&list, .highlight(2), events: [.highlightChanged(nil)]) { $0.highlighted = nil }
        list.send(.highlight(3))
        expectTransition(&list, .highlight(0), events: [.highlightChanged(nil)]) { $0.highlighted = nil }
        list.send(.highlight(3))
        expectTransition(&list, .highlight(99), events: [.highlightChanged(nil)]) { $0.highlighted = nil }
    }

    // MARK: LB-01 / LB-02 focus

    @Test func focusHighlightsTheSelectedOption_LB01() {
        var list = ListState(items: Fixtures.typeaheadItems, preselecting: .label("cherry"))
        expectTransition(&list, .focus, events: [.highlightChanged(5)]) { $0.highlighted = 5 }
        expectNoChange(&list, .focus)
    }

    @Test func focusWithoutSelectionHighlightsTheFirstOption_LB01() {
        var list = ListState(items: Fixtures.mixedItems)
        expectTransition(&list, .focus, events: [.highlightChanged(1)]) { $0.highlighted = 1 }
    }

    @Test func focusInMultipleSelectionHighlightsTheFirstSelected_LB02() {
        var list = ListState(items: Fixtures.typeaheadItems, selectionMode: .multiple, preselecting: .labels(["Newark", "Cherry"]))
        expectTransition(&list, .focus, events: [.highlightChanged(5)]) { $0.highlighted = 5 }
    }
}
