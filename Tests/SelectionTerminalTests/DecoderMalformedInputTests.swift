import SelectionTerminal
import Testing

/// Unknown and malformed sequences are consumed whole and never desynchronise what follows;
/// invalid UTF-8 becomes U+FFFD.
@Suite struct DecoderMalformedInputTests {
    static let garbage: [DecoderVector] = [
        DecoderVector("unknown final", "\u{1B}[99;1x", .unknownText("\u{1B}[99;1x")),
        DecoderVector(
            "garbage between keys", "\u{1B}[1;5C\u{1B}[99;1x\u{1B}[A",
            .press(.right, .ctrl), .unknownText("\u{1B}[99;1x"), .press(.up)),
        DecoderVector("control byte inside CSI", "\u{1B}[1;\r", .unknownText("\u{1B}[1;"), .press(.enter)),
        DecoderVector("ESC inside CSI", "\u{1B}[1;\u{1B}[A", .unknownText("\u{1B}[1;"), .press(.up)),
        DecoderVector("CSI then a control byte", "\u{1B}[\r", .text("[", .alt), .press(.enter)),
        DecoderVector("CSI then text", "\u{1B}[é", .text("[", .alt), .text("é")),
        DecoderVector("junk parameters", "\u{1B}[5;5A", .unknownText("\u{1B}[5;5A")),
        DecoderVector("too many parameters", "\u{1B}[1;5;7A", .unknownText("\u{1B}[1;5;7A")),
        DecoderVector("marker in the middle", "\u{1B}[1?5A", .unknownText("\u{1B}[1?5A")),
        DecoderVector("parameter after intermediate", "\u{1B}[1 5A", .unknownText("\u{1B}[1 5A")),
        DecoderVector("unknown tilde number", "\u{1B}[99~", .unknownText("\u{1B}[99~")),
        DecoderVector("unknown rxvt shift number", "\u{1B}[99$", .unknownText("\u{1B}[99$")),
        DecoderVector("focus with parameters", "\u{1B}[1I", .unknownText("\u{1B}[1I")),
        DecoderVector("cursor position report", "\u{1B}[12;40R", .unknownText("\u{1B}[12;40R")),
        DecoderVector("F3 without parameters", "\u{1B}[R", .press(.function(3))),
        DecoderVector("device attributes", "\u{1B}[?62;22c", .unknownText("\u{1B}[?62;22c")),
        DecoderVector("DECRQM reply", "\u{1B}[?2026;2$y", .unknownText("\u{1B}[?2026;2$y")),
        DecoderVector("Linux console unknown", "\u{1B}[[Z", .unknownText("\u{1B}[[Z")),
        DecoderVector("Linux console cut", "\u{1B}[[\r", .unknownText("\u{1B}[["), .press(.enter)),
        DecoderVector("SS3 unknown", "\u{1B}Oz", .unknownText("\u{1B}Oz")),
        DecoderVector("SS3 then a control byte", "\u{1B}O\r", .text("O", .alt), .press(.enter)),
        DecoderVector("SS3 parameters cut", "\u{1B}O5\r", .unknownText("\u{1B}O5"), .press(.enter)),
        DecoderVector("SS3 too many parameters", "\u{1B}O123456789A", .unknownText("\u{1B}O123456789"), .text("A")),
        DecoderVector(
            "OSC with ST", "\u{1B}]11;rgb:0000/0000/0000\u{1B}\\x", .unknownText("\u{1B}]11;rgb:0000/0000/0000\u{1B}\\"), .text("x")),
        DecoderVector("OSC with BEL", "\u{1B}]11;rgb:ffff/ffff/ffff\u{7}x", .unknownText("\u{1B}]11;rgb:ffff/ffff/ffff\u{7}"), .text("x")),
        DecoderVector("DCS XTVERSION", "\u{1B}P>|xterm(388)\u{1B}\\", .unknownText("\u{1B}P>|xterm(388)\u{1B}\\")),
        DecoderVector("APC", "\u{1B}_Gi=1;OK\u{1B}\\", .unknownText("\u{1B}_Gi=1;OK\u{1B}\\")),
        DecoderVector("string cancelled at once", "\u{1B}]\u{1B}[A", .text("]", .alt), .press(.up)),
        DecoderVector("string cancelled later", "\u{1B}]abc\u{1B}[A", .unknownText("\u{1B}]abc"), .press(.up)),
        DecoderVector("C1 control as UTF-8", bytes: [0xC2, 0x85, 0x61], .unknown([0xC2, 0x85]), .text("a")),
    ]

