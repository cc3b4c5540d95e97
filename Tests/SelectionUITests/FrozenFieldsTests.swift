import SelectionTerminal
import SelectionUI
import Testing

/// fzf's `--freeze-left` and `--freeze-right` (``FrozenFields``): where the frozen parts of a
/// label split, and what a long label shows in a narrow row (issue 27).
@Suite struct FrozenFieldsTests {
    static let label = "a.txt some long text 12"

    @Test func blankSeparatedFieldsSplitAfterTheWordAndBeforeTheLastField() {
        let characters = Array(Self.label)
        #expect(FrozenFields(left: 1, right: 0).splits(of: characters) == (5, nil))
        #expect(FrozenFields(left: 0, right: 1).splits(of: characters) == (0, 21))
        #expect(FrozenFields(left: 2, right: 2).splits(of: characters) == (10, 16))
        // More fields frozen than the label has: the left part is all of it (no split), the right too.
        #expect(FrozenFields(left: 9, right: 0).splits(of: characters) == (0, nil))
        #expect(FrozenFields(left: 0, right: 9).splits(of: characters) == (0, 0))
    }

    @Test func aDelimiterStaysWithTheLeftFieldAndStartsTheRightOne() {
        let characters = Array("left:mmm:right")
        #expect(FrozenFields(left: 1, right: 1, delimiter: ":").splits(of: characters) == (5, 8))
    }

    @Test func theMiddleIsCutBetweenTheFrozenParts() throws {
        var fields = FrozenFields(left: 1, right: 1)
        fields.ellipsis = "··"
        let shown = try #require(fields.label(of: Self.label, width: 16, matchEnd: nil))
        #expect(shown.text(of: Array(Self.label)) == "a.txt some l··12")
        // A match far right: the middle scrolls to it (and two columns after), the ends stay.
        let matched = try #require(fields.label(of: Self.label, width: 16, matchEnd: 20))
        #expect(matched.text(of: Array(Self.label)) == "a.txt··g text 12")
        #expect(matched.shownOffset(of: 0) == 0)
        #expect(matched.shownOffset(of: 16) == 9)
        #expect(matched.shownOffset(of: 21) == 14)
        #expect(matched.shownOffset(of: 8) == nil)
        #expect(fields.label(of: Self.label, width: 40, matchEnd: nil) == nil)
    }

    @Test func keepRightShowsTheMiddlesEndWithoutAMatch() throws {
        var fields = FrozenFields(left: 1, right: 0)
        (fields.ellipsis, fields.keepsRight) = ("..", true)
        let shown = try #require(fields.label(of: Self.label, width: 14, matchEnd: nil))
        #expect(shown.text(of: Array(Self.label)) == "a.txt..text 12")
    }
}
