import Testing

@testable import SelectionCore

extension TextAreaState: StateMachine {}

/// The multi-line text area (§15): line moves, scrolling, the limits, pastes with line breaks
/// and tabs.
@Suite struct TextAreaStateTests {
    func area(_ text: String, _ configuration: TextAreaConfiguration = TextAreaConfiguration()) -> TextAreaState {
        TextAreaState(text: text, configuration: configuration)
    }

    @Test func upAndDownKeepTheColumnAcrossShortLines_TXT07() {
        var state = area("a long line\nab\nanother long one")
        #expect(state.caretPosition == (2, 16))
        state.send(.text(.moveWordLeft))
        #expect(state.caretPosition == (2, 13))
        state.send(.moveUp)
        #expect(state.caretPosition == (1, 2))
        state.send(.moveUp)
        #expect(state.caretPosition == (0, 11))
        state.send(.moveDown)
        state.send(.moveDown)
        #expect(state.caretPosition == (2, 13))
        state.send(.moveDown)
        #expect(state.caretPosition == (2, 16))
        state.send(.moveToLineStart)
        #expect(state.caretPosition == (2, 0))
        state.send(.moveUp)
        state.send(.moveToLineEnd)
        #expect(state.caretPosition == (1, 2))
        state.send(.moveUp)
        state.send(.moveUp)
        #expect(state.caretPosition == (0, 0))
    }

    @Test func theRowsShownScrollTheLeastToShowTheCaret_TXT07() {
        var state = area("1\n2\n3\n4\n5\n6", TextAreaConfiguration(visibleRows: 3))
        #expect(state.topLine == 3)
        state.send(.moveUp)
        state.send(.moveUp)
        #expect(state.topLine == 3)
        state.send(.moveUp)
        #expect(state.caretPosition.line == 2)
        #expect(state.topLine == 2)
        state.send(.text(.moveToStart))
        #expect(state.topLine == 0)
    }

    @Test func enterBreaksTheLineUntilTheMostLines_TXT08() {
        var state = area("", TextAreaConfiguration(maximumLines: 2))
        state.send(.text(.insert("one")))
        expectTransition(&state, .newline, events: [.textChanged("one\n")]) {
            $0 = self.area("one\n", TextAreaConfiguration(maximumLines: 2))
        }
        #expect(state.send(.newline) == [.truncated])
        #expect(state.send(.text(.insert("two\nthree"))) == [.textChanged("one\ntwothree"), .truncated])
        var short = area("", TextAreaConfiguration(characterLimit: 5))
        #expect(short.send(.text(.insert("ab\ncdef"))) == [.textChanged("ab\ncd"), .truncated])
    }

    @Test func aPasteKeepsItsLineBreaksAndTabsAndLosesControls_TXT09() {
        var state = area("")
        state.send(.text(.insert("if x {\r\n\treturn\u{1B}[2J\n}")))
        #expect(state.text == "if x {\n\treturn[2J\n}")
        #expect(state.lines == ["if x {", "\treturn[2J", "}"])
    }
}
