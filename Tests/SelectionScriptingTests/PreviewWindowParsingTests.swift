import SelectionCore
import SelectionScripting
import SelectionUI
import Testing

/// fzf's `--preview-window` syntax, read into a ``PreviewWindow``.
struct PreviewWindowParsingTests {
    /// fzf's default, changed by `change`.
    private static func fzf(_ change: (inout PreviewWindow) -> Void = { _ in }) -> PreviewWindow {
        var window = PreviewWindow.fzfDefault
        change(&window)
        return window
    }

    @Test(arguments: [
        ("", fzf()),
        ("right", fzf()),
        ("left,30%", fzf { ($0.side, $0.size) = (.left, .percent(30)) }),
        ("up,5,noborder", fzf { ($0.side, $0.size, $0.hasBorder, $0.border) = (.top, .cells(5), false, BorderShape.none) }),
        ("down,40%,wrap,hidden", fzf { ($0.side, $0.size, $0.wraps, $0.isHidden) = (.bottom, .percent(40), true, true) }),
        ("right:50%:border-sharp", fzf { $0.border = BorderShape(fzfName: "sharp") }),
        ("bottom,wrap,nowrap", fzf { $0.side = .bottom }),
        (
            "wrap-word,follow,cycle,noinfo",
            fzf { ($0.wraps, $0.wrapsWords, $0.follows, $0.cycles, $0.showsPosition) = (true, true, true, true, false) }
        ),
        ("~3,+{2}-5/2", fzf { ($0.headerLines, $0.scrollOffset) = (3, PreviewScrollOffset(parsing: "+{2}-5/2")) }),
        ("border-line", fzf { $0.border = BorderShape(fzfName: "line") }),
        ("left,border-left,default", fzf()),
    ])
    func previewWindowReadsFzfsSyntax(text: String, expected: PreviewWindow) throws {
        #expect(try PreviewWindow(parsing: text) == expected)
    }

    @Test func anAlternativeAppliesUnderItsThreshold() throws {
        let window = try PreviewWindow(parsing: "right,border-left,<30(up,30%,border-bottom)")
        var alternative = Self.fzf { ($0.side, $0.size, $0.border) = (.top, .percent(30), BorderShape(fzfName: "bottom")) }
        alternative.alternative = nil
        #expect(window.alternative == PreviewWindowAlternative(threshold: 30, window: alternative))
        #expect(window.active(in: Size(width: 80, height: 24)).side == .right)
        #expect(window.active(in: Size(width: 50, height: 24)) == alternative)
    }

    @Test(arguments: [
        ("+5", 10, 4), ("+{2}", 10, 41), ("+{2}-5", 10, 36), ("+{2}+3/2", 10, 39), ("+{n}", 10, 6), ("-/2", 10, 0), ("+{3}", 10, 0),
    ])
    func scrollOffsetsPlaceThePaneAsFzf(word: String, height: Int, row: Int) throws {
        let offset = try #require(PreviewScrollOffset(parsing: word))
        #expect(offset.firstRow(item: "main.swift 42 let", index: 7, height: height) == row)
    }

    /// Each offset's fzf spelling reads back as the same offset (FzfGrammarFuzzer found `-0`
    /// written `+0`, which reads as a base).
    @Test(arguments: ["-0", "-0+3", "-5", "-5+2/3", "+0", "+7-0", "+{2}-0", "+{n}+0", "-/2"])
    func scrollOffsetsAreWrittenAsTheyRead(word: String) throws {
        let offset = try #require(PreviewScrollOffset(parsing: word))
        #expect(PreviewScrollOffset(parsing: offset.fzfSpelling) == offset, "\(word) written \(offset.fzfSpelling)")
    }

    @Test(arguments: ["+", "+x", "+{0}", "+{2", "/0", "+3/", "+{q}"])
    func malformedScrollOffsetsAreRefused(word: String) {
        #expect(PreviewScrollOffset(parsing: word) == nil)
    }

    @Test func previewWindowRefusesWhatItDoesNotKnow() {
        #expect(throws: PreviewWindowError.unknown("sideways")) { try PreviewWindow(parsing: "right,sideways") }
        #expect(throws: PreviewWindowError.unknown("120%")) { try PreviewWindow(parsing: "120%") }
        #expect(throws: PreviewWindowError.unknown("100%")) { try PreviewWindow(parsing: "100%") }
        #expect(throws: PreviewWindowError.unknown("next")) { try PreviewWindow(parsing: "next") }
        #expect(throws: PreviewWindowError.unknown("border-wavy")) { try PreviewWindow(parsing: "border-wavy") }
        #expect(
            PreviewWindowError.unknown("\u{1B}[2J").description
                == "unknown word '␛[2J' (write e.g. right,50%,border,wrap,hidden)")
    }
}
