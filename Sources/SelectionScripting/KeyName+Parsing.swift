import SelectionTerminal
import SelectionUI

extension KeyName {
    /// The key events a key name of fzf's means (`man fzf`, AVAILABLE KEYS), as this package's
    /// decoder reports them: `ctrl-a`, `alt-x`, `alt-X`, `f1`…`f12`, `enter` (`return`, `ctrl-m`),
    /// `space`, `backspace` (`bspace`, `bs`), `tab` (`ctrl-i`), `shift-tab` (`btab`), `esc`,
    /// `delete` (`del`), `up`, `down`, `left`, `right`, `home`, `end`, `insert`, `page-up`
    /// (`pgup`), `page-down` (`pgdn`), `ctrl-`/`alt-`/`shift-` combinations of the named keys,
    /// `ctrl-space`, `ctrl-\`, `ctrl-]`, `ctrl-^` (`ctrl-6`), `ctrl-/` (`ctrl-_`), and any single
    /// character. Names are case-insensitive except the character after `alt-` and a single character.
    ///
    /// Some names mean more than one event, because terminals differ: `ctrl-h` is what a
    /// terminal sends for Ctrl+H (0x08, reported as Ctrl+Backspace) and Ctrl+H itself as the
    /// kitty protocol reports it.
    ///
    /// ```swift
    /// try KeyName.events(named: "ctrl-a")     // [ctrl+a]
    /// try KeyName.events(named: "btab")       // [shift+tab]
    /// try KeyName.events(named: "ctrl-blah")  // throws: unknown key 'ctrl-blah'
    /// ```
    ///
    /// - Throws: ``KeyNameError`` naming the key: unknown, or one of fzf's mouse and event names
    ///   that a key map cannot hold.
    package static func events(named name: String) throws(KeyNameError) -> [KeyEvent] {
        if name.count == 1, let character = name.first {
            return [KeyEvent(.character(character))]
        }
        let lowered = name.lowercased()
        if let events = namedKeys[lowered] { return events }
        // alt-<any single character>, case kept.
        if lowered.hasPrefix("alt-"), name.count == 5, let character = name.last {
            return [KeyEvent(.character(character), modifiers: .alt)]
        }
        // ctrl-alt-<letter>.
        if lowered.hasPrefix("ctrl-alt-"), lowered.count == 10, let letter = lowered.last, letter.isASCII, letter.isLetter {
            return letter == "h"
                ? [KeyEvent(.backspace, modifiers: [.ctrl, .alt]), KeyEvent(.character("h"), modifiers: [.ctrl, .alt])]
                : [KeyEvent(.character(letter), modifiers: [.ctrl, .alt])]
        }
        // ctrl-<letter>.
        if lowered.hasPrefix("ctrl-"), lowered.count == 6, let letter = lowered.last, letter.isASCII, letter.isLetter {
            return controlLetter(letter)
        }
        // f1…f12 (this decoder reports up to F35; fzf names F1 to F12).
        if lowered.hasPrefix("f"), let number = Int(lowered.dropFirst()), (1...12).contains(number) {
            return [KeyEvent(.function(number))]
        }
        if let modified = modifiedKey(lowered) { return modified }
        if unsupportedNames.contains(lowered) || lowered.hasSuffix("-click") || lowered.hasSuffix("scroll-up")
            || lowered.hasSuffix("scroll-down")
        {
            throw .unsupported(name)
        }
        throw .unknown(name)
    }

    /// The key events for every name of a comma-separated list (`--expect ctrl-x,alt-y`), each
    /// with the name as written. A comma can be named as a key only as the list's last item
    /// (`ctrl-x,,`), as in fzf.
    package static func events(namedIn list: String) throws(KeyNameError) -> [(name: String, events: [KeyEvent])] {
        var names = list.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        if list.hasSuffix(",,") {
            names.removeLast(2)
            names.append(",")
        }
        var result: [(name: String, events: [KeyEvent])] = []
        for name in names {
            guard !name.isEmpty else { throw .unknown(name) }
            result.append((name, try events(named: name)))
        }
        return result
    }

