import Testing

@testable import SelectionCore

/// Press-drag-release (SEL-17): press the trigger, drag onto a row, release — one gesture.
@Suite struct PressDragTests {
    private let cherry = Choice("Cherry")

    private func pressedOpen(preselecting: Preselection<String> = .nothing) -> DropDownState<String> {
        var dropDown = Fixtures.fruitDropDown(preselecting: preselecting, visibleRows: 10)
        dropDown.send(.pointerDown(.trigger))
        return dropDown
    }

    @Test func pressOnTheTriggerOpensAtOnce_SEL17() {
        var dropDown = Fixtures.fruitDropDown(visibleRows: 10)
        expectTransition(&dropDown, .pointerDown(.trigger), events: [.shown]) {
            $0.isOpen = true
            $0.gesture = PointerGesture(origin: .trigger)
        }
    }

    @Test func pressWithAValueOpensWithItHighlighted() {
        var dropDown = Fixtures.fruitDropDown(preselecting: .label("cherry"), visibleRows: 10)
        expectTransition(&dropDown, .pointerDown(.trigger), events: [.shown, .highlightChanged(5)]) {
            $0.isOpen = true
            $0.gesture = PointerGesture(origin: .trigger)
            $0.list.highlighted = 5
            $0.list.viewport.top = 0
        }
    }

    @Test func dragHighlightsEnabledRowsAndReleaseChooses() {
        var dropDown = pressedOpen()
        expectTransition(&dropDown, .pointerMove(.row(2)), events: [.highlightChanged(2)]) {
            $0.gesture?.hasMoved = true
            $0.list.highlighted = 2
        }
        // A disabled row and a press outside the list highlight nothing.
        expectTransition(&dropDown, .pointerMove(.row(4)), events: [.highlightChanged(nil)]) { $0.list.highlighted = nil }
        expectTransition(&dropDown, .pointerMove(.outside))
        expectTransition(&dropDown, .pointerMove(.row(5)), events: [.highlightChanged(5)]) { $0.list.highlighted = 5 }
        expectTransition(&dropDown, .pointerUp(.row(5)), events: [.selected(index: 5, option: cherry), .dismissed(.commit)]) {
            $0.isOpen = false
            $0.gesture = nil
            $0.list.highlighted = nil
            $0.list.selection = [5]
        }
    }

    @Test func dragOutsideClearsTheHighlight_SEL14() {
        var dropDown = pressedOpen()
        dropDown.send(.pointerMove(.row(1)))
        expectTransition(&dropDown, .pointerMove(.outside), events: [.highlightChanged(nil)]) { $0.list.highlighted = nil }
    }

    @Test func releaseOutsideAfterADragDismisses() {
        var dropDown = pressedOpen()
        dropDown.send(.pointerMove(.row(1)))
        dropDown.send(.pointerMove(.outside))
        expectTransition(&dropDown, .pointerUp(.outside), events: [.dismissed(.dragReleasedOutside)]) {
            $0.isOpen = false
            $0.gesture = nil
        }
    }

    /// A click on the trigger (press and release without moving) leaves the list open: sticky.
    @Test func clickOnTheTriggerLeavesTheListOpenForASecondClick() {
        var dropDown = pressedOpen()
        // Jitter within the trigger's cells is not a drag.
        expectTransition(&dropDown, .pointerMove(.trigger))
        expectTransition(&dropDown, .pointerUp(.trigger)) { $0.gesture = nil }
        #expect(dropDown.isOpen)
        // Hover without the button highlights.
        expectTransition(&dropDown, .pointerMove(.row(3)), events: [.highlightChanged(3)]) { $0.list.highlighted = 3 }
        expectTransition(&dropDown, .pointerDown(.row(5)), events: [.highlightChanged(5)]) {
            $0.gesture = PointerGesture(origin: .list)
            $0.list.highlighted = 5
        }
        expectTransition(&dropDown, .pointerUp(.row(5)), events: [.selected(index: 5, option: cherry), .dismissed(.commit)]) {
            $0.isOpen = false
            $0.gesture = nil
            $0.list.highlighted = nil
            $0.list.selection = [5]
        }
    }

