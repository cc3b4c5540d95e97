import SelectionTerminal
import Testing

/// Byte tables of what each terminal sends for each key, fed whole, split at every byte and
/// one byte at a time.
@Suite struct DecoderKeyTableTests {
    static let xterm: [DecoderVector] = [
        DecoderVector("xterm", "\u{1B}[A", .press(.up)),
        DecoderVector("xterm", "\u{1B}[B", .press(.down)),
        DecoderVector("xterm", "\u{1B}[C", .press(.right)),
        DecoderVector("xterm", "\u{1B}[D", .press(.left)),
        DecoderVector("xterm", "\u{1B}OA", .press(.up)),
        DecoderVector("xterm", "\u{1B}OB", .press(.down)),
        DecoderVector("xterm", "\u{1B}OC", .press(.right)),
        DecoderVector("xterm", "\u{1B}OD", .press(.left)),
        DecoderVector("xterm", "\u{1B}[H", .press(.home)),
        DecoderVector("xterm", "\u{1B}[F", .press(.end)),
        DecoderVector("xterm", "\u{1B}OH", .press(.home)),
        DecoderVector("xterm", "\u{1B}OF", .press(.end)),
        DecoderVector("xterm", "\u{1B}[E", .press(.begin)),
        DecoderVector("xterm", "\u{1B}OE", .press(.begin)),
        DecoderVector("xterm", "\u{1B}[1;5C", .press(.right, .ctrl)),
        DecoderVector("xterm", "\u{1B}[1;2A", .press(.up, .shift)),
        DecoderVector("xterm", "\u{1B}[1;3D", .press(.left, .alt)),
        DecoderVector("xterm", "\u{1B}[1;4B", .press(.down, [.alt, .shift])),
        DecoderVector("xterm", "\u{1B}[1;6B", .press(.down, [.ctrl, .shift])),
        DecoderVector("xterm", "\u{1B}[1;7C", .press(.right, [.ctrl, .alt])),
        DecoderVector("xterm", "\u{1B}[1;8D", .press(.left, [.ctrl, .alt, .shift])),
        DecoderVector("xterm", "\u{1B}[1;9A", .press(.up, .meta)),
        DecoderVector("xterm", "\u{1B}[1;5H", .press(.home, .ctrl)),
        DecoderVector("xterm", "\u{1B}[1;2F", .press(.end, .shift)),
        DecoderVector("xterm", "\u{1B}[2~", .press(.insert)),
        DecoderVector("xterm", "\u{1B}[3~", .press(.delete)),
        DecoderVector("xterm", "\u{1B}[5~", .press(.pageUp)),
        DecoderVector("xterm", "\u{1B}[6~", .press(.pageDown)),
        DecoderVector("xterm", "\u{1B}[3;5~", .press(.delete, .ctrl)),
        DecoderVector("xterm", "\u{1B}[5;3~", .press(.pageUp, .alt)),
        DecoderVector("xterm", "\u{1B}[6;2~", .press(.pageDown, .shift)),
        DecoderVector("xterm", "\u{1B}OP", .press(.function(1))),
        DecoderVector("xterm", "\u{1B}OQ", .press(.function(2))),
        DecoderVector("xterm", "\u{1B}OR", .press(.function(3))),
        DecoderVector("xterm", "\u{1B}OS", .press(.function(4))),
        DecoderVector("xterm", "\u{1B}[1;2P", .press(.function(1), .shift)),
        DecoderVector("xterm", "\u{1B}[1;5Q", .press(.function(2), .ctrl)),
        DecoderVector("xterm", "\u{1B}[1;3S", .press(.function(4), .alt)),
        DecoderVector("xterm", "\u{1B}[15~", .press(.function(5))),
        DecoderVector("xterm", "\u{1B}[17~", .press(.function(6))),
        DecoderVector("xterm", "\u{1B}[18~", .press(.function(7))),
        DecoderVector("xterm", "\u{1B}[19~", .press(.function(8))),
        DecoderVector("xterm", "\u{1B}[20~", .press(.function(9))),
        DecoderVector("xterm", "\u{1B}[21~", .press(.function(10))),
        DecoderVector("xterm", "\u{1B}[23~", .press(.function(11))),
        DecoderVector("xterm", "\u{1B}[24~", .press(.function(12))),
        DecoderVector("xterm", "\u{1B}[15;5~", .press(.function(5), .ctrl)),
        DecoderVector("xterm", "\u{1B}[24;2~", .press(.function(12), .shift)),
        DecoderVector("xterm", "\u{1B}[Z", .press(.tab, .shift)),
        DecoderVector("xterm", "\u{1B}[I", .focus(true)),
        DecoderVector("xterm", "\u{1B}[O", .focus(false)),
        DecoderVector("xterm keypad", "\u{1B}OM", .press(.enter)),
        DecoderVector("xterm keypad", "\u{1B}Oj", .text("*")),
        DecoderVector("xterm keypad", "\u{1B}Ok", .text("+")),
        DecoderVector("xterm keypad", "\u{1B}Om", .text("-")),
        DecoderVector("xterm keypad", "\u{1B}On", .text(".")),
        DecoderVector("xterm keypad", "\u{1B}Oo", .text("/")),
        DecoderVector("xterm keypad", "\u{1B}Op", .text("0")),
        DecoderVector("xterm keypad", "\u{1B}Oy", .text("9")),
        DecoderVector("xterm keypad", "\u{1B}OX", .text("=")),
        DecoderVector("xterm SS3 modifier", "\u{1B}O5C", .press(.right, .ctrl)),
        DecoderVector("xterm SS3 modifier", "\u{1B}O1;2P", .press(.function(1), .shift)),
        DecoderVector("xterm modifyOtherKeys", "\u{1B}[27;5;13~", .press(.enter, .ctrl)),
        DecoderVector("xterm modifyOtherKeys", "\u{1B}[27;2;65~", .text("A")),
        DecoderVector("xterm modifyOtherKeys", "\u{1B}[27;6;65~", .text("A", .ctrl)),
        DecoderVector("xterm modifyOtherKeys", "\u{1B}[27;5;105~", .text("i", .ctrl)),
        DecoderVector("xterm modifyOtherKeys", "\u{1B}[27;2;33~", .text("!", .shift)),
        DecoderVector("xterm modifyOtherKeys", "\u{1B}[27;3;9~", .press(.tab, .alt)),
    ]