    static let invalidUTF8: [DecoderVector] = [
        DecoderVector("lone byte", bytes: [0xFF], .text("\u{FFFD}")),
        DecoderVector("lone continuation", bytes: [0x80, 0x61], .text("\u{FFFD}"), .text("a")),
        DecoderVector("bad continuation", bytes: [0xC3, 0x28], .text("\u{FFFD}"), .text("(")),
        DecoderVector("truncated then text", bytes: [0xE2, 0x82, 0x61], .text("\u{FFFD}"), .text("a")),
        DecoderVector("truncated then ESC", bytes: [0xF0, 0x9F, 0x98, 0x1B, 0x5B, 0x41], .text("\u{FFFD}"), .press(.up)),
        DecoderVector("overlong", bytes: [0xC0, 0xAF], .text("\u{FFFD}"), .text("\u{FFFD}")),
        DecoderVector("overlong three bytes", bytes: [0xE0, 0x80, 0xAF], .text("\u{FFFD}"), .text("\u{FFFD}"), .text("\u{FFFD}")),
        DecoderVector("surrogate", bytes: [0xED, 0xA0, 0x80], .text("\u{FFFD}"), .text("\u{FFFD}"), .text("\u{FFFD}")),
        DecoderVector(
            "past U+10FFFF", bytes: [0xF4, 0x90, 0x80, 0x80], .text("\u{FFFD}"), .text("\u{FFFD}"), .text("\u{FFFD}"), .text("\u{FFFD}")),
        DecoderVector("largest scalar", bytes: [0xF4, 0x8F, 0xBF, 0xBF], .text("\u{10FFFF}")),
        DecoderVector("Alt then invalid", bytes: [0x1B, 0xFF], .press(.escape), .text("\u{FFFD}")),
        DecoderVector("truncated at the end", bytes: [0x61, 0xE2, 0x82], .text("a"), .text("\u{FFFD}")),
    ]

    @Test(arguments: garbage) func malformedSequencesAreConsumedWithoutDesync(_ vector: DecoderVector) {
        DecoderHarness.expect(vector.bytes, decodesTo: vector.expected)
    }

    @Test(arguments: invalidUTF8) func invalidUTF8BecomesReplacementCharacters(_ vector: DecoderVector) {
        DecoderHarness.expect(vector.bytes, decodesTo: vector.expected)
    }

    @Test(arguments: [
        [UInt8]([0x61, 0xFF, 0xC3, 0xA9, 0xE2, 0x82, 0x62, 0xF0, 0x9F, 0x98, 0x80, 0xED, 0xBF, 0xBF, 0x63]),
        [0xF8, 0x88, 0x80, 0x80, 0x80, 0x41, 0xC1, 0xBF, 0xE1, 0x80, 0xF1, 0x80, 0x80, 0x42],
        [0xEF, 0xBB, 0xBF, 0xEF, 0xBF, 0xBE, 0xF3, 0xBF, 0xBF, 0xBF, 0xE0, 0xA0, 0x80],
    ])
    func replacementMatchesTheStandardLibrary(bytes: [UInt8]) {
        let decoded = DecoderHarness.decodeSplitEverywhere(bytes)
        let expected = String(decoding: bytes, as: UTF8.self).unicodeScalars.map { TerminalEvent.text(Character($0)) }
        #expect(decoded == expected)
    }

    @Test func anOverlongControlSequenceIsCutWithoutSwallowingTheInput() {
        let digits = [UInt8](repeating: 0x31, count: 2000)
        let input: [UInt8] = [0x1B, 0x5B] + digits + [0x41]
        let unknown = TerminalEvent.unknown(Array(input.prefix(1024)))
        let rest = [TerminalEvent](repeating: .text("1"), count: 2000 - 1022) + [.text("A")]
        #expect(DecoderHarness.decode([input]) == [unknown] + rest)
        #expect(DecoderHarness.decode(input.map { [$0] }) == [unknown] + rest)
    }

    @Test func anOverlongStringIsCutWithoutSwallowingTheInput() {
        let body = [UInt8](repeating: 0x61, count: 70_000)
        let input: [UInt8] = [0x1B, 0x5D] + body + [0x07]
        let events = DecoderHarness.decode([input])
        let expected: [TerminalEvent] =
            [.unknown(Array(input.prefix(65_536)))]
            + [TerminalEvent](repeating: .text("a"), count: 70_000 - 65_534) + [.text("g", .ctrl)]
        #expect(events == expected)
    }

    @Test func everyASCIIByteAfterCSIIsDecodedWithoutLosingTheNextKey() {
        for byte in UInt8(0)...UInt8(0x7F) {
            let input: [UInt8] = [0x1B, 0x5B, byte, 0x1B, 0x5B, 0x42]
            let events = DecoderHarness.decodeSplitEverywhere(input)
            // After `ESC [ ESC`, the second ESC is an Alt prefix: Alt+Down.
            let down: TerminalEvent = byte == 0x1B ? .press(.down, .alt) : .press(.down)
            #expect(events.last == down, "after ⎋[\(ByteDescription.readable([byte]))")
        }
    }
}
