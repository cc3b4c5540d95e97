import SelectionScripting
import SelectionUI
import Testing

/// fzf's `--preview-window` syntax, read into a ``PreviewWindow``.
struct PreviewWindowParsingTests {
    @Test(arguments: [
        ("", PreviewWindow()),
        ("right", PreviewWindow()),
        ("left,30%", PreviewWindow(side: .left, size: .percent(30))),
        ("up,5,noborder", PreviewWindow(side: .top, size: .cells(5), hasBorder: false)),
        ("down,40%,wrap,hidden", PreviewWindow(side: .bottom, size: .percent(40), wraps: true, isHidden: true)),
        ("top,border-rounded,nowrap,+{2}-5,~3", PreviewWindow(side: .top)),
        ("bottom,wrap,nowrap", PreviewWindow(side: .bottom)),
    ])
    func previewWindowReadsFzfsSyntax(text: String, expected: PreviewWindow) throws {
        #expect(try PreviewWindow(parsing: text) == expected)
    }

    @Test func previewWindowRefusesWhatItDoesNotKnow() {
        #expect(throws: PreviewWindowError.unknown("sideways")) { try PreviewWindow(parsing: "right,sideways") }
        #expect(throws: PreviewWindowError.unknown("120%")) { try PreviewWindow(parsing: "120%") }
        #expect(
            PreviewWindowError.unknown("\u{1B}[2J").description
                == "unknown word '␛[2J' (write e.g. right,50%,border,wrap,hidden)")
    }
}
