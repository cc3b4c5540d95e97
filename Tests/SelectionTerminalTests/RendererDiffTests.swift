import SelectionCore
import SelectionTesting
import Testing

@testable import SelectionTerminal

@Suite struct RendererDiffTests {
    static let list = makeBuffer(width: 6, rows: ["› Red", "  Blue"])

    @Test func firstFrameClearsThenDrawsOnlyNonBlankCells() {
        var renderer = Renderer(mode: .fullScreen, capability: .trueColour)
        // Leading blanks of row 1 are re-written rather than moved over: CR LF + 2 spaces is shortest.
        #expect(readable(renderer.render(Self.list)) == "⎋[?2026h⎋[?25l⎋[m⎋[2J⎋[H› Red␍␊  Blue⎋[?2026l")
    }

    @Test func unchangedFrameWritesNothing() {
        var renderer = Renderer(mode: .fullScreen, capability: .trueColour)
        _ = renderer.render(Self.list)
        #expect(renderer.render(Self.list) == [])
        #expect(renderer.render(Self.list, cursor: Point(x: 1, y: 1)) != [])
        #expect(renderer.render(Self.list, cursor: Point(x: 1, y: 1)) == [])
    }

    @Test func oneCellChanged() {
        var renderer = Renderer(mode: .fullScreen, capability: .trueColour)
        _ = renderer.render(Self.list)
        var next = Self.list
        next.write("G", at: Point(x: 2, y: 0))
        #expect(readable(renderer.render(next)) == "⎋[?2026h⎋[1;3HG⎋[?2026l")
    }

    @Test func styleOnlyChange() {
        var renderer = Renderer(mode: .fullScreen, capability: .trueColour)
        _ = renderer.render(Self.list)
        var next = Self.list
        next.updateStyle(in: Rect(x: 2, y: 0, width: 3, height: 1)) { $0.attributes.insert(.bold) }
        #expect(readable(renderer.render(next)) == "⎋[?2026h⎋[1;3H⎋[1mRed⎋[?2026l")
        // Back to plain: one reset, then the same three cells.
        #expect(readable(renderer.render(Self.list)) == "⎋[?2026h⎋[3D⎋[mRed⎋[?2026l")
    }

    @Test func adjacentChangesNeedNoMoveAndShortGapsAreRewritten() {
        var renderer = Renderer(mode: .fullScreen, capability: .trueColour)
        let before = makeBuffer(width: 12, rows: ["abcdefghijkl"])
        _ = renderer.render(before)
        var after = before
        after.write("XY", at: Point(x: 1, y: 0))
        after.write("Z", at: Point(x: 5, y: 0))
        after.write("W", at: Point(x: 11, y: 0))
        // The cursor waits at the right edge: CR and re-writing "a" beats CUP; b,c → X,Y; the
        // unchanged d,e are re-written (2 bytes beat CUF's 4); then CUF 5.
        #expect(readable(renderer.render(after)) == "⎋[?2026h␍aXYdeZ⎋[5CW⎋[?2026l")
    }

    @Test func rowBecomingBlankIsErasedWithEL() {
        var renderer = Renderer(mode: .fullScreen, capability: .trueColour)
        _ = renderer.render(makeBuffer(width: 20, rows: ["Strawberry jam", "x"]))
        #expect(readable(renderer.render(makeBuffer(width: 20, rows: ["Straw", "x"]))) == "⎋[?2026h⎋[1;6H⎋[K⎋[?2026l")
    }

    @Test func blanksBeforeABorderAreErasedWithECH() {
        var renderer = Renderer(mode: .fullScreen, capability: .trueColour)
        var terminal = RendererTestTerminal(width: 20, height: 2)
        show(makeBuffer(width: 20, rows: ["Strawberry jam     |", "x"]), with: &renderer, on: &terminal)
        let shorter = makeBuffer(width: 20, rows: ["Straw              |", "x"])
        let bytes = show(shorter, with: &renderer, on: &terminal)
        #expect(grid(terminal.buffer()) == grid(shorter))
        #expect(terminal.violations == [])
        // 14 blanks (9 changed), then nothing else changes on the row: ECH alone (5 bytes), no move after it.
        #expect(readable(bytes) == "⎋[?2026h⎋[1;6H⎋[14X⎋[?2026l")
    }

