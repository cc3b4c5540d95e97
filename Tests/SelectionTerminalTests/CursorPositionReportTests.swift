import SelectionCore
import Testing

@testable import SelectionTerminal

@Suite struct CursorPositionReportTests {
    @Test(arguments: [
        ("\u{1B}[24;1R", Point(x: 0, y: 23)),
        ("\u{1B}[1;80R", Point(x: 79, y: 0)),
    ])
    func readsAReport(text: String, point: Point) {
        #expect(TerminalSession.cursorPositionReport(Array(text.utf8)) == point)
    }

    @Test(arguments: ["\u{1B}[R", "\u{1B}[0;1R", "\u{1B}[1R", "\u{1B}[1;2;3R", "\u{1B}[a;1R", "\u{1B}[12345678;1R", "\u{1B}[1;5A"])
    func rejectsAnythingElse(text: String) {
        #expect(TerminalSession.cursorPositionReport(Array(text.utf8)) == nil)
    }

    @Test func theDecoderHandsReportsOverUninterpreted() {
        var decoder = InputDecoder()
        #expect(decoder.feed(Array("\u{1B}[5;1R".utf8), now: .zero) == [.unknown(Array("\u{1B}[5;1R".utf8))])
    }
}

@Suite struct SummaryLineTests {
    @Test func aSummaryIsSanitisedAndCutToOneLine() {
        #expect(TerminalSession.summaryLine("Colour: Blue", width: 40) == "Colour: Blue")
        #expect(TerminalSession.summaryLine("Colour: Blue\u{1B}[2J", width: 10) == "Colour: B…")
        #expect(TerminalSession.summaryLine("Toppings: Cheese, Olives, Basil", width: 1) == "…")
        #expect(TerminalSession.summaryLine("漢字漢字", width: 5) == "漢字…")
    }
}
