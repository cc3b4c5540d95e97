import SelectionTerminal
import Testing

/// SGR 1006 mouse reports (and the X10 and urxvt forms): 1-based reports, 0-based cells.
@Suite struct DecoderMouseTests {
    static let sgr: [DecoderVector] = [
        DecoderVector("SGR", "\u{1B}[<0;12;3M", .mouseEvent(.press, .left, x: 11, y: 2)),
        DecoderVector("SGR", "\u{1B}[<0;12;3m", .mouseEvent(.release, .left, x: 11, y: 2)),
        DecoderVector("SGR", "\u{1B}[<1;1;1M", .mouseEvent(.press, .middle, x: 0, y: 0)),
        DecoderVector("SGR", "\u{1B}[<2;80;24M", .mouseEvent(.press, .right, x: 79, y: 23)),
        DecoderVector("SGR", "\u{1B}[<2;80;24m", .mouseEvent(.release, .right, x: 79, y: 23)),
        DecoderVector("SGR", "\u{1B}[<32;13;3M", .mouseEvent(.drag, .left, x: 12, y: 2)),
        DecoderVector("SGR", "\u{1B}[<33;13;3M", .mouseEvent(.drag, .middle, x: 12, y: 2)),
        DecoderVector("SGR", "\u{1B}[<34;13;3M", .mouseEvent(.drag, .right, x: 12, y: 2)),
        DecoderVector("SGR", "\u{1B}[<35;4;2M", .mouseEvent(.move, x: 3, y: 1)),
        DecoderVector("SGR", "\u{1B}[<64;5;7M", .mouseEvent(.scroll(.up), x: 4, y: 6)),
        DecoderVector("SGR", "\u{1B}[<65;5;7M", .mouseEvent(.scroll(.down), x: 4, y: 6)),
        DecoderVector("SGR", "\u{1B}[<66;5;7M", .mouseEvent(.scroll(.left), x: 4, y: 6)),
        DecoderVector("SGR", "\u{1B}[<67;5;7M", .mouseEvent(.scroll(.right), x: 4, y: 6)),
        DecoderVector("SGR", "\u{1B}[<4;1;1M", .mouseEvent(.press, .left, x: 0, y: 0, .shift)),
        DecoderVector("SGR", "\u{1B}[<8;1;1M", .mouseEvent(.press, .left, x: 0, y: 0, .alt)),
        DecoderVector("SGR", "\u{1B}[<16;1;1M", .mouseEvent(.press, .left, x: 0, y: 0, .ctrl)),
        DecoderVector("SGR", "\u{1B}[<28;1;1m", .mouseEvent(.release, .left, x: 0, y: 0, [.ctrl, .alt, .shift])),
        DecoderVector("SGR", "\u{1B}[<48;2;2M", .mouseEvent(.drag, .left, x: 1, y: 1, .ctrl)),
        DecoderVector("SGR", "\u{1B}[<80;5;7M", .mouseEvent(.scroll(.up), x: 4, y: 6, .ctrl)),
        DecoderVector("SGR", "\u{1B}[<69;5;7M", .mouseEvent(.scroll(.down), x: 4, y: 6, .shift)),
        DecoderVector("SGR", "\u{1B}[<128;3;3M", .mouseEvent(.press, .extra(8), x: 2, y: 2)),
        DecoderVector("SGR", "\u{1B}[<129;3;3m", .mouseEvent(.release, .extra(9), x: 2, y: 2)),
        DecoderVector("SGR", "\u{1B}[<0;300;100M", .mouseEvent(.press, .left, x: 299, y: 99)),
        DecoderVector("SGR", "\u{1B}[<0;0;0M", .mouseEvent(.press, .left, x: 0, y: 0)),
        DecoderVector("SGR wheel release", "\u{1B}[<65;5;7m"),
        DecoderVector("SGR too few fields", "\u{1B}[<0;12M", .unknownText("\u{1B}[<0;12M")),
        DecoderVector("SGR unknown button", "\u{1B}[<256;1;1M", .unknownText("\u{1B}[<256;1;1M")),
        DecoderVector("urxvt 1015", "\u{1B}[32;12;3M", .mouseEvent(.press, .left, x: 11, y: 2)),
        DecoderVector("urxvt 1015", "\u{1B}[35;12;3M", .mouseEvent(.release, x: 11, y: 2)),
        DecoderVector("urxvt 1015", "\u{1B}[96;12;3M", .mouseEvent(.scroll(.up), x: 11, y: 2)),
        DecoderVector("X10", bytes: [0x1B, 0x5B, 0x4D, 32, 33, 33], .mouseEvent(.press, .left, x: 0, y: 0)),
        DecoderVector("X10", bytes: [0x1B, 0x5B, 0x4D, 35, 40, 50], .mouseEvent(.release, x: 7, y: 17)),
        DecoderVector("X10", bytes: [0x1B, 0x5B, 0x4D, 64, 40, 50], .mouseEvent(.drag, .left, x: 7, y: 17)),
        DecoderVector("X10", bytes: [0x1B, 0x5B, 0x4D, 97, 255, 255], .mouseEvent(.scroll(.down), x: 222, y: 222)),
        DecoderVector(
            "X10 malformed", bytes: [0x1B, 0x5B, 0x4D, 32, 0x0D, 33], .unknown([0x1B, 0x5B, 0x4D]), .text(" "), .press(.enter),
            .text("!")),
    ]

    @Test(arguments: sgr) func mouseReports(_ vector: DecoderVector) {
        DecoderHarness.expect(vector.bytes, decodesTo: vector.expected)
    }

    @Test func pressDragReleaseInOneStreamAsTmuxSendsThem() {
        DecoderHarness.expect(
            Array("\u{1B}[<0;12;3M\u{1B}[<32;13;3M\u{1B}[<32;14;4M\u{1B}[<0;14;4m".utf8),
            decodesTo: [
                .mouseEvent(.press, .left, x: 11, y: 2),
                .mouseEvent(.drag, .left, x: 12, y: 2),
                .mouseEvent(.drag, .left, x: 13, y: 3),
                .mouseEvent(.release, .left, x: 13, y: 3),
            ])
    }

    @Test func wheelNotchesInOneReadAreSeparateEvents() {
        DecoderHarness.expect(
            Array("\u{1B}[<65;5;7M\u{1B}[<65;5;7M\u{1B}[<64;5;7M".utf8),
            decodesTo: [
                .mouseEvent(.scroll(.down), x: 4, y: 6),
                .mouseEvent(.scroll(.down), x: 4, y: 6),
                .mouseEvent(.scroll(.up), x: 4, y: 6),
            ])
    }
}
