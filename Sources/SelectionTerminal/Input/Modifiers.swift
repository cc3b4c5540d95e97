/// The modifier keys held during a key press or a mouse event.
///
/// Terminals report modifiers as a parameter equal to one plus a bit field (`CSI 1;5C` is
/// Ctrl+Right: 5 = 1 + 4). The bits follow xterm for Shift, Alt and Ctrl; bit 8 is Meta in
/// xterm's legacy sequences and Super in the kitty keyboard protocol (`CSI … u`), which also
/// has Hyper (16) and Meta (32). Caps Lock and Num Lock are never reported as modifiers, so a
/// key binding matches whatever the lock state.
///
/// ```swift
/// if key == KeyEvent(.end, modifiers: .ctrl) { list.send(.moveToLast) }
/// ```
public struct Modifiers: OptionSet, Sendable, Hashable {
    /// The raw bit field; the bit values are this type's own, not a terminal's.
    public var rawValue: UInt8

    /// Creates a set from its raw bit field.
    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// The Shift key.
    public static let shift = Modifiers(rawValue: 1 << 0)
    /// The Alt (Option) key, also reported by terminals as an Esc prefix (`ESC x` is Alt+x).
    public static let alt = Modifiers(rawValue: 1 << 1)
    /// The Control key.
    public static let ctrl = Modifiers(rawValue: 1 << 2)
    /// The Meta key (xterm's modifier bit 8, kitty's bit 32).
    public static let meta = Modifiers(rawValue: 1 << 3)
    /// The Super key (Windows, Command), reported only by the kitty keyboard protocol.
    public static let `super` = Modifiers(rawValue: 1 << 4)
    /// The Hyper key, reported only by the kitty keyboard protocol.
    public static let hyper = Modifiers(rawValue: 1 << 5)
}

extension Modifiers: CustomStringConvertible {
    /// The names joined by `+`, in the order ctrl, alt, shift, super, hyper, meta: `ctrl+shift`;
    /// empty for no modifier.
    public var description: String {
        var names: [String] = []
        if contains(.ctrl) { names.append("ctrl") }
        if contains(.alt) { names.append("alt") }
        if contains(.shift) { names.append("shift") }
        if contains(.super) { names.append("super") }
        if contains(.hyper) { names.append("hyper") }
        if contains(.meta) { names.append("meta") }
        return names.joined(separator: "+")
    }
}
