import Testing

@testable import SelectionCore

@Suite struct SelectionTests {
    private let apple = Choice("Apple")
    private let banana = Choice("Banana")
    private let cherry = Choice("Cherry")

    // MARK: single

    @Test func chooseSelectsTheHighlightedOption_LB04() {
        var list = ListState(items: Fixtures.typeaheadItems)
        list.send(.highlight(2))
        expectTransition(&list, .chooseHighlighted, events: [.selected(index: 2, option: banana)]) { $0.selection = [2] }
        expectTransition(&list, .choose(0), events: [.highlightChanged(0), .selected(index: 0, option: apple)]) {
            $0.highlighted = 0
            $0.selection = [0]
        }
    }

    /// §14.9, SEL-13, LB-05 default: choosing the selected option keeps it and reports nothing.
    @Test func choosingTheSelectedOptionChangesNothing_LB05() {
        var list = ListState(items: Fixtures.typeaheadItems, preselecting: .label("banana"))
        list.send(.highlight(2))
        expectNoChange(&list, .chooseHighlighted)
        expectNoChange(&list, .choose(2))
    }

    /// LB-05 OPTION(allowsEmptySelection = true): choosing it again deselects it.
    @Test func choosingTheSelectedOptionDeselectsWhenEmptySelectionIsAllowed_LB05() {
        var list = ListState(
            items: Fixtures.typeaheadItems, preselecting: .label("banana"), configuration: ListConfiguration(allowsEmptySelection: true))
        list.send(.highlight(2))
        expectTransition(&list, .chooseHighlighted, events: [.deselected(index: 2, option: banana)]) { $0.selection = [] }
    }

    @Test func disabledOptionsAreNeverChosen_NAV11() {
        var list = ListState(items: Fixtures.typeaheadItems, configuration: ListConfiguration(disabledOptions: .focusable))
        expectNoChange(&list, .choose(99))
        list.send(.highlight(4))
        expectNoChange(&list, .chooseHighlighted)
        var skipping = ListState(items: Fixtures.typeaheadItems)
        expectNoChange(&skipping, .choose(4))
    }

    @Test func eachSingleSectionKeepsItsOwnChoice() {
        var list = ListState(
            sections: [
                ListSection("Purpose", selectionMode: .single, options: [Choice("Design"), Choice("Testing")]),
                ListSection("Location", selectionMode: .single, options: [Choice("Both"), Choice("Private"), Choice("Public")]),
            ], preselecting: .labels(["design", "public"]))
        #expect(list.selection == [1, 6])
        expectTransition(&list, .choose(2), events: [.highlightChanged(2), .selected(index: 2, option: Choice("Testing"))]) {
            $0.highlighted = 2
            $0.selection = [2, 6]
        }
        expectTransition(&list, .choose(4), events: [.highlightChanged(4), .selected(index: 4, option: Choice("Both"))]) {
            $0.highlighted = 4
            $0.selection = [2, 4]
        }
    }

    // MARK: CORE-01 / LB-03: the highlight and the selection stay apart

    /// §14.1: arrowing through a list never changes the value.
    @Test func movingTheHighlightDoesNotSelect_CORE01() {
        var list = ListState(items: Fixtures.typeaheadItems, preselecting: .label("apple"))
        for action in [ListAction.moveDown, .moveDown, .moveToLast, .pageUp, .moveToFirst] {
            list.send(action)
            #expect(list.selection == [0], "after \(action)")
        }
    }

    /// LB-03 OPTION(selectionFollowsHighlight = true): in a single section, moving selects.
    @Test func selectionFollowsTheHighlightWhenAskedTo_LB03() {
        var list = ListState(items: Fixtures.typeaheadItems, configuration: ListConfiguration(selectionFollowsHighlight: true))
        expectTransition(&list, .moveDown, events: [.highlightChanged(0), .selected(index: 0, option: apple)]) {
            $0.highlighted = 0
            $0.selection = [0]
        }
        expectTransition(&list, .moveToLast, events: [.highlightChanged(9), .selected(index: 9, option: Choice("Newark"))]) {
            $0.highlighted = 9
            $0.selection = [9]
        }
        // A pointer hover is not a keyboard move: it highlights only.
        expectTransition(&list, .highlight(5), events: [.highlightChanged(5)]) { $0.highlighted = 5 }
    }

    // MARK: multiple

