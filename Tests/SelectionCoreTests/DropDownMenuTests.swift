import Testing

@testable import SelectionCore

/// Action mode: the trigger shows a fixed prompt and the list is a menu (docs/behaviour.md §6).
@Suite struct DropDownMenuTests {
    /// 0 Cut, 1 Copy, 2 Paste (disabled), 3 separator, 4 Delete.
    private let items: [ListItem<String>] = [
        .option(Choice("Cut")),
        .option(Choice("Copy")),
        .option(Choice("Paste", disabledReason: "The clipboard is empty")),
        .separator,
        .option(Choice("Delete")),
    ]

    private func menu(listConfiguration: ListConfiguration? = nil) -> DropDownState<String> {
        DropDownState(items: items, mode: .action(prompt: "Edit"), listConfiguration: listConfiguration)
    }

    @Test func keyboardOpensWithTheFirstOrLastItem_MENU01() {
        var down = menu()
        expectTransition(&down, .list(.moveDown), events: [.shown, .highlightChanged(0)]) {
            $0.isOpen = true
            $0.list.highlighted = 0
        }
        var up = menu()
        expectTransition(&up, .list(.moveUp), events: [.shown, .highlightChanged(4)]) {
            $0.isOpen = true
            $0.list.highlighted = 4
        }
    }

    /// MENU-04 and §13: a menu wraps (the select default does not).
    @Test func menuWraps_MENU04() {
        var dropDown = menu()
        dropDown.send(.open(.keyboard(.up)))
        expectTransition(&dropDown, .list(.moveDown), events: [.highlightChanged(0)]) { $0.list.highlighted = 0 }
        expectTransition(&dropDown, .list(.moveUp), events: [.highlightChanged(4)]) { $0.list.highlighted = 4 }
    }

    /// NAV-11 menu default (APG): a disabled item can be highlighted but never activated.
    @Test func disabledItemIsHighlightedButNotActivated_MENU11() {
        var dropDown = menu()
        dropDown.send(.open(.keyboard(.down)))
        dropDown.send(.list(.moveDown))
        expectTransition(&dropDown, .list(.moveDown), events: [.highlightChanged(2)]) { $0.list.highlighted = 2 }
        expectNoChange(&dropDown, .commit)
        expectNoChange(&dropDown, .select)
        expectTransition(&dropDown, .list(.moveDown), events: [.highlightChanged(4)]) { $0.list.highlighted = 4 }
    }

    /// The `skip` policy, react-aria's menu default, is available.
    @Test func disabledItemsCanBeSkipped_NAV11() {
        var dropDown = menu(listConfiguration: ListConfiguration(wrapsAround: true, disabledOptions: .skip))
        dropDown.send(.open(.keyboard(.down)))
        dropDown.send(.list(.moveDown))
        expectTransition(&dropDown, .list(.moveDown), events: [.highlightChanged(4)]) { $0.list.highlighted = 4 }
    }

    @Test func enterActivatesAndCloses_MENU06() {
        var dropDown = menu()
        dropDown.send(.open(.keyboard(.down)))
        expectTransition(&dropDown, .commit, events: [.activated(index: 0, option: Choice("Cut")), .dismissed(.commit)]) {
            $0.isOpen = false
            $0.list.highlighted = nil
        }
        #expect(dropDown.list.selection.isEmpty && dropDown.triggerLabel == "Edit")
    }

    @Test func spaceActivatesAndCloses_MENU07() {
        var dropDown = menu()
        dropDown.send(.open(.keyboard(.down)))
        expectTransition(&dropDown, .select, events: [.activated(index: 0, option: Choice("Cut")), .dismissed(.commit)]) {
            $0.isOpen = false
            $0.list.highlighted = nil
        }
    }

    /// MENU-10: Tab closes the menu and activates nothing, whatever `tabSelects` says.
    @Test func tabClosesWithoutActivating_MENU10() {
        var dropDown = menu()
        dropDown.send(.open(.keyboard(.down)))
        expectTransition(&dropDown, .tab, events: [.dismissed(.tab)]) {
            $0.isOpen = false
            $0.list.highlighted = nil
        }
    }

    /// MENU-05 typeahead works in the open menu; the closed menu trigger ignores letters.
    @Test func typeaheadInTheOpenMenuOnly_MENU05() {
        var dropDown = menu()
        expectNoChange(&dropDown, .typeahead("d", at: .zero))
        dropDown.send(.open(.pointer))
        expectTransition(&dropDown, .typeahead("d", at: .seconds(1)), events: [.highlightChanged(4)]) {
            $0.list.highlighted = 4
            $0.list.typeahead = TypeaheadBuffer(text: "d", deadline: .milliseconds(1500))
        }
    }

    /// A prompt trigger over checkmark sections (the "Color" bar button): choosing selects.
    @Test func promptTriggerOverASingleSectionKeepsTheCheckmark() {
        var dropDown = DropDownState(
            items: Fixtures.colourNames.map { .option(Choice($0)) }, mode: .action(prompt: "Color"), selectionMode: .single)
        dropDown.send(.open(.pointer))
        dropDown.send(.pointerDown(.row(3)))
        expectTransition(&dropDown, .pointerUp(.row(3)), events: [.selected(index: 3, option: Choice("Blue")), .dismissed(.commit)]) {
            $0.isOpen = false
            $0.gesture = nil
            $0.list.highlighted = nil
            $0.list.selection = [3]
        }
        #expect(dropDown.triggerLabel == "Color")
        // Reopening highlights the checked colour.
        expectTransition(&dropDown, .open(.pointer), events: [.shown, .highlightChanged(3)]) {
            $0.isOpen = true
            $0.list.highlighted = 3
        }
    }
}
