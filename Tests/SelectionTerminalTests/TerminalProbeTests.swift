import SelectionCore
import SelectionTerminal
import Testing

/// Issue 20: what the terminal says about its background and colours at start-up.
@Suite struct TerminalProbeTests {
    private static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    @Test(arguments: [
        ("\u{1B}]11;rgb:ffff/ffff/ffff\u{1B}\\", TerminalBackground.light),
        ("\u{1B}]11;rgb:0000/0000/0000\u{07}", .dark),
        ("\u{1B}]11;rgb:2e2e/3434/3636\u{1B}\\", .dark),
        ("\u{1B}]11;rgb:fd/f6/e3\u{1B}\\", .light),  // Solarized light, two digits per channel
        ("\u{1B}]11;rgba:ffff/ffff/ffff/ffff\u{1B}\\", .light),
        ("\u{1B}]11;rgb:f/f/f\u{1B}\\", .light),
    ])
    func anOSC11ReplyGivesTheBackground(reply: String, expected: TerminalBackground) {
        #expect(TerminalBackground(oscReply: Self.bytes(reply)) == expected)
    }

    @Test(arguments: [
        "\u{1B}]11;rgb:ffff/ffff\u{1B}\\", "\u{1B}]11;#ffffff\u{1B}\\", "\u{1B}]11;rgb:fffff/0/0\u{1B}\\",
        "\u{1B}]12;rgb:ffff/ffff/ffff\u{1B}\\", "\u{1B}]11;rgb:ffff/ffff/ffff", "\u{1B}[11;1R", "",
    ])
    func anythingElseGivesNothing(reply: String) {
        #expect(TerminalBackground(oscReply: Self.bytes(reply)) == nil)
    }

    @Test func theEnvironmentOverridesThenCOLORFGBG() {
        #expect(TerminalBackground(environment: ["SEL_BACKGROUND": "light", "COLORFGBG": "15;0"]) == .light)
        #expect(TerminalBackground(environment: ["SEL_BACKGROUND": "DARK"]) == .dark)
        #expect(TerminalBackground(environment: ["COLORFGBG": "0;15"]) == .light)
        #expect(TerminalBackground(environment: ["COLORFGBG": "15;default;0"]) == .dark)
        #expect(TerminalBackground(environment: ["COLORFGBG": "0;7"]) == .light)
        #expect(TerminalBackground(environment: ["COLORFGBG": "7;8"]) == .dark)
        #expect(TerminalBackground(environment: ["COLORFGBG": "default;default"]) == nil)
        #expect(TerminalBackground(environment: ["SEL_BACKGROUND": "auto"]) == nil)
        #expect(TerminalBackground(environment: [:]) == nil)
        #expect(TerminalBackground.override(in: ["SEL_BACKGROUND": "light"]) == .light)
        #expect(TerminalBackground.override(in: ["COLORFGBG": "0;15"]) == nil)
    }

    /// xterm's replies, as recorded from xterm 379 under Xvfb (black on white).
    @Test func xtermsRepliesGiveALightBackgroundAndDirectColour() {
        var probe = TerminalProbe()
        let tookBackground = probe.read(Self.bytes("\u{1B}]11;rgb:ffff/ffff/ffff\u{1B}\\"))
        #expect(tookBackground)
        let tookSGR = probe.read(Self.bytes("\u{1B}P1$r0;38:2::1:2:3m\u{1B}\\"))
        #expect(tookSGR)
        #expect(!probe.isComplete)
        let tookAttributes = probe.read(Self.bytes("\u{1B}[?64;1;2;6;9;15;16;17;18;21;22;28c"))
        #expect(tookAttributes)
        #expect(
            probe
                == {
                    var expected = TerminalProbe()
                    expected.read(Self.bytes("\u{1B}]11;rgb:ffff/ffff/ffff\u{1B}\\"))
                    expected.read(Self.bytes("\u{1B}P1+r524742\u{1B}\\"))
                    expected.read(Self.bytes("\u{1B}[?1;2c"))
                    return expected
                }())
        #expect(probe.background == .light)
        #expect(probe.reportsDirectColour)
        #expect(probe.isComplete)
    }

    /// tmux answers only the device attributes: nothing learned, and the probe ends at once.
    @Test func aTerminalThatAnswersOnlyDA1TellsNothing() {
        var probe = TerminalProbe()
        let tookKey = probe.read(Self.bytes("\u{1B}[A"))
        #expect(!tookKey)
        let tookDA1 = probe.read(Self.bytes("\u{1B}[?1;2c"))
        #expect(tookDA1)
        #expect(probe.isComplete && probe.background == nil && !probe.reportsDirectColour)
        var refused = TerminalProbe()
        let tookRefusal = refused.read(Self.bytes("\u{1B}P0+r524742\u{1B}\\"))
        #expect(tookRefusal)
        let tookPlainSGR = refused.read(Self.bytes("\u{1B}P1$r0m\u{1B}\\"))
        #expect(tookPlainSGR)
        #expect(!refused.reportsDirectColour)
    }

    @Test func theQuestionsEndWithTheDeviceAttributes() {
        #expect(ByteDescription.readable(TerminalProbe.questions(asksColours: false)) == "⎋]11;?⎋\\⎋[c")
        #expect(TerminalProbe.questions(asksColours: true).suffix(3) == [0x1B, 0x5B, 0x63])
    }

    /// Every start-up question in one write, the cursor position among them and the device
    /// attributes last: one round trip in all.
    @Test func everyStartUpQuestionGoesInOneWriteBeforeTheEndMarker() {
        #expect(
            ByteDescription.readable(TerminalProbe.questions(asksBackground: true, asksColours: false, asksCursorPosition: true))
                == "⎋]11;?⎋\\⎋[6n⎋[c")
        #expect(
            ByteDescription.readable(TerminalProbe.questions(asksBackground: false, asksColours: false, asksCursorPosition: true))
                == "⎋[6n⎋[c")
    }
}

/// The replies come through the input decoder whole, between keys typed meanwhile, so the session
/// takes the replies and keeps the keys for the prompt.
@Suite struct TerminalProbeDecodingTests {
    @Test func repliesAndKeysTypedMeanwhileDecodeApart() {
        var decoder = InputDecoder()
        let osc = Array("\u{1B}]11;rgb:ffff/ffff/ffff\u{1B}\\".utf8)
        let decrqss = Array("\u{1B}P1$r0;38:2::1:2:3m\u{1B}\\".utf8)
        let attributes = Array("\u{1B}[?64;1;2c".utf8)
        let events = decoder.feed(Array("j".utf8) + osc + Array("k".utf8) + decrqss + attributes + Array("l".utf8), now: .zero)
        var probe = TerminalProbe()
        var kept: [TerminalEvent] = []
        for event in events {
            if case .unknown(let bytes) = event, probe.read(bytes) { continue }
            kept.append(event)
        }
        #expect(kept == [.key(KeyEvent(.character("j"))), .key(KeyEvent(.character("k"))), .key(KeyEvent(.character("l")))])
        #expect(probe.background == .light && probe.reportsDirectColour && probe.isComplete)
    }
}
