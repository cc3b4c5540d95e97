import Testing

@testable import SelectionCore

/// The editable combobox (docs/behaviour.md §5), transition by transition: every field of the
/// state and every event.
@Suite struct ComboBoxStateTests {
    /// 0 Berlin, 1 Bern, 2 Bonn, 3 Zürich.
    private func cities(_ text: String = "", _ configuration: ComboBoxConfiguration = ComboBoxConfiguration()) -> ComboBoxState {
        ComboBoxState(options: ["Berlin", "Bern", "Bonn", "Zürich"], text: text, configuration: configuration)
    }

    @Test func typingFiltersOpensAndHighlightsNothing_CB01_CB03_CB04() {
        var combo = cities()
        expectTransition(&combo, .text(.insert("ER")), events: [.textChanged("ER"), .opened]) {
            $0.text = "ER"
            $0.caret = 2
            $0.suggestions = [0, 1]
            $0.isOpen = true
        }
        // Accent-insensitive "contains": "zur" finds Zürich.
        expectTransition(&combo, .text(.replaceAll("zur")), events: [.textChanged("zur")]) {
            $0.text = "zur"
            $0.caret = 3
            $0.suggestions = [3]
        }
        // CB-03: no match closes the list.
        expectTransition(&combo, .text(.insert("x")), events: [.textChanged("zurx"), .closed]) {
            $0.text = "zurx"
            $0.caret = 4
            $0.suggestions = []
            $0.isOpen = false
        }
    }

    @Test func anEditClearsTheHighlight_CB04() {
        var combo = cities()
        combo.send(.text(.insert("b")))
        combo.send(.moveDown)
        #expect(combo.highlighted == 0)
        expectTransition(&combo, .text(.insert("o")), events: [.textChanged("bo")]) {
            $0.text = "bo"
            $0.caret = 2
            $0.suggestions = [2]
            $0.highlighted = nil
        }
    }

    @Test func clearingTheTextClearsTheValue_CB05() {
        var combo = cities("Bern")
        #expect(combo.value == "Bern" && combo.selected == 1)
        combo.send(.text(.moveToEnd))
        for _ in 0..<3 { combo.send(.text(.deleteBackward)) }
        expectTransition(&combo, .text(.deleteBackward), events: [.textChanged(""), .cleared]) {
            $0.text = ""
            $0.caret = 0
            $0.value = nil
            $0.selected = nil
            $0.suggestions = [0, 1, 2, 3]
        }
    }

    /// CB-07, CB-08: a manual open lists every option, not only those matching the text (the
    /// selected label); ↓ highlights the selected option, ↑ too; Alt+↓ highlights nothing.
    @Test func manualOpenShowsEveryOption_CB07_CB08() {
        var combo = cities("Bonn")
        #expect(combo.suggestions == [2])
        expectTransition(&combo, .moveDown, events: [.opened]) {
            $0.isOpen = true
            $0.showsAllOptions = true
            $0.suggestions = [0, 1, 2, 3]
            $0.highlighted = 2
        }
        // The next edit filters again.
        combo.send(.text(.insert("x")))
        #expect(combo.showsAllOptions == false && combo.suggestions == [] && combo.isOpen == false)

        var empty = cities()
        empty.send(.moveUp)
        #expect(empty.highlighted == 3 && empty.isOpen)
        var alt = cities("Bonn")
        expectTransition(&alt, .openWithoutHighlight, events: [.opened]) {
            $0.isOpen = true
            $0.showsAllOptions = true
            $0.suggestions = [0, 1, 2, 3]
        }
    }

    @Test func arrowsWrapInTheOpenList_CB09() {
        var combo = cities()
        combo.send(.text(.insert("b")))
        combo.send(.moveUp)
        #expect(combo.highlighted == 2)
        combo.send(.moveDown)
        #expect(combo.highlighted == 0)
        combo.send(.moveUp)
        #expect(combo.highlighted == 2)
        var plain = cities("", ComboBoxConfiguration(wrapsAround: false))
        plain.send(.text(.insert("b")))
        plain.send(.moveDown)
        plain.send(.moveUp)
        #expect(plain.highlighted == 0)
    }

