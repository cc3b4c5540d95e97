import Testing

@testable import SelectionCore

/// The reference (Downshift) outcomes docs/behaviour.md §11 lists as worth copying into tests
/// (ARCH-04) and the order in which opening picks a highlight (ARCH-05), where SelectionKit
/// follows them; the differences are in docs/behaviour.md's notes for those rows.
@Suite struct ReferenceSemanticsTests {
    /// 0 Red, 1 Green (disabled), 2 Blue, 3 Black.
    private func colours(preselecting: Preselection<String> = .nothing) -> DropDownState<String> {
        DropDownState(
            items: [
                .option(Choice("Red")), .option(Choice("Green", disabled: "Out of stock")), .option(Choice("Blue")),
                .option(Choice("Black")),
            ],
            preselecting: preselecting)
    }

    // MARK: ARCH-04

    /// ItemClick → the item is selected, the list closes, nothing is highlighted.
    @Test func anItemClickSelectsClosesAndHighlightsNothing_ARCH04() {
        var dropDown = colours()
        dropDown.send(.open(.pointer))
        dropDown.send(.pointerDown(.row(2)))
        expectTransition(&dropDown, .pointerUp(.row(2)), events: [.selected(index: 2, option: Choice("Blue")), .dismissed(.commit)]) {
            $0.isOpen = false
            $0.gesture = nil
            $0.list.highlighted = nil
            $0.list.selection = [2]
        }
    }

    /// Enter or Space with nothing highlighted only closes.
    @Test func enterOrSpaceWithNothingHighlightedOnlyCloses_ARCH04() {
        for action in [DropDownAction.commit, .select] {
            var dropDown = colours()
            dropDown.send(.open(.pointer))
            #expect(dropDown.list.highlighted == nil)
            expectTransition(&dropDown, action, events: [.dismissed(.commit)]) { $0.isOpen = false }
        }
    }

    /// ToggleButtonBlur → close, selecting the highlighted item (Tab with `tabSelects`, the
    /// default).
    @Test func leavingClosesAndSelectsTheHighlightedItem_ARCH04() {
        var dropDown = colours()
        dropDown.send(.open(.keyboard(.down)))
        dropDown.send(.list(.moveDown))
        expectTransition(&dropDown, .tab, events: [.selected(index: 2, option: Choice("Blue")), .dismissed(.tab)]) {
            $0.isOpen = false
            $0.list.highlighted = nil
            $0.list.selection = [2]
        }
    }

    /// FunctionSetHighlightedIndex on a disabled item → nothing highlighted.
    @Test func highlightingADisabledItemByCallHighlightsNothing_ARCH04() {
        var dropDown = colours()
        dropDown.send(.open(.keyboard(.down)))
        expectTransition(&dropDown, .list(.highlight(1)), events: [.highlightChanged(nil)]) { $0.list.highlighted = nil }
    }

    /// InputChange → open, nothing highlighted, the new text; InputKeyDownEscape → close, and on
    /// an already closed combobox clear the value and the text.
    @Test func comboboxEditsOpenUnhighlightedAndEscapeOnClosedClears_ARCH04() {
        var city = ComboBoxState(options: ["Berlin", "Bern", "Bonn"])
        city.send(.text(.insert("b")))
        #expect(city.isOpen && city.highlighted == nil && city.text == "b")
        city.send(.moveDown)
        city.send(.commit)
        #expect(!city.isOpen && city.value == "Berlin" && city.text == "Berlin")
        city.send(.escape)
        #expect(!city.isOpen && city.value == nil && city.selected == nil && city.text == "")
    }

    // MARK: ARCH-05

    /// Opening highlights the selected item first, then the first (Down) or last (Up) item
    /// skipping disabled ones; a pointer opening with nothing selected highlights nothing.
    @Test func openingHighlightPrecedence_ARCH05() {
        var selected = colours(preselecting: .label("blue"))
        expectTransition(&selected, .list(.moveUp), events: [.shown, .highlightChanged(2)]) {
            $0.isOpen = true
            $0.list.highlighted = 2
        }
        var down = colours()
        expectTransition(&down, .list(.moveDown), events: [.shown, .highlightChanged(0)]) {
            $0.isOpen = true
            $0.list.highlighted = 0
        }
        var up = colours()
        expectTransition(&up, .list(.moveUp), events: [.shown, .highlightChanged(3)]) {
            $0.isOpen = true
            $0.list.highlighted = 3
        }
        var pointer = colours()
        expectTransition(&pointer, .open(.pointer), events: [.shown]) { $0.isOpen = true }
        // A disabled selected item is skipped: Down then goes to the first enabled item.
        var disabled = colours(preselecting: .label("green"))
        expectTransition(&disabled, .list(.moveDown), events: [.shown, .highlightChanged(0)]) {
            $0.isOpen = true
            $0.list.highlighted = 0
        }
    }
}

/// ARCH-03: every change kind of Downshift's useCombobox has a `ComboBoxAction` that makes it,
/// so a change is labelled by the action that caused it.
@Suite struct ComboBoxChangeTypeTests {
    @Test func everyComboboxChangeKindHasAnAction_ARCH03() {
        // From "b" typed: open, Berlin / Bern / Bonn listed, nothing highlighted.
        let typed: ComboBoxState = {
            var city = ComboBoxState(options: ["Berlin", "Bern", "Bonn"])
            city.send(.text(.insert("b")))
            return city
        }()
        let kinds: [(String, ComboBoxAction)] = [
            ("InputKeyDownArrowDown", .moveDown),
            ("InputKeyDownArrowUp", .moveUp),
            ("InputKeyDownEscape", .escape),
            ("InputKeyDownHome", .text(.moveToStart)),
            ("InputKeyDownEnter", .commit),
            ("InputChange", .text(.insert("e"))),
            ("ItemMouseMove", .highlight(row: 1)),
            ("ItemClick", .choose(row: 2)),
            ("ToggleButtonClick", .toggleOpen),
            ("FunctionSetInputValue", .text(.replaceAll("Bonn"))),
        ]
        for (kind, action) in kinds {
            var city = typed
            city.send(action)
            #expect(city != typed, "\(kind) → \(action) changes nothing")
        }
        // InputKeyDownEnd from the start of the text.
        var start = typed
        start.send(.text(.moveToStart))
        let atStart = start
        start.send(.text(.moveToEnd))
        #expect(start != atStart && start.caret == 1)
    }
}
