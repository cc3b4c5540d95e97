import SelectionCore
import SelectionTerminal
import Testing

/// The readable line of every event, as `sel keys` prints it.
@Suite struct EventDescriptionTests {
    @Test(arguments: [
        (TerminalEvent.press(.right, .ctrl), "key ctrl+right"),
        (.text("x", .alt), "key alt+x"),
        (.press(.home), "key home"),
        (.press(.function(5)), "key f5"),
        (.press(.tab, .shift), "key shift+tab"),
        (.text("é"), "key \"é\""),
        (.press(.enter), "key enter"),
        (.press(.escape), "key escape"),
        (.press(.backspace, .ctrl), "key ctrl+backspace"),
        (.press(.pageUp), "key pageup"),
        (.press(.pageDown, .alt), "key alt+pagedown"),
        (.press(.delete, [.ctrl, .alt, .shift]), "key ctrl+alt+shift+delete"),
        (.press(.up, [.super, .hyper, .meta]), "key super+hyper+meta+up"),
        (.press(.insert), "key insert"),
        (.press(.begin), "key begin"),
        (.press(.printScreen), "key printscreen"),
        (.text("a"), "key \"a\""),
        (.text("A"), "key \"A\""),
        (.text(" "), "key \" \""),
        (.text("\""), "key \"\\\"\""),
        (.text("\\"), "key \"\\\\\""),
        (.text("a", .ctrl), "key ctrl+a"),
        (.text(" ", .ctrl), "key ctrl+space"),
        (.text("+", .alt), "key alt+\"+\""),
        (.text("]", .ctrl), "key ctrl+]"),
        (.text("é", .alt), "key alt+é"),
        (.key(KeyEvent(.up, kind: .release)), "key up (release)"),
        (.key(KeyEvent(.character("a"), modifiers: .ctrl, kind: .repeat)), "key ctrl+a (repeat)"),
        (.mouseEvent(.press, .left, x: 12, y: 3), "mouse press left at 12,3"),
        (.mouseEvent(.release, .left, x: 12, y: 3), "mouse release left at 12,3"),
        (.mouseEvent(.drag, .left, x: 13, y: 3), "mouse drag left at 13,3"),
        (.mouseEvent(.scroll(.down), x: 5, y: 7), "mouse scroll down at 5,7"),
        (.mouseEvent(.scroll(.up), x: 0, y: 0, .shift), "mouse scroll shift+up at 0,0"),
        (.mouseEvent(.move, x: 4, y: 2), "mouse move at 4,2"),
        (.mouseEvent(.move, x: 4, y: 2, .ctrl), "mouse move ctrl at 4,2"),
        (.mouseEvent(.press, .right, x: 1, y: 1, .ctrl), "mouse press ctrl+right at 1,1"),
        (.mouseEvent(.press, .extra(8), x: 1, y: 1), "mouse press button8 at 1,1"),
        (.mouseEvent(.release, x: 7, y: 17), "mouse release at 7,17"),
        (.mouseEvent(.release, x: 7, y: 17, .alt), "mouse release alt at 7,17"),
        (.paste("eighteen chars ok!"), "paste 18 chars"),
        (.paste("é"), "paste 1 char"),
        (.paste("hello \u{1B}[A world"), "paste 15 chars"),
        (.focus(true), "focus in"),
        (.focus(false), "focus out"),
        (.resize(Size(width: 80, height: 24)), "resize 80x24"),
        (.unknownText("\u{1B}[99;1x"), "unknown ⎋[99;1x"),
        (.unknown([0x1B, 0x50, 0x01, 0x7F, 0xFF]), "unknown ⎋P^A^?\\xFF"),
    ])
    func describes(event: TerminalEvent, as line: String) {
        #expect(event.description == line)
    }

    @Test func decodedEventsDescribeAsSelKeysPrintsThem() {
        let input = Array(
            "\u{1B}[A\u{1B}[1;5C\u{1B}[H\u{1B}[1~\u{1B}[F\u{1B}[4~\u{1B}x\u{1B}[<0;12;3M\u{1B}[<32;13;3M\u{1B}[<0;13;3m\u{1B}[<65;5;7M\u{1B}[200~hello \u{1B}[A world\u{1B}[201~"
                .utf8)
        let lines = DecoderHarness.decodeSplitEverywhere(input).map(\.description)
        #expect(
            lines == [
                "key up",
                "key ctrl+right",
                "key home",
                "key home",
                "key end",
                "key end",
                "key alt+x",
                "mouse press left at 11,2",
                "mouse drag left at 12,2",
                "mouse release left at 12,2",
                "mouse scroll down at 4,6",
                "paste 15 chars",
            ])
    }

    @Test func aControlCharacterNeverReachesTheDescriptionRaw() {
        #expect(TerminalEvent.text("\u{1B}").description == "key \"\\u{1B}\"")
        #expect(TerminalEvent.text("\u{85}", .alt).description == "key alt+\"\\u{85}\"")
    }

    @Test func modifiersDescribeInAFixedOrder() {
        #expect(Modifiers([.meta, .shift, .ctrl, .alt, .super, .hyper]).description == "ctrl+alt+shift+super+hyper+meta")
        #expect(Modifiers().description == "")
    }
}
