import SelectionUI
import Testing

@Suite struct PlainDialogueTests {
    private let dialogue = PlainDialogue(title: "Colour", labels: ["Red", "Green", "Blue\u{1B}[2J"])

    @Test func listingIsNumberedAndSanitised() {
        #expect(dialogue.listing.hasPrefix("Colour\n  1) Red\n  2) Green\n  3) Blue"))
        #expect(!dialogue.listing.contains("\u{1B}"))
        #expect(dialogue.question == "Choose 1-3: ")
    }

    @Test func acceptsNumbersAndLabelsIgnoringCase() {
        #expect(dialogue.interpret(" 2 ") == .success([1]))
        #expect(dialogue.interpret("red") == .success([0]))
    }

    @Test func rejectsOutOfRangeAndUnknownAnswers() {
        #expect(dialogue.interpret("4") == .failure(.init(message: "4 is not between 1 and 3")))
        #expect(dialogue.interpret("") == .failure(.init(message: "type a number from 1 to 3")))
        if case .success = dialogue.interpret("purple") { Issue.record("purple accepted") }
        if case .success = dialogue.interpret("1,2") { Issue.record("two answers accepted for one choice") }
    }

    @Test func multipleChoiceTakesSeveralWithALimit() {
        let multi = PlainDialogue(labels: ["a", "b", "c", "d", "e"], isMultiple: true, limit: 3)
        #expect(multi.interpret("1,3 5") == .success([0, 2, 4]))
        #expect(multi.interpret("1 2 3 4") == .failure(.init(message: "choose at most 3")))
    }

    @Test func disabledOptionsCannotBeChosen() {
        let withDisabled = PlainDialogue(labels: ["a", "b"], disabled: [1: "sold out"])
        #expect(withDisabled.listing.contains("2) b (unavailable: sold out)"))
        #expect(withDisabled.interpret("2") == .failure(.init(message: "2 cannot be chosen: sold out")))
    }
}
