import Testing

@testable import SelectionCore

/// Range selection with anchor semantics (LB-06 .. LB-08, LB-12, LB-13).
@Suite struct SelectionRangeTests {
    /// Rows 0…5 = A…F.
    private func letters(_ mode: SelectionMode = .multiple) -> ListState<String> {
        ListState(items: ["A", "B", "C", "D", "E", "F"].map { .option(Choice($0)) }, selectionMode: mode)
    }

    /// The LB-06 vector: click C → {C} · Shift-click E → {C,D,E} · Shift-click A → {A,B,C}
    /// · Ctrl-click F → {A,B,C,F} · Shift-click D → {A,B,C,D,E,F}.
    @Test func anchorVector_LB06() {
        var list = letters()
        expectTransition(&list, .choose(2), events: [.highlightChanged(2), .selectionChanged([2])]) {
            $0.highlighted = 2
            $0.selection = [2]
            $0.selectionAnchor = SelectionAnchor(anchor: 2, current: 2)
        }
        expectTransition(&list, .extendSelection(to: 4), events: [.highlightChanged(4), .selectionChanged([2, 3, 4])]) {
            $0.highlighted = 4
            $0.selection = [2, 3, 4]
            $0.selectionAnchor = SelectionAnchor(anchor: 2, current: 4)
        }
        expectTransition(&list, .extendSelection(to: 0), events: [.highlightChanged(0), .selectionChanged([0, 1, 2])]) {
            $0.highlighted = 0
            $0.selection = [0, 1, 2]
            $0.selectionAnchor = SelectionAnchor(anchor: 2, current: 0)
        }
        expectTransition(&list, .choose(5), events: [.highlightChanged(5), .selectionChanged([0, 1, 2, 5])]) {
            $0.highlighted = 5
            $0.selection = [0, 1, 2, 5]
            $0.selectionAnchor = SelectionAnchor(anchor: 5, current: 5)
        }
        expectTransition(&list, .extendSelection(to: 3), events: [.highlightChanged(3), .selectionChanged([0, 1, 2, 3, 4, 5])]) {
            $0.highlighted = 3
            $0.selection = [0, 1, 2, 3, 4, 5]
            $0.selectionAnchor = SelectionAnchor(anchor: 5, current: 3)
        }
    }

    @Test func shiftArrowsGrowAndShrinkTheRange_LB06() {
        var list = letters()
        list.send(.choose(1))
        expectTransition(&list, .extendDown, events: [.highlightChanged(2), .selectionChanged([1, 2])]) {
            $0.highlighted = 2
            $0.selection = [1, 2]
            $0.selectionAnchor = SelectionAnchor(anchor: 1, current: 2)
        }
        expectTransition(&list, .extendUp, events: [.highlightChanged(1), .selectionChanged([1])]) {
            $0.highlighted = 1
            $0.selection = [1]
            $0.selectionAnchor = SelectionAnchor(anchor: 1, current: 1)
        }
        expectTransition(&list, .extendUp, events: [.highlightChanged(0), .selectionChanged([0, 1])]) {
            $0.highlighted = 0
            $0.selection = [0, 1]
            $0.selectionAnchor = SelectionAnchor(anchor: 1, current: 0)
        }
    }

    /// LB-08: "select from the active item to the first/last option and move the active item
    /// there": from D (checked), Ctrl+Shift+End checks D…F; from F, Ctrl+Shift+Home checks F…A.
    @Test func ctrlShiftHomeAndEndExtendToTheEnds_LB08() {
        var list = letters()
        list.send(.choose(3))
        expectTransition(&list, .extendToLast, events: [.highlightChanged(5), .selectionChanged([3, 4, 5])]) {
            $0.highlighted = 5
            $0.selection = [3, 4, 5]
            $0.selectionAnchor = SelectionAnchor(anchor: 3, current: 5)
        }
        expectTransition(&list, .extendToFirst, events: [.highlightChanged(0), .selectionChanged([0, 1, 2, 3, 4, 5])]) {
            $0.highlighted = 0
            $0.selection = [0, 1, 2, 3, 4, 5]
            $0.selectionAnchor = SelectionAnchor(anchor: 5, current: 0)
        }
    }

    /// LB-08 from a highlight that nothing anchored: C highlighted, nothing checked;
    /// Ctrl+Shift+End checks C…F (not F alone), and checks already made elsewhere stay.
    @Test func ctrlShiftEndStartsAtTheHighlightedOption_LB08() {
        var list = letters()
        list.send(.choose(0))
        list.send(.highlight(2))
        expectTransition(&list, .extendToLast, events: [.highlightChanged(5), .selectionChanged([0, 2, 3, 4, 5])]) {
            $0.highlighted = 5
            $0.selection = [0, 2, 3, 4, 5]
            $0.selectionAnchor = SelectionAnchor(anchor: 2, current: 5)
        }
        var fresh = letters()
        fresh.send(.highlight(3))
        expectTransition(&fresh, .extendToFirst, events: [.highlightChanged(0), .selectionChanged([0, 1, 2, 3])]) {
            $0.highlighted = 0
            $0.selection = [0, 1, 2, 3]
            $0.selectionAnchor = SelectionAnchor(anchor: 3, current: 0)
        }
    }

