import Testing

@testable import SelectionCore

@Suite struct DropDownTests {
    private let banana = Choice("Banana")
    private let blueberry = Choice("Blueberry")

    // MARK: SEL-01 / SEL-02 / SEL-03: which option is highlighted on opening

    struct OpenCase: Sendable, CustomTestStringConvertible {
        var selected: String?
        var cause: OpenCause
        var highlighted: Int?
        var top: Int
        var testDescription: String { "selected \(selected ?? "none"), \(cause) → \(highlighted.map(String.init) ?? "none"), top \(top)" }
    }

    /// Items 0 Apple … 9 Newark (4 disabled), 4 rows visible, so the last page starts at 6.
    @Test(arguments: [
        OpenCase(selected: nil, cause: .keyboard(.down), highlighted: 0, top: 0),
        OpenCase(selected: nil, cause: .keyboard(.enter), highlighted: 0, top: 0),
        OpenCase(selected: nil, cause: .keyboard(.space), highlighted: 0, top: 0),
        OpenCase(selected: nil, cause: .keyboard(.up), highlighted: 9, top: 6),
        OpenCase(selected: nil, cause: .keyboard(.altDown), highlighted: nil, top: 0),
        OpenCase(selected: nil, cause: .keyboard(.home), highlighted: 0, top: 0),
        OpenCase(selected: nil, cause: .keyboard(.end), highlighted: 9, top: 6),
        OpenCase(selected: nil, cause: .pointer, highlighted: nil, top: 0),
        OpenCase(selected: nil, cause: .program, highlighted: nil, top: 0),
        // §14.8: with a value, the selected option is highlighted, and on the top row.
        OpenCase(selected: "Cherry", cause: .keyboard(.down), highlighted: 5, top: 5),
        OpenCase(selected: "Cherry", cause: .keyboard(.up), highlighted: 5, top: 5),
        OpenCase(selected: "Cherry", cause: .keyboard(.enter), highlighted: 5, top: 5),
        OpenCase(selected: "Cherry", cause: .keyboard(.altDown), highlighted: 5, top: 5),
        OpenCase(selected: "Cherry", cause: .pointer, highlighted: 5, top: 5),
        OpenCase(selected: "Cherry", cause: .program, highlighted: 5, top: 5),
        OpenCase(selected: "Cherry", cause: .keyboard(.home), highlighted: 0, top: 0),
        OpenCase(selected: "Cherry", cause: .keyboard(.end), highlighted: 9, top: 6),
        // On the last page the last page shows, with the selection on it.
        OpenCase(selected: "New York", cause: .keyboard(.down), highlighted: 8, top: 6),
        OpenCase(selected: "Apricot", cause: .keyboard(.down), highlighted: 1, top: 1),
    ])
    func openingHighlightsPerSEL02(_ vector: OpenCase) {
        var dropDown = Fixtures.fruitDropDown(preselecting: vector.selected.map { .label($0) } ?? .nothing)
        let events: [DropDownEvent<String>] = [.shown] + (vector.highlighted.map { [.highlightChanged($0)] } ?? [])
        expectTransition(&dropDown, .open(vector.cause), events: events) {
            $0.isOpen = true
            $0.list.highlighted = vector.highlighted
            $0.list.viewport.top = vector.top
        }
    }

    /// SEL-01, SEL-03: the closed trigger's keys are the open list's intents.
    @Test(arguments: [
        (DropDownAction.list(.moveDown), OpenCause.keyboard(.down)),
        (.list(.moveUp), .keyboard(.up)),
        (.list(.moveToFirst), .keyboard(.home)),
        (.list(.moveToLast), .keyboard(.end)),
        (.commit, .keyboard(.enter)),
        (.select, .keyboard(.space)),
        (.typeahead(" ", at: .zero), .keyboard(.space)),
        (.pointerDown(.trigger), .pointer),
    ])
    func closedKeysOpen_SEL01(_ action: DropDownAction, _ cause: OpenCause) {
        var byAction = Fixtures.fruitDropDown(preselecting: .label("banana"))
        var byCause = byAction
        let actionEvents = byAction.send(action)
        let causeEvents = byCause.send(.open(cause))
        byAction.gesture = nil
        #expect(byAction == byCause)
        #expect(actionEvents == causeEvents)
    }

