/// A key on the keyboard, as far as a terminal can tell.
///
/// Text keys are ``character(_:)``: one event per Unicode scalar typed, already shifted (`"A"`,
/// not Shift+`"a"`). Space is `.character(" ")`. Control bytes arrive as Ctrl plus the character
/// (0x01 is Ctrl+`"a"`), except those that are keys of their own: ``enter`` (0x0D), ``tab``
/// (0x09), ``backspace`` (0x7F; 0x08 is Ctrl+``backspace``), ``escape`` (0x1B alone).
///
/// ```swift
/// switch event.key {
/// case .down, .character("j"): list.send(.moveDown)
/// case .enter: list.send(.chooseHighlighted)
/// default: break
/// }
/// ```
public enum Key: Sendable, Hashable {
    /// A key that types text: a letter, digit, symbol, space, or any Unicode character.
    case character(Character)
    /// Enter (Return), also the keypad's Enter.
    case enter
    /// Tab; Shift+Tab is ``tab`` with ``Modifiers/shift``.
    case tab
    /// Backspace (the key that deletes backwards).
    case backspace
    /// Escape, reported once no sequence follows it within the decoder's escape timeout.
    case escape
    /// The up arrow.
    case up
    /// The down arrow.
    case down
    /// The left arrow.
    case left
    /// The right arrow.
    case right
    /// Home.
    case home
    /// End.
    case end
    /// Page Up.
    case pageUp
    /// Page Down.
    case pageDown
    /// Insert.
    case insert
    /// Delete (forward delete).
    case delete
    /// The keypad's centre key (5 with Num Lock off), which some terminals report.
    case begin
    /// A function key, F1 to F35 (`.function(5)` is F5).
    case function(Int)
    /// Print Screen (kitty keyboard protocol only).
    case printScreen
    /// Pause (kitty keyboard protocol only).
    case pause
    /// The Menu (context menu) key (kitty keyboard protocol only).
    case menu
    /// Caps Lock pressed as a key (kitty keyboard protocol only).
    case capsLock
    /// Scroll Lock pressed as a key (kitty keyboard protocol only).
    case scrollLock
    /// Num Lock pressed as a key (kitty keyboard protocol only).
    case numLock
}

extension Key: CustomStringConvertible {
    /// A short lowercase name: `enter`, `pageup`, `f5`; a character is quoted (`"é"`, `" "`).
    ///
    /// In a ``KeyEvent`` with modifiers the character is shown bare (`ctrl+a`); see
    /// ``KeyEvent/description``.
    public var description: String {
        switch self {
        case .character(let character): return Self.quoted(character)
        case .enter: return "enter"
        case .tab: return "tab"
        case .backspace: return "backspace"
        case .escape: return "escape"
        case .up: return "up"
        case .down: return "down"
        case .left: return "left"
        case .right: return "right"
        case .home: return "home"
        case .end: return "end"
        case .pageUp: return "pageup"
        case .pageDown: return "pagedown"
        case .insert: return "insert"
        case .delete: return "delete"
        case .begin: return "begin"
        case .function(let number): return "f\(number)"
        case .printScreen: return "printscreen"
        case .pause: return "pause"
        case .menu: return "menu"
        case .capsLock: return "capslock"
        case .scrollLock: return "scrolllock"
        case .numLock: return "numlock"
        }
    }

    /// `character` between double quotes, with `"` and `\` escaped and control scalars shown
    /// as `\u{…}`, so that no description carries a raw control character to a terminal.
    static func quoted(_ character: Character) -> String {
        var text = "\""
        for scalar in character.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            default:
                if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) {
                    text += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    text.unicodeScalars.append(scalar)
                }
            }
        }
        return text + "\""
    }
}
