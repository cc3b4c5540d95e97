import SelectionTerminal
import Testing

/// The kitty keyboard protocol: `CSI code[:shifted[:base]] ; modifiers[:event] ; text u`.
@Suite struct DecoderKittyTests {
    static let keys: [DecoderVector] = [
        DecoderVector("kitty", "\u{1B}[97u", .text("a")),
        DecoderVector("kitty", "\u{1B}[97;5u", .text("a", .ctrl)),
        DecoderVector("kitty", "\u{1B}[97;3u", .text("a", .alt)),
        DecoderVector("kitty", "\u{1B}[97;7u", .text("a", [.ctrl, .alt])),
        DecoderVector("kitty", "\u{1B}[97;2u", .text("A")),
        DecoderVector("kitty", "\u{1B}[97;6u", .text("A", .ctrl)),
        DecoderVector("kitty", "\u{1B}[97:65;2u", .text("A")),
        DecoderVector("kitty", "\u{1B}[49;2u", .text("1", .shift)),
        DecoderVector("kitty", "\u{1B}[49:33;2u", .text("!")),
        DecoderVector("kitty", "\u{1B}[49:33;6u", .text("!", .ctrl)),
        DecoderVector("kitty", "\u{1B}[1089::99;5u", .text("с", .ctrl)),
        DecoderVector("kitty", "\u{1B}[97;9u", .text("a", .super)),
        DecoderVector("kitty", "\u{1B}[97;17u", .text("a", .hyper)),
        DecoderVector("kitty", "\u{1B}[97;33u", .text("a", .meta)),
        DecoderVector("kitty caps lock", "\u{1B}[97;65u", .text("a")),
        DecoderVector("kitty num lock", "\u{1B}[97;133u", .text("a", .ctrl)),
        DecoderVector("kitty", "\u{1B}[32;5u", .text(" ", .ctrl)),
        DecoderVector("kitty", "\u{1B}[27u", .press(.escape)),
        DecoderVector("kitty", "\u{1B}[27;3u", .press(.escape, .alt)),
        DecoderVector("kitty", "\u{1B}[13u", .press(.enter)),
        DecoderVector("kitty", "\u{1B}[13;2u", .press(.enter, .shift)),
        DecoderVector("kitty", "\u{1B}[9;6u", .press(.tab, [.ctrl, .shift])),
        DecoderVector("kitty", "\u{1B}[127;5u", .press(.backspace, .ctrl)),
        DecoderVector("kitty", "\u{1B}[57376u", .press(.function(13))),
        DecoderVector("kitty", "\u{1B}[57398;5u", .press(.function(35), .ctrl)),
        DecoderVector("kitty keypad", "\u{1B}[57399u", .text("0")),
        DecoderVector("kitty keypad", "\u{1B}[57408u", .text("9")),
        DecoderVector("kitty keypad", "\u{1B}[57413u", .text("+")),
        DecoderVector("kitty keypad", "\u{1B}[57414u", .press(.enter)),
        DecoderVector("kitty keypad", "\u{1B}[57417;5u", .press(.left, .ctrl)),
        DecoderVector("kitty keypad", "\u{1B}[57423u", .press(.home)),
        DecoderVector("kitty keypad", "\u{1B}[57427~", .press(.begin)),
        DecoderVector("kitty", "\u{1B}[57358u", .press(.capsLock)),
        DecoderVector("kitty", "\u{1B}[57361u", .press(.printScreen)),
        DecoderVector("kitty", "\u{1B}[57363u", .press(.menu)),
        DecoderVector("kitty text", "\u{1B}[97;2;65u", .text("A")),
        DecoderVector("kitty text", "\u{1B}[97;;229u", .text("å")),
        DecoderVector("kitty text", "\u{1B}[0;;229u", .text("å")),
        DecoderVector("kitty legacy form", "\u{1B}[1;5A", .press(.up, .ctrl)),
        DecoderVector("kitty legacy form", "\u{1B}[3;5~", .press(.delete, .ctrl)),
        DecoderVector("kitty release", "\u{1B}[97;1:3u"),
        DecoderVector("kitty release", "\u{1B}[1;1:3A"),
        DecoderVector("kitty repeat", "\u{1B}[97;1:2u", .text("a")),
        DecoderVector("kitty repeat", "\u{1B}[3;1:2~", .press(.delete)),
        DecoderVector("kitty press", "\u{1B}[97;5:1u", .text("a", .ctrl)),
        DecoderVector("kitty left shift", "\u{1B}[57441;2u", .unknownText("\u{1B}[57441;2u")),
        DecoderVector("kitty media", "\u{1B}[57428u", .unknownText("\u{1B}[57428u")),
        DecoderVector("kitty bad event", "\u{1B}[97;1:9u", .unknownText("\u{1B}[97;1:9u")),
        DecoderVector("kitty control code", "\u{1B}[1u", .unknownText("\u{1B}[1u")),
        DecoderVector("kitty flags reply", "\u{1B}[?1u", .unknownText("\u{1B}[?1u")),
    ]

    @Test(arguments: keys) func kittyKeys(_ vector: DecoderVector) {
        DecoderHarness.expect(vector.bytes, decodesTo: vector.expected)
    }

    @Test func repeatsAndReleasesAreReportedWhenAskedFor() {
        var decoder = InputDecoder()
        decoder.reportsKeyReleases = true
        DecoderHarness.expect(
            Array("\u{1B}[97u\u{1B}[97;1:2u\u{1B}[97;1:3u\u{1B}[1;5:3A\u{1B}[3;1:2~".utf8),
            decodesTo: [
                .key(KeyEvent(.character("a"))),
                .key(KeyEvent(.character("a"), kind: .repeat)),
                .key(KeyEvent(.character("a"), kind: .release)),
                .key(KeyEvent(.up, modifiers: .ctrl, kind: .release)),
                .key(KeyEvent(.delete, kind: .repeat)),
            ],
            with: decoder)
    }

    @Test func releasesAreDroppedByDefaultWithoutDisturbingTheKeysAround() {
        DecoderHarness.expect(
            Array("\u{1B}[97u\u{1B}[97;1:3u\u{1B}[98u\u{1B}[98;1:3u".utf8), decodesTo: [.text("a"), .text("b")])
    }
}