    @Test func closedDropDownIgnoresWhatOnlyAnOpenListUnderstands() {
        var dropDown = Fixtures.fruitDropDown()
        for action: DropDownAction in [
            .list(.pageUp), .list(.pageDown), .cancel, .tab, .close, .list(.scroll(by: 3)), .list(.selectAll(inSection: nil)),
            .list(.deselectAll(inSection: nil)), .pointerDown(.outside), .pointerDown(.row(1)),
            .pointerMove(.row(1)), .pointerUp(.row(1)), .pointerUp(.trigger),
        ] {
            expectNoChange(&dropDown, action)
        }
    }

    // MARK: SEL-07: the open list does not wrap

    /// §14.7: a select must not wrap; at the edge the key is a no-op.
    @Test func openSelectDoesNotWrap_SEL07() {
        var dropDown = Fixtures.fruitDropDown()
        dropDown.send(.open(.keyboard(.end)))
        expectNoChange(&dropDown, .list(.moveDown))
        dropDown.send(.list(.moveToFirst))
        expectNoChange(&dropDown, .list(.moveUp))
    }

    // MARK: SEL-08 .. SEL-12: closing

    @Test func enterSelectsTheHighlightedOptionAndCloses_SEL08() {
        var dropDown = Fixtures.fruitDropDown()
        dropDown.send(.open(.keyboard(.down)))
        dropDown.send(.list(.moveDown))
        dropDown.send(.list(.moveDown))
        expectTransition(&dropDown, .commit, events: [.selected(index: 2, option: banana), .dismissed(.commit)]) {
            $0.isOpen = false
            $0.list.highlighted = nil
            $0.list.selection = [2]
        }
        #expect(dropDown.triggerLabel == "Banana")
    }

    @Test func enterWithNothingHighlightedJustCloses_SEL08() {
        var dropDown = Fixtures.fruitDropDown(preselecting: .label("banana"))
        dropDown.send(.open(.keyboard(.altDown)))
        dropDown.send(.pointerMove(.outside))
        expectTransition(&dropDown, .commit, events: [.dismissed(.commit)]) {
            $0.isOpen = false
            $0.list.viewport.top = 0
        }
    }

    @Test func spaceSelectsAndCloses_SEL08() {
        var dropDown = Fixtures.fruitDropDown()
        dropDown.send(.open(.keyboard(.down)))
        expectTransition(
            &dropDown, .typeahead(" ", at: .zero), events: [.selected(index: 0, option: Choice("Apple")), .dismissed(.commit)]
        ) {
            $0.isOpen = false
            $0.list.highlighted = nil
            $0.list.selection = [0]
        }
    }

    /// §14.10: Escape changes nothing; the highlight goes (SEL-10, SEL-15).
    @Test func escapeClosesWithoutChangingTheSelection_SEL10() {
        var dropDown = Fixtures.fruitDropDown(preselecting: .label("apple"))
        dropDown.send(.open(.keyboard(.down)))
        dropDown.send(.list(.moveToLast))
        expectTransition(&dropDown, .cancel, events: [.dismissed(.escape)]) {
            $0.isOpen = false
            $0.list.highlighted = nil
            $0.list.viewport.top = 0
        }
    }

    /// SEL-11 default (tabSelects = true): Tab selects the highlighted option, then moves on.
    @Test func tabSelectsAndCloses_SEL11() {
        var dropDown = Fixtures.fruitDropDown()
        dropDown.send(.open(.keyboard(.down)))
        dropDown.send(.list(.moveDown))
        expectTransition(&dropDown, .tab, events: [.selected(index: 1, option: Choice("Apricot")), .dismissed(.tab)]) {
            $0.isOpen = false
            $0.list.highlighted = nil
            $0.list.selection = [1]
        }
    }

    /// SEL-11 OPTION(tabSelects = false), react-aria: Tab only closes.
    @Test func tabClosesWithoutSelectingWhenAskedTo_SEL11() {
        var dropDown = Fixtures.fruitDropDown(configuration: DropDownConfiguration(tabSelects: false))
        dropDown.send(.open(.keyboard(.down)))
        dropDown.send(.list(.moveDown))
        expectTransition(&dropDown, .tab, events: [.dismissed(.tab)]) {
            $0.isOpen = false
            $0.list.highlighted = nil
        }
    }