    static let tmux: [DecoderVector] = [
        DecoderVector("tmux", "\u{1B}[1~", .press(.home)),
        DecoderVector("tmux", "\u{1B}[4~", .press(.end)),
        DecoderVector("tmux", "\u{1B}x", .text("x", .alt)),
        DecoderVector("tmux", "\u{1B}OA", .press(.up)),
        DecoderVector("tmux", "\u{1B}[1;5A", .press(.up, .ctrl)),
        DecoderVector("tmux", "\u{1B}[1;5D", .press(.left, .ctrl)),
        DecoderVector("tmux", "\u{1B}[<32;13;3M", .mouseEvent(.drag, .left, x: 12, y: 2)),
        DecoderVector("tmux", "\u{1B}[27;5;106~", .text("j", .ctrl)),
    ]

    static let rxvt: [DecoderVector] = [
        DecoderVector("rxvt", "\u{1B}[7~", .press(.home)),
        DecoderVector("rxvt", "\u{1B}[8~", .press(.end)),
        DecoderVector("rxvt", "\u{1B}[11~", .press(.function(1))),
        DecoderVector("rxvt", "\u{1B}[12~", .press(.function(2))),
        DecoderVector("rxvt", "\u{1B}[13~", .press(.function(3))),
        DecoderVector("rxvt", "\u{1B}[14~", .press(.function(4))),
        DecoderVector("rxvt", "\u{1B}[15~", .press(.function(5))),
        DecoderVector("rxvt", "\u{1B}[25~", .press(.function(13))),
        DecoderVector("rxvt", "\u{1B}[34~", .press(.function(20))),
        DecoderVector("rxvt", "\u{1B}[a", .press(.up, .shift)),
        DecoderVector("rxvt", "\u{1B}[b", .press(.down, .shift)),
        DecoderVector("rxvt", "\u{1B}[c", .press(.right, .shift)),
        DecoderVector("rxvt", "\u{1B}[d", .press(.left, .shift)),
        DecoderVector("rxvt", "\u{1B}Oa", .press(.up, .ctrl)),
        DecoderVector("rxvt", "\u{1B}Ob", .press(.down, .ctrl)),
        DecoderVector("rxvt", "\u{1B}Oc", .press(.right, .ctrl)),
        DecoderVector("rxvt", "\u{1B}Od", .press(.left, .ctrl)),
        DecoderVector("rxvt", "\u{1B}[5^", .press(.pageUp, .ctrl)),
        DecoderVector("rxvt", "\u{1B}[6^", .press(.pageDown, .ctrl)),
        DecoderVector("rxvt", "\u{1B}[2$", .press(.insert, .shift)),
        DecoderVector("rxvt", "\u{1B}[3$", .press(.delete, .shift)),
        DecoderVector("rxvt", "\u{1B}[7$", .press(.home, .shift)),
        DecoderVector("rxvt", "\u{1B}[8^", .press(.end, .ctrl)),
        DecoderVector("rxvt", "\u{1B}[3@", .press(.delete, [.ctrl, .shift])),
        DecoderVector("rxvt", "\u{1B}[11^", .press(.function(1), .ctrl)),
        DecoderVector("rxvt", "\u{1B}[23$", .press(.function(11), .shift)),
        DecoderVector("rxvt", "\u{1B}\u{1B}[A", .press(.up, .alt)),
        DecoderVector("rxvt", "\u{1B}\u{1B}[5~", .press(.pageUp, .alt)),
        DecoderVector("rxvt", "\u{1B}\u{1B}Oa", .press(.up, [.ctrl, .alt])),
    ]

