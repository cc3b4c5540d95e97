import SelectionCore
import SelectionTesting
import Testing

@testable import SelectionTerminal

/// A Down in a list drawn as `sel choose` draws its drop-down (the highlighted row bold, in a
/// background to the edge, behind a `›`): what the renderer writes, and what the screen shows.
/// The bytes are pinned (issue 30's "bytes per Down"): only the two rows that changed, relative
/// moves, the old row's blank tail erased with ECH, no colour sent twice.
@Suite struct RendererDownTests {
    static let labels = (0..<8).map { "src/module\($0)/Sources/Feature\($0)/File\($0).swift" }

    /// Eight rows 60 wide, row `highlighted` in the highlight; a border at the right edge.
    static func frame(highlighted: Int) -> Buffer {
        var buffer = Buffer(width: 60, height: 8)
        let highlight = Style(foreground: .indexed(255), background: .indexed(24), attributes: .bold)
        for (row, label) in labels.enumerated() {
            if row == highlighted {
                buffer.setStyle(highlight, in: Rect(x: 1, y: row, width: 58, height: 1))
                buffer.write(
                    "›", at: Point(x: 1, y: row),
                    style: Style(foreground: .indexed(229), background: .indexed(24), attributes: .bold))
                buffer.write(label, at: Point(x: 4, y: row), style: highlight)
            } else {
                buffer.write(label, at: Point(x: 4, y: row))
            }
            buffer.write("│", at: Point(x: 59, y: row))
        }
        return buffer
    }

    @Test func aDownRewritesTheTwoRowsThatChangedAndNothingElse() {
        var renderer = Renderer(mode: .inline, capability: .xterm256)
        var screen = RendererTestTerminal(width: 60, height: 8)
        screen.feed(renderer.render(Self.frame(highlighted: 2)))
        let down = renderer.render(Self.frame(highlighted: 3))
        screen.feed(down)
        #expect(screen.buffer() == Self.frame(highlighted: 3))
        #expect(screen.violations.isEmpty)
        let text = String(decoding: down, as: UTF8.self)
        // The rows that did not change are not written.
        for row in [0, 1, 4, 5, 6, 7] { #expect(!text.contains(Self.labels[row])) }
        // The old row: back to its start, its cells plain again (the terminal's style is plain
        // already, and an unchanged blank costs less than a move), its tail erased; the new row:
        // the highlight set once, its label, its tail in the highlight's background.
        #expect(
            readable(down)
                == "⎋[?2026h⎋[5A␍    \(Self.labels[2])⎋[15X␍␊ ⎋[1;38;5;229;48;5;24m›⎋[38;5;255m  "
                + "\(Self.labels[3])" + String(repeating: " ", count: 15) + "⎋[?2026l")
        #expect(down.count == 165)
    }
}