    /// SEL-12 default (selectsOnOutsidePress = false): an outside press only closes.
    @Test func outsidePressClosesWithoutSelecting_SEL12() {
        var dropDown = Fixtures.fruitDropDown()
        dropDown.send(.open(.keyboard(.down)))
        expectTransition(&dropDown, .pointerDown(.outside), events: [.dismissed(.outsidePress)]) {
            $0.isOpen = false
            $0.list.highlighted = nil
        }
    }

    /// SEL-12 OPTION(selectsOnOutsidePress = true), APG and Downshift: select on blur.
    @Test func outsidePressSelectsWhenAskedTo_SEL12() {
        var dropDown = Fixtures.fruitDropDown(configuration: DropDownConfiguration(selectsOnOutsidePress: true))
        dropDown.send(.open(.keyboard(.down)))
        expectTransition(
            &dropDown, .pointerDown(.outside), events: [.selected(index: 0, option: Choice("Apple")), .dismissed(.outsidePress)]
        ) {
            $0.isOpen = false
            $0.list.highlighted = nil
            $0.list.selection = [0]
        }
    }

    /// §14.18, OVL-04: a press on the trigger of the open list closes it, and its release does
    /// not open it again.
    @Test func triggerPressClosesAndItsReleaseDoesNotReopen_OVL04() {
        var dropDown = Fixtures.fruitDropDown()
        dropDown.send(.open(.keyboard(.down)))
        expectTransition(&dropDown, .pointerDown(.trigger), events: [.dismissed(.triggerPress)]) {
            $0.isOpen = false
            $0.list.highlighted = nil
        }
        expectNoChange(&dropDown, .pointerUp(.trigger))
    }

    @Test func programOpensAndCloses() {
        var dropDown = Fixtures.fruitDropDown()
        dropDown.send(.open(.program))
        expectNoChange(&dropDown, .open(.keyboard(.down)))
        expectTransition(&dropDown, .close, events: [.dismissed(.program)]) { $0.isOpen = false }
    }

    /// NAV-08, SEL-15: closing forgets the scroll position, the highlight and the search.
    @Test func closingResetsScrollHighlightAndSearch_NAV08() {
        var dropDown = Fixtures.fruitDropDown()
        dropDown.send(.open(.keyboard(.down)))
        dropDown.send(.typeahead("n", at: .zero))
        #expect((dropDown.list.highlighted, dropDown.list.viewport.top, dropDown.list.typeahead.text) == (8, 5, "n"))
        expectTransition(&dropDown, .cancel, events: [.dismissed(.escape)]) {
            $0.isOpen = false
            $0.list.highlighted = nil
            $0.list.viewport.top = 0
            $0.list.typeahead = TypeaheadBuffer()
        }
    }

    // MARK: SEL-13: clicking the selected option

    /// §14.9, SEL-13: clicking the already-selected option closes and reports no change.
    @Test func clickingTheSelectedOptionClosesWithoutAChange_SEL13() {
        var dropDown = Fixtures.fruitDropDown(preselecting: .label("banana"))
        dropDown.send(.open(.pointer))
        expectTransition(&dropDown, .pointerDown(.row(2))) { $0.gesture = PointerGesture(origin: .list) }
        expectTransition(&dropDown, .pointerUp(.row(2)), events: [.dismissed(.commit)]) {
            $0.isOpen = false
            $0.gesture = nil
            $0.list.highlighted = nil
            $0.list.viewport.top = 0
        }
    }

    // MARK: SEL-04: typing on the closed trigger

