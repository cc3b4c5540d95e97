import SelectionTerminal

/// Maps keys to a control's intents, and produces the help line from the same bindings, so
/// rebinding a key changes what the help says and nothing else.
///
/// ```swift
/// var keys = KeyMap.dropDown
/// keys.bind(KeyEvent(.character("j")), to: .list(.moveDown))   // j now moves down as well
/// keys.intent(for: KeyEvent(.character("j")))                  // .list(.moveDown)
/// keys.helpItems.map(\.text)                               // ["↑/↓ move", "enter choose", ...]
/// ```
public struct KeyMap<Intent: Sendable & Hashable>: Sendable, Hashable {
    /// The bindings, in help-line order; when two bindings share a key the first wins.
    public var bindings: [KeyBinding<Intent>]

    /// Creates a key map.
    public init(_ bindings: [KeyBinding<Intent>]) {
        self.bindings = bindings
    }

    /// The intent `key` means, if any. A key reported as a repeat counts as a press; releases mean nothing.
    public func intent(for key: KeyEvent) -> Intent? {
        guard key.kind != .release else { return nil }
        var pressed = key
        pressed.kind = .press
        return bindings.first { $0.keys.contains(pressed) }?.intent
    }

    /// The keys bound to `intent`, in order.
    public func keys(for intent: Intent) -> [KeyEvent] {
        bindings.filter { $0.intent == intent }.flatMap(\.keys)
    }

    /// Adds `key` to `intent`'s binding (first among its keys, so the help shows it) and takes it
    /// away from any other intent.
    public mutating func bind(_ key: KeyEvent, to intent: Intent) {
        for index in bindings.indices { bindings[index].keys.removeAll { $0 == key } }
        if let index = bindings.firstIndex(where: { $0.intent == intent }) {
            bindings[index].keys.insert(key, at: 0)
        } else {
            bindings.append(KeyBinding([key], intent))
        }
    }

    /// Replaces every key of `intent` with `keys`, taking them away from other intents.
    public mutating func rebind(_ intent: Intent, to keys: [KeyEvent]) {
        for index in bindings.indices {
            bindings[index].keys.removeAll { keys.contains($0) }
            if bindings[index].intent == intent { bindings[index].keys = keys }
        }
        if !bindings.contains(where: { $0.intent == intent }) { bindings.append(KeyBinding(keys, intent)) }
    }

    /// Removes `key` from every binding.
    public mutating func unbind(_ key: KeyEvent) {
        for index in bindings.indices { bindings[index].keys.removeAll { $0 == key } }
    }

    /// This key map with the help-line words of some intents changed; an intent given a word
    /// joins the help line.
    ///
    /// ```swift
    /// let keys = KeyMap.dropDown.withHelp([.toggle: "check", .commit: "done"])
    /// ```
    public func withHelp(_ words: [Intent: String]) -> KeyMap {
        var copy = self
        for index in copy.bindings.indices {
            if let word = words[copy.bindings[index].intent] { copy.bindings[index].help = word }
        }
        return copy
    }

    /// This key map with `intent`'s binding moved just before `other`'s, for the help line's order.
    public func moving(_ intent: Intent, before other: Intent) -> KeyMap {
        var copy = self
        guard let from = copy.bindings.firstIndex(where: { $0.intent == intent }),
            copy.bindings.contains(where: { $0.intent == other })
        else { return copy }
        let binding = copy.bindings.remove(at: from)
        let to = copy.bindings.firstIndex { $0.intent == other } ?? copy.bindings.endIndex
        copy.bindings.insert(binding, at: to)
        return copy
    }

    /// The help line's items: for each binding with a help word and at least one key, its key
    /// names and the word. Bindings with the same help word are joined (`↑/↓ move`).
    public var helpItems: [HelpItem] {
        var items: [HelpItem] = []
        for binding in bindings {
            guard let help = binding.help, let key = binding.keys.first else { continue }
            let name = KeyName.short(key)
            if let index = items.firstIndex(where: { $0.action == help }) {
                if !items[index].keys.contains(name) { items[index].keys.append(name) }
            } else {
                items.append(HelpItem(keys: [name], action: help))
            }
        }
        return items
    }
}

/// One item of a help line: key names and what they do.
public struct HelpItem: Sendable, Hashable {
    /// The key names, shown joined by `/`.
    public var keys: [String]
    /// What the keys do.
    public var action: String

    /// Creates an item.
    public init(keys: [String], action: String) {
        self.keys = keys
        self.action = action
    }

    /// `↑/↓ move`.
    public var text: String { keys.joined(separator: "/") + " " + action }
}
