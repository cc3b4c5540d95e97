import SelectionTerminal
import SelectionUI
import Testing

/// Tabs drawn as spaces to the next stop (fzf's `--tabstop`), and a long label cut with a
/// wider ellipsis (fzf's `--ellipsis`).
struct TabExpansionTests {
    @Test func tabsGoToTheNextStopCountingWideGlyphsAsTwo() throws {
        let expansion = try #require(TabExpansion("漢\tx\ty", tabStop: 4))
        #expect(expansion.text == "漢  x   y")
        #expect(expansion.offset(of: 0) == 0)
        #expect(expansion.offset(of: 2) == 3)
        #expect(expansion.offset(of: 4) == 7)
        #expect(expansion.offset(of: 5) == 8)
        #expect(TabExpansion("no tab", tabStop: 8) == nil)
    }

    /// A tab is told by its byte: it is a character of its own even before a combining mark.
    @Test func aTabIsFoundBesideMarksAndNothingElseIsOne() throws {
        let expansion = try #require(TabExpansion("\t\u{301}x", tabStop: 4))
        #expect(expansion.text == "    \u{301}x")
        #expect(TabExpansion("e\u{301}\r\n界", tabStop: 4) == nil)
        #expect(TabExpansion("a\tb", tabStop: 0) == nil)
    }

    @Test func runsMoveWithTheirCharacters() throws {
        let expansion = try #require(TabExpansion("a\tbc", tabStop: 8))
        let moved = expansion.shifted([StyledCharacters(characters: 2..<4, style: .plain)])
        #expect(moved == [StyledCharacters(characters: 8..<10, style: .plain)])
    }

    @Test func aTwoColumnEllipsisTakesTwoColumnsOnEachSide() {
        let label = "a very long line with the word needle in the middle of it all"
        let window = LabelWindow(label: label, width: 20, focus: 31...36, context: 2, ellipsis: "··")
        let text = window.text(of: label)
        #expect(text.hasPrefix("··") && text.hasSuffix("··"))
        #expect(text.count == 20)
        #expect(text.contains("needle"))
        #expect(window.shownOffset(of: window.start) == 2)
    }
}
