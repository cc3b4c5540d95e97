import SelectionCore
import Testing

@testable import SelectionTerminal

@Suite struct RendererInlineTests {
    /// A terminal with shell output above the cursor, which the region must never touch.
    private func terminalWithHistory(width: Int = 10, height: Int = 8, cursorRow: Int) -> RendererTestTerminal {
        var terminal = RendererTestTerminal(width: width, height: height, cursorRow: cursorRow)
        terminal.fill(with: "$")
        return terminal
    }

    @Test func firstFrameStartsAtColumnZeroAndReservesRowsWithCRLF() {
        var renderer = Renderer(mode: .inline, capability: .trueColour)
        let frame = makeBuffer(width: 6, rows: ["› Red", "  Blue", "  Green"])
        // CR, SGR reset, erase below; CR LF twice reserves rows 1 and 2; CUU 2 back to the top.
        #expect(readable(renderer.render(frame)) == "⎋[?2026h⎋[?25l␍⎋[m⎋[J␍␊␍␊⎋[2A› Red␍␊  Blue␍␊  Gree⎋[?2026l")
    }

    @Test func onlyRelativeMovesAreUsed() {
        var renderer = Renderer(mode: .inline, capability: .xterm256)
        var terminal = terminalWithHistory(width: 80, height: 24, cursorRow: 10)
        var sink = CountingSink()
        for step in 0..<24 {
            let frame =
                step < 12
                ? markerList(width: 80, count: 8, marked: step % 8) : highlightList(width: 80, count: 3 + step % 5, highlighted: step % 3)
            sink.write(show(frame, cursor: Point(x: 2 + step, y: step % 8), with: &renderer, on: &terminal))
            if step == 7 { sink.write(renderer.invalidate()) }
        }
        // CUU, CUD, CUF, CUB, ED 0, EL, SGR and the two private modes; never CUP or ED 2.
        #expect(Set(terminal.sequences).isSubset(of: ["A", "B", "C", "D", "J", "K", "m", "?h", "?l"]))
        #expect(sink.frames.allSatisfy { !readable($0).contains("⎋[2J") })
        #expect(terminal.violations == [])
    }

