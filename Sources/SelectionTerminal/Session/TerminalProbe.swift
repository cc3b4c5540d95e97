import SelectionCore

/// What a terminal says about itself when asked at start-up: its background colour (OSC 11) and
/// whether it shows 24-bit colour (XTGETTCAP `RGB`, or DECRQSS reading back a direct-colour SGR).
///
/// The questions go out in one write, followed by Primary Device Attributes (`CSI c`), which
/// every terminal answers: its reply marks the end. Nobody waits for the answers: a session draws
/// at once with its best guess and takes them as they arrive (``TerminalSession``).
///
/// ```swift
/// var probe = TerminalProbe()
/// probe.read(Array("\u{1B}]11;rgb:ffff/ffff/ffff\u{1B}\\".utf8))
/// probe.background    // .light
/// ```
package struct TerminalProbe: Sendable, Equatable {
    /// The background the terminal reported, if it answered OSC 11.
    package private(set) var background: TerminalBackground?
    /// True when the terminal reported 24-bit colour.
    package private(set) var reportsDirectColour = false
    /// True once the Primary Device Attributes reply arrived: no more answers will come.
    package private(set) var isComplete = false

    /// A probe that has heard nothing yet.
    package init() {}

    /// The questions: `asksColours` adds the direct-colour ones (skipped when the environment
    /// already promises 24-bit colour).
    package static func questions(asksColours: Bool) -> [UInt8] {
        questions(asksBackground: true, asksColours: asksColours, asksCursorPosition: false)
    }

    /// Every start-up question in one write, so that a slow link costs one round trip in all: the
    /// background (OSC 11), direct colour (XTGETTCAP, DECRQSS), where the cursor is (DSR 6, whose
    /// reply `CSI row ; column R` is not read by this probe but by the session), then Primary
    /// Device Attributes, the end marker every terminal answers.
    package static func questions(asksBackground: Bool, asksColours: Bool, asksCursorPosition: Bool) -> [UInt8] {
        var text = ""
        if asksBackground {
            text += "\u{1B}]11;?\u{1B}\\"  // OSC 11 ; ? ST: report the background colour
        }
        if asksColours {
            text += "\u{1B}P+q524742\u{1B}\\"  // DCS + q "RGB" ST: XTGETTCAP, is direct colour supported?
            text += "\u{1B}[38;2;1;2;3m"  // SGR 38;2;1;2;3: a direct foreground colour, to read back
            text += "\u{1B}P$qm\u{1B}\\"  // DCS $ q m ST: DECRQSS, report the current SGR
            text += "\u{1B}[0m"  // SGR 0: and reset it
        }
        if asksCursorPosition {
            text += "\u{1B}[6n"  // CSI 6 n: device status report, the cursor's position
        }
        text += "\u{1B}[c"  // CSI c: Primary Device Attributes, the end marker
        return Array(text.utf8)
    }

    /// Takes one sequence the decoder could not name (an `unknown` event's bytes); returns true
    /// when it was an answer to a question (so it is not handed on as input).
    @discardableResult
    package mutating func read(_ bytes: [UInt8]) -> Bool {
        if let colour = TerminalBackground.colour(inOSCReply: bytes) {
            if bytes.count > 4, bytes[2] == 0x31, bytes[3] == 0x31 { background = TerminalBackground(of: colour) }
            return true
        }
        if Self.isDeviceAttributes(bytes) {
            isComplete = true
            return true
        }
        guard bytes.count >= 4, bytes[0] == 0x1B, bytes[1] == 0x50 else { return false }
        let text = String(decoding: bytes.dropFirst(2), as: UTF8.self)
        // XTGETTCAP: DCS 1 + r 524742 [= value] ST when known, DCS 0 + r … ST when not.
        if text.hasPrefix("1+r524742") { reportsDirectColour = true }
        // DECRQSS: DCS 1 $ r <SGR> m ST; a terminal that kept the direct colour reads it back.
        if text.hasPrefix("1$r"), text.contains("38:2") || text.contains("38;2;1;2;3") { reportsDirectColour = true }
        return text.hasPrefix("1+r") || text.hasPrefix("0+r") || text.hasPrefix("1$r") || text.hasPrefix("0$r")
    }

    /// `CSI ? … c`: a Primary Device Attributes reply.
    static func isDeviceAttributes(_ bytes: [UInt8]) -> Bool {
        guard bytes.count >= 4, bytes[0] == 0x1B, bytes[1] == 0x5B, bytes[2] == 0x3F, bytes.last == 0x63 else { return false }
        return bytes[3..<(bytes.count - 1)].allSatisfy { (0x30...0x39).contains($0) || $0 == 0x3B }
    }
}
