import SelectionUI
import Testing

/// `--history`'s recall, as fzf's: older and newer stop at the ends, the query being typed is
/// kept as the newest entry, and an edit of a recalled query lasts until the prompt ends.
@Suite struct QueryHistoryTests {
    @Test func recallsOlderAndNewerAndStopsAtTheEnds() {
        var history = QueryHistory(["one", "two"])
        #expect(history.recall(older: true, leaving: "typed") == "two")
        #expect(history.recall(older: true, leaving: "two") == "one")
        #expect(history.recall(older: true, leaving: "one") == "one")
        #expect(history.recall(older: false, leaving: "one") == "two")
        #expect(history.recall(older: false, leaving: "two") == "typed")
        #expect(history.recall(older: false, leaving: "typed") == "typed")
    }

    @Test func anEditedEntryKeepsItsEdit() {
        var history = QueryHistory(["one", "two"])
        #expect(history.recall(older: true, leaving: "") == "two")
        #expect(history.recall(older: true, leaving: "two!") == "one")
        #expect(history.recall(older: false, leaving: "one") == "two!")
    }

    @Test func anEmptyHistoryRecallsTheQuery() {
        var history = QueryHistory([])
        #expect(history.recall(older: true, leaving: "q") == "q")
    }
}
