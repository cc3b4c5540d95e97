import Testing

@testable import SelectionCore

/// NAV-10: replacing the rows never leaves an index pointing at a different option.
@Suite struct ListContentTests {
    private func options(_ labels: String...) -> [ListItem<String>] {
        labels.map { .option(Choice($0)) }
    }

    @Test func highlightFollowsItsOptionToItsNewRow_NAV10() {
        var list = ListState(items: options("A", "B", "C"))
        list.send(.highlight(1))
        let events = list.replaceItems(options("X", "A", "B"))
        var expected = ListState(items: options("X", "A", "B"))
        expected.highlighted = 2
        #expect(events == [.highlightChanged(2)])
        #expect(list == expected)
    }

    @Test func highlightOfAVanishedOptionIsCleared_NAV10() {
        var list = ListState(items: options("A", "B", "C"))
        list.send(.highlight(1))
        #expect(list.replaceItems(options("A", "C")) == [.highlightChanged(nil)])
        #expect(list == ListState(items: options("A", "C")))
    }

    @Test func highlightOfAnOptionThatBecameDisabledIsCleared_NAV10() {
        var list = ListState(items: options("A", "B"))
        list.send(.highlight(1))
        #expect(list.replaceItems([.option(Choice("A")), .option(Choice("B", disabled: "gone"))]) == [.highlightChanged(nil)])
        #expect(list.highlighted == nil)
    }

    @Test func selectionFollowsItsOptionsAndDropsVanishedOnes() {
        var list = ListState(items: options("A", "B", "C", "D"), selectionMode: .multiple, preselecting: .labels(["b", "d"]))
        let events = list.replaceItems(options("D", "A", "C"))
        #expect(events == [.selectionChanged([0])])
        #expect(list == ListState(items: options("D", "A", "C"), selectionMode: .multiple, preselecting: .label("d")))
    }

    @Test func unchangedSelectionAtNewRowsReportsNothing() {
        var list = ListState(items: options("A", "B"), preselecting: .label("b"))
        #expect(list.replaceItems(options("Z", "A", "B")) == [])
        #expect(list.selection == [2])
    }

    @Test func aDuplicateDoesNotGiveASingleSectionTwoChoices() {
        var list = ListState(items: options("A", "B"), preselecting: .label("b"))
        list.replaceItems(options("B", "B"))
        #expect(list.selection == [0])
    }

    @Test func viewportShrinksWithTheRows() {
        var list = Fixtures.numberedList(20, visibleRows: 5)
        list.send(.moveToLast)
        list.replaceItems(Fixtures.numbered(3))
        var expected = Fixtures.numberedList(3, visibleRows: 5)
        expected.highlighted = nil
        #expect(list == expected)
        #expect(list.viewport == Viewport(top: 0, height: 3, rowCount: 3))
    }

    @Test func sectionsCanBeReplacedToo() {
        var list = ListState(sections: [ListSection("One", selectionMode: .single, options: [Choice("A")])], preselecting: .label("a"))
        list.replaceSections([ListSection("Two", selectionMode: .single, options: [Choice("Z"), Choice("A")])])
        #expect(list.items == [.header("Two"), .option(Choice("Z")), .option(Choice("A"))])
        #expect(list.selection == [2])
    }
}