    static let linuxConsole: [DecoderVector] = [
        DecoderVector("Linux console", "\u{1B}[[A", .press(.function(1))),
        DecoderVector("Linux console", "\u{1B}[[B", .press(.function(2))),
        DecoderVector("Linux console", "\u{1B}[[C", .press(.function(3))),
        DecoderVector("Linux console", "\u{1B}[[D", .press(.function(4))),
        DecoderVector("Linux console", "\u{1B}[[E", .press(.function(5))),
        DecoderVector("Linux console", "\u{1B}[17~", .press(.function(6))),
        DecoderVector("Linux console", "\u{1B}[1~", .press(.home)),
        DecoderVector("Linux console", "\u{1B}[4~", .press(.end)),
        DecoderVector("Linux console", "\u{1B}[G", .press(.begin)),
        DecoderVector("Linux console", "\u{1B}[3~", .press(.delete)),
    ]

    static let controlBytes: [DecoderVector] = [
        DecoderVector("C0", bytes: [0x00], .text(" ", .ctrl)),
        DecoderVector("C0", bytes: [0x01], .text("a", .ctrl)),
        DecoderVector("C0", bytes: [0x03], .text("c", .ctrl)),
        DecoderVector("C0", bytes: [0x08], .press(.backspace, .ctrl)),
        DecoderVector("C0", bytes: [0x09], .press(.tab)),
        DecoderVector("C0", bytes: [0x0A], .text("j", .ctrl)),
        DecoderVector("C0", bytes: [0x0D], .press(.enter)),
        DecoderVector("C0", bytes: [0x1A], .text("z", .ctrl)),
        DecoderVector("C0", bytes: [0x1C], .text("\\", .ctrl)),
        DecoderVector("C0", bytes: [0x1D], .text("]", .ctrl)),
        DecoderVector("C0", bytes: [0x1E], .text("^", .ctrl)),
        DecoderVector("C0", bytes: [0x1F], .text("_", .ctrl)),
        DecoderVector("DEL", bytes: [0x7F], .press(.backspace)),
        DecoderVector("text", "a", .text("a")),
        DecoderVector("text", "A", .text("A")),
        DecoderVector("text", " ", .text(" ")),
        DecoderVector("text", "~", .text("~")),
        DecoderVector("text", "é", .text("é")),
        DecoderVector("text", "€", .text("€")),
        DecoderVector("text", "😀", .text("😀")),
        DecoderVector("text", "ab\u{1B}[Ac", .text("a"), .text("b"), .press(.up), .text("c")),
    ]

