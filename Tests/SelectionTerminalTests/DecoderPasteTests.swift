import SelectionTerminal
import Testing

/// Bracketed paste: `CSI 200 ~ … CSI 201 ~` is one paste event, never keys.
@Suite struct DecoderPasteTests {
    private func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    @Test func aPasteContainingEscIsOnePasteEventNotKeys() {
        DecoderHarness.expect(
            bytes("\u{1B}[200~hello \u{1B}[A world\u{1B}[201~"), decodesTo: [.paste("hello \u{1B}[A world")])
    }

    @Test func controlBytesAndNewlinesInAPasteAreText() {
        DecoderHarness.expect(
            bytes("\u{1B}[200~one\rtwo\nthree\u{3}\u{7F}\u{1B}\u{1B}\u{1B}[201~"),
            decodesTo: [.paste("one\rtwo\nthree\u{3}\u{7F}\u{1B}\u{1B}")])
    }

    @Test func invalidUTF8InAPasteBecomesReplacementCharacters() {
        DecoderHarness.expect(
            [0x1B, 0x5B, 0x32, 0x30, 0x30, 0x7E, 0x61, 0xFF, 0xC3, 0x28, 0xE2, 0x82, 0x1B, 0x5B, 0x32, 0x30, 0x31, 0x7E],
            decodesTo: [.paste("a\u{FFFD}\u{FFFD}(\u{FFFD}")])
    }

    @Test func keysBeforeAndAfterAPasteDecodeAsKeys() {
        DecoderHarness.expect(
            bytes("x\u{1B}[A\u{1B}[200~pasted\u{1B}[201~\u{1B}[By"),
            decodesTo: [.text("x"), .press(.up), .paste("pasted"), .press(.down), .text("y")])
    }

    @Test func aPartialEndMarkerInsideThePasteIsContent() {
        DecoderHarness.expect(
            bytes("\u{1B}[200~a\u{1B}[201x\u{1B}[20\u{1B}[201~"), decodesTo: [.paste("a\u{1B}[201x\u{1B}[20")])
    }

    @Test func aNestedStartMarkerIsContent() {
        DecoderHarness.expect(
            bytes("\u{1B}[200~a\u{1B}[200~b\u{1B}[201~"), decodesTo: [.paste("a\u{1B}[200~b")])
    }

    @Test func anEmptyPasteReportsNothing() {
        DecoderHarness.expect(bytes("\u{1B}[200~\u{1B}[201~a"), decodesTo: [.text("a")])
    }

    @Test func aStrayEndMarkerIsDropped() {
        DecoderHarness.expect(bytes("\u{1B}[201~\u{1B}[A"), decodesTo: [.press(.up)])
    }

    @Test func anEscBeforeAPasteIsEscapeNotAlt() {
        DecoderHarness.expect(bytes("\u{1B}\u{1B}[200~x\u{1B}[201~"), decodesTo: [.press(.escape), .paste("x")])
    }

    @Test func aPasteSplitOverManyReadsIsHeldUntilTheEndMarker() {
        var decoder = InputDecoder()
        #expect(decoder.feed(bytes("\u{1B}[20"), now: .zero) == [])
        #expect(decoder.feed(bytes("0~first line\r"), now: .milliseconds(10)) == [])
        #expect(decoder.isInsidePaste)
        #expect(decoder.feed(bytes("second line\u{1B}[2"), now: .milliseconds(900)) == [])
        #expect(decoder.deadline == nil)
        #expect(decoder.advance(to: .seconds(60)) == [])
        #expect(decoder.feed(bytes("01~\u{1B}[B"), now: .seconds(61)) == [.paste("first line\rsecond line"), .press(.down)])
        #expect(!decoder.isInsidePaste)
        #expect(decoder.pendingByteCount == 0)
    }

    @Test func aPasteLongerThanTheLimitComesInChunksOfTheLimit() {
        let decoder = InputDecoder(pasteLimit: 4)
        #expect(decoder.pasteLimit == 4)
        DecoderHarness.expect(
            bytes("\u{1B}[200~abcdefghij\u{1B}[201~"), decodesTo: [.paste("abcd"), .paste("efgh"), .paste("ij")],
            with: decoder)
    }

    @Test func aPasteOfExactlyTheLimitIsOneEvent() {
        DecoderHarness.expect(
            bytes("\u{1B}[200~abcd\u{1B}[201~"), decodesTo: [.paste("abcd")], with: InputDecoder(pasteLimit: 4))
    }

    @Test func chunksAreCutBetweenCharacters() {
        // a (1 byte) é (2) € (3) 😀 (4): the limit of 4 falls inside € and inside 😀.
        DecoderHarness.expect(
            bytes("\u{1B}[200~aé€😀b\u{1B}[201~"), decodesTo: [.paste("aé"), .paste("€"), .paste("😀"), .paste("b")],
            with: InputDecoder(pasteLimit: 4))
    }

    @Test func aLimitSmallerThanACharacterStillMakesProgress() {
        DecoderHarness.expect(
            bytes("\u{1B}[200~😀\u{1B}[201~"), decodesTo: [.paste("\u{FFFD}"), .paste("\u{FFFD}\u{FFFD}")],
            with: InputDecoder(pasteLimit: 2))
    }

    @Test func anUnterminatedPasteOverTheLimitIsReportedAsItArrives() {
        var decoder = InputDecoder(pasteLimit: 8)
        #expect(decoder.feed(bytes("\u{1B}[200~0123456789"), now: .zero) == [.paste("01234567")])
        #expect(decoder.pendingByteCount == 2)
        #expect(decoder.feed(bytes("abcdefg"), now: .seconds(1)) == [.paste("89abcdef")])
        #expect(decoder.isInsidePaste)
        #expect(decoder.feed(bytes("\u{1B}[201~"), now: .seconds(2)) == [.paste("g")])
    }

    @Test func theDefaultLimitIsSixteenMebibytes() {
        #expect(InputDecoder().pasteLimit == 16 * 1024 * 1024)
        #expect(InputDecoder.defaultPasteLimit == 16 * 1024 * 1024)
    }

    @Test func aLargePasteInManyReadsIsOneEvent() {
        var decoder = InputDecoder()
        let line = Array("The quick brown fox jumps over the lazy dog 0123456789.\n".utf8)
        var events = decoder.feed(bytes("\u{1B}[200~"), now: .zero)
        for read in 0..<20_000 {
            events += decoder.feed(line, now: .milliseconds(read))
        }
        events += decoder.feed(bytes("\u{1B}[201~"), now: .seconds(30))
        let text = String(decoding: line, as: UTF8.self)
        #expect(events == [.paste(String(repeating: text, count: 20_000))])
    }
}
