/// What the decoder makes of the bytes at the front of its buffer: one step of decoding.
enum DecodeStep: Equatable {
    /// The bytes may be the start of a longer sequence: wait for more, or for the deadline.
    case incomplete
    /// `length` bytes (at least one) form `event`.
    case event(TerminalEvent, length: Int)
    /// `length` bytes (at least one) form a sequence that reports nothing (a stray paste end,
    /// a wheel release).
    case ignored(length: Int)
    /// `length` bytes are `CSI 200 ~`: what follows is pasted text up to `CSI 201 ~`.
    case pasteStart(length: Int)

    /// A key event of `length` bytes.
    static func key(_ key: Key, _ modifiers: Modifiers = [], length: Int) -> DecodeStep {
        .event(.key(KeyEvent(key, modifiers: modifiers)), length: length)
    }

    /// Bytes `range` of `bytes` as an unknown event.
    static func unknown(_ bytes: [UInt8], _ range: Range<Int>) -> DecodeStep {
        .event(.unknown(Array(bytes[range])), length: range.count)
    }

    /// This step with Alt added when it is a key event, else nil; one byte longer for the Esc
    /// prefix that meant Alt.
    func withAltPrefix() -> DecodeStep? {
        guard case .event(.key(var key), let length) = self else { return nil }
        key.modifiers.insert(.alt)
        return .event(.key(key), length: length + 1)
    }

    /// This step with `modifiers` added when it is a key event.
    func adding(_ modifiers: Modifiers) -> DecodeStep {
        guard case .event(.key(var key), let length) = self else { return self }
        key.modifiers.formUnion(modifiers)
        return .event(.key(key), length: length)
    }
}