    static let altPrefix: [DecoderVector] = [
        DecoderVector("Alt", "\u{1B}x", .text("x", .alt)),
        DecoderVector("Alt", "\u{1B}X", .text("X", .alt)),
        DecoderVector("Alt", "\u{1B}1", .text("1", .alt)),
        DecoderVector("Alt", "\u{1B} ", .text(" ", .alt)),
        DecoderVector("Alt", "\u{1B}é", .text("é", .alt)),
        DecoderVector("Alt", "\u{1B}\r", .press(.enter, .alt)),
        DecoderVector("Alt", "\u{1B}\t", .press(.tab, .alt)),
        DecoderVector("Alt", bytes: [0x1B, 0x7F], .press(.backspace, .alt)),
        DecoderVector("Alt", bytes: [0x1B, 0x08], .press(.backspace, [.ctrl, .alt])),
        DecoderVector("Alt", bytes: [0x1B, 0x01], .text("a", [.ctrl, .alt])),
        DecoderVector("Alt", bytes: [0x1B, 0x00], .text(" ", [.ctrl, .alt])),
        DecoderVector("Alt", "\u{1B}\u{1B}", .press(.escape, .alt)),
        DecoderVector("Alt", "\u{1B}\u{1B}x", .press(.escape, .alt), .text("x")),
        DecoderVector("Alt", "\u{1B}\u{1B}[A", .press(.up, .alt)),
        DecoderVector("Alt", "\u{1B}\u{1B}[1;5C", .press(.right, [.ctrl, .alt])),
        DecoderVector("Alt", "\u{1B}\u{1B}OP", .press(.function(1), .alt)),
        DecoderVector("Alt", "\u{1B}\u{1B}[I", .press(.escape), .focus(true)),
        DecoderVector("Alt", "\u{1B}xy", .text("x", .alt), .text("y")),
        DecoderVector("Alt", "\u{1B}[", .text("[", .alt)),
        DecoderVector("Alt", "\u{1B}O", .text("O", .alt)),
        DecoderVector("Alt", "\u{1B}P", .text("P", .alt)),
        DecoderVector("Alt", "\u{1B}]", .text("]", .alt)),
        DecoderVector("Esc", "\u{1B}", .press(.escape)),
    ]

    @Test(arguments: xterm) func xtermSequences(_ vector: DecoderVector) {
        DecoderHarness.expect(vector.bytes, decodesTo: vector.expected)
    }

    @Test(arguments: tmux) func tmuxSequences(_ vector: DecoderVector) {
        DecoderHarness.expect(vector.bytes, decodesTo: vector.expected)
    }

    @Test(arguments: rxvt) func rxvtSequences(_ vector: DecoderVector) {
        DecoderHarness.expect(vector.bytes, decodesTo: vector.expected)
    }

    @Test(arguments: linuxConsole) func linuxConsoleSequences(_ vector: DecoderVector) {
        DecoderHarness.expect(vector.bytes, decodesTo: vector.expected)
    }

    @Test(arguments: controlBytes) func controlBytesAndText(_ vector: DecoderVector) {
        DecoderHarness.expect(vector.bytes, decodesTo: vector.expected)
    }

    @Test(arguments: altPrefix) func escapePrefixMeansAlt(_ vector: DecoderVector) {
        DecoderHarness.expect(vector.bytes, decodesTo: vector.expected)
    }

    @Test func tmuxSendsAltXInOneReadAndHomeEndAsTildeForms() {
        var decoder = InputDecoder()
        #expect(decoder.feed(Array("\u{1B}x".utf8), now: .zero) == [.text("x", .alt)])
        #expect(decoder.feed(Array("\u{1B}[1~\u{1B}[4~".utf8), now: .milliseconds(1)) == [.press(.home), .press(.end)])
        #expect(decoder.deadline == nil)
    }

    @Test func everyKeyOfATableFedAsOneStreamDecodesInOrder() {
        let tables = [Self.xterm, Self.tmux, Self.rxvt, Self.linuxConsole, Self.controlBytes, Self.altPrefix]
        // A trailing lone Esc or unterminated prefix would swallow the next row: leave those out.
        let rows = tables.joined().filter {
            ![[0x1B], [0x1B, 0x1B], [0x1B, 0x5B], [0x1B, 0x4F], [0x1B, 0x50], [0x1B, 0x5D]].contains($0.bytes)
        }
        let stream = rows.flatMap(\.bytes)
        let expected = rows.flatMap(\.expected)
        #expect(DecoderHarness.decode([stream]) == expected)
        #expect(DecoderHarness.decode(stream.map { [$0] }) == expected)
    }
}
