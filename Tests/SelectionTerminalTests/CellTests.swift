import SelectionCore
import Testing

@testable import SelectionTerminal

/// A cell keeps the byte of an ASCII character beside it, and compares and hashes by it: two
/// cells are equal exactly when their characters, widths and styles are.
@Suite struct CellTests {
    @Test func equalityAndHashAreThoseOfCharacterWidthAndStyle() {
        let characters: [Character] = ["a", "A", " ", "~", "é", "e\u{301}", "界", "👍🏽", "\u{301}", "\u{1B}", "\t", "\u{7F}"]
        let styles = [Style.plain, Style(attributes: .bold), Style(foreground: .indexed(108))]
        var cells: [Cell] = []
        for character in characters {
            for style in styles {
                cells.append(Cell(character, style: style))
            }
        }
        for byte in UInt8(0x20)...UInt8(0x7E) {
            cells.append(Cell(printableASCII: byte, style: .plain))
        }
        var wide = Buffer(width: 2, height: 1)
        wide.write("界", at: Point(x: 0, y: 0))
        cells.append(wide[1, 0])
        for left in cells {
            let byte = left.character.utf8.count == 1 ? left.character.utf8.first ?? 0 : 0
            #expect(left.ascii == (left.isContinuation ? 0x20 : (byte < 0x80 ? byte : 0)), "\(left.character.debugDescription)")
            for right in cells {
                let same = left.character == right.character && left.width == right.width && left.style == right.style
                #expect((left == right) == same, "\(left.character.debugDescription) \(right.character.debugDescription)")
                if same { #expect(left.hashValue == right.hashValue) }
            }
        }
    }

    @Test func aBlankIsAPlainNarrowSpace() {
        #expect(Cell.blank.isBlank)
        #expect(Cell(printableASCII: 0x20, style: .plain).isBlank)
        #expect(!Cell.blank(Style(attributes: .reverse)).isBlank)
        #expect(!Cell("a").isBlank)
        var wide = Buffer(width: 2, height: 1)
        wide.write("界", at: Point(x: 0, y: 0))
        #expect(!wide[1, 0].isBlank)
    }
}