    /// SEL-04 default (openAndHighlight): open and highlight the match, anchored at the value.
    @Test func closedTypeaheadOpensOnTheMatchAfterTheSelection_SEL04() {
        var dropDown = Fixtures.fruitDropDown(preselecting: .label("banana"))
        expectTransition(&dropDown, .typeahead("b", at: .zero), events: [.shown, .highlightChanged(3)]) {
            $0.isOpen = true
            $0.list.highlighted = 3
            $0.list.viewport.top = 2
            $0.list.typeahead = TypeaheadBuffer(text: "b", deadline: .milliseconds(500))
        }
        // The search goes on in the open list: a second b cycles on.
        expectTransition(&dropDown, .typeahead("b", at: .milliseconds(100)), events: [.highlightChanged(2)]) {
            $0.list.highlighted = 2
            $0.list.typeahead = TypeaheadBuffer(text: "bb", deadline: .milliseconds(600))
        }
    }

    @Test func closedTypeaheadWithoutAMatchStillOpens_SEL04() {
        var dropDown = Fixtures.fruitDropDown(preselecting: .label("banana"))
        expectTransition(&dropDown, .typeahead("z", at: .zero), events: [.shown, .highlightChanged(2)]) {
            $0.isOpen = true
            $0.list.highlighted = 2
            $0.list.viewport.top = 2
        }
    }

    /// SEL-04 OPTION(selectWithoutOpening), react-aria and Zag: the value changes in place.
    @Test func closedTypeaheadSelectsWithoutOpeningWhenAskedTo_SEL04() {
        var dropDown = Fixtures.fruitDropDown(
            preselecting: .label("banana"), configuration: DropDownConfiguration(closedTypeahead: .selectWithoutOpening))
        expectTransition(&dropDown, .typeahead("b", at: .zero), events: [.selected(index: 3, option: blueberry)]) {
            $0.list.selection = [3]
            $0.list.typeahead = TypeaheadBuffer(text: "b", deadline: .milliseconds(500))
        }
        expectTransition(&dropDown, .typeahead("b", at: .milliseconds(100)), events: [.selected(index: 2, option: banana)]) {
            $0.list.selection = [2]
            $0.list.typeahead = TypeaheadBuffer(text: "bb", deadline: .milliseconds(600))
        }
        expectTransition(&dropDown, .typeahead("z", at: .seconds(1))) { $0.list.typeahead = TypeaheadBuffer() }
        #expect(dropDown.triggerLabel == "Banana")
    }

    /// TA-03 in the open list: a space inside a search is text and does not choose (§14.4).
    @Test func spaceInsideASearchDoesNotChoose_TA03() {
        var dropDown = Fixtures.fruitDropDown()
        dropDown.send(.open(.keyboard(.down)))
        for (offset, character) in "new".enumerated() {
            dropDown.send(.typeahead(character, at: .milliseconds(offset * 100)))
        }
        expectTransition(&dropDown, .typeahead(" ", at: .milliseconds(300))) {
            $0.list.typeahead = TypeaheadBuffer(text: "new ", deadline: .milliseconds(800))
        }
        expectTransition(&dropDown, .typeahead("y", at: .milliseconds(400))) {
            $0.list.typeahead = TypeaheadBuffer(text: "new y", deadline: .milliseconds(900))
        }
        #expect(dropDown.isOpen && dropDown.list.selection.isEmpty && dropDown.list.highlighted == 8)
    }

    // MARK: trigger label

    @Test func triggerShowsThePlaceholderUntilSomethingIsChosen() {
        let empty = DropDownState(items: Fixtures.typeaheadItems, mode: .value(placeholder: "--"))
        #expect((empty.triggerLabel, empty.showsPlaceholder, empty.triggerOption) == ("--", true, nil))
        let chosen = DropDownState(items: Fixtures.typeaheadItems, mode: .value(placeholder: "--"), preselecting: .label("cherry"))
        #expect((chosen.triggerLabel, chosen.showsPlaceholder, chosen.triggerOption) == ("Cherry", false, Choice("Cherry")))
        let several = DropDownState(items: Fixtures.typeaheadItems, selectionMode: .multiple, preselecting: .labels(["newark", "apple"]))
        #expect(several.triggerLabel == "Apple, Newark")
        let menu = DropDownState(items: Fixtures.typeaheadItems, mode: .action(prompt: "Fruit"))
        #expect((menu.triggerLabel, menu.showsPlaceholder, menu.triggerOption) == ("Fruit", false, nil))
    }

