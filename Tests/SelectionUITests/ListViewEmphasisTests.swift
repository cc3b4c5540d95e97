import SelectionCore
import SelectionTerminal
import Testing

@testable import SelectionUI

/// A label of printable ASCII has its matched characters emphasised by offset (a column each),
/// without walking its characters: the same cells as the walk, on random labels, offsets and
/// widths (offsets past the label or under the ellipsis included).
@Suite struct ListViewEmphasisTests {
    @Test func anASCIILabelIsEmphasisedAsTheWalkEmphasisesIt() {
        let view = ListView(state: ListState<String>(items: [.option(Choice("x"))]), theme: .standard)
        let style = Theme.standard.match
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2_000 {
            let label = String(
                (0..<Int.random(in: 0...20, using: &generator)).map { _ in
                    Character(Unicode.Scalar(UInt8.random(in: 0x20...0x7E, using: &generator)))
                })
            #expect(ListView<String>.isPlainASCII(label))
            let offsets = (0..<Int.random(in: 0...6, using: &generator)).map { _ in Int.random(in: -1...22, using: &generator) }
            let start = Int.random(in: 0...3, using: &generator)
            var drawn = Buffer(width: 24, height: 1)
            let end = drawn.write(
                label, at: Point(x: start, y: 0), clip: Rect(x: 0, y: 0, width: Int.random(in: 0...24, using: &generator), height: 1),
                overflow: .ellipsis)
            var fast = drawn
            view.emphasise(offsets, of: label, from: start, end: end, row: 0, isHighlighted: false, into: &fast)
            var walked = drawn
            let visibleEnd = start + Buffer.displayWidth(of: label, limit: end - start + 1) <= end ? end : end - 1
            view.emphasiseCharacterByCharacter(offsets, of: label, from: start, visibleEnd: visibleEnd, row: 0, style: style, into: &walked)
            #expect(fast == walked, "\(label.debugDescription) offsets \(offsets) from \(start) to \(end)")
        }
    }

    @Test func controlsTabsAndWideCharactersAreNotPlainASCII() {
        for label in ["a\tb", "a\u{1B}b", "é", "界", "a\u{7F}", "\r\n"] {
            #expect(!ListView<String>.isPlainASCII(label), "\(label.debugDescription)")
        }
        #expect(ListView<String>.isPlainASCII(""))
        #expect(ListView<String>.isPlainASCII("src/main.swift ~#"))
    }
}
