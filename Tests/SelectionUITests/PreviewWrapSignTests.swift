import SelectionCore
import Testing

@testable import SelectionTerminal
@testable import SelectionUI

/// The preview pane's wrap sign (fzf's `--preview-wrap-sign`): drawn at the start of each
/// continuation row of a wrapped line, its columns taken from the text.
@Suite struct PreviewWrapSignTests {
    private func rows(_ text: String, width: Int, sign: String, wraps: Bool = true) -> [String] {
        var view = PreviewPaneView(output: PreviewOutput(parsing: Array(text.utf8)), wraps: wraps, theme: .standard)
        view.wrapSign = sign
        return view.rows(width: width).map { $0.map(\.text).joined() }
    }

    @Test func continuationRowsStartWithTheSignAndHoldFewerColumns() {
        #expect(rows("abcdefghij\nxy\n", width: 4, sign: "> ") == ["abcd", "> ef", "> gh", "> ij", "xy"])
        #expect(rows("abcdefghij\n", width: 4, sign: "") == ["abcd", "efgh", "ij"])
        #expect(rows("abcdefghij\n", width: 4, sign: "> ", wraps: false) == ["abcdefghij"])
    }

    @Test func aSignAsWideAsTheRowLeavesOneColumnAndIsSanitised() {
        #expect(rows("abcd\n", width: 2, sign: ">>>") == ["ab", ">c", ">d"])
        // ESC is drawn as a symbol, never sent: the sign is text, cut to the room.
        #expect(rows("abcdef\n", width: 4, sign: "\u{1B}[31m>") == ["abcd", "␛[3e", "␛[3f"])
    }
}