    /// A drag that comes back to the trigger and is released there also leaves the list open.
    @Test func releaseBackOnTheTriggerLeavesTheListOpen() {
        var dropDown = pressedOpen()
        dropDown.send(.pointerMove(.row(1)))
        dropDown.send(.pointerMove(.trigger))
        expectTransition(&dropDown, .pointerUp(.trigger)) { $0.gesture = nil }
    }

    @Test(arguments: [PointerTarget.row(4), .row(99), .list])
    func releaseOnADisabledRowOrTheBorderDoesNothing(_ target: PointerTarget) {
        var dropDown = pressedOpen()
        dropDown.send(.pointerMove(target))
        expectTransition(&dropDown, .pointerUp(target)) { $0.gesture = nil }
        #expect(dropDown.isOpen)
    }

    @Test func releaseOnAHeaderDoesNothing() {
        var dropDown = DropDownState(items: Fixtures.mixedItems)
        dropDown.send(.pointerDown(.trigger))
        expectTransition(&dropDown, .pointerMove(.row(0))) { $0.gesture?.hasMoved = true }
        expectTransition(&dropDown, .pointerUp(.row(0))) { $0.gesture = nil }
    }

    /// A press that starts inside the list and ends outside it is not an outside press (OVL-03).
    @Test func pressInsideReleasedOutsideDoesNotDismiss_OVL03() {
        var dropDown = pressedOpen()
        dropDown.send(.pointerUp(.trigger))
        dropDown.send(.pointerDown(.row(1)))
        dropDown.send(.pointerMove(.outside))
        expectTransition(&dropDown, .pointerUp(.outside)) { $0.gesture = nil }
        #expect(dropDown.isOpen)
    }

    @Test func pressOnTheBorderThenReleaseOnARowChooses() {
        var dropDown = pressedOpen()
        dropDown.send(.pointerUp(.trigger))
        expectTransition(&dropDown, .pointerDown(.list)) { $0.gesture = PointerGesture(origin: .list) }
        dropDown.send(.pointerMove(.row(5)))
        expectTransition(&dropDown, .pointerUp(.row(5)), events: [.selected(index: 5, option: cherry), .dismissed(.commit)]) {
            $0.isOpen = false
            $0.gesture = nil
            $0.list.highlighted = nil
            $0.list.selection = [5]
        }
    }

    @Test func releaseOnARowOfAMultipleListTogglesAndStaysOpen_SEL16() {
        var dropDown = DropDownState(items: Fixtures.typeaheadItems, selectionMode: .multiple)
        dropDown.send(.pointerDown(.trigger))
        dropDown.send(.pointerMove(.row(5)))
        expectTransition(&dropDown, .pointerUp(.row(5)), events: [.selectionChanged([5])]) {
            $0.gesture = nil
            $0.list.selection = [5]
            $0.list.selectionAnchor = SelectionAnchor(anchor: 5, current: 5)
        }
    }

    /// MENU-02, §14.17: a pointer-opened menu has nothing highlighted; the drag picks.
    @Test func pressDragReleaseFiresAMenuAction() {
        var menu = DropDownState(items: Fixtures.typeaheadItems, mode: .action(prompt: "Fruit"))
        expectTransition(&menu, .pointerDown(.trigger), events: [.shown]) {
            $0.isOpen = true
            $0.gesture = PointerGesture(origin: .trigger)
        }
        menu.send(.pointerMove(.row(5)))
        expectTransition(&menu, .pointerUp(.row(5)), events: [.activated(index: 5, option: cherry), .dismissed(.commit)]) {
            $0.isOpen = false
            $0.gesture = nil
            $0.list.highlighted = nil
        }
    }
}