    @Test func swatchOptionsCarryTheirColourToTheTrigger() {
        let blue = Colour(red: 0, green: 0, blue: 255)
        let dropDown = DropDownState(
            items: [.option(Choice("Blue", value: blue, content: .swatchAndText(blue)))],
            preselecting: .value(blue)
        )
        #expect(dropDown.triggerOption?.content.image == .swatch(blue))
    }

    // MARK: multiple selection (SEL-16)

    @Test func multipleDropDownTogglesAndStaysOpen_SEL16() {
        var dropDown = DropDownState(items: Fixtures.typeaheadItems, selectionMode: .multiple)
        dropDown.send(.open(.keyboard(.down)))
        expectTransition(&dropDown, .select, events: [.selectionChanged([0])]) {
            $0.list.selection = [0]
            $0.list.selectionAnchor = SelectionAnchor(anchor: 0, current: 0)
        }
        dropDown.send(.pointerDown(.row(5)))
        expectTransition(&dropDown, .pointerUp(.row(5)), events: [.selectionChanged([0, 5])]) {
            $0.gesture = nil
            $0.list.selection = [0, 5]
            $0.list.selectionAnchor = SelectionAnchor(anchor: 5, current: 5)
        }
        expectTransition(&dropDown, .list(.selectAll(inSection: nil)), events: [.selectionChanged([0, 1, 2, 3, 5, 6, 7, 8, 9])]) {
            $0.list.selection = [0, 1, 2, 3, 5, 6, 7, 8, 9]
            $0.list.selectionAnchor = nil
        }
        expectTransition(&dropDown, .list(.deselectAll(inSection: nil)), events: [.selectionChanged([])]) { $0.list.selection = [] }
        // Enter means "done": it closes without toggling.
        expectTransition(&dropDown, .commit, events: [.dismissed(.commit)]) {
            $0.isOpen = false
            $0.list.highlighted = nil
        }
    }

    /// TA-11: no typeahead on the closed trigger of a multiple selection; Space opens.
    @Test func multipleDropDownHasNoClosedTypeahead_TA11() {
        var dropDown = DropDownState(items: Fixtures.typeaheadItems, selectionMode: .multiple)
        expectNoChange(&dropDown, .typeahead("b", at: .zero))
        expectTransition(&dropDown, .typeahead(" ", at: .zero), events: [.shown, .highlightChanged(0)]) {
            $0.isOpen = true
            $0.list.highlighted = 0
        }
    }

    @Test func closesOnChoiceCanBeForcedForMultipleSelection_SEL16() {
        var dropDown = DropDownState(
            items: Fixtures.typeaheadItems, selectionMode: .multiple, configuration: DropDownConfiguration(closesOnChoice: true))
        dropDown.send(.open(.keyboard(.down)))
        expectTransition(&dropDown, .select, events: [.selectionChanged([0]), .dismissed(.commit)]) {
            $0.isOpen = false
            $0.list.highlighted = nil
            $0.list.selection = [0]
            $0.list.selectionAnchor = SelectionAnchor(anchor: 0, current: 0)
        }
    }

    @Test func closesOnChoiceCanBeTurnedOffForSingleSelection() {
        var dropDown = Fixtures.fruitDropDown(configuration: DropDownConfiguration(closesOnChoice: false))
        dropDown.send(.open(.keyboard(.down)))
        expectTransition(&dropDown, .select, events: [.selected(index: 0, option: Choice("Apple"))]) { $0.list.selection = [0] }
        // Enter still closes.
        expectTransition(&dropDown, .commit, events: [.dismissed(.commit)]) {
            $0.isOpen = false
            $0.list.highlighted = nil
        }
    }

    // MARK: scrolling while open

    @Test func wheelAndResizeReachTheOpenList() {
        var dropDown = Fixtures.fruitDropDown(visibleRows: 4)
        dropDown.send(.open(.keyboard(.down)))
        expectTransition(&dropDown, .list(.scroll(by: 2)), events: [.highlightChanged(2)]) {
            $0.list.viewport.top = 2
            $0.list.highlighted = 2
        }
        expectTransition(&dropDown, .list(.resize(availableRows: 2))) {
            $0.list.availableRows = 2
            $0.list.viewport = Viewport(top: 2, height: 2, rowCount: 10)
        }
    }
}
