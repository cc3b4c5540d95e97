import SelectionCore
import Testing

@testable import SelectionTerminal

@Suite struct RendererCursorTests {
    @Test func degenerateZeroByZeroFrame() {
        var renderer = Renderer(mode: .fullScreen, capability: .trueColour)
        let empty = Buffer(width: 0, height: 0)
        #expect(readable(renderer.render(empty)) == "⎋[?2026h⎋[?25l⎋[m⎋[2J⎋[?2026l")
        #expect(renderer.render(empty) == [])
        #expect(readable(renderer.render(empty, cursor: Point(x: 5, y: 5))) == "⎋[?2026h⎋[H⎋[?25h⎋[?2026l")

        var inline = Renderer(mode: .inline, capability: .trueColour)
        #expect(readable(inline.render(empty)) == "⎋[?2026h⎋[?25l␍⎋[m⎋[J⎋[?2026l")
        #expect(inline.render(empty) == [])
    }

    @Test func degenerateOneByOneFrame() {
        var renderer = Renderer(mode: .fullScreen, capability: .trueColour)
        var frame = Buffer(width: 1, height: 1)
        frame.write("x", at: Point(x: 0, y: 0))
        #expect(readable(renderer.render(frame)) == "⎋[?2026h⎋[?25l⎋[m⎋[2J⎋[Hx⎋[?2026l")
        frame.write("漢", at: Point(x: 0, y: 0))
        // A wide glyph cannot fit in one column: the cell is a space. The cursor waits at the
        // right edge, so CR (1 byte) gets back to column 0.
        #expect(readable(renderer.render(frame)) == "⎋[?2026h␍ ⎋[?2026l")
        #expect(renderer.render(frame) == [])
    }

    @Test func cursorVisibilityIsWrittenOnlyWhenItChanges() {
        var renderer = Renderer(mode: .fullScreen, capability: .trueColour)
        let frame = makeBuffer(width: 4, rows: ["ab"])
        #expect(readable(renderer.render(frame, cursor: Point(x: 1, y: 0))) == "⎋[?2026h⎋[?25l⎋[m⎋[2J⎋[Hab⎋[D⎋[?25h⎋[?2026l")
        // Only the cursor moves: no hide, no show.
        #expect(readable(renderer.render(frame, cursor: Point(x: 3, y: 0))) == "⎋[?2026h⎋[2C⎋[?2026l")
        // A cell changes under a visible cursor: hidden while drawing, shown at its place.
        var changed = frame
        changed.write("c", at: Point(x: 2, y: 0))
        #expect(readable(renderer.render(changed, cursor: Point(x: 3, y: 0))) == "⎋[?2026h⎋[?25l⎋[Dc⎋[?25h⎋[?2026l")
        #expect(readable(renderer.render(changed)) == "⎋[?2026h⎋[?25l⎋[?2026l")
        #expect(renderer.render(changed) == [])
    }

    @Test func cursorOutsideTheFrameIsClamped() {
        var renderer = Renderer(mode: .fullScreen, capability: .trueColour)
        var terminal = RendererTestTerminal(width: 5, height: 3)
        show(Buffer(width: 5, height: 3), cursor: Point(x: 99, y: -4), with: &renderer, on: &terminal)
        #expect(Point(x: terminal.cursorX, y: terminal.cursorY) == Point(x: 4, y: 0))
    }

    @Test(arguments: [
        (Renderer.Mode.fullScreen, "⎋[?2026h⎋[?25l⎋[m⎋[2J⎋[H漢␍⎋[2C字␍⎋[4Cab⎋[?2026l"),
        (.inline, "⎋[?2026h⎋[?25l␍⎋[m⎋[J漢␍⎋[2C字␍⎋[4Cab⎋[?2026l"),
    ])
    func cursorIsPositionedExplicitlyAfterEveryWideGlyph(mode: Renderer.Mode, expected: String) {
        var renderer = Renderer(mode: mode, capability: .trueColour)
        #expect(readable(renderer.render(makeBuffer(width: 8, rows: ["漢字ab"]))) == expected)
    }

    @Test(arguments: [Renderer.Mode.fullScreen, .inline])
    func terminalThatDrawsAWideGlyphNarrowStillGetsTheRestOfTheRowRight(mode: Renderer.Mode) {
        // tmux 3.3a draws ❤️ (U+2764 U+FE0F) in one column although it takes two.
        var terminal = RendererTestTerminal(width: 8, height: 2)
        terminal.widthOf = { $0 == "❤️" ? 1 : DisplayWidth.of($0) }
        var renderer = Renderer(mode: mode, capability: .trueColour)
        let frame = makeBuffer(width: 8, rows: ["a❤️bc", "❤️❤️d"])
        show(frame, with: &renderer, on: &terminal)
        // Each heart took one column on this terminal; what follows it is still where the frame put it.
        #expect(terminal.rows[0].map(\.character) == ["a", "❤️", " ", "b", "c", " ", " ", " "])
        #expect(terminal.rows[1].map(\.character) == ["❤️", " ", "❤️", " ", "d", " ", " ", " "])
        #expect(terminal.violations == [])
    }

    @Test(arguments: [Renderer.Mode.fullScreen, .inline])
    func emojiSequenceBlanksBothColumnsFirstSoANarrowDrawingLeavesNothingStale(mode: Renderer.Mode) {
        var terminal = RendererTestTerminal(width: 8, height: 1)
        terminal.widthOf = { $0 == "❤️" ? 1 : DisplayWidth.of($0) }
        var renderer = Renderer(mode: mode, capability: .trueColour)
        show(makeBuffer(width: 8, rows: ["abcdef"]), with: &renderer, on: &terminal)
        let bytes = show(makeBuffer(width: 8, rows: ["a❤️def"]), with: &renderer, on: &terminal)
        #expect(terminal.rows[0].map(\.character) == ["a", "❤️", " ", "d", "e", "f", " ", " "])
        #expect(readable(bytes) == "⎋[?2026h␍a  ⎋[2D❤️⎋[?2026l")
        #expect(terminal.violations == [])
    }

    @Test func wideGlyphNeverReachesTheLastColumn() {
        var renderer = Renderer(mode: .fullScreen, capability: .trueColour)
        var terminal = RendererTestTerminal(width: 5, height: 1)
        var frame = Buffer(width: 5, height: 1)
        frame.write("ab漢字", at: Point(x: 1, y: 0))
        show(frame, with: &renderer, on: &terminal)
        #expect(grid(terminal.buffer()) == "\" ab漢\"")
        frame.set(Cell("字"), at: Point(x: 4, y: 0))
        show(frame, with: &renderer, on: &terminal)
        #expect(grid(terminal.buffer()) == "\" ab  \"")
        #expect(terminal.violations == [])
    }
}