    @Test func shiftSpaceSelectsFromTheAnchorToTheHighlight_LB07() {
        var list = letters()
        list.send(.choose(1))
        list.send(.moveDown)
        list.send(.moveDown)
        expectTransition(&list, .selectRangeToHighlight, events: [.selectionChanged([1, 2, 3])]) {
            $0.selection = [1, 2, 3]
            $0.selectionAnchor = SelectionAnchor(anchor: 1, current: 3)
        }
    }

    @Test func afterSelectAllARangeStartsAtItsTarget_LB06() {
        var list = letters()
        list.send(.highlight(1))
        list.send(.selectAll)
        list.send(.deselectAll)
        expectTransition(&list, .extendSelection(to: 4), events: [.highlightChanged(4), .selectionChanged([4])]) {
            $0.highlighted = 4
            $0.selection = [4]
            $0.selectionAnchor = SelectionAnchor(anchor: 4, current: 4)
        }
    }

    /// LB-12, LB-13: ranges take only enabled options of `.multiple` sections.
    @Test func rangesSkipDisabledOptionsHeadersAndOtherSections_LB12_LB13() {
        var list = ListState(sections: [
            ListSection("One", selectionMode: .multiple, options: [Choice("A"), Choice("B", disabled: "no"), Choice("C")]),
            ListSection("Two", selectionMode: .multiple, options: [Choice("D")]),
            ListSection("Three", selectionMode: .single, options: [Choice("E")]),
        ])
        list.send(.choose(1))
        expectTransition(&list, .extendSelection(to: 5), events: [.highlightChanged(5), .selectionChanged([1, 3, 5])]) {
            $0.highlighted = 5
            $0.selection = [1, 3, 5]
            $0.selectionAnchor = SelectionAnchor(anchor: 1, current: 5)
        }
        // Extending onto a `.single` row moves only.
        expectTransition(&list, .extendDown, events: [.highlightChanged(7)]) { $0.highlighted = 7 }
    }

    @Test func rangesStopAtTheLimitNearestTheAnchor() {
        var list = letters(.multiple(limit: 3))
        list.send(.choose(4))
        expectTransition(
            &list, .extendSelection(to: 0), events: [.highlightChanged(0), .selectionChanged([2, 3, 4]), .selectionLimitReached(limit: 3)]
        ) {
            $0.highlighted = 0
            $0.selection = [2, 3, 4]
            $0.selectionAnchor = SelectionAnchor(anchor: 4, current: 0)
        }
    }

    @Test func extendingInASingleListOnlyMoves() {
        var list = letters(.single)
        expectTransition(&list, .extendDown, events: [.highlightChanged(0)]) { $0.highlighted = 0 }
        expectNoChange(&list, .selectRangeToHighlight)
    }
}

/// LB-06 from "all": after select-all a Shift-extension selects only the row it reaches, and
/// the range grows from there; an anchor set by a later toggle is honoured as usual.
@Suite struct SelectionRangeAfterSelectAllTests {
    @Test func shiftDownAfterSelectAllLeavesOnlyTheNewRow_LB06() {
        var list = ListState(items: ["A", "B", "C", "D"].map { .option(Choice($0)) }, selectionMode: .multiple)
        list.send(.highlight(1))
        list.send(.selectAll)
        #expect(list.selection == [0, 1, 2, 3])
        expectTransition(&list, .extendDown, events: [.highlightChanged(2), .selectionChanged([2])]) {
            $0.highlighted = 2
            $0.selection = [2]
            $0.selectionAnchor = SelectionAnchor(anchor: 2, current: 2)
        }
        expectTransition(&list, .extendDown, events: [.highlightChanged(3), .selectionChanged([2, 3])]) {
            $0.highlighted = 3
            $0.selection = [2, 3]
            $0.selectionAnchor = SelectionAnchor(anchor: 2, current: 3)
        }
    }

    /// LB-06: with nothing checked and no anchor, Shift+Down checks the row it moves to, which
    /// becomes the anchor (react-aria: `anchorKey ?? toKey`).
    @Test func shiftDownWithNoAnchorChecksTheRowItReaches_LB06() {
        var list = ListState(items: ["A", "B", "C", "D"].map { .option(Choice($0)) }, selectionMode: .multiple)
        list.send(.highlight(0))
        expectTransition(&list, .extendDown, events: [.highlightChanged(1), .selectionChanged([1])]) {
            $0.highlighted = 1
            $0.selection = [1]
            $0.selectionAnchor = SelectionAnchor(anchor: 1, current: 1)
        }
    }
}