    private static func controlLetter(_ letter: Character) -> [KeyEvent] {
        switch letter {
        // The decoder reports 0x08 as Ctrl+Backspace, 0x09 as Tab and 0x0D as Enter.
        case "h": [KeyEvent(.backspace, modifiers: .ctrl), KeyEvent(.character("h"), modifiers: .ctrl)]
        case "i": [KeyEvent(.tab), KeyEvent(.character("i"), modifiers: .ctrl)]
        case "m": [KeyEvent(.enter), KeyEvent(.character("m"), modifiers: .ctrl)]
        default: [KeyEvent(.character(letter), modifiers: .ctrl)]
        }
    }

    /// `ctrl-`, `alt-` and `shift-` (in any combination, fzf writes them in that order) before a named key.
    private static func modifiedKey(_ lowered: String) -> [KeyEvent]? {
        var rest = Substring(lowered)
        var modifiers: Modifiers = []
        for (prefix, modifier) in [("ctrl-", Modifiers.ctrl), ("alt-", .alt), ("shift-", .shift)] where rest.hasPrefix(prefix) {
            rest = rest.dropFirst(prefix.count)
            modifiers.insert(modifier)
        }
        guard !modifiers.isEmpty, let base = baseKeys[String(rest)] else { return nil }
        return [KeyEvent(base, modifiers: modifiers)]
    }

    /// Keys that take modifiers, by fzf's names.
    private static let baseKeys: [String: Key] = [
        "up": .up, "down": .down, "left": .left, "right": .right, "home": .home, "end": .end,
        "delete": .delete, "del": .delete, "page-up": .pageUp, "pgup": .pageUp, "page-down": .pageDown, "pgdn": .pageDown,
        "backspace": .backspace, "bspace": .backspace, "bs": .backspace, "enter": .enter, "return": .enter,
        "space": .character(" "), "tab": .tab, "insert": .insert,
    ]

    /// Names that are one key (or a few spellings of one).
    private static let namedKeys: [String: [KeyEvent]] = {
        var keys: [String: [KeyEvent]] = [:]
        for (name, key) in baseKeys { keys[name] = [KeyEvent(key)] }
        keys["esc"] = [KeyEvent(.escape)]
        keys["escape"] = [KeyEvent(.escape)]
        keys["shift-tab"] = [KeyEvent(.tab, modifiers: .shift)]
        keys["btab"] = [KeyEvent(.tab, modifiers: .shift)]
        keys["ctrl-space"] = [KeyEvent(.character(" "), modifiers: .ctrl)]
        keys["ctrl-\\"] = [KeyEvent(.character("\\"), modifiers: .ctrl)]
        keys["ctrl-]"] = [KeyEvent(.character("]"), modifiers: .ctrl)]
        keys["ctrl-^"] = [KeyEvent(.character("^"), modifiers: .ctrl)]
        keys["ctrl-6"] = [KeyEvent(.character("^"), modifiers: .ctrl)]
        // Terminals send 0x1F for Ctrl+/ and Ctrl+_ alike; the kitty protocol says which.
        keys["ctrl-/"] = [KeyEvent(.character("_"), modifiers: .ctrl), KeyEvent(.character("/"), modifiers: .ctrl)]
        keys["ctrl-_"] = [KeyEvent(.character("_"), modifiers: .ctrl), KeyEvent(.character("/"), modifiers: .ctrl)]
        keys["ctrl-["] = [KeyEvent(.escape)]
        return keys
    }()

    /// fzf's names for mouse gestures and events, which a key map does not hold.
    private static let unsupportedNames: Set<String> = [
        "start", "load", "resize", "result", "change", "focus", "multi", "one", "zero", "backward-eof", "jump",
        "jump-cancel", "click-header", "click-footer",
    ]
}

/// Why a key name was refused; the description names it, sanitised.
package enum KeyNameError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Not a key name at all.
    case unknown(String)
    /// One of fzf's mouse or event names, which sel does not bind.
    case unsupported(String)

    /// `unknown key 'ctrl-blah'`, `'left-click' is not supported (sel binds keys only)`.
    package var description: String {
        switch self {
        case .unknown(let name): "unknown key '\(Sanitiser.sanitise(name))'"
        case .unsupported(let name): "'\(Sanitiser.sanitise(name))' is not supported (sel binds keys, not mouse gestures or events)"
        }
    }
}
