import SelectionTerminal
import Testing

/// A lone Esc against the start of a sequence, with the clock injected: no sleeps.
@Suite struct DecoderEscapeTimeoutTests {
    private func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    @Test func loneEscIsReportedAtTheDeadlineAndNotBefore() {
        var decoder = InputDecoder()
        #expect(decoder.feed([0x1B], now: .milliseconds(100)) == [])
        #expect(decoder.deadline == .milliseconds(135))
        #expect(decoder.advance(to: .milliseconds(134)) == [])
        #expect(decoder.deadline == .milliseconds(135))
        #expect(decoder.advance(to: .milliseconds(135)) == [.press(.escape)])
        #expect(decoder.deadline == nil)
        #expect(decoder.advance(to: .milliseconds(500)) == [])
    }

    @Test func escFollowedBeforeTheDeadlineStartsASequence() {
        var decoder = InputDecoder()
        #expect(decoder.feed([0x1B], now: .zero) == [])
        #expect(decoder.feed(bytes("[A"), now: .milliseconds(20)) == [.press(.up)])
        #expect(decoder.deadline == nil)
    }

    @Test func escThenALetterBeforeTheDeadlineIsAlt() {
        var decoder = InputDecoder()
        #expect(decoder.feed([0x1B], now: .zero) == [])
        #expect(decoder.feed(bytes("x"), now: .milliseconds(34)) == [.text("x", .alt)])
    }

    @Test func escThenALetterAfterTheDeadlineIsEscapeThenTheLetter() {
        var decoder = InputDecoder()
        #expect(decoder.feed([0x1B], now: .zero) == [])
        // The session did not call advance(to:) in time; the late feed flushes first.
        #expect(decoder.feed(bytes("x"), now: .milliseconds(35)) == [.press(.escape), .text("x")])
    }

    @Test func escThenLetterAfterAdvanceIsEscapeThenTheLetter() {
        var decoder = InputDecoder()
        #expect(decoder.feed([0x1B], now: .zero) == [])
        #expect(decoder.advance(to: .milliseconds(40)) == [.press(.escape)])
        #expect(decoder.feed(bytes("[A"), now: .milliseconds(41)) == [.text("["), .text("A")])
    }

    @Test func theTimeoutIsConfigurable() {
        var decoder = InputDecoder(escapeTimeout: .milliseconds(50))
        #expect(decoder.escapeTimeout == .milliseconds(50))
        #expect(decoder.feed([0x1B], now: .seconds(2)) == [])
        #expect(decoder.deadline == .seconds(2) + .milliseconds(50))
        #expect(decoder.advance(to: .seconds(2) + .milliseconds(49)) == [])
        #expect(decoder.advance(to: .seconds(2) + .milliseconds(50)) == [.press(.escape)])
    }

    @Test func aZeroTimeoutReportsEscAtOnceOnAdvance() {
        var decoder = InputDecoder(escapeTimeout: .zero)
        #expect(decoder.feed([0x1B], now: .seconds(1)) == [])
        #expect(decoder.deadline == .seconds(1))
        #expect(decoder.advance(to: .seconds(1)) == [.press(.escape)])
    }

    @Test func moreBytesOfASequencePushTheDeadlineBack() {
        var decoder = InputDecoder()
        #expect(decoder.feed([0x1B], now: .zero) == [])
        #expect(decoder.feed(bytes("[1;"), now: .milliseconds(20)) == [])
        #expect(decoder.deadline == .milliseconds(55))
        #expect(decoder.advance(to: .milliseconds(40)) == [])
        #expect(decoder.feed(bytes("5C"), now: .milliseconds(50)) == [.press(.right, .ctrl)])
    }

