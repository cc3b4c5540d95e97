import Testing

@testable import SelectionCore

/// The transition helper must be able to fail, or every test built on it proves nothing.
@Suite struct TransitionHelperTests {
    @Test func aMissedStateChangeIsReported() {
        var list = ListState(items: Fixtures.typeaheadItems)
        withKnownIssue {
            // The highlight moves to 0, but the expectation says nothing changed.
            expectTransition(&list, .moveDown, events: [.highlightChanged(0)])
        }
        #expect(list.highlighted == 0, "the state continues from what the machine did")
    }

    @Test func aWrongEventIsReported() {
        var list = ListState(items: Fixtures.typeaheadItems)
        withKnownIssue {
            expectTransition(&list, .moveDown, events: [.highlightChanged(1)]) { $0.highlighted = 0 }
        }
    }

    @Test func aMissingEventIsReported() {
        var list = ListState(items: Fixtures.typeaheadItems)
        withKnownIssue {
            expectTransition(&list, .moveDown) { $0.highlighted = 0 }
        }
    }

    @Test func differencesNameTheFieldsThatDiffer() {
        var expected = ListState(items: Fixtures.typeaheadItems)
        var actual = expected
        expected.highlighted = 3
        actual.viewport.top = 0
        actual.selection = [1]
        #expect(
            StateDifference.between(expected: expected, actual: actual) == [
                "  highlighted: expected Optional(3), actual nil",
                "  selection: expected [], actual [1]",
            ])
    }
}
