import Testing

@testable import SelectionCore

/// The one text field (issue 25): caret and word moves, deletes, typing and paste, counted in
/// grapheme clusters. The combobox's caret rules (CB-10, CB-11) and the number field's typing
/// (NUM-02, NUM-03) are built on these.
@Suite struct TextFieldStateTests {
    func field(_ text: String, caret: Int? = nil, _ configuration: TextFieldConfiguration = TextFieldConfiguration()) -> TextFieldState {
        TextFieldState(text: text, caret: caret, configuration: configuration)
    }

    @Test func startsWithTheCaretAtTheEndOrClamped() {
        #expect(field("abc").caret == 3)
        #expect(field("abc", caret: 9).caret == 3)
        #expect(field("abc", caret: -2).caret == 0)
        #expect(TextFieldState().text.isEmpty)
    }

    // CB-10
    @Test func leftAndRightMoveOneCharacterAndStopAtTheEnds() {
        var state = field("ab", caret: 1)
        expectTransition(&state, .moveLeft) { $0.caret = 0 }
        expectNoChange(&state, .moveLeft)
        expectTransition(&state, .moveRight) { $0.caret = 1 }
        expectTransition(&state, .moveRight) { $0.caret = 2 }
        expectNoChange(&state, .moveRight)
    }

    // CB-11
    @Test func homeAndEndPutTheCaretAtTheEnds() {
        var state = field("hello", caret: 2)
        expectTransition(&state, .moveToStart) { $0.caret = 0 }
        expectTransition(&state, .moveToEnd) { $0.caret = 5 }
    }

    @Test func typingInsertsAtTheCaretAndLeavesItAfter() {
        var state = field("hllo", caret: 1)
        expectTransition(&state, .insert("e"), events: [.textChanged("hello")]) {
            $0.text = "hello"
            $0.caret = 2
        }
        expectTransition(&state, .insert(" big"), events: [.textChanged("he bigllo")]) {
            $0.text = "he bigllo"
            $0.caret = 6
        }
    }

    @Test func backspaceAndDeleteRemoveAroundTheCaret() {
        var state = field("abc", caret: 1)
        expectTransition(&state, .deleteBackward, events: [.textChanged("bc")]) {
            $0.text = "bc"
            $0.caret = 0
        }
        expectNoChange(&state, .deleteBackward)
        expectTransition(&state, .deleteForward, events: [.textChanged("c")]) { $0.text = "c" }
        state.send(.moveToEnd)
        expectNoChange(&state, .deleteForward)
    }

    @Test func wordMovesStopAtTheStartAndEndOfWords() {
        var state = field("~/src/sel  kit")
        expectTransition(&state, .moveWordLeft) { $0.caret = 11 }
        expectTransition(&state, .moveWordLeft) { $0.caret = 6 }
        expectTransition(&state, .moveWordLeft) { $0.caret = 2 }
        expectTransition(&state, .moveWordLeft) { $0.caret = 0 }
        expectNoChange(&state, .moveWordLeft)
        expectTransition(&state, .moveWordRight) { $0.caret = 5 }
        expectTransition(&state, .moveWordRight) { $0.caret = 9 }
        expectTransition(&state, .moveWordRight) { $0.caret = 14 }
        expectNoChange(&state, .moveWordRight)
    }

    @Test func ctrlWRemovesTheWordBeforeTheCaretAndTheSpaceAfterIt() {
        var state = field("~/src/sel ")
        expectTransition(&state, .deleteWordBackward, events: [.textChanged("~/src/")]) {
            $0.text = "~/src/"
            $0.caret = 6
        }
        expectTransition(&state, .deleteWordBackward, events: [.textChanged("~/")]) {
            $0.text = "~/"
            $0.caret = 2
        }
        expectTransition(&state, .deleteWordBackward, events: [.textChanged("")]) {
            $0.text = ""
            $0.caret = 0
        }
        expectNoChange(&state, .deleteWordBackward)
    }

    @Test func altDRemovesTheWordAfterTheCaret() {
        var state = field("one two three", caret: 3)
        expectTransition(&state, .deleteWordForward, events: [.textChanged("one three")]) { $0.text = "one three" }
    }

    @Test func ctrlUAndCtrlKRemoveToTheStartAndToTheEnd() {
        var state = field("left|right", caret: 5)
        expectTransition(&state, .deleteToStart, events: [.textChanged("right")]) {
            $0.text = "right"
            $0.caret = 0
        }
        expectNoChange(&state, .deleteToStart)
        state.send(.moveRight)
        expectTransition(&state, .deleteToEnd, events: [.textChanged("r")]) { $0.text = "r" }
        expectNoChange(&state, .deleteToEnd)
    }

    @Test func replaceAllPutsTheCaretAtTheEnd() {
        var state = field("old", caret: 0)
        expectTransition(&state, .replaceAll("new text"), events: [.textChanged("new text")]) {
            $0.text = "new text"
            $0.caret = 8
        }
        expectTransition(&state, .replaceAll("new text")) { $0.caret = 8 }
    }

    @Test func pasteDropsLineBreaksAndControlCharacters() {
        var state = field("")
        expectTransition(&state, .insert("one\ntwo\r\nthree\u{7}\t\u{1B}[31m\u{7F}\u{85}"), events: [.textChanged("onetwothree[31m")]) {
            $0.text = "onetwothree[31m"
            $0.caret = 15
        }
    }

    @Test func aFieldThatKeepsLineBreaksKeepsThemAsNewlines() {
        var state = field("", TextFieldConfiguration(keepsLineBreaks: true))
        expectTransition(&state, .insert("a\r\nb\rc\nd"), events: [.textChanged("a\nb\nc\nd")]) {
            $0.text = "a\nb\nc\nd"
            $0.caret = 7
        }
    }

    @Test func graphemeClustersAreOneStep() {
        // A family emoji (four people joined by ZWJ), a flag, "é" as e + U+0301.
        var state = field("a👨‍👩‍👧‍👦🇫🇷e\u{301}")
        #expect(state.caret == 4)
        expectTransition(&state, .moveLeft) { $0.caret = 3 }
        expectTransition(&state, .deleteBackward, events: [.textChanged("a👨‍👩‍👧‍👦e\u{301}")]) {
            $0.text = "a👨‍👩‍👧‍👦e\u{301}"
            $0.caret = 2
        }
        expectTransition(&state, .deleteBackward, events: [.textChanged("ae\u{301}")]) {
            $0.text = "ae\u{301}"
            $0.caret = 1
        }
        expectTransition(&state, .deleteForward, events: [.textChanged("a")]) { $0.text = "a" }
    }

    @Test func aCombiningMarkTypedAfterALetterJoinsIt() {
        var state = field("xe")
        expectTransition(&state, .insert("\u{301}"), events: [.textChanged("xe\u{301}")]) {
            $0.text = "xe\u{301}"
            $0.caret = 2
        }
        #expect(state.text.count == 2)
    }

    @Test func wideCharactersAreOneCharacterEach() {
        var state = field("日本語")
        expectTransition(&state, .moveWordLeft) { $0.caret = 0 }
        expectTransition(&state, .moveRight) { $0.caret = 1 }
        expectTransition(&state, .deleteForward, events: [.textChanged("日語")]) { $0.text = "日語" }
    }

    @Test func aMaskHidesEveryCharacterButKeepsTheText() {
        var state = field("", TextFieldConfiguration(mask: "•"))
        state.send(.insert("pa👍ss"))
        #expect(state.text == "pa👍ss")
        #expect(state.displayedText == "•••••")
        #expect(field("secret").displayedText == "secret")
    }
}
