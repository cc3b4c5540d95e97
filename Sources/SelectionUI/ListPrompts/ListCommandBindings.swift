import SelectionTerminal

/// Keys and moments bound to chains of ``ListCommand``s, looked up before a list prompt's key
/// map: a key bound here never reaches ``ListPromptConfiguration/keyMap``.
///
/// ```swift
/// var commands = ListCommandBindings()
/// commands.bind([KeyEvent(.character("r"), modifiers: .ctrl)], to: [.reload(command: "ls")], help: "reload")
/// commands.onStart = [.setPrompt("files> ")]
/// commands.onQueryChange = [.moveToFirst]
/// ```
public struct ListCommandBindings: Sendable, Hashable {
    /// One chain and the keys that run it.
    public struct Entry: Sendable, Hashable {
        /// The keys (a repeat counts as a press; releases mean nothing).
        public var keys: [KeyEvent]
        /// The commands, in order.
        public var commands: [ListCommand]
        /// The help line's word for it, shown after the first key's name; nil keeps it out of the
        /// help line.
        public var help: String?

        /// Creates an entry.
        public init(keys: [KeyEvent], commands: [ListCommand], help: String? = nil) {
            self.keys = keys
            self.commands = commands
            self.help = help
        }
    }

    /// The bindings, in the order given; a key bound again leaves its earlier entry.
    public private(set) var entries: [Entry] = []
    /// Run once, when the host starts the prompt (before the first frame).
    public var onStart: [ListCommand] = []
    /// Run each time the query changes.
    public var onQueryChange: [ListCommand] = []
    /// Run at the other moments fzf names (`load`, `focus`, `result`, …).
    package var onEvent: [ListEvent: [ListCommand]] = [:]
    /// How `transform` output is read, and fields cut.
    package var scripting = ListScripting()

    /// No bindings.
    public init() {}

    /// Binds `keys` to `commands` (an empty chain: the keys do nothing), replacing what they
    /// were bound to; `help` is the help line's word for it, shown with the first key's name.
    public mutating func bind(_ keys: [KeyEvent], to commands: [ListCommand], help: String? = nil) {
        bind(Entry(keys: keys, commands: commands, help: help))
    }

    /// Adds `entry`, taking its keys out of earlier entries.
    public mutating func bind(_ entry: Entry) {
        for index in entries.indices.reversed() {
            entries[index].keys.removeAll { entry.keys.contains($0) }
            if entries[index].keys.isEmpty { entries.remove(at: index) }
        }
        entries.append(entry)
    }

    /// The commands bound to `key`, if any (a repeat counts as a press; releases mean nothing).
    package func commands(for key: KeyEvent) -> [ListCommand]? {
        guard key.kind != .release else { return nil }
        var pressed = key
        pressed.kind = .press
        return entries.last { $0.keys.contains(pressed) }?.commands
    }

    /// The help line's items of the entries that have a word: `ctrl+r reload`.
    package var helpItems: [HelpItem] {
        entries.compactMap { entry in
            guard let word = entry.help, let key = entry.keys.first else { return nil }
            return HelpItem(keys: [KeyName.short(key)], action: word)
        }
    }

    /// Whether any key or moment reloads: then an empty streamed list waits for the next reload.
    var reloads: Bool {
        entries.contains { $0.commands.contains(where: \.isReload) } || onStart.contains(where: \.isReload)
            || onQueryChange.contains(where: \.isReload) || onEvent.values.contains { $0.contains(where: \.isReload) }
    }
}