    @Test func leftRightHomeEndMoveTheCaretAndClearTheHighlight_CB10_CB11() {
        var combo = cities()
        combo.send(.text(.insert("bn")))
        combo.send(.moveDown)
        expectTransition(&combo, .text(.moveLeft)) {
            $0.caret = 1
            $0.highlighted = nil
        }
        combo.send(.text(.insert("o")))
        #expect(combo.text == "bon" && combo.suggestions == [2])
        combo.send(.moveDown)
        expectTransition(&combo, .text(.moveToStart)) {
            $0.caret = 0
            $0.highlighted = nil
        }
        combo.send(.moveDown)
        expectTransition(&combo, .text(.moveToEnd)) {
            $0.caret = 3
            $0.highlighted = nil
        }
        combo.send(.text(.moveRight))
        #expect(combo.caret == 3)
    }

    @Test func enterTakesTheHighlightedOption_CB12_CB19() {
        var combo = cities()
        combo.send(.text(.insert("ber")))
        combo.send(.moveDown)
        combo.send(.moveDown)
        expectTransition(&combo, .commit, events: [.selected(option: 1), .textChanged("Bern"), .closed]) {
            $0.text = "Bern"
            $0.caret = 4
            $0.selected = 1
            $0.value = "Bern"
            $0.isOpen = false
            $0.highlighted = nil
            $0.suggestions = [1]
        }
        // The same option again: the text is reset, no change event.
        combo.send(.moveDown)
        combo.send(.text(.insert("!")))
        combo.send(.text(.moveLeft))
        combo.send(.text(.deleteForward))
        combo.send(.moveDown)
        #expect(combo.highlighted == 0 && combo.suggestions == [1])
        expectTransition(&combo, .commit, events: [.closed]) {
            $0.isOpen = false
            $0.highlighted = nil
        }
    }

    @Test func enterWithNothingHighlightedKeepsOrRevertsTheText_CB13() {
        var combo = cities()
        combo.send(.text(.insert("Bernau")))
        expectTransition(&combo, .commit, events: [.customValue("Bernau")]) {
            $0.value = "Bernau"
        }
        var strict = cities("Bonn", ComboBoxConfiguration(allowsCustomValue: false))
        strict.send(.text(.insert("x")))
        expectTransition(&strict, .commit, events: [.textChanged("Bonn")]) {
            $0.text = "Bonn"
            $0.caret = 4
            $0.suggestions = [2]
        }
    }

    @Test func escapeClosesThenClears_CB16_CB17() {
        var combo = cities()
        combo.send(.text(.insert("bo")))
        expectTransition(&combo, .escape, events: [.closed]) {
            $0.isOpen = false
        }
        #expect(combo.text == "bo")
        expectTransition(&combo, .escape, events: [.textChanged("")]) {
            $0.text = ""
            $0.caret = 0
            $0.suggestions = [0, 1, 2, 3]
        }
        // With a selection, Escape in the open list reverts the text to it (react-aria's revert).
        var chosen = cities("Bonn")
        chosen.send(.text(.insert("x")))
        chosen.send(.moveDown)
        chosen.send(.escape)
        #expect(chosen.text == "Bonn" && !chosen.isOpen)
    }

    @Test func pressOnASuggestionChoosesIt_CB18() {
        var combo = cities()
        combo.send(.text(.insert("i")))
        #expect(combo.suggestions == [0, 3])
        expectTransition(&combo, .choose(row: 1), events: [.selected(option: 3), .textChanged("Zürich"), .closed]) {
            $0.text = "Zürich"
            $0.caret = 6
            $0.selected = 3
            $0.value = "Zürich"
            $0.isOpen = false
            $0.suggestions = [3]
        }
    }