    @Test func shortBlankRunsAreWrittenAsSpaces() {
        var renderer = Renderer(mode: .fullScreen, capability: .trueColour)
        _ = renderer.render(makeBuffer(width: 12, rows: ["Strawberry |"]))
        // Three blanks: 3 bytes of spaces beat ECH (4) plus the move on to "y" (4).
        #expect(readable(renderer.render(makeBuffer(width: 12, rows: ["Straw   yX |"]))) == "⎋[?2026h␍⎋[5C   yX⎋[?2026l")
    }

    @Test func aBlankRunBeforeAChangeIsErasedThenMovedOver() {
        var renderer = Renderer(mode: .fullScreen, capability: .trueColour)
        var terminal = RendererTestTerminal(width: 30, height: 1)
        show(makeBuffer(width: 30, rows: ["Strawberry jam and more text |"]), with: &renderer, on: &terminal)
        let after = makeBuffer(width: 30, rows: ["S                      Xt    |"])
        let bytes = show(after, with: &renderer, on: &terminal)
        #expect(grid(terminal.buffer()) == grid(after))
        // 22 blanks (19 changed) erased, then CUF over them; the 4 blanks after "t" are cheaper as spaces.
        #expect(readable(bytes) == "⎋[?2026h␍S⎋[22X⎋[22CXt   ⎋[?2026l")
    }

    @Test func rowsScrolledByOneRedrawToTheExactScreen() {
        var renderer = Renderer(mode: .fullScreen, capability: .trueColour)
        var terminal = RendererTestTerminal(width: 10, height: 5)
        let rows = (1...8).map { "Item \($0)" }
        show(makeBuffer(width: 10, rows: Array(rows[0..<5])), with: &renderer, on: &terminal)
        let scrolled = makeBuffer(width: 10, rows: Array(rows[1..<6]))
        let bytes = show(scrolled, with: &renderer, on: &terminal)
        #expect(grid(terminal.buffer()) == grid(scrolled))
        #expect(terminal.violations == [])
        // Only the digits differ ("Item 1" → "Item 2"), so only they are written: each a row
        // below the last, reached by LF (down, keeping the column) and CUB 1.
        #expect(readable(bytes) == "⎋[?2026h⎋[1;6H2␊⎋[D3␊⎋[D4␊⎋[D5␊⎋[D6⎋[?2026l")
    }

    @Test func resizedFrameIsAFullRepaint() {
        var renderer = Renderer(mode: .fullScreen, capability: .trueColour)
        var terminal = RendererTestTerminal(width: 8, height: 3)
        show(makeBuffer(width: 6, rows: ["abc", "def"]), with: &renderer, on: &terminal)
        let bigger = makeBuffer(width: 8, rows: ["abc", "def", "ghi"])
        let bytes = show(bigger, with: &renderer, on: &terminal)
        #expect(readable(bytes) == "⎋[?2026h⎋[2J⎋[Habc␍␊def␍␊ghi⎋[?2026l")
        #expect(grid(terminal.buffer()) == grid(bigger))
    }

    @Test func invalidateRepaintsEverythingAndForgetsTerminalState() {
        var renderer = Renderer(mode: .fullScreen, capability: .trueColour)
        _ = renderer.render(Self.list)
        #expect(renderer.invalidate() == [])
        #expect(readable(renderer.render(Self.list)) == "⎋[?2026h⎋[?25l⎋[m⎋[2J⎋[H› Red␍␊  Blue⎋[?2026l")
    }

