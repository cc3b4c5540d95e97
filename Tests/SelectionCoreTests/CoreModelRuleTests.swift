import Testing

@testable import SelectionCore

/// The core model's conventions (docs/behaviour.md §0), the overlay stack (§9) and the pointer
/// rules of lists and drop-downs, each checked on the state machines themselves: these are about
/// the library's API, so they are tested here rather than through `sel`.
@Suite struct CoreModelRuleTests {
    private func fruit(_ selected: String? = nil) -> DropDownState<String> {
        DropDownState(
            items: ["Apple", "Banana", "Cherry"].map { .option(Choice($0)) },
            preselecting: selected.map { .value($0) } ?? .nothing)
    }

    /// CORE-02: a list in its popup is one stop: Tab leaves it (closing it), it does not move
    /// the highlight from row to row.
    @Test func tabLeavesTheCompositeInsteadOfMovingInside_CORE02() {
        var dropDown = fruit()
        dropDown.send(.open(.keyboard(.down)))
        #expect(dropDown.list.highlighted == 0)
        let events = dropDown.send(.tab)
        #expect(dropDown.isOpen == false)
        #expect(events.last == .dismissed(.tab))
        var menu = MenuState(items: [.command("New"), .submenu("Recent", [.command("a")])])
        menu.send(.triggerKey(.down))
        menu.send(.moveDown)
        menu.send(.openSubmenu)
        #expect(menu.send(.tab) == [.closed(.tab)])
        #expect(menu.isOpen == false)
    }

    /// CORE-03: time is what the caller says it is. The same keys with times 100 ms apart refine
    /// a search; 600 ms apart they start a new one — no clock is read.
    @Test func timeIsInjectedNotRead_CORE03() {
        let items: [ListItem<String>] = ["Banana", "Blueberry", "Lemon"].map { .option(Choice($0)) }
        var close = ListState(items: items)
        close.send(.typeahead("b", at: .milliseconds(1000)))
        close.send(.typeahead("l", at: .milliseconds(1100)))
        #expect(close.highlighted == 1)  // "bl": Blueberry
        var apart = ListState(items: items)
        apart.send(.typeahead("b", at: .milliseconds(1000)))
        apart.send(.typeahead("l", at: .milliseconds(1600)))
        #expect(apart.highlighted == 2)  // a new search, "l": Lemon
        // A submenu opens 200 ms after the pointer rests on its item, by the time passed in.
        var menu = MenuState(items: [.command("New"), .submenu("Recent", [.command("a")])])
        menu.send(.triggerKey(.down))
        let frames = [Rect(x: 0, y: 1, width: 12, height: 4)]
        menu.send(.pointerMove(.item(level: 0, index: 1), position: Point(x: 3, y: 3), frames: frames, now: .seconds(50)))
        menu.send(.tick(now: .seconds(50) + .milliseconds(199)))
        #expect(menu.levels.count == 1)
        menu.send(.tick(now: .seconds(50) + .milliseconds(200)))
        #expect(menu.levels.count == 2)
    }

    /// CORE-06: effects are reported as events, not carried out: opening, moving and choosing
    /// say what happened, in order, and nothing else happens.
    @Test func effectsAreEmittedAsEvents_CORE06() {
        var dropDown = fruit()
        #expect(dropDown.send(.open(.keyboard(.down))) == [.shown, .highlightChanged(0)])
        #expect(dropDown.send(.list(.moveDown)) == [.highlightChanged(1)])
        #expect(dropDown.send(.commit) == [.selected(index: 1, option: Choice("Banana")), .dismissed(.commit)])
        #expect(dropDown.list.highlighted == nil)
    }

    /// LB-14: a click replaces the choice in a single-choice list and toggles in a multiple one.
    @Test func clicksReplaceInSingleAndToggleInMultiple_LB14() {
        var single = ListState(items: ["A", "B", "C"].map { .option(Choice($0)) })
        single.send(.choose(0))
        single.send(.choose(2))
        #expect(single.selection == [2])
        var multiple = ListState(items: ["A", "B", "C"].map { .option(Choice($0)) }, selectionMode: .multiple)
        multiple.send(.choose(0))
        multiple.send(.choose(2))
        #expect(multiple.selection == [0, 2])
        multiple.send(.choose(0))
        #expect(multiple.selection == [2])
    }

    /// SEL-06 (and OVL-04): a press on the trigger opens the list; a second press closes it,
    /// without closing and reopening.
    @Test func pressingTheTriggerToggles_SEL06_OVL04() {
        var dropDown = fruit()
        let opened = dropDown.send(.pointerDown(.trigger))
        #expect(opened.first == .shown)
        #expect(dropDown.isOpen)
        dropDown.send(.pointerUp(.trigger))
        let closed = dropDown.send(.pointerDown(.trigger))
        #expect(dropDown.isOpen == false)
        #expect(closed.contains(.dismissed(.triggerPress)))
        #expect(!closed.contains(.shown))
    }

    /// OVL-01, OVL-02: open menus form a stack; Escape dismisses the top one only, then the next.
    @Test func escapeDismissesOnlyTheTopLayer_OVL01_OVL02() {
        var menu = MenuState(items: [.submenu("File", [.command("New"), .submenu("Export", [.command("PDF")])])])
        menu.send(.triggerKey(.down))
        menu.send(.openSubmenu)
        menu.send(.moveDown)
        menu.send(.openSubmenu)
        #expect(menu.levels.count == 3)
        menu.send(.escape)
        #expect(menu.levels.count == 2 && menu.isOpen)
        menu.send(.escape)
        #expect(menu.levels.count == 1 && menu.isOpen)
        menu.send(.escape)
        #expect(menu.isOpen == false)
    }
}

/// SEL-05, an option: Left and Right on the closed trigger change the value without opening,
/// without wrapping (RA's Picker: Left at "One" stays "One", Right at "Three" stays "Three");
/// with nothing selected both pick the first option; off by default.
@Suite struct ClosedArrowValueTests {
    private func numbers(_ selected: String?, on: Bool) -> DropDownState<String> {
        var configuration = DropDownConfiguration()
        configuration.arrowsChangeValueWhenClosed = on
        return DropDownState(
            items: ["One", "Two", "Three"].map { .option(Choice($0)) },
            preselecting: selected.map { .value($0) } ?? .nothing, configuration: configuration)
    }

    @Test func leftAndRightStepTheValueWithoutOpening_SEL05() {
        var dropDown = numbers("Two", on: true)
        #expect(dropDown.send(.list(.moveRight)) == [.selected(index: 2, option: Choice("Three"))])
        #expect(dropDown.isOpen == false)
        #expect(dropDown.send(.list(.moveRight)) == [])
        #expect(dropDown.list.selection == [2])
        dropDown.send(.list(.moveLeft))
        dropDown.send(.list(.moveLeft))
        #expect(dropDown.send(.list(.moveLeft)) == [])
        #expect(dropDown.list.selection == [0])
        var empty = numbers(nil, on: true)
        empty.send(.list(.moveLeft))
        #expect(empty.list.selection == [0])
    }

    @Test func offByDefaultLeftAndRightDoNothing_SEL05() {
        var dropDown = numbers("Two", on: false)
        #expect(dropDown.send(.list(.moveRight)) == [])
        #expect(dropDown.send(.list(.moveLeft)) == [])
        #expect(dropDown.list.selection == [1])
        #expect(dropDown.isOpen == false)
    }
}
