import SelectionCore
import Testing

@testable import SelectionTerminal

@Suite struct BufferTests {
    @Test func newBufferIsBlank() {
        let buffer = Buffer(width: 4, height: 2)
        #expect(
            grid(buffer) == """
                "    "
                "    "
                """)
    }

    @Test func degenerateSizes() {
        var empty = Buffer(width: 0, height: 0)
        #expect(empty.write("text", at: Point(x: 0, y: 0)) == 0)
        empty.fill(Rect(x: 0, y: 0, width: 3, height: 3), with: Cell("x"))
        #expect(empty.lines == [])
        #expect(Buffer(width: -3, height: 2).size == Size(width: 0, height: 2))

        var one = Buffer(width: 1, height: 1)
        one.write("漢", at: Point(x: 0, y: 0))
        #expect(grid(one) == "\" \"")
        one.write("ab", at: Point(x: 0, y: 0), overflow: .ellipsis)
        #expect(grid(one) == "\"…\"")
        one.write("a", at: Point(x: 0, y: 0))
        #expect(grid(one) == "\"a\"")
    }

    @Test func writeReturnsNextColumnAndStylesEachCell() {
        var buffer = Buffer(width: 8, height: 2)
        let end = buffer.write("›", at: Point(x: 0, y: 0), style: Style(foreground: .ansi(.cyan)))
        #expect(end == 1)
        #expect(buffer.write(" Red", at: Point(x: end, y: 0)) == 5)
        buffer.write("Blue", at: Point(x: 2, y: 1), style: Style(attributes: .bold))
        #expect(
            grid(buffer) == """
                "› Red   "
                "  Blue  "
                styles:
                0,0 fg:cyan
                1,0 plain
                2,1 bold
                6,1 plain
                """)
    }

    @Test func writeOutsideTheBufferDrawsNothing() {
        var buffer = Buffer(width: 3, height: 1)
        buffer.write("abc", at: Point(x: 0, y: 1))
        buffer.write("abc", at: Point(x: 0, y: -1))
        buffer.write("abc", at: Point(x: 3, y: 0))
        #expect(grid(buffer) == "\"   \"")
    }

    @Test func textStartingLeftOfTheBufferShowsItsVisiblePart() {
        var buffer = Buffer(width: 4, height: 1)
        #expect(buffer.write("abcdef", at: Point(x: -2, y: 0)) == 4)
        #expect(grid(buffer) == "\"cdef\"")
    }

    @Test(arguments: [
        (TextOverflow.clip, "Strawb", 6),
        (.ellipsis, "Straw…", 6),
    ])
    func overflowAtTheRightEdge(overflow: TextOverflow, expected: String, end: Int) {
        var buffer = Buffer(width: 6, height: 1)
        #expect(buffer.write("Strawberry", at: Point(x: 0, y: 0), overflow: overflow) == end)
        #expect(grid(buffer) == "\"\(expected)\"")
    }

    @Test func textThatFitsExactlyGetsNoEllipsis() {
        var buffer = Buffer(width: 6, height: 1)
        #expect(buffer.write("Banana", at: Point(x: 0, y: 0), overflow: .ellipsis) == 6)
        #expect(grid(buffer) == "\"Banana\"")
    }

    @Test func clipAreaLimitsEveryEdge() {
        var buffer = Buffer(width: 10, height: 3)
        let clip = Rect(x: 2, y: 1, width: 5, height: 1)
        buffer.write("0123456789", at: Point(x: 0, y: 0), clip: clip)
        buffer.write("0123456789", at: Point(x: 0, y: 1), clip: clip)
        buffer.write("0123456789", at: Point(x: 0, y: 2), clip: clip)
        #expect(
            grid(buffer) == """
                "          "
                "  23456   "
                "          "
                """)
    }

    @Test func ellipsisAtTheClipEdge() {
        var buffer = Buffer(width: 10, height: 1)
        buffer.write("abcdefgh", at: Point(x: 1, y: 0), clip: Rect(x: 1, y: 0, width: 5, height: 1), overflow: .ellipsis)
        #expect(grid(buffer) == "\" abcd…    \"")
    }

    @Test func controlsInTextBecomeVisible() {
        var buffer = Buffer(width: 12, height: 1)
        buffer.write("a\u{1B}[2Jb\r\n\u{9B}", at: Point(x: 0, y: 0))
        #expect(grid(buffer) == "\"a␛[2Jb␍␊⍰   \"")
    }

    @Test func cellInitialiserSanitises() {
        #expect(Cell("\u{1B}").character == "␛")
        #expect(Cell("\u{7F}").character == "␡")
        #expect(Cell("\u{202E}").character == " ")
        #expect(Cell("\r\n").character == "␍")
        #expect(Cell("\u{301}").character == "\u{25CC}\u{301}")
        #expect(Cell("\u{301}").width == 1)
    }

    @Test func fillAndClear() {
        var buffer = Buffer(width: 5, height: 3)
        buffer.fill(Rect(x: 1, y: 1, width: 10, height: 1), with: .blank(Style(background: .ansi(.blue))))
        buffer.fill(Rect(x: -1, y: 0, width: 2, height: 1), with: Cell("#"))
        #expect(
            grid(buffer) == """
                "#    "
                "     "
                "     "
                styles:
                1,1 bg:blue
                """)
        buffer.clear()
        #expect(buffer == Buffer(width: 5, height: 3))
    }

    /// Filling with a narrow cell (a row at a time) leaves the buffer as setting each cell of
    /// the area one by one does, wide glyphs across the area's edges included.
    @Test func fillingWithANarrowCellIsSettingEachCell() {
        let pieces = ["a", " ", "界", "👍🏽", "#"]
        let fills = [Cell("x"), Cell.blank(Style(background: .ansi(.blue))), Cell("─", style: Style(attributes: .bold))]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2_000 {
            var start = Buffer(width: 9, height: 3)
            for y in 0..<3 {
                let text = (0..<Int.random(in: 0...9, using: &generator)).map { _ in pieces.randomElement(using: &generator) ?? "" }
                    .joined()
                start.write(text, at: Point(x: Int.random(in: 0...3, using: &generator), y: y))
            }
            let rect = Rect(
                x: Int.random(in: -2...9, using: &generator), y: Int.random(in: -1...3, using: &generator),
                width: Int.random(in: 0...11, using: &generator), height: Int.random(in: 0...4, using: &generator))
            let cell = fills.randomElement(using: &generator) ?? Cell("x")
            var filled = start
            filled.fill(rect, with: cell)
            var set = start
            for y in rect.y..<rect.maxY {
                for x in rect.x..<rect.maxX { set.set(cell, at: Point(x: x, y: y)) }
            }
            #expect(filled == set, "\(start.lines) filled over \(rect)")
        }
    }

    @Test func setStyleKeepsCharacters() {
        var buffer = makeBuffer(width: 6, rows: ["  Red", "  Blue"])
        buffer.setStyle(Style(attributes: .reverse), in: Rect(x: 0, y: 1, width: 6, height: 1))
        buffer.updateStyle(in: Rect(x: 2, y: 0, width: 1, height: 5)) { $0.attributes.insert(.bold) }
        #expect(
            grid(buffer) == """
                "  Red "
                "  Blue"
                styles:
                2,0 bold
                3,0 plain
                0,1 reverse
                2,1 bold reverse
                3,1 reverse
                """)
    }

    @Test func setCellHonoursTheClip() {
        var buffer = Buffer(width: 4, height: 1)
        buffer.set(Cell("x"), at: Point(x: 3, y: 0), clip: Rect(x: 0, y: 0, width: 3, height: 1))
        buffer.set(Cell("y"), at: Point(x: 2, y: 0), clip: Rect(x: 0, y: 0, width: 3, height: 1))
        buffer.set(Cell("z"), at: Point(x: 9, y: 0))
        #expect(grid(buffer) == "\"  y \"")
    }

    @Test func megabyteLabelCostsOnlyItsVisiblePart() {
        let label = String(repeating: "\u{1B}[31mX", count: 200_000)
        var buffer = Buffer(width: 20, height: 1)
        buffer.write(label, at: Point(x: 0, y: 0), overflow: .ellipsis)
        #expect(grid(buffer) == "\"␛[31mX␛[31mX␛[31mX␛…\"")
    }

    @Test(arguments: [
        ("Red", 3),
        ("a\tb", 3),
        ("漢字", 4),
        ("a\u{200B}b\u{202E}c", 3),
        ("\u{301}x", 2),
        ("", 0),
    ])
    func displayWidthMatchesWhatWriteDraws(text: String, width: Int) {
        #expect(Buffer.displayWidth(of: text) == width)
        var buffer = Buffer(width: 20, height: 1)
        #expect(buffer.write(text, at: Point(x: 0, y: 0)) == width)
    }

    @Test func displayWidthStopsPastTheLimit() {
        #expect(Buffer.displayWidth(of: String(repeating: "abc", count: 400_000), limit: 10) == 11)
        #expect(Buffer.displayWidth(of: String(repeating: "abc", count: 4) + "\u{301}\t", limit: 10) == 11)
    }

    /// Printable ASCII is measured a byte a column without segmenting it; on random text of
    /// ASCII, controls, marks, wide and emoji characters the width is what drawing it takes,
    /// with and without a limit.
    @Test func displayWidthOfRandomTextIsWhatWriteDraws() {
        let pieces = ["a", "Z", " ", "~", "0", "#", "\t", "\u{7F}", "\u{1B}", "\u{301}", "é", "界", "\u{FE0F}", "\u{20E3}", "👍🏽", "\r\n"]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2_000 {
            let text = (0..<Int.random(in: 0...14, using: &generator)).map { _ in pieces.randomElement(using: &generator) ?? "" }.joined()
            var buffer = Buffer(width: 60, height: 1)
            let drawn = buffer.write(text, at: Point(x: 0, y: 0))
            #expect(Buffer.displayWidth(of: text) == drawn, "\(text.debugDescription)")
            let limit = Int.random(in: 0...8, using: &generator)
            let limited = Buffer.displayWidth(of: text, limit: limit)
            #expect(drawn > limit ? limited > limit && limited <= drawn : limited == drawn, "\(text.debugDescription) limit \(limit)")
        }
    }

    /// Printable ASCII is written a byte a cell; text that ends in a zero-width space (dropped,
    /// a cluster of its own) goes the general way: both draw the same cells and return the same
    /// column, whatever the origin, clip and overflow.
    @Test func asciiIsWrittenAsTheGeneralWayWritesIt() {
        let pieces = ["a", "Z", " ", "~", "0", "#", "é", "界", "\t", "\u{301}"]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2_000 {
            let asciiOnly = Bool.random(using: &generator)
            let text = (0..<Int.random(in: 0...16, using: &generator)).map { _ in
                (asciiOnly ? Array(pieces.prefix(6)) : pieces).randomElement(using: &generator) ?? ""
            }.joined()
            let origin = Point(x: Int.random(in: 0...6, using: &generator), y: 0)
            let clipX = Int.random(in: 0...4, using: &generator)
            let clipWidth = Int.random(in: 0...12, using: &generator)
            let clip = Bool.random(using: &generator) ? nil : Rect(x: clipX, y: 0, width: clipWidth, height: 1)
            let overflow: TextOverflow = Bool.random(using: &generator) ? .clip : .ellipsis
            var fast = Buffer(width: 14, height: 1)
            var general = Buffer(width: 14, height: 1)
            let fastEnd = fast.write(text, at: origin, clip: clip, overflow: overflow)
            let generalEnd = general.write(text + "\u{200B}", at: origin, clip: clip, overflow: overflow)
            #expect(fast == general, "\(text.debugDescription) at \(origin) clip \(String(describing: clip)) \(overflow)")
            #expect(fastEnd == generalEnd, "\(text.debugDescription) at \(origin) clip \(String(describing: clip)) \(overflow)")
        }
    }

    /// A `String` and a `Substring` (measured by bodies compiled for their type) measure the
    /// same passed directly as through a generic caller, with and without a limit.
    @Test func displayWidthOfAStringOrSubstringIsTheGenericOne() {
        func generic(_ text: some StringProtocol, limit: Int) -> Int { Buffer.displayWidth(of: text, limit: limit) }
        let pieces = ["a", "Z", " ", "~", "\t", "\u{7F}", "\u{1B}", "\u{301}", "é", "界", "👍🏽", "\r\n", "\n"]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2_000 {
            let text = (0..<Int.random(in: 0...14, using: &generator)).map { _ in pieces.randomElement(using: &generator) ?? "" }.joined()
            let limit = Bool.random(using: &generator) ? Int.max : Int.random(in: 0...8, using: &generator)
            let substring = text.dropFirst(Int.random(in: 0...2, using: &generator))
            #expect(Buffer.displayWidth(of: text, limit: limit) == generic(text, limit: limit), "\(text.debugDescription) limit \(limit)")
            #expect(
                Buffer.displayWidth(of: substring, limit: limit) == generic(substring, limit: limit),
                "\(substring.debugDescription) limit \(limit)")
        }
    }
}
