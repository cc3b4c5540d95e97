import SelectionCore
import Testing

@testable import SelectionTerminal

/// Byte budgets for a 20-row × 80-column list, counted by a byte-counting sink.
@Suite struct RendererBudgetTests {
    /// Moves the highlight of a list one row down and returns (first frame bytes, move bytes).
    private func measure(mode: Renderer.Mode, _ list: (Int) -> Buffer) -> (full: Int, move: Int, moveBytes: [UInt8]) {
        var renderer = Renderer(mode: mode, capability: .trueColour)
        var sink = CountingSink()
        let full = sink.write(renderer.render(list(5)))
        let moveBytes = renderer.render(list(6))
        sink.write(moveBytes)
        return (full, moveBytes.count, moveBytes)
    }

    /// A list whose rows read like real choices: a path of a few dozen characters.
    private func pathList(highlighted: Int, marker: Bool) -> Buffer {
        var buffer = Buffer(width: 80, height: 20)
        for row in 0..<20 {
            let prefix = marker ? (row == highlighted ? "›" : " ") : " "
            buffer.write(prefix, at: Point(x: 0, y: row), style: Style(foreground: .ansi(.cyan)))
            buffer.write(" Sources/SelectionKit/Component\(row)/File\(row)+Extension.swift", at: Point(x: 1, y: row))
        }
        if !marker {
            buffer.setStyle(Style(attributes: .reverse), in: Rect(x: 0, y: highlighted, width: 80, height: 1))
        }
        return buffer
    }

    @Test(arguments: [Renderer.Mode.fullScreen, .inline])
    func markerMoveFitsIn80Bytes(mode: Renderer.Mode) {
        let result = measure(mode: mode) { markerList(width: 80, count: 20, marked: $0) }
        #expect(result.move <= 80)
        let expected =
            mode == .fullScreen
            ? "⎋[?2026h⎋[6H⎋[36m ␍␊›⎋[?2026l"
            : "⎋[?2026h⎋[14A␍⎋[36m ␍␊›⎋[?2026l"
        #expect(readable(result.moveBytes) == expected)
    }

    @Test(arguments: [Renderer.Mode.fullScreen, .inline])
    func fullRowHighlightMoveFitsIn250Bytes(mode: Renderer.Mode) {
        let result = measure(mode: mode) { highlightList(width: 80, count: 20, highlighted: $0) }
        #expect(result.move <= 250)
        #expect(measure(mode: mode) { pathList(highlighted: $0, marker: false) }.move <= 250)
    }

    @Test(arguments: [Renderer.Mode.fullScreen, .inline])
    func fullRedrawCostsAtLeastFiveOneRowMoves(mode: Renderer.Mode) {
        let marker = measure(mode: mode) { markerList(width: 80, count: 20, marked: $0) }
        #expect(marker.full >= 5 * marker.move)
        let paths = measure(mode: mode) { pathList(highlighted: $0, marker: true) }
        #expect(paths.full >= 5 * paths.move)
        let highlight = measure(mode: mode) { pathList(highlighted: $0, marker: false) }
        #expect(highlight.full >= 5 * highlight.move)
    }

    @Test func recordedFigures() {
        // Bytes of the first frame and of a one-row move, recorded so any change is seen and
        // explained. The short "Item n" list with a reverse-video row is the one case where a
        // full redraw is under 5× a move (323 vs 117): most of both are the 80 reverse-video
        // cells, which a move must write as well. A reset alone is `CSI m` (a byte less than `CSI 0 m`);
        // one or two rows down keeping the column is LF (a byte a row), not CUD.
        let marker = measure(mode: .fullScreen) { markerList(width: 80, count: 20, marked: $0) }
        let highlight = measure(mode: .fullScreen) { highlightList(width: 80, count: 20, highlighted: $0) }
        let pathMarker = measure(mode: .fullScreen) { pathList(highlighted: $0, marker: true) }
        let pathHighlight = measure(mode: .fullScreen) { pathList(highlighted: $0, marker: false) }
        #expect([marker.full, marker.move] == [332, 31])
        #expect([highlight.full, highlight.move] == [321, 117])
        #expect([pathMarker.full, pathMarker.move] == [1300, 31])
        #expect([pathHighlight.full, pathHighlight.move] == [1325, 171])
    }

    /// A query key's frame: every row's label changes and its first character is emphasised.
    /// Row by row, each row switches to the emphasis and back; style by style, the labels are
    /// written in one look and the emphasised characters in the other, with a move between
    /// rows instead. The renderer writes the shorter, and the screen is the frame either way.
    @Test(arguments: [Renderer.Mode.fullScreen, .inline])
    func emphasisedRowsAreWrittenStyleByStyle(mode: Renderer.Mode) {
        let emphasis = Style(foreground: .indexed(108), attributes: [.bold, .underline])
        func list(_ query: String, _ rest: String) -> Buffer {
            var buffer = Buffer(width: 80, height: 20)
            for row in 0..<20 {
                buffer.write("  \(query)\(rest)\(row)/Sources/File\(row * 7).swift", at: Point(x: 0, y: row))
                buffer.setStyle(emphasis, in: Rect(x: 2, y: row, width: 1, height: 1))
            }
            return buffer
        }
        var bytes: [Renderer.DrawingOrder: Int] = [:]
        for order in Renderer.DrawingOrder.allCases {
            var renderer = Renderer(mode: mode, capability: .xterm256)
            renderer.drawingOrder = order
            var terminal = RendererTestTerminal(width: 80, height: 20)
            show(list("c", "ompare/v"), with: &renderer, on: &terminal)
            let key = show(list("o", "ther/w"), with: &renderer, on: &terminal)
            #expect(grid(terminal.buffer(count: 20)) == grid(list("o", "ther/w")), "\(order)")
            bytes[order] = key.count
        }
        let byRows = bytes[.byRows] ?? 0
        let byStyles = bytes[.byStyles] ?? 0
        #expect(byStyles * 10 < byRows * 9, "\(bytes)")
        #expect(bytes[.shorter] == byStyles)
    }
}
