import SelectionTerminal

/// Short names of keys for help lines: `↑`, `enter`, `esc`, `ctrl+c`, `space`, `x`.
package enum KeyName {
    /// The short name of `key` with its modifiers.
    package static func short(_ key: KeyEvent) -> String {
        let base: String
        switch key.key {
        case .up: base = "↑"
        case .down: base = "↓"
        case .left: base = "←"
        case .right: base = "→"
        case .enter: base = "enter"
        case .escape: base = "esc"
        case .tab: base = "tab"
        case .backspace: base = "bksp"
        case .pageUp: base = "pgup"
        case .pageDown: base = "pgdn"
        case .home: base = "home"
        case .end: base = "end"
        case .delete: base = "del"
        case .character(" "): base = "space"
        case .character(let character): base = Sanitised.character(character)
        default: base = key.key.description
        }
        let modifiers = key.modifiers.description
        return modifiers.isEmpty ? base : modifiers + "+" + base
    }
}

/// Untrusted characters made safe for a help line.
enum Sanitised {
    static func character(_ character: Character) -> String {
        Sanitiser.sanitise(String(character))
    }
}
