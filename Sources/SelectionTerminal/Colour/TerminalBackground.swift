import SelectionCore

/// Whether the terminal draws on a light or a dark background: what picks the light or the
/// dark variant of the standard theme.
///
/// Learned, first match wins, from: `SEL_BACKGROUND=light|dark` (the documented override), the
/// terminal's answer to OSC 11 (``init(oscReply:)``, asked by `TerminalSession`), then
/// `COLORFGBG` (set by rxvt, Konsole and others). A terminal that says nothing is taken as dark.
///
/// ```swift
/// TerminalBackground(environment: ["COLORFGBG": "0;15"])         // .light
/// TerminalBackground(oscReply: Array("\u{1B}]11;rgb:ffff/ffff/ffff\u{1B}\\".utf8))  // .light
/// ```
public enum TerminalBackground: String, Sendable, Hashable, CaseIterable {
    /// Dark text on a light background (xterm's default, GNOME Terminal light, macOS "Basic").
    case light
    /// Light text on a dark background.
    case dark

    /// The background a colour of this lightness is: light when black text on it contrasts more
    /// than white text does (relative luminance above about 0.18).
    public init(of colour: Colour) {
        self = TerminalPalette.relativeLuminance(of: colour) > 0.179 ? .light : .dark
    }

    /// The override `SEL_BACKGROUND` (`light` or `dark`, any case), else what `COLORFGBG` says
    /// (`FG;BG` or `FG;DEFAULT;BG`: a background of 7 or 9–15 is light, 0–6 and 8 dark); nil
    /// when neither says.
    public init?(environment: [String: String]) {
        if let override = Self.override(in: environment) {
            self = override
            return
        }
        guard let value = environment["COLORFGBG"], let last = value.split(separator: ";").last,
            let index = Int(last), (0...15).contains(index)
        else { return nil }
        self = index == 7 || index >= 9 ? .light : .dark
    }

    /// `SEL_BACKGROUND`, when it names a background (it wins over the terminal's answer).
    package static func override(in environment: [String: String]) -> TerminalBackground? {
        environment["SEL_BACKGROUND"].flatMap { TerminalBackground(rawValue: $0.lowercased()) }
    }

    /// The background in the terminal's reply to OSC 11 (`ESC ] 11 ; rgb:RRRR/GGGG/BBBB`, ended by
    /// ST or BEL; 1 to 4 hex digits per channel, as XParseColor reads them); nil for anything else.
    public init?(oscReply bytes: [UInt8]) {
        guard let colour = Self.colour(inOSCReply: bytes) else { return nil }
        self.init(of: colour)
    }

    /// The colour in an OSC 10/11 reply, or nil.
    package static func colour(inOSCReply bytes: [UInt8]) -> Colour? {
        var body = bytes
        guard body.count > 4, body[0] == 0x1B, body[1] == 0x5D else { return nil }
        if body.last == 0x07 {
            body.removeLast()
        } else if body.count >= 2, body[body.count - 2] == 0x1B, body[body.count - 1] == 0x5C {
            body.removeLast(2)
        } else {
            return nil
        }
        let text = String(decoding: body[2...], as: UTF8.self)
        let fields = text.split(separator: ";", maxSplits: 1)
        guard fields.count == 2, fields[0] == "10" || fields[0] == "11" else { return nil }
        var spec = fields[1]
        if spec.hasPrefix("rgba:") {
            spec = spec.dropFirst(5)
        } else if spec.hasPrefix("rgb:") {
            spec = spec.dropFirst(4)
        } else {
            return nil
        }
        let channels = spec.split(separator: "/", omittingEmptySubsequences: false)
        guard channels.count == 3 || channels.count == 4 else { return nil }
        var values: [UInt8] = []
        for channel in channels.prefix(3) {
            guard (1...4).contains(channel.count), let value = UInt32(channel, radix: 16) else { return nil }
            let maximum = (UInt32(1) << (4 * UInt32(channel.count))) - 1
            values.append(UInt8((value * 255 + maximum / 2) / maximum))
        }
        return Colour(red: values[0], green: values[1], blue: values[2])
    }
}