    @Test(arguments: [
        ("\u{1B}", [TerminalEvent.press(.escape)]),
        ("\u{1B}\u{1B}", [.press(.escape, .alt)]),
        ("\u{1B}[", [.text("[", .alt)]),
        ("\u{1B}O", [.text("O", .alt)]),
        ("\u{1B}P", [.text("P", .alt)]),
        ("\u{1B}]", [.text("]", .alt)]),
        ("\u{1B}_", [.text("_", .alt)]),
        ("\u{1B}Pab", [.text("P", .alt), .text("a"), .text("b")]),
        ("\u{1B}[1;5", [.unknownText("\u{1B}[1;5")]),
        ("\u{1B}[<0;12", [.unknownText("\u{1B}[<0;12")]),
        ("\u{1B}O5", [.unknownText("\u{1B}O5")]),
        ("\u{1B}[[", [.unknownText("\u{1B}[[")]),
        ("\u{1B}[M!", [.unknownText("\u{1B}[M!")]),
        ("\u{1B}\u{1B}[", [.press(.escape, .alt), .text("[")]),
        ("\u{1B}\u{1B}[1", [.press(.escape), .unknownText("\u{1B}[1")]),
        ("\u{1B}\u{1B}O", [.press(.escape, .alt), .text("O")]),
    ])
    func anIncompleteSequenceAtTheDeadlineIsReportedForWhatItIs(input: String, expected: [TerminalEvent]) {
        var decoder = InputDecoder()
        #expect(decoder.feed(bytes(input), now: .zero) == [])
        #expect(decoder.deadline == .milliseconds(35))
        #expect(decoder.advance(to: .milliseconds(35)) == expected)
        #expect(decoder.deadline == nil)
        #expect(decoder.pendingByteCount == 0)
    }

    @Test func completeEventsComeAtOnceAndOnlyTheTrailingEscWaits() {
        var decoder = InputDecoder()
        #expect(decoder.feed(bytes("a\u{1B}"), now: .zero) == [.text("a")])
        #expect(decoder.pendingByteCount == 1)
        #expect(decoder.advance(to: .milliseconds(35)) == [.press(.escape)])
    }

    @Test func bytesAfterAFlushedFragmentDecodeNormally() {
        var decoder = InputDecoder()
        #expect(decoder.feed(bytes("\u{1B}[1;5"), now: .zero) == [])
        #expect(decoder.advance(to: .milliseconds(35)) == [.unknownText("\u{1B}[1;5")])
        #expect(decoder.feed(bytes("C\u{1B}[B"), now: .milliseconds(60)) == [.text("C"), .press(.down)])
    }

    @Test func aTruncatedUTF8CharacterAtTheDeadlineIsOneReplacementCharacter() {
        var decoder = InputDecoder()
        #expect(decoder.feed([0xE2, 0x82], now: .zero) == [])
        #expect(decoder.deadline == .milliseconds(35))
        #expect(decoder.advance(to: .milliseconds(35)) == [.text("\u{FFFD}")])
        #expect(decoder.feed([0xAC, 0x61], now: .milliseconds(36)) == [.text("\u{FFFD}"), .text("a")])
    }

    @Test func aUTF8CharacterSplitAcrossReadsBeforeTheDeadlineIsWhole() {
        var decoder = InputDecoder()
        #expect(decoder.feed([0xE2, 0x82], now: .zero) == [])
        #expect(decoder.feed([0xAC], now: .milliseconds(30)) == [.text("€")])
    }

    @Test func nothingIsPendingAfterCompleteInput() {
        var decoder = InputDecoder()
        #expect(decoder.deadline == nil)
        #expect(decoder.feed(bytes("abc\u{1B}[A"), now: .zero) == [.text("a"), .text("b"), .text("c"), .press(.up)])
        #expect(decoder.deadline == nil)
        #expect(decoder.pendingByteCount == 0)
        #expect(decoder.feed([UInt8](), now: .seconds(9)) == [])
    }

    @Test func insideABracketedPasteThereIsNoTimeout() {
        var decoder = InputDecoder()
        #expect(decoder.feed(bytes("\u{1B}[200~abc\u{1B}"), now: .zero) == [])
        #expect(decoder.deadline == nil)
        #expect(decoder.advance(to: .seconds(3600)) == [])
        #expect(decoder.isInsidePaste)
        #expect(decoder.feed(bytes("[201~"), now: .seconds(3601)) == [.paste("abc")])
        #expect(!decoder.isInsidePaste)
    }
}
