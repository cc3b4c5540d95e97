/// A key press: the key and the modifiers held with it.
///
/// Compare whole events to match a binding:
///
/// ```swift
/// if event == KeyEvent(.character("c"), modifiers: .ctrl) { throw CancellationError() }
/// ```
public struct KeyEvent: Sendable, Hashable {
    /// Whether the key went down, repeats while held, or was let go.
    ///
    /// Only the kitty keyboard protocol (with its "report event types" flag) tells these
    /// apart; every other report is a ``press``. The decoder reports ``release`` and ``repeat``
    /// only when `InputDecoder/reportsKeyReleases` is on; otherwise it drops releases and
    /// reports repeats as presses, as legacy terminals do.
    public enum Kind: Sendable, Hashable {
        /// The key went down.
        case press
        /// The key is held and auto-repeats.
        case `repeat`
        /// The key was let go.
        case release
    }

    /// The key.
    public var key: Key
    /// The modifiers held with it. For ``Key/character(_:)`` Shift is already applied to the
    /// character (`"A"` has no ``Modifiers/shift``) where the terminal says what it typed.
    public var modifiers: Modifiers
    /// Press, repeat or release.
    public var kind: Kind

    /// Creates a key event.
    ///
    /// - Parameters:
    ///   - key: the key.
    ///   - modifiers: the modifiers held; none by default.
    ///   - kind: press (the default), repeat or release.
    public init(_ key: Key, modifiers: Modifiers = [], kind: Kind = .press) {
        self.key = key
        self.modifiers = modifiers
        self.kind = kind
    }

    /// Creates a key event; the same as ``init(_:modifiers:kind:)`` with the key labelled.
    public init(key: Key, modifiers: Modifiers = [], kind: Kind = .press) {
        self.init(key, modifiers: modifiers, kind: kind)
    }
}

extension KeyEvent: CustomStringConvertible {
    /// The modifiers then the key, joined by `+`: `ctrl+right`, `shift+tab`, `alt+x`, `f5`.
    ///
    /// A character alone is quoted (`"é"`, `" "`); with modifiers it is bare (`ctrl+a`), except
    /// space (`ctrl+space`) and the characters `+`, `"` and `\`, which stay quoted
    /// (`alt+"+"`). Repeats and releases end in ` (repeat)` and ` (release)`.
    public var description: String {
        var text = modifiers.description
        if !text.isEmpty { text += "+" }
        switch key {
        case .character(let character) where !modifiers.isEmpty:
            if character == " " {
                text += "space"
            } else if character == "+" || character == "\"" || character == "\\"
                || character.unicodeScalars.contains(where: { $0.value < 0x21 || (0x7F...0x9F).contains($0.value) })
            {
                text += Key.quoted(character)
            } else {
                text.append(character)
            }
        default:
            text += key.description
        }
        switch kind {
        case .press: break
        case .repeat: text += " (repeat)"
        case .release: text += " (release)"
        }
        return text
    }
}
