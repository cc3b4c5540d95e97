import Testing

@testable import SelectionCore

/// The list's selection options that only the API reaches: Escape clearing the selection (LB-11)
/// and the "replace" selection model (LB-10).
@Suite struct ListSelectionBehaviourTests {
    /// Rows 0…4 = A…E.
    private func letters(_ mode: SelectionMode = .multiple, _ configure: (inout ListConfiguration) -> Void = { _ in }) -> ListState<String>
    {
        var configuration = ListConfiguration()
        configure(&configuration)
        return ListState(items: ["A", "B", "C", "D", "E"].map { .option(Choice($0)) }, selectionMode: mode, configuration: configuration)
    }

    // MARK: LB-11

    @Test func escapeLeavesTheSelectionByDefault_LB11() {
        var list = letters()
        list.send(.choose(1))
        list.send(.choose(3))
        expectNoChange(&list, .escape)
    }

    @Test func escapeClearsAMultipleSelectionWhenAskedTo_LB11() {
        var list = letters { $0.escapeClearsSelection = true }
        list.send(.choose(1))
        list.send(.choose(3))
        expectTransition(&list, .escape, events: [.selectionChanged([])]) {
            $0.selection = []
            $0.selectionAnchor = nil
        }
        // Nothing left to clear: nothing reported.
        expectNoChange(&list, .escape)
    }

    @Test func escapeKeepsASingleChoiceUnlessEmptySelectionIsAllowed_LB11() {
        var strict = letters(.single) { $0.escapeClearsSelection = true }
        strict.send(.choose(2))
        expectNoChange(&strict, .escape)

        var lenient = letters(.single) {
            $0.escapeClearsSelection = true
            $0.allowsEmptySelection = true
        }
        lenient.send(.choose(2))
        expectTransition(&lenient, .escape, events: [.deselected(index: 2, option: Choice("C"))]) {
            $0.selection = []
        }
    }

    // MARK: LB-10

    @Test func plainArrowsReplaceTheSelectionInTheReplaceModel_LB10() {
        var list = letters { $0.selectionBehavior = .replace }
        expectTransition(&list, .moveDown, events: [.highlightChanged(0), .selectionChanged([0])]) {
            $0.highlighted = 0
            $0.selection = [0]
            $0.selectionAnchor = SelectionAnchor(anchor: 0, current: 0)
        }
        expectTransition(&list, .moveDown, events: [.highlightChanged(1), .selectionChanged([1])]) {
            $0.highlighted = 1
            $0.selection = [1]
            $0.selectionAnchor = SelectionAnchor(anchor: 1, current: 1)
        }
    }

    @Test func ctrlArrowsMoveWithoutSelectingAndCtrlSpaceToggles_LB10() {
        var list = letters { $0.selectionBehavior = .replace }
        list.send(.moveDown)
        expectTransition(&list, .moveHighlightDown, events: [.highlightChanged(1)]) { $0.highlighted = 1 }
        expectTransition(&list, .moveHighlightDown, events: [.highlightChanged(2)]) { $0.highlighted = 2 }
        expectTransition(&list, .toggleHighlighted, events: [.selectionChanged([0, 2])]) {
            $0.selection = [0, 2]
            $0.selectionAnchor = SelectionAnchor(anchor: 2, current: 2)
        }
        expectTransition(&list, .toggleHighlighted, events: [.selectionChanged([0])]) {
            $0.selection = [0]
        }
        expectTransition(&list, .moveHighlightUp, events: [.highlightChanged(1)]) { $0.highlighted = 1 }
    }

    @Test func shiftArrowsExtendAndSpaceReplacesInTheReplaceModel_LB10() {
        var list = letters { $0.selectionBehavior = .replace }
        list.send(.moveDown)
        expectTransition(&list, .extendDown, events: [.highlightChanged(1), .selectionChanged([0, 1])]) {
            $0.highlighted = 1
            $0.selection = [0, 1]
            $0.selectionAnchor = SelectionAnchor(anchor: 0, current: 1)
        }
        list.send(.moveHighlightDown)
        expectTransition(&list, .chooseHighlighted, events: [.selectionChanged([2])]) {
            $0.selection = [2]
            $0.selectionAnchor = SelectionAnchor(anchor: 2, current: 2)
        }
        expectTransition(&list, .choose(4), events: [.highlightChanged(4), .selectionChanged([4])]) {
            $0.highlighted = 4
            $0.selection = [4]
            $0.selectionAnchor = SelectionAnchor(anchor: 4, current: 4)
        }
    }

    @Test func theToggleModelStaysTheDefault_LB10() {
        var list = letters()
        #expect(list.configuration.selectionBehavior == .toggle)
        expectTransition(&list, .moveDown, events: [.highlightChanged(0)]) { $0.highlighted = 0 }
        list.send(.chooseHighlighted)
        list.send(.moveDown)
        expectTransition(&list, .chooseHighlighted, events: [.selectionChanged([0, 1])]) {
            $0.selection = [0, 1]
            $0.selectionAnchor = SelectionAnchor(anchor: 1, current: 1)
        }
    }
}
