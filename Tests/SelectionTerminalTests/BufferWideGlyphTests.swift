import SelectionCore
import Testing

@testable import SelectionTerminal

@Suite struct BufferWideGlyphTests {
    @Test func wideGlyphIsFollowedByAContinuationCell() {
        var buffer = Buffer(width: 5, height: 1)
        #expect(buffer.write("漢a", at: Point(x: 1, y: 0)) == 4)
        #expect(buffer[1, 0].width == 2)
        #expect(buffer[2, 0].isContinuation)
        #expect(buffer[3, 0].character == "a")
        #expect(grid(buffer) == "\" 漢a \"")
    }

    @Test(arguments: [
        (TextOverflow.clip, "漢字漢", "漢字漢"),
        (.clip, "漢字漢字", "漢字漢"),
        (.ellipsis, "漢字漢字", "漢字… "),
        (.ellipsis, "a漢字漢字", "a漢字…"),
    ])
    func wideGlyphAtTheRightEdgeIsReplacedNeverOverflows(overflow: TextOverflow, text: String, expected: String) {
        var buffer = Buffer(width: 6, height: 1)
        #expect(buffer.write(text, at: Point(x: 0, y: 0), overflow: overflow) == 6)
        #expect(grid(buffer) == "\"\(expected)\"")
    }

    @Test func wideGlyphStraddlingTheRightEdgeBecomesASpace() {
        var buffer = makeBuffer(width: 5, rows: ["xxxxx"])
        #expect(buffer.write("ab漢", at: Point(x: 2, y: 0)) == 5)
        #expect(grid(buffer) == "\"xxab \"")
        buffer.set(Cell("字"), at: Point(x: 4, y: 0))
        #expect(grid(buffer) == "\"xxab \"")
    }

    @Test func wideGlyphStraddlingTheClipEdgesBecomesASpace() {
        var buffer = makeBuffer(width: 8, rows: ["........"])
        let clip = Rect(x: 2, y: 0, width: 3, height: 1)
        buffer.write("漢字漢字", at: Point(x: 1, y: 0), clip: clip)
        // 漢 at 1–2 is cut by the left edge, 字 at 3–4 fits, 漢 at 5 is outside.
        #expect(grid(buffer) == "\".. 字...\"")
        buffer.write("ab漢", at: Point(x: 2, y: 0), clip: clip)
        #expect(grid(buffer) == "\"..ab ...\"")
    }

    @Test func overwritingTheLeftHalfBlanksTheRightHalf() {
        var buffer = makeBuffer(width: 4, rows: ["漢字"])
        buffer.write("a", at: Point(x: 0, y: 0))
        #expect(grid(buffer) == "\"a 字\"")
        #expect(!buffer[1, 0].isContinuation)
    }

    @Test func overwritingTheRightHalfBlanksTheLeftHalf() {
        var buffer = makeBuffer(width: 4, rows: ["漢字"])
        buffer.write("b", at: Point(x: 1, y: 0))
        #expect(grid(buffer) == "\" b字\"")
    }

    @Test func wideOverTwoWideHalvesBlanksBothOuterHalves() {
        var buffer = makeBuffer(width: 6, rows: ["漢字漢"])
        buffer.write("語", at: Point(x: 1, y: 0))
        #expect(grid(buffer) == "\" 語 漢\"")
    }

    @Test func blankedHalfKeepsItsStyle() {
        var buffer = Buffer(width: 3, height: 1)
        buffer.write("漢", at: Point(x: 0, y: 0), style: Style(background: .ansi(.red)))
        buffer.write("x", at: Point(x: 1, y: 0))
        #expect(
            grid(buffer) == """
                " x "
                styles:
                0,0 bg:red
                1,0 plain
                """)
    }

    @Test func styleChangeOnEitherHalfChangesTheWholeGlyph() {
        var buffer = makeBuffer(width: 4, rows: ["漢字"])
        buffer.setStyle(Style(attributes: .underline), in: Rect(x: 1, y: 0, width: 1, height: 1))
        #expect(buffer[0, 0].style == Style(attributes: .underline))
        #expect(buffer[1, 0].style == Style(attributes: .underline))
        #expect(buffer[2, 0].style == .plain)
        #expect(
            grid(buffer) == """
                "漢字"
                styles:
                0,0 underline
                2,0 plain
                """)
    }

    @Test func fillWithWideCellLeavesNoHalfGlyph() {
        var buffer = Buffer(width: 5, height: 1)
        buffer.fill(buffer.area, with: Cell("漢"))
        #expect(grid(buffer) == "\"漢漢 \"")
    }

    @Test func zeroWidthClustersTakeNoColumnButLoneMarksShow() {
        var buffer = Buffer(width: 6, height: 1)
        // U+200B ZERO WIDTH SPACE is dropped; a combining acute with nothing before it gets a dotted circle.
        #expect(buffer.write("a\u{200B}b\u{202E}\u{301}c", at: Point(x: 0, y: 0)) == 4)
        #expect(buffer.lines == ["ab\u{25CC}\u{301}c  "])
    }
}
