extension InputDecoder {
    /// The longest CSI sequence decoded as one; a longer one is cut off as an unknown event.
    static let maximumControlSequenceLength = 1024

    /// `ESC [ …` at `index`.
    ///
    /// Parameter bytes (0x30–0x3F) and intermediate bytes (0x20–0x2F) run up to a final byte
    /// (0x40–0x7E). Any other byte ends the sequence early: the bytes before it are one
    /// unknown event and decoding resumes at that byte, so garbage never swallows the keys
    /// after it. Three forms break the grammar and are recognised first: the Linux console's
    /// `ESC [ [ A`…`E` (F1–F5), the X10 mouse report `ESC [ M` plus three bytes, and rxvt's
    /// Shift forms that end in `$` (`ESC [ 2 $` is Shift+Insert).
    static func controlSequenceStep(_ bytes: [UInt8], at index: Int, flushing: Bool) -> DecodeStep {
        let start = index + 2
        guard start < bytes.count else {
            return flushing ? .key(.character("["), .alt, length: 2) : .incomplete
        }
        switch bytes[start] {
        case 0x5B:  // ESC [ [ : Linux console F1–F5
            guard start + 1 < bytes.count else {
                return flushing ? .unknown(bytes, index..<bytes.count) : .incomplete
            }
            let letter = bytes[start + 1]
            if (0x41...0x45).contains(letter) { return .key(.function(Int(letter - 0x40)), length: 4) }
            if (0x40...0x7E).contains(letter) { return .unknown(bytes, index..<(index + 4)) }
            return .unknown(bytes, index..<(index + 3))
        case 0x4D:  // ESC [ M Cb Cx Cy : X10 mouse
            guard start + 3 < bytes.count else {
                return flushing ? .unknown(bytes, index..<bytes.count) : .incomplete
            }
            return x10MouseStep(bytes, at: index)
        default:
            break
        }
        var cursor = start
        while cursor < bytes.count {
            let byte = bytes[cursor]
            switch byte {
            case 0x30...0x3F:  // parameter byte
                break
            case 0x20...0x2F:  // intermediate byte
                if byte == 0x24, isRxvtShiftForm(bytes[start..<cursor]) {
                    let sequence = ControlSequence(bytes[start..<cursor], final: byte)
                    return tildeStep(sequence, length: cursor + 1 - index) ?? .unknown(bytes, index..<(cursor + 1))
                }
            case 0x40...0x7E:  // final byte
                let sequence = ControlSequence(bytes[start..<cursor], final: byte)
                return interpret(sequence, bytes: bytes, range: index..<(cursor + 1))
            default:
                // Not part of any control sequence: `ESC [` then a key is Alt+[ then that key.
                if cursor == start { return .key(.character("["), .alt, length: 2) }
                return .unknown(bytes, index..<cursor)
            }
            cursor += 1
            if cursor - index >= maximumControlSequenceLength { return .unknown(bytes, index..<cursor) }
        }
        return flushing ? .unknown(bytes, index..<bytes.count) : .incomplete
    }

    /// True for rxvt's `ESC [ number $` (Shift plus the key of `number`): a lone number and
    /// nothing else before the `$`, which is otherwise an intermediate byte (as in DECRQM
    /// replies `CSI ? 2026 ; 2 $ y`, which always have a `;`).
    static func isRxvtShiftForm(_ parameters: ArraySlice<UInt8>) -> Bool {
        !parameters.isEmpty && parameters.allSatisfy { (0x30...0x39).contains($0) }
    }