    @Test func regionAtTheBottomScrollsTheTerminalAndStaysAddressable() {
        var renderer = Renderer(mode: .inline, capability: .trueColour)
        var terminal = terminalWithHistory(height: 8, cursorRow: 6)
        let frame = makeBuffer(width: 10, rows: ["one", "two", "three", "four"])
        show(frame, with: &renderer, on: &terminal)
        // Rows 6 and 7 existed; two more were made by scrolling, so the region now starts at row 4.
        #expect(terminal.scrolledLines == 2)
        #expect(
            grid(terminal.buffer()) == """
                "$$$$$$$$$$"
                "$$$$$$$$$$"
                "$$$$$$$$$$"
                "$$$$$$$$$$"
                "one       "
                "two       "
                "three     "
                "four      "
                """)
        var next = frame
        next.write("TWO", at: Point(x: 0, y: 1))
        show(next, cursor: Point(x: 3, y: 1), with: &renderer, on: &terminal)
        #expect(grid(terminal.buffer(top: 4)) == grid(next))
        #expect(Point(x: terminal.cursorX, y: terminal.cursorY) == Point(x: 3, y: 5))
        #expect(terminal.violations == [])
    }

    @Test func growingRegionReservesOnlyTheNewRows() {
        var renderer = Renderer(mode: .inline, capability: .trueColour)
        _ = renderer.render(makeBuffer(width: 4, rows: ["a", "b"]))
        // Size change: back to the top-left, erase, down to the last reserved row (LF), one CR LF.
        #expect(readable(renderer.render(makeBuffer(width: 4, rows: ["a", "b", "c"]))) == "⎋[?2026h⎋[A␍⎋[m⎋[J␊␍␊⎋[2Aa␍␊b␍␊c⎋[?2026l")
    }

    @Test func shrinkingRegionErasesTheRowsLeftBehind() {
        var renderer = Renderer(mode: .inline, capability: .trueColour)
        var terminal = terminalWithHistory(height: 8, cursorRow: 2)
        show(makeBuffer(width: 10, rows: ["one", "two", "three", "four"]), with: &renderer, on: &terminal)
        show(makeBuffer(width: 10, rows: ["one", "two"]), with: &renderer, on: &terminal)
        #expect(
            grid(terminal.buffer()) == """
                "$$$$$$$$$$"
                "$$$$$$$$$$"
                "one       "
                "two       "
                "          "
                "          "
                "          "
                "          "
                """)
        // Growing again within the rows already reserved needs no CR LF.
        let bytes = show(makeBuffer(width: 10, rows: ["one", "two", "six"]), with: &renderer, on: &terminal)
        #expect(!readable(bytes).contains("␊␍"))
        #expect(grid(terminal.buffer(top: 2, count: 3)) == grid(makeBuffer(width: 10, rows: ["one", "two", "six"])))
        #expect(terminal.scrolledLines == 0)
    }

    @Test func clearRegionLeavesTheCursorAtTheTopLeftOnAnErasedRegion() {
        var renderer = Renderer(mode: .inline, capability: .trueColour)
        var terminal = terminalWithHistory(height: 6, cursorRow: 2)
        var frame = makeBuffer(width: 10, rows: ["one", "two", "three"])
        frame.setStyle(Style(attributes: .reverse), in: Rect(x: 0, y: 2, width: 10, height: 1))
        show(frame, with: &renderer, on: &terminal)
        let bytes = renderer.clearRegion()
        #expect(readable(bytes) == "⎋[2A␍⎋[m⎋[J⎋[?25h")
        terminal.feed(bytes)
        #expect(
            grid(terminal.buffer()) == """
                "$$$$$$$$$$"
                "$$$$$$$$$$"
                "          "
                "          "
                "          "
                "          "
                """)
        #expect(Point(x: terminal.cursorX, y: terminal.cursorY) == Point(x: 0, y: 2))
        #expect(terminal.style == .plain)
        #expect(terminal.isCursorVisible)
    }

    @Test func invalidateErasesTheRegionAndTheNextFrameRepaintsIt() {
        var renderer = Renderer(mode: .inline, capability: .trueColour)
        var terminal = terminalWithHistory(height: 6, cursorRow: 1)
        let frame = makeBuffer(width: 10, rows: ["one", "two"])
        show(frame, cursor: Point(x: 1, y: 1), with: &renderer, on: &terminal)
        let erase = renderer.invalidate()
        #expect(readable(erase) == "⎋[A␍⎋[m⎋[J")
        terminal.feed(erase)
        #expect(terminal.buffer(top: 1).lines.allSatisfy { $0 == "          " })
        let repaint = show(frame, with: &renderer, on: &terminal)
        // Already erased: no second erase, straight to drawing; the cursor state is re-sent.
        #expect(readable(repaint) == "⎋[?2026h⎋[?25lone␍␊two⎋[?2026l")
        #expect(grid(terminal.buffer(top: 1, count: 2)) == grid(frame))
    }

    @Test func startOverBeginsANewRegionWhereTheCursorIs() {
        var renderer = Renderer(mode: .inline, capability: .trueColour)
        var terminal = terminalWithHistory(height: 8, cursorRow: 0)
        show(makeBuffer(width: 10, rows: ["one", "two"]), with: &renderer, on: &terminal)
        terminal.feed(renderer.clearRegion())
        terminal.feed(Array("Chosen\r\n".utf8))
        renderer.startOver()
        show(makeBuffer(width: 10, rows: ["again"]), with: &renderer, on: &terminal)
        #expect(
            grid(terminal.buffer(count: 3)) == """
                "Chosen    "
                "again     "
                "          "
                """)
    }
}
