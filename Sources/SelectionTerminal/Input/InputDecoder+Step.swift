extension InputDecoder {
    /// Decodes one event (or a sequence that means nothing) at `index`, the front of `bytes`.
    ///
    /// The result depends only on the bytes from `index` to the end, never on how they were
    /// split into reads; that is what makes split input decode as whole input. Every decided
    /// step consumes at least one byte. When `flushing` (the deadline has passed) the step
    /// never answers ``DecodeStep/incomplete``.
    static func step(_ bytes: [UInt8], at index: Int, flushing: Bool) -> DecodeStep {
        if bytes[index] == 0x1B { return escapeStep(bytes, at: index, flushing: flushing) }
        return textStep(bytes, at: index, flushing: flushing)
    }

    /// A C0 control key, DEL, or one UTF-8 character at `index` (which is not ESC).
    static func textStep(_ bytes: [UInt8], at index: Int, flushing: Bool) -> DecodeStep {
        let byte = bytes[index]
        if let key = controlKey(byte) { return .event(.key(key), length: 1) }
        switch UTF8Scan.scan(bytes, at: index) {
        case .scalar(let scalar, let length):
            // C1 controls (U+0080–U+009F) are not text a key types.
            if (0x80...0x9F).contains(scalar.value) { return .unknown(bytes, index..<(index + length)) }
            return .key(.character(Character(scalar)), length: length)
        case .incomplete:
            guard flushing else { return .incomplete }
            return .key(.character("\u{FFFD}"), length: bytes.count - index)
        case .invalid(let length):
            return .key(.character("\u{FFFD}"), length: length)
        }
    }

    /// The key a single C0 control byte or DEL stands for; nil for ESC and printable bytes.
    static func controlKey(_ byte: UInt8) -> KeyEvent? {
        switch byte {
        case 0x00: return KeyEvent(.character(" "), modifiers: .ctrl)  // NUL: Ctrl+Space (also Ctrl+@)
        case 0x08: return KeyEvent(.backspace, modifiers: .ctrl)  // BS: Ctrl+Backspace, Ctrl+H
        case 0x09: return KeyEvent(.tab)  // HT: Tab (also Ctrl+I)
        case 0x0D: return KeyEvent(.enter)  // CR: Enter (also Ctrl+M)
        case 0x01...0x1A:  // Ctrl+A … Ctrl+Z (0x0A is Ctrl+J)
            return KeyEvent(.character(Character(Unicode.Scalar(byte + 0x60))), modifiers: .ctrl)
        case 0x1C...0x1F:  // Ctrl+\ Ctrl+] Ctrl+^ Ctrl+_
            return KeyEvent(.character(Character(Unicode.Scalar(byte + 0x40))), modifiers: .ctrl)
        case 0x7F: return KeyEvent(.backspace)  // DEL: Backspace
        default: return nil
        }
    }

    /// A sequence that starts with ESC at `index`: a CSI or SS3 sequence, a string, Alt plus a
    /// key, or Escape itself.
    static func escapeStep(_ bytes: [UInt8], at index: Int, flushing: Bool) -> DecodeStep {
        guard index + 1 < bytes.count else {
            return flushing ? .key(.escape, length: 1) : .incomplete
        }
        switch bytes[index + 1] {
        case 0x5B:  // ESC [ : CSI
            return controlSequenceStep(bytes, at: index, flushing: flushing)
        case 0x4F:  // ESC O : SS3
            return singleShiftStep(bytes, at: index, flushing: flushing)
        case 0x50, 0x5D, 0x5F, 0x5E, 0x58:  // ESC P, ESC ], ESC _, ESC ^, ESC X: DCS, OSC, APC, PM, SOS
            return stringStep(bytes, at: index, flushing: flushing)
        case 0x1B:
            return doubleEscapeStep(bytes, at: index, flushing: flushing)
        default:
            // ESC then a key: that key with Alt (xterm's metaSendsEscape, tmux, rxvt). ESC then
            // invalid UTF-8 is Escape, then the replacement character.
            if case .invalid = UTF8Scan.scan(bytes, at: index + 1) { return .key(.escape, length: 1) }
            let key = textStep(bytes, at: index + 1, flushing: false)
            if key == .incomplete { return flushing ? .key(.escape, length: 1) : .incomplete }
            return key.withAltPrefix() ?? .key(.escape, length: 1)
        }
    }

    /// `ESC ESC …` at `index`: Alt plus a CSI or SS3 key (`ESC ESC [A` is Alt+Up, as rxvt and
    /// xterm send it), or else Alt+Escape.
    static func doubleEscapeStep(_ bytes: [UInt8], at index: Int, flushing: Bool) -> DecodeStep {
        guard index + 2 < bytes.count else {
            return flushing ? .key(.escape, .alt, length: 2) : .incomplete
        }
        let third = bytes[index + 2]
        guard third == 0x5B || third == 0x4F else { return .key(.escape, .alt, length: 2) }
        let inner =
            third == 0x5B
            ? controlSequenceStep(bytes, at: index + 1, flushing: false)
            : singleShiftStep(bytes, at: index + 1, flushing: false)
        if inner == .incomplete {
            guard flushing else { return .incomplete }
            // `ESC ESC [` alone is Alt+Escape then `[`; a longer fragment is Escape then the
            // fragment, reported on its own.
            return bytes.count - index == 3 ? .key(.escape, .alt, length: 2) : .key(.escape, length: 1)
        }
        // A paste start, mouse report or unknown sequence after ESC is not Alt+anything: the
        // first ESC is Escape, and the sequence is decoded next.
        return inner.withAltPrefix() ?? .key(.escape, length: 1)
    }

    /// `ESC P`, `ESC ]`, `ESC _`, `ESC ^` or `ESC X` at `index`: a string up to BEL or ST
    /// (`ESC \`), as terminals send in reply to queries (OSC 11 colours, XTVERSION, kitty
    /// graphics). One unknown event; Alt plus the letter if cut short by another sequence
    /// straight away, or when the deadline comes first.
    static func stringStep(_ bytes: [UInt8], at index: Int, flushing: Bool) -> DecodeStep {
        let introducer = Character(Unicode.Scalar(bytes[index + 1]))
        var cursor = index + 2
        while cursor < bytes.count {
            let byte = bytes[cursor]
            if byte == 0x07 {  // BEL ends an OSC (xterm); accepted for every string
                return .unknown(bytes, index..<(cursor + 1))
            }
            if byte == 0x1B {
                guard cursor + 1 < bytes.count else { break }
                if bytes[cursor + 1] == 0x5C {  // ESC \ : ST, the string terminator
                    return .unknown(bytes, index..<(cursor + 2))
                }
                // Another escape sequence cancels the string (ECMA-48 §5.6).
                if cursor == index + 2 { return .key(.character(introducer), .alt, length: 2) }
                return .unknown(bytes, index..<cursor)
            }
            cursor += 1
            if cursor - index >= maximumStringLength { return .unknown(bytes, index..<cursor) }
        }
        return flushing ? .key(.character(introducer), .alt, length: 2) : .incomplete
    }

    /// The longest string (OSC, DCS, …) kept whole; a longer one is cut into unknown events.
    static let maximumStringLength = 1 << 16
}