    @Test func readOnlyOpensNothingAndTakesNoEdits_CB20() {
        var combo = cities("Bern", ComboBoxConfiguration(isReadOnly: true))
        for action in [ComboBoxAction.text(.insert("x")), .text(.deleteBackward), .moveDown, .moveUp, .openWithoutHighlight, .toggleOpen] {
            expectTransition(&combo, action)
        }
    }

    // MARK: Chips

    private func tags() -> ComboBoxState {
        var combo = cities("", ComboBoxConfiguration(isMultiple: true))
        combo.send(.text(.insert("ber")))
        combo.send(.moveDown)
        combo.send(.commit)  // Berlin
        combo.send(.text(.insert("zu")))
        combo.send(.commit)  // the typed "zu"
        combo.send(.moveDown)
        combo.send(.moveDown)
        combo.send(.moveDown)
        combo.send(.commit)  // Bonn
        return combo
    }

    @Test func choosingTogglesAChipAndKeepsTheListOpen_CBM5() {
        var combo = cities("", ComboBoxConfiguration(isMultiple: true))
        combo.send(.text(.insert("ber")))
        combo.send(.moveDown)
        expectTransition(&combo, .commit, events: [.chipAdded("Berlin"), .textChanged("")]) {
            $0.chips = ["Berlin"]
            $0.text = ""
            $0.caret = 0
            $0.suggestions = [0, 1, 2, 3]
            $0.showsAllOptions = true
        }
        #expect(combo.isOpen && combo.highlighted == 0)
        expectTransition(&combo, .commit, events: [.chipRemoved(index: 0, text: "Berlin")]) {
            $0.chips = []
        }
        #expect(tags().chips == ["Berlin", "zu", "Bonn"])
    }

    @Test func backspaceAtTheStartRemovesTheLastChip_CBM1() {
        var combo = tags()
        expectTransition(&combo, .text(.deleteBackward), events: [.chipRemoved(index: 2, text: "Bonn")]) {
            $0.chips = ["Berlin", "zu"]
        }
    }

    @Test func leftAtTheStartActivatesTheLastChip_CBM2_CBM3() {
        var combo = tags()
        expectTransition(&combo, .text(.moveLeft)) {
            $0.activeChip = 2
            $0.highlighted = nil
        }
        combo.send(.text(.moveLeft))
        combo.send(.text(.moveLeft))
        expectTransition(&combo, .text(.moveLeft)) { _ in }
        #expect(combo.activeChip == 0)
        combo.send(.text(.moveRight))
        combo.send(.text(.moveRight))
        expectTransition(&combo, .text(.moveRight)) { $0.activeChip = nil }
    }

    @Test func deletingAnActiveChipMovesFocusSensibly_CBM4() {
        var combo = tags()
        combo.send(.text(.moveLeft))
        combo.send(.text(.moveLeft))  // "zu"
        expectTransition(&combo, .text(.deleteForward), events: [.chipRemoved(index: 1, text: "zu")]) {
            $0.chips = ["Berlin", "Bonn"]
            $0.activeChip = 1
        }
        expectTransition(&combo, .text(.deleteBackward), events: [.chipRemoved(index: 1, text: "Bonn")]) {
            $0.chips = ["Berlin"]
            $0.activeChip = 0
        }
        expectTransition(&combo, .text(.deleteBackward), events: [.chipRemoved(index: 0, text: "Berlin")]) {
            $0.chips = []
            $0.activeChip = nil
        }
    }
}

/// CB-06's default, `input`: nothing opens until the text is edited (not on focus, not at the
/// start, even with a pre-filled text that matches).
@Suite struct ComboBoxMenuTriggerTests {
    @Test func theListOpensOnInputNotBefore_CB06() {
        var combo = ComboBoxState(options: ["Berlin", "Bern"], text: "Ber")
        #expect(combo.isOpen == false)
        #expect(combo.send(.text(.moveLeft)) == [])
        #expect(combo.isOpen == false)
        combo.send(.text(.moveToEnd))
        combo.send(.text(.insert("n")))
        #expect(combo.isOpen)
        #expect(combo.suggestions == [1])
    }
}
