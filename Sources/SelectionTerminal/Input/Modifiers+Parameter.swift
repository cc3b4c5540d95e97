extension Modifiers {
    /// The modifiers encoded in a terminal's modifier parameter (1 + bit field), or none when
    /// the parameter is absent or out of range.
    ///
    /// Shift 1, Alt 2 and Ctrl 4 are common to xterm and kitty. Bit 8 is Meta in xterm's
    /// legacy sequences (`isKittyProtocol == false`) and Super in kitty's `CSI … u`; kitty's
    /// Hyper 16 and Meta 32 are read in both. Caps Lock (64) and Num Lock (128) are dropped.
    init(parameter: Int?, isKittyProtocol: Bool) {
        self = []
        guard let parameter, parameter > 1, parameter <= 256 else { return }
        let bits = parameter - 1
        if bits & 1 != 0 { insert(.shift) }
        if bits & 2 != 0 { insert(.alt) }
        if bits & 4 != 0 { insert(.ctrl) }
        if bits & 8 != 0 { insert(isKittyProtocol ? .super : .meta) }
        if bits & 16 != 0 { insert(.hyper) }
        if bits & 32 != 0 { insert(.meta) }
    }
}

extension KeyEvent.Kind {
    /// The kitty keyboard protocol's event type sub-parameter: 1 (or absent) press, 2 repeat,
    /// 3 release; nil for any other value.
    init?(eventType: Int?) {
        switch eventType {
        case nil, 1: self = .press
        case 2: self = .repeat
        case 3: self = .release
        default: return nil
        }
    }
}