    @Test(arguments: [
        (ColourCapability.trueColour, "⎋[1;38;2;255;128;0m"),
        (.xterm256, "⎋[1;38;5;208m"),
        (.ansi16, "⎋[1;33m"),
        (.noColour, "⎋[1m"),
    ])
    func coloursAreDegradedWhenWritten(capability: ColourCapability, sgr: String) {
        var frame = Buffer(width: 3, height: 1)
        frame.write("ab", at: Point(x: 0, y: 0), style: Style(foreground: .rgb(Colour(red: 255, green: 128, blue: 0)), attributes: .bold))
        var renderer = Renderer(mode: .fullScreen, capability: capability)
        _ = renderer.render(Buffer(width: 3, height: 1))
        #expect(readable(renderer.render(frame)) == "⎋[?2026h⎋[H\(sgr)ab⎋[?2026l")
    }

    /// Every frame leaves the exact screen, whichever order the changed cells are written in
    /// (row by row, style by style, or the shorter of the two, which terminals get).
    @Test(arguments: [Renderer.Mode.fullScreen, .inline], ColourCapability.allCases)
    func randomFramesAlwaysLeaveTheExactScreen(mode: Renderer.Mode, capability: ColourCapability) {
        for order in Renderer.DrawingOrder.allCases {
            randomFramesLeaveTheExactScreen(mode: mode, capability: capability, order: order)
        }
    }

    private func randomFramesLeaveTheExactScreen(mode: Renderer.Mode, capability: ColourCapability, order: Renderer.DrawingOrder) {
        var generator = SeededRandom(seed: 2026 &+ UInt64(capability.rawValue))
        let width = 24
        let height = 6
        var renderer = Renderer(mode: mode, capability: capability)
        renderer.drawingOrder = order
        var terminal = RendererTestTerminal(width: width, height: height)
        var frame = Buffer(width: width, height: height)
        let words = [
            "Red", "漢字", "Blue", "a", "❤️", "Strawberry", "–", "字", "Größe", " ", "🎉x", "\u{1B}[2J", String(repeating: " ", count: 13),
        ]
        let styles: [Style] = [
            .plain, Style(attributes: .reverse), Style(foreground: .ansi(.cyan), attributes: .bold),
            Style(background: .rgb(Colour(red: 30, green: 60, blue: 200))),
            Style(foreground: .indexed(208), attributes: [.underline, .dim]),
            Style(attributes: .italic),
        ]
        for step in 0..<300 {
            for _ in 0..<Int.random(in: 1...4, using: &generator) {
                let point = Point(x: Int.random(in: -2..<width, using: &generator), y: Int.random(in: 0..<height, using: &generator))
                let word = words[Int.random(in: 0..<words.count, using: &generator)]
                let style = styles[Int.random(in: 0..<styles.count, using: &generator)]
                switch Int.random(in: 0..<10, using: &generator) {
                case 0: frame.fill(Rect(x: point.x, y: point.y, width: 7, height: 2), with: .blank(style))
                case 1: frame.setStyle(style, in: Rect(x: 0, y: point.y, width: width, height: 1))
                case 2: frame.clear()
                default: frame.write(word, at: point, style: style, overflow: step % 2 == 0 ? .clip : .ellipsis)
                }
            }
            let cursor = step % 3 == 0 ? Point(x: step % width, y: step % height) : nil
            show(frame, cursor: cursor, with: &renderer, on: &terminal)
            #expect(grid(terminal.buffer(count: height)) == grid(degraded(frame, to: capability)), "step \(step) \(order)")
            #expect(terminal.violations == [], "step \(step)")
            #expect(terminal.isCursorVisible == (cursor != nil))
            #expect(!terminal.isSynchronized)
            if let cursor {
                #expect(Point(x: terminal.cursorX, y: terminal.cursorY) == cursor)
            }
            if terminal.violations != [] { break }
        }
        if mode == .inline {
            #expect(!terminal.sequences.contains("H"))
        }
    }
}
