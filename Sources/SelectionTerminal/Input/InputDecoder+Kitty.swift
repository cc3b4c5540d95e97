extension InputDecoder {
    /// The kitty keyboard protocol's `CSI code[:shifted[:base]] ; modifiers[:event] ; text u`.
    ///
    /// The key code is the unshifted key (97 for A) or a Private Use Area number for keys
    /// without text (57376 is F13). A character key with Shift becomes the shifted character
    /// without Shift — the reported text, else the shifted-key field, else the upper case of
    /// an ASCII letter — so `CSI 97 ; 2 u` reads as `"A"` just as the plain byte `A` does.
    /// Modifier-only and media keys, and codes that stand for no key, are unknown events.
    static func kittyKeyStep(_ sequence: ControlSequence, length: Int) -> DecodeStep? {
        guard sequence.parameters.count <= 3 else { return nil }
        var modifiers = Modifiers(parameter: sequence.value(1), isKittyProtocol: true)
        guard let kind = KeyEvent.Kind(eventType: sequence.value(1, sub: 1)) else { return nil }
        let text = sequence.parameters.count > 2 ? Self.text(from: sequence.parameters[2]) : nil
        let code = sequence.value(0) ?? 0
        var key: Key
        if code == 0 {
            // "No known key": the text alone says what was typed.
            guard let text else { return nil }
            key = .character(text)
            modifiers.remove(.shift)
        } else {
            guard let codeKey = kittyKey(code) else { return nil }
            key = codeKey
        }
        if case .character(let character) = key, code != 0, modifiers.contains(.shift) {
            let textModifiers: Modifiers = [.ctrl, .alt, .super, .hyper, .meta]
            if let text, modifiers.isDisjoint(with: textModifiers) {
                key = .character(text)
                modifiers.remove(.shift)
            } else if let shifted = sequence.value(0, sub: 1).flatMap(Self.printableCharacter) {
                key = .character(shifted)
                modifiers.remove(.shift)
            } else if let ascii = character.asciiValue, (0x61...0x7A).contains(ascii) {
                key = .character(Character(Unicode.Scalar(ascii - 0x20)))
                modifiers.remove(.shift)
            }
        } else if case .character = key, let text, code != 0, !modifiers.contains(.shift),
            modifiers.isDisjoint(with: [.ctrl, .alt, .super, .hyper, .meta])
        {
            // Text reported for an unmodified key (a layout or input method may type something
            // other than the key's own character).
            key = .character(text)
        }
        return .event(.key(KeyEvent(key, modifiers: modifiers, kind: kind)), length: length)
    }

    /// xterm's modifyOtherKeys `CSI 27 ; modifiers ; code ~` (also tmux's extended keys).
    ///
    /// xterm sends the code of the character after Shift (65 for Shift+A), so Shift is dropped
    /// from upper-case letters, which carry it already.
    static func modifyOtherKeysStep(_ sequence: ControlSequence, length: Int) -> DecodeStep? {
        guard sequence.parameters.count == 3, let code = sequence.value(2), var key = legacyKey(code) else {
            return nil
        }
        var modifiers = Modifiers(parameter: sequence.value(1), isKittyProtocol: false)
        if case .character(let character) = key, character.isUppercase {
            modifiers.remove(.shift)
            key = .character(character)
        }
        return .key(key, modifiers, length: length)
    }

    /// The key for a code shared by every protocol: C0 keys by their byte, else a character.
    static func legacyKey(_ code: Int) -> Key? {
        switch code {
        case 9: return .tab
        case 13: return .enter
        case 27: return .escape
        case 8, 127: return .backspace
        default: return printableCharacter(code).map(Key.character)
        }
    }

    /// The key for a kitty key code, including its functional keys; nil for modifier and
    /// media keys and for codes that are no key.
    static func kittyKey(_ code: Int) -> Key? {
        switch code {
        case 57358: return .capsLock
        case 57359: return .scrollLock
        case 57360: return .numLock
        case 57361: return .printScreen
        case 57362: return .pause
        case 57363: return .menu
        case 57376...57398: return .function(code - 57376 + 13)  // F13–F35
        case 57399...57408: return .character(Character(Unicode.Scalar(UInt8(code - 57399 + 0x30))))  // keypad 0–9
        case 57409: return .character(".")  // keypad decimal
        case 57410: return .character("/")
        case 57411: return .character("*")
        case 57412: return .character("-")
        case 57413: return .character("+")
        case 57414: return .enter  // keypad Enter
        case 57415: return .character("=")
        case 57416: return .character(",")  // keypad separator
        case 57417: return .left
        case 57418: return .right
        case 57419: return .up
        case 57420: return .down
        case 57421: return .pageUp
        case 57422: return .pageDown
        case 57423: return .home
        case 57424: return .end
        case 57425: return .insert
        case 57426: return .delete
        case 57427: return .begin
        case 57344...63743: return nil  // media keys, modifier keys, and the rest of the Private Use Area
        default: return legacyKey(code)
        }
    }

    /// The character for `code` if it is a Unicode scalar that types text (no C0 or C1
    /// control, no surrogate).
    static func printableCharacter(_ code: Int) -> Character? {
        guard code >= 0x20, code != 0x7F, !(0x80...0x9F).contains(code), code <= 0x10FFFF,
            let scalar = Unicode.Scalar(UInt32(code))
        else { return nil }
        return Character(scalar)
    }

    /// The text field of a kitty key report (code points separated by `:`), when it makes
    /// exactly one printable character.
    static func text(from field: [Int?]) -> Character? {
        var text = ""
        for code in field {
            guard let code, let character = printableCharacter(code) else { return nil }
            text.append(character)
        }
        guard text.count == 1, let character = text.first else { return nil }
        return character
    }
}
