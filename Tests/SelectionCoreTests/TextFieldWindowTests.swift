import Testing

@testable import SelectionCore

/// The scroll window of the one text field (issue 25): the caret always on screen, the end shown
/// while typing at the end, `…` on a cut side; widths 0, 1 and small first.
@Suite struct TextFieldWindowTests {
    /// Cells as a terminal draws them, for these tests: CJK and emoji wide, the rest one.
    static func cells(_ character: Character) -> Int {
        guard let scalar = character.unicodeScalars.first else { return 0 }
        let isWide =
            scalar.properties.isEmojiPresentation || (0x3000...0x9FFF).contains(scalar.value) || (0xFF00...0xFF60).contains(scalar.value)
        return isWide ? 2 : 1
    }

    func window(_ text: String, caret: Int? = nil, width: Int, mask: Character? = nil) -> TextFieldWindow {
        TextFieldWindow(
            TextFieldState(text: text, caret: caret, configuration: TextFieldConfiguration(mask: mask)), width: width, measure: Self.cells)
    }

    @Test func widthZeroDrawsNothing() {
        #expect(
            window("hello", width: 0) == TextFieldWindow(start: 5, end: 5, hidesStart: false, hidesEnd: false, text: "", caretColumn: 0))
        #expect(
            window("hello", caret: 2, width: -3)
                == TextFieldWindow(start: 2, end: 2, hidesStart: false, hidesEnd: false, text: "", caretColumn: 0))
    }

    @Test func widthOneShowsOnlyTheCaretCell() {
        #expect(
            window("hello", width: 1) == TextFieldWindow(start: 5, end: 5, hidesStart: false, hidesEnd: false, text: "", caretColumn: 0))
        #expect(
            window("hello", caret: 1, width: 1)
                == TextFieldWindow(start: 1, end: 2, hidesStart: false, hidesEnd: false, text: "e", caretColumn: 0))
        #expect(window("", width: 1) == TextFieldWindow(start: 0, end: 0, hidesStart: false, hidesEnd: false, text: "", caretColumn: 0))
        // A wide character does not fit in one cell: the caret's cell is drawn empty.
        #expect(
            window("日本", caret: 0, width: 1)
                == TextFieldWindow(start: 0, end: 0, hidesStart: false, hidesEnd: false, text: "", caretColumn: 0))
    }

    @Test func textThatFitsIsDrawnWholeWithRoomForTheCaretAfterIt() {
        #expect(
            window("hello", width: 6)
                == TextFieldWindow(start: 0, end: 5, hidesStart: false, hidesEnd: false, text: "hello", caretColumn: 5))
        #expect(
            window("hello", caret: 0, width: 5)
                == TextFieldWindow(start: 0, end: 5, hidesStart: false, hidesEnd: false, text: "hello", caretColumn: 0))
    }

    @Test func typingAtTheEndOfALongTextShowsItsEnd() {
        let long = window("a query longer than its box", width: 12)
        #expect(long == TextFieldWindow(start: 17, end: 27, hidesStart: true, hidesEnd: false, text: "an its box", caretColumn: 11))
        // One cell wider or narrower, the window follows the end.
        #expect(
            window("hello", width: 5) == TextFieldWindow(start: 2, end: 5, hidesStart: true, hidesEnd: false, text: "llo", caretColumn: 4))
    }

    @Test func aCaretNearTheStartShowsTheStartAndCutsTheRest() {
        #expect(
            window("a query longer than its box", caret: 3, width: 12)
                == TextFieldWindow(start: 0, end: 11, hidesStart: false, hidesEnd: true, text: "a query lon", caretColumn: 3))
    }

    @Test func aCaretPastTheBoxInTheMiddleEndsTheWindowAtTheCaret() {
        // The caret on "i" of "its" (offset 20): "…" + 10 characters up to and with the "i" + "…".
        #expect(
            window("a query longer than its box", caret: 20, width: 12)
                == TextFieldWindow(start: 11, end: 21, hidesStart: true, hidesEnd: true, text: "ger than i", caretColumn: 10))
    }

    @Test func smallWidthsKeepTheCaretOnScreen() {
        #expect(
            window("abcdef", width: 2) == TextFieldWindow(start: 6, end: 6, hidesStart: true, hidesEnd: false, text: "", caretColumn: 1))
        #expect(
            window("abcdef", width: 3) == TextFieldWindow(start: 5, end: 6, hidesStart: true, hidesEnd: false, text: "f", caretColumn: 2))
        #expect(
            window("abcdef", caret: 3, width: 3)
                == TextFieldWindow(start: 3, end: 4, hidesStart: true, hidesEnd: true, text: "d", caretColumn: 1))
        #expect(
            window("abcdef", caret: 3, width: 4)
                == TextFieldWindow(start: 2, end: 4, hidesStart: true, hidesEnd: true, text: "cd", caretColumn: 2))
    }

    @Test func wideCharactersAreMeasuredInCellsAndNeverSplit() {
        // 日本語です: ten cells. In seven, the end: "…" + です + the caret's cell; 語 would not fit.
        #expect(
            window("日本語です", width: 7) == TextFieldWindow(start: 3, end: 5, hidesStart: true, hidesEnd: false, text: "です", caretColumn: 5))
        #expect(
            window("日本語です", caret: 1, width: 7)
                == TextFieldWindow(start: 0, end: 3, hidesStart: false, hidesEnd: true, text: "日本語", caretColumn: 2))
        // A caret on a wide character needs both its cells.
        #expect(
            window("ab日本", caret: 2, width: 4)
                == TextFieldWindow(start: 2, end: 3, hidesStart: true, hidesEnd: true, text: "日", caretColumn: 1))
    }

    @Test func graphemeClustersAreNeverCut() {
        let family = "👨‍👩‍👧‍👦"
        #expect(
            window("x" + family + "e\u{301}yz", width: 5)
                == TextFieldWindow(start: 2, end: 5, hidesStart: true, hidesEnd: false, text: "e\u{301}yz", caretColumn: 4))
    }

    @Test func aMaskedFieldIsMeasuredAsDrawn() {
        #expect(
            window("日本語です", width: 6, mask: "*")
                == TextFieldWindow(start: 0, end: 5, hidesStart: false, hidesEnd: false, text: "*****", caretColumn: 5))
        #expect(
            window("secret", width: 4, mask: "•")
                == TextFieldWindow(start: 4, end: 6, hidesStart: true, hidesEnd: false, text: "••", caretColumn: 3))
    }
}