    /// What a complete CSI sequence means, spanning `range` of `bytes`.
    static func interpret(_ sequence: ControlSequence, bytes: [UInt8], range: Range<Int>) -> DecodeStep {
        let unknown = DecodeStep.unknown(bytes, range)
        let length = range.count
        if sequence.marker == 0x3C, sequence.final == 0x4D || sequence.final == 0x6D, !sequence.isMalformed,
            sequence.intermediates.isEmpty
        {
            return sgrMouseStep(sequence, length: length) ?? unknown
        }
        guard sequence.marker == nil, !sequence.isMalformed, sequence.intermediates.isEmpty else { return unknown }
        let step: DecodeStep?
        switch sequence.final {
        case 0x41: step = cursorKeyStep(.up, sequence, length: length)  // CSI A
        case 0x42: step = cursorKeyStep(.down, sequence, length: length)  // CSI B
        case 0x43: step = cursorKeyStep(.right, sequence, length: length)  // CSI C
        case 0x44: step = cursorKeyStep(.left, sequence, length: length)  // CSI D
        case 0x45, 0x47: step = cursorKeyStep(.begin, sequence, length: length)  // CSI E (xterm), CSI G (Linux console)
        case 0x46: step = cursorKeyStep(.end, sequence, length: length)  // CSI F
        case 0x48: step = cursorKeyStep(.home, sequence, length: length)  // CSI H
        case 0x50: step = cursorKeyStep(.function(1), sequence, length: length)  // CSI P (kitty, xterm with modifiers)
        case 0x51: step = cursorKeyStep(.function(2), sequence, length: length)  // CSI Q
        case 0x52:  // CSI R: F3 bare; with parameters a cursor position report
            step = sequence.parameters.isEmpty ? .key(.function(3), length: length) : nil
        case 0x53: step = cursorKeyStep(.function(4), sequence, length: length)  // CSI S
        case 0x5A:  // CSI Z: back tab, Shift+Tab
            step = cursorKeyStep(.tab, sequence, length: length).map { $0.adding(.shift) }
        case 0x49, 0x4F:  // CSI I, CSI O: focus in, out
            step = sequence.parameters.isEmpty ? .event(.focus(sequence.final == 0x49), length: length) : nil
        case 0x61, 0x62, 0x63, 0x64:  // CSI a…d: rxvt Shift+Up, Down, Right, Left
            let keys: [Key] = [.up, .down, .right, .left]
            step = sequence.parameters.isEmpty ? .key(keys[Int(sequence.final - 0x61)], .shift, length: length) : nil
        case 0x7E, 0x5E, 0x40:  // CSI n ~, rxvt's CSI n ^ (Ctrl) and CSI n @ (Ctrl+Shift)
            step = tildeStep(sequence, length: length)
        case 0x75:  // CSI … u: kitty keyboard protocol
            step = kittyKeyStep(sequence, length: length)
        case 0x4D:  // CSI Cb ; Cx ; Cy M: urxvt mouse (1015)
            step = urxvtMouseStep(sequence, length: length)
        default:
            step = nil
        }
        return step ?? unknown
    }

    /// `CSI A` or `CSI 1 ; modifiers A` (and the same with B…H, P, Q, S, Z): the key with the
    /// modifiers and, from kitty, the event type (`CSI 1 ; 1 : 3 A` releases Up).
    static func cursorKeyStep(_ key: Key, _ sequence: ControlSequence, length: Int) -> DecodeStep? {
        let parameters = sequence.parameters
        guard parameters.count <= 2 else { return nil }
        if let first = sequence.value(0), first != 1 { return nil }
        guard let kind = KeyEvent.Kind(eventType: sequence.value(1, sub: 1)) else { return nil }
        let modifiers = Modifiers(parameter: sequence.value(1), isKittyProtocol: false)
        return .event(.key(KeyEvent(key, modifiers: modifiers, kind: kind)), length: length)
    }

    /// `CSI n ~` with an optional modifier parameter (`CSI 3 ; 5 ~` is Ctrl+Delete), rxvt's
    /// `CSI n ^`, `CSI n @`, `CSI n $`, the paste markers 200 and 201, and xterm's
    /// modifyOtherKeys `CSI 27 ; modifiers ; code ~`.
    static func tildeStep(_ sequence: ControlSequence, length: Int) -> DecodeStep? {
        guard let number = sequence.value(0) else { return nil }
        let final = sequence.final
        if final == 0x7E {
            switch number {
            case 200 where sequence.parameters.count == 1: return .pasteStart(length: length)
            case 201 where sequence.parameters.count == 1: return .ignored(length: length)  // an end without a start
            case 27: return modifyOtherKeysStep(sequence, length: length)
            default: break
            }
        }
        guard let key = tildeKey(number) else { return nil }
        let modifiers: Modifiers
        var kind = KeyEvent.Kind.press
        switch final {
        case 0x7E:
            guard sequence.parameters.count <= 2, let eventKind = KeyEvent.Kind(eventType: sequence.value(1, sub: 1))
            else { return nil }
            modifiers = Modifiers(parameter: sequence.value(1), isKittyProtocol: false)
            kind = eventKind
        case 0x5E: modifiers = .ctrl
        case 0x40: modifiers = [.ctrl, .shift]
        default: modifiers = .shift  // `$`
        }
        guard final == 0x7E || sequence.parameters.count == 1 else { return nil }
        return .event(.key(KeyEvent(key, modifiers: modifiers, kind: kind)), length: length)
    }

    /// The key numbered `number` in `CSI number ~`: VT220 and xterm, rxvt (7, 8 and 11–15),
    /// the Linux console and tmux (1 and 4 for Home and End), kitty (57427 for keypad Begin).
    static func tildeKey(_ number: Int) -> Key? {
        switch number {
        case 1, 7: return .home
        case 2: return .insert
        case 3: return .delete
        case 4, 8: return .end
        case 5: return .pageUp
        case 6: return .pageDown
        case 11...15: return .function(number - 10)  // F1–F5
        case 17...21: return .function(number - 11)  // F6–F10
        case 23...26: return .function(number - 12)  // F11–F14
        case 28, 29: return .function(number - 13)  // F15, F16
        case 31...34: return .function(number - 14)  // F17–F20
        case 57427: return .begin
        default: return nil
        }
    }
}
