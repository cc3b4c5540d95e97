import Testing

@testable import SelectionCore

extension TextInputState: StateMachine {}

/// The one-line text input (§15): the text field embedded, the limit, the mask, the minimum
/// length and the check, completion from suggestions.
@Suite struct TextInputStateTests {
    func input(_ text: String = "", _ configuration: TextInputConfiguration = TextInputConfiguration()) -> TextInputState {
        TextInputState(text: text, configuration: configuration)
    }

    @Test func editsAreTheTextFieldsAndAPasteLosesItsLineBreaks_TXT01() {
        var state = input("hello world")
        expectTransition(&state, .text(.deleteWordBackward), events: [.textChanged("hello ")]) {
            $0 = TextInputState(text: "hello ")
        }
        state.send(.text(.moveToStart))
        #expect(state.field.caret == 0)
        state.send(.text(.moveToEnd))
        state.send(.text(.insert("a\nb\u{1B}[2Jc")))
        #expect(state.text == "hello ab[2Jc")
    }

    @Test func typingStopsAtTheLimitAndSaysSo_TXT02() {
        var state = input("abc", TextInputConfiguration(characterLimit: 5))
        #expect(state.send(.text(.insert("d"))) == [.textChanged("abcd")])
        #expect(state.send(.text(.insert("efg"))) == [.textChanged("abcde"), .truncated])
        #expect(state.send(.text(.insert("h"))) == [.truncated])
        #expect(state.text == "abcde")
        #expect(state.send(.text(.replaceAll("123456789"))) == [.textChanged("12345"), .truncated])
        #expect(input("too long a value", TextInputConfiguration(characterLimit: 3)).text == "too")
    }

    @Test func theMaskHidesTheTextNotChangesIt_TXT03() {
        var state = input("", TextInputConfiguration(mask: "•"))
        state.send(.text(.insert("s3cret")))
        #expect(state.text == "s3cret")
        #expect(state.field.displayedText == "••••••")
        let window = TextFieldWindow(state.field, width: 4) { _ in 1 }
        #expect(!window.text.contains("s"))
    }

    @Test func enterIsRefusedWhileTooShortOrUnmatched_TXT04() {
        var state = input("", TextInputConfiguration(minimumLength: 3))
        #expect(!state.wasRefused)
        expectTransition(&state, .submit(matchesPattern: true), events: [.refused(.tooShort(minimum: 3))]) {
            $0 = TextInputState(text: "", configuration: TextInputConfiguration(minimumLength: 3))
            $0.send(.submit(matchesPattern: true))
        }
        #expect(state.wasRefused)
        state.send(.text(.insert("abc")))
        #expect(!state.wasRefused)
        #expect(state.send(.submit(matchesPattern: false)) == [.refused(.patternMismatch)])
        #expect(state.send(.submit(matchesPattern: true)) == [.submitted("abc")])
        var empty = input("")
        #expect(empty.send(.submit(matchesPattern: true)) == [.submitted("")])
    }

    @Test func theFirstSuggestionStartingWithTheTextIsOfferedAndTaken_TXT05() {
        var state = input("", TextInputConfiguration(suggestions: ["main", "Maintenance", "more"]))
        #expect(state.suggestion == nil)
        state.send(.text(.insert("MA")))
        #expect(state.suggestion == "main")
        #expect(state.completion == "in")
        state.send(.text(.moveLeft))
        #expect(state.suggestion == nil)
        state.send(.text(.moveToEnd))
        #expect(state.send(.acceptSuggestion) == [.textChanged("main")])
        #expect(state.text == "main")
        #expect(state.field.caret == 4)
        #expect(state.suggestion == "Maintenance")
        var none = input("zz", TextInputConfiguration(suggestions: ["main"]))
        #expect(none.send(.acceptSuggestion) == [])
    }

    @Test func downAndUpCycleTheSuggestionsAndAnEditStartsAgain_TXT06() {
        var state = input("b", TextInputConfiguration(suggestions: ["bar", "baz", "foo", "bee"]))
        #expect(state.suggestion == "bar")
        state.send(.nextSuggestion)
        #expect(state.suggestion == "baz")
        state.send(.nextSuggestion)
        #expect(state.suggestion == "bee")
        state.send(.nextSuggestion)
        #expect(state.suggestion == "bar")
        state.send(.previousSuggestion)
        #expect(state.suggestion == "bee")
        state.send(.text(.insert("a")))
        #expect(state.suggestion == "bar")
    }

    @Test func upAndDownRecallTheHistoryAndGiveTheDraftBack_TXT11() {
        var configuration = TextInputConfiguration(characterLimit: 4)
        configuration.history = ["alpha", "be"]
        var state = TextInputState(text: "dr", configuration: configuration)
        func step(_ action: TextInputAction) -> ([TextInputEvent], String, Int, Int) {
            let events = state.send(action)
            return (events, state.text, state.field.caret, state.historyIndex)
        }
        #expect(step(.olderEntry) == ([.textChanged("be")], "be", 2, 1))
        // Cut to the limit like anything else put in the field.
        #expect(step(.olderEntry) == ([.textChanged("alph")], "alph", 4, 0))
        #expect(step(.olderEntry) == ([], "alph", 4, 0))
        #expect(step(.newerEntry) == ([.textChanged("be")], "be", 2, 1))
        #expect(step(.newerEntry) == ([.textChanged("dr")], "dr", 2, 2))
        #expect(step(.newerEntry) == ([], "dr", 2, 2))
        var empty = TextInputState(text: "x")
        #expect(empty.send(.olderEntry) == [])
        #expect(empty.text == "x")
    }
}
