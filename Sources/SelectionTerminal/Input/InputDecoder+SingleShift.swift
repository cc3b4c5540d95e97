extension InputDecoder {
    /// The most parameter bytes read between `ESC O` and its final byte.
    static let maximumSingleShiftParameters = 8

    /// `ESC O …` at `index`: SS3, the keys in application cursor and keypad modes.
    ///
    /// `ESC O A`…`D` are arrows, `H`/`F` Home/End, `P`…`S` F1–F4, `M` keypad Enter, `j`…`y`
    /// and `X` the keypad's symbols and digits; rxvt's `ESC O a`…`d` are Ctrl+arrows. Some
    /// terminals put a modifier before the final byte (`ESC O 5 C`, `ESC O 1 ; 5 C`).
    static func singleShiftStep(_ bytes: [UInt8], at index: Int, flushing: Bool) -> DecodeStep {
        let start = index + 2
        var cursor = start
        while cursor < bytes.count, cursor - start < maximumSingleShiftParameters,
            (0x30...0x3B).contains(bytes[cursor])  // digits, ':' and ';'
        {
            cursor += 1
        }
        guard cursor < bytes.count else {
            guard flushing else { return .incomplete }
            return cursor == start ? .key(.character("O"), .alt, length: 2) : .unknown(bytes, index..<bytes.count)
        }
        let final = bytes[cursor]
        guard (0x20...0x7E).contains(final) else {
            // `ESC O` then a control or non-ASCII byte: Alt+O, then that key.
            return cursor == start ? .key(.character("O"), .alt, length: 2) : .unknown(bytes, index..<cursor)
        }
        let length = cursor + 1 - index
        guard let (key, implied) = singleShiftKey(final) else { return .unknown(bytes, index..<(cursor + 1)) }
        let parameters = ControlSequence(bytes[start..<cursor], final: final)
        let modifier = parameters.parameters.last.flatMap { $0.first ?? nil }
        let modifiers = Modifiers(parameter: modifier, isKittyProtocol: false).union(implied)
        return .key(key, modifiers, length: length)
    }

    /// The key for the final byte of `ESC O final`, with any modifier it implies.
    static func singleShiftKey(_ final: UInt8) -> (Key, Modifiers)? {
        switch final {
        case 0x41: return (.up, [])  // SS3 A
        case 0x42: return (.down, [])  // SS3 B
        case 0x43: return (.right, [])  // SS3 C
        case 0x44: return (.left, [])  // SS3 D
        case 0x45: return (.begin, [])  // SS3 E: keypad 5
        case 0x46: return (.end, [])  // SS3 F
        case 0x48: return (.home, [])  // SS3 H
        case 0x49: return (.tab, [])  // SS3 I: keypad Tab
        case 0x4D: return (.enter, [])  // SS3 M: keypad Enter
        case 0x50...0x53: return (.function(Int(final - 0x4F)), [])  // SS3 P…S: F1–F4
        case 0x58: return (.character("="), [])  // SS3 X: keypad =
        case 0x20: return (.character(" "), [])  // SS3 space: keypad space
        case 0x61: return (.up, .ctrl)  // SS3 a…d: rxvt Ctrl+arrows
        case 0x62: return (.down, .ctrl)
        case 0x63: return (.right, .ctrl)
        case 0x64: return (.left, .ctrl)
        case 0x6A...0x79:  // SS3 j…y: keypad * + , - . / 0–9
            return (.character(Character(Unicode.Scalar(final - 0x6A + 0x2A))), [])
        default: return nil
        }
    }
}