    @Test func multipleSelectionToggles_LB04() {
        var list = ListState(items: Fixtures.typeaheadItems, selectionMode: .multiple)
        list.send(.highlight(0))
        expectTransition(&list, .chooseHighlighted, events: [.selectionChanged([0])]) {
            $0.selection = [0]
            $0.selectionAnchor = SelectionAnchor(anchor: 0, current: 0)
        }
        expectTransition(&list, .choose(5), events: [.highlightChanged(5), .selectionChanged([0, 5])]) {
            $0.highlighted = 5
            $0.selection = [0, 5]
            $0.selectionAnchor = SelectionAnchor(anchor: 5, current: 5)
        }
        expectTransition(&list, .choose(0), events: [.highlightChanged(0), .selectionChanged([5])]) {
            $0.highlighted = 0
            $0.selection = [5]
            $0.selectionAnchor = SelectionAnchor(anchor: 0, current: 0)
        }
    }

    @Test func multipleSelectionStopsAtItsLimit() {
        var list = ListState(
            items: Fixtures.typeaheadItems, selectionMode: .multiple(limit: 2), preselecting: .labels(["apple", "cherry"]))
        list.send(.highlight(2))
        expectTransition(&list, .chooseHighlighted, events: [.selectionLimitReached(limit: 2)])
        // Deselecting makes room again.
        expectTransition(&list, .choose(0), events: [.highlightChanged(0), .selectionChanged([5])]) {
            $0.highlighted = 0
            $0.selection = [5]
            $0.selectionAnchor = SelectionAnchor(anchor: 0, current: 0)
        }
    }

    /// §14.6: select-all never includes disabled options.
    @Test func selectAllSkipsDisabledOptions_LB09_LB12() {
        var list = ListState(items: Fixtures.typeaheadItems, selectionMode: .multiple)
        expectTransition(&list, .selectAll, events: [.selectionChanged([0, 1, 2, 3, 5, 6, 7, 8, 9])]) {
            $0.selection = [0, 1, 2, 3, 5, 6, 7, 8, 9]
        }
        // LB-09 default: select-all when everything is selected changes nothing.
        expectNoChange(&list, .selectAll)
        expectTransition(&list, .deselectAll, events: [.selectionChanged([])]) { $0.selection = [] }
        expectNoChange(&list, .deselectAll)
    }

    /// LB-09 OPTION(selectAllToggles = true): select-all on a full selection clears it.
    @Test func selectAllTogglesWhenAskedTo_LB09() {
        var list = ListState(
            items: Fixtures.typeaheadItems, selectionMode: .multiple, configuration: ListConfiguration(selectAllToggles: true))
        list.send(.selectAll)
        expectTransition(&list, .selectAll, events: [.selectionChanged([])]) { $0.selection = [] }
    }

    @Test func selectAllFillsUpToTheLimit() {
        var list = ListState(items: Fixtures.typeaheadItems, selectionMode: .multiple(limit: 3), preselecting: .label("Newark"))
        expectTransition(&list, .selectAll, events: [.selectionChanged([0, 1, 9]), .selectionLimitReached(limit: 3)]) {
            $0.selection = [0, 1, 9]
        }
    }

    @Test func selectAllStaysWithinTheHighlightedSection() {
        var list = ListState(sections: [
            ListSection("Fruit", selectionMode: .multiple, options: [apple, banana]),
            ListSection("Veg", selectionMode: .multiple, options: [Choice("Leek"), Choice("Onion", disabled: "Sold out")]),
            ListSection("Size", selectionMode: .single, options: [Choice("Small")]),
        ])
        list.send(.highlight(4))
        expectTransition(&list, .selectAll, events: [.selectionChanged([4])]) { $0.selection = [4] }
        expectTransition(&list, .selectAll(inSection: 0), events: [.selectionChanged([1, 2, 4])]) { $0.selection = [1, 2, 4] }
        // A single-choice section has no select-all.
        expectNoChange(&list, .selectAll(inSection: 2))
        expectTransition(&list, .deselectAll(inSection: 0), events: [.selectionChanged([4])]) { $0.selection = [4] }
    }

    // MARK: actions

    @Test func actionOptionsFireAndHoldNoSelection() {
        var list = ListState(items: Fixtures.typeaheadItems, selectionMode: .actions)
        list.send(.highlight(5))
        expectTransition(&list, .chooseHighlighted, events: [.activated(index: 5, option: cherry)])
        expectTransition(&list, .chooseHighlighted, events: [.activated(index: 5, option: cherry)])
        expectNoChange(&list, .selectAll)
    }

    // MARK: queries

    @Test func selectedOptionsComeInRowOrder() {
        let list = ListState(items: Fixtures.typeaheadItems, selectionMode: .multiple, preselecting: .labels(["cherry", "apple"]))
        #expect(list.selectedRows == [0, 5])
        #expect(list.selectedOptions == [apple, cherry])
        #expect(list.firstSelectedRow == 0)
    }
}
