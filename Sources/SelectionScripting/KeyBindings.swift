import SelectionTerminal
import SelectionUI

/// Keys bound to actions with fzf's `--bind` syntax: `KEY:ACTION`, several actions joined by
/// `+`, several keys before the colon joined by `,`, several bindings joined by `,`.
///
/// ```swift
/// var bindings = try KeyBindings(parsing: "ctrl-a:select-all+accept,ctrl-k,ctrl-p:up")
/// try bindings.add(KeyBindings(parsing: "tab:toggle+down"))     // a later binding of a key wins
/// bindings.actions(for: KeyEvent(.character("a"), modifiers: .ctrl))   // [.selectAll, .accept]
/// let keys = bindings.applied(to: .multiSelect)                 // ctrl+k and ctrl+p now move up
/// ```
///
/// An action with an argument takes it in brackets — `change-prompt(> )`, or `[...]`, `{...}`,
/// `<...>`, or between two of `~!@#$%^&*;/|` — or, last in the expression, after a colon:
/// `change-query:text, with commas`.
package struct KeyBindings: Sendable, Hashable {
    /// One key's binding.
    package struct Entry: Sendable, Hashable {
        /// The key's name as written (`ctrl-a`).
        package var name: String
        /// The events the name means.
        package var keys: [KeyEvent]
        /// The actions, in order; nothing after an action that ends the prompt.
        package var actions: [BindAction]
        /// Whether ``KeyBindings/helpItems`` shows it (false for built-in defaults such as Tab's).
        package var isInHelp = true
    }

    /// The bindings, in the order given; a key bound again is replaced in place.
    package private(set) var entries: [Entry] = []
    /// The actions bound to events (`start:reload(ls)`, `change:reload(rg {q})`); a later
    /// binding of an event replaces an earlier one.
    package private(set) var events: [BindEvent: [BindAction]] = [:]

    /// No bindings.
    package init() {}

    /// Parses one `--bind` expression.
    ///
    /// - Throws: ``KeyBindingError`` naming the unknown key or action, or what is malformed.
    package init(parsing expression: String) throws(KeyBindingError) {
        try parse(expression)
    }

    /// Adds the bindings of one `--bind` expression: a key or event bound again is replaced, or
    /// with `KEY:+ACTION` given more actions after those it has (fzf's rule).
    ///
    /// - Throws: ``KeyBindingError`` naming the unknown key or action, or what is malformed.
    package mutating func parse(_ expression: String) throws(KeyBindingError) {
        var scanner = Scanner(Array(expression.unicodeScalars))
        var pendingKeys: [(String, [KeyEvent])] = []
        var pendingEvents: [BindEvent] = []
        while !scanner.isAtEnd {
            let name = scanner.keyName()
            guard !name.isEmpty else { throw .malformed("a key name is missing in '\(Sanitiser.sanitise(expression))'") }
            if let event = BindEvent(rawValue: name.lowercased()) {
                pendingEvents.append(event)
                switch scanner.next() {
                case ",": continue
                case ":":
                    try bind(pendingKeys, pendingEvents, to: &scanner)
                    pendingKeys = []
                    pendingEvents = []
                default: break
                }
                continue
            }
            if BindEvent.unsupported.contains(name.lowercased()) || name.lowercased().hasPrefix("every(") {
                throw .malformed("event '\(Sanitiser.sanitise(name))' is fzf's, not supported by sel")
            }
            let keys: [KeyEvent]
            do {
                keys = try KeyName.events(named: name)
            } catch {
                throw .key(error)
            }
            pendingKeys.append((name, keys))
            switch scanner.next() {
            case ",":
                continue
            case ":":
                try bind(pendingKeys, pendingEvents, to: &scanner)
                pendingKeys = []
                pendingEvents = []
            default:
                break
            }
        }
        if let event = pendingEvents.first { throw .malformed("no action for '\(event.rawValue)' (write EVENT:ACTION)") }
        if let (name, _) = pendingKeys.first { throw .malformed("no action for '\(Sanitiser.sanitise(name))' (write KEY:ACTION)") }
    }

    /// Binds `keys` and `events` to the actions `scanner` reads next; after a `+`, the actions are
    /// added to those each has already.
    private mutating func bind(
        _ keys: [(String, [KeyEvent])], _ events: [BindEvent], to scanner: inout Scanner
    ) throws(KeyBindingError) {
        let appends = scanner.skip("+")
        let actions = try scanner.actions()
        for (name, keyEvents) in keys {
            guard appends else {
                add(Entry(name: name, keys: keyEvents, actions: actions))
                continue
            }
            // One entry for the events of a name that had the same actions (`ctrl-h` is two).
            var groups: [(before: [BindAction], keys: [KeyEvent])] = []
            for key in keyEvents {
                let before = self.actions(for: key) ?? []
                if let index = groups.firstIndex(where: { $0.before == before }) {
                    groups[index].keys.append(key)
                } else {
                    groups.append((before, [key]))
                }
            }
            for group in groups { add(Entry(name: name, keys: group.keys, actions: group.before + actions)) }
        }
        for event in events { self.events[event] = (appends ? self.events[event] ?? [] : []) + actions }
    }

    /// Adds `other`'s bindings; a key bound in both takes `other`'s. Bindings added with
    /// `showingInHelp` false are left out of ``helpItems`` (defaults a user did not write).
    package mutating func add(_ other: KeyBindings, showingInHelp: Bool = true) {
        events.merge(other.events) { _, later in later }
        for var entry in other.entries {
            entry.isInHelp = showingInHelp
            add(entry)
        }
    }

    private mutating func add(_ entry: Entry) {
        var entry = entry
        if let end = entry.actions.firstIndex(where: \.endsPrompt) { entry.actions = Array(entry.actions[...end]) }
        for index in entries.indices.reversed() {
            entries[index].keys.removeAll { entry.keys.contains($0) }
            if entries[index].keys.isEmpty { entries.remove(at: index) }
        }
        entries.append(entry)
    }

    /// The actions bound to `key`, if any (a repeat counts as a press; releases mean nothing).
    package func actions(for key: KeyEvent) -> [BindAction]? {
        guard key.kind != .release else { return nil }
        var pressed = key
        pressed.kind = .press
        return entries.last { $0.keys.contains(pressed) }?.actions
    }

    /// `keyMap` with these bindings: a key bound to one action that is a ``ListIntent`` is bound
    /// to it (first among its keys, so the help line shows it, with fzf's name for the action
    /// when the intent had no help word); a key bound to anything else is taken out of the key
    /// map — the prompt looks it up in ``actions(for:)`` instead.
    package func applied(to keyMap: KeyMap<ListIntent>) -> KeyMap<ListIntent> {
        var map = keyMap
        for entry in entries {
            if entry.actions.count == 1, let action = entry.actions.first, let intent = action.listIntent {
                for key in entry.keys.reversed() { map.bind(key, to: intent) }
                if let index = map.bindings.firstIndex(where: { $0.intent == intent }), map.bindings[index].help == nil {
                    map.bindings[index].help = action.name
                }
            } else {
                for key in entry.keys { map.unbind(key) }
            }
        }
        return map
    }

    /// The help line's items for the bindings that ``applied(to:)`` leaves out of the key map:
    /// `ctrl+a select-all+accept`. `ignore` is not shown.
    package var helpItems: [HelpItem] { entries.compactMap(helpItem) }

    /// The help line's item for `entry`, if it has one.
    private func helpItem(_ entry: Entry) -> HelpItem? {
        guard entry.isInHelp, let key = entry.keys.first, entry.actions.count != 1 || entry.actions.first?.listIntent == nil,
            entry.actions != [.ignore]
        else { return nil }
        return HelpItem(keys: [KeyName.short(key)], action: entry.actions.map(\.name).joined(separator: "+"))
    }

    /// Whether any key or event reloads.
    package var reloads: Bool {
        entries.contains { $0.actions.contains(where: \.isReload) } || events.values.contains { $0.contains(where: \.isReload) }
    }

    /// The list commands these bindings mean, with `expected` keys accepting and reporting their
    /// names (an expected key wins over a binding of the same key, as in fzf).
    package func commandBindings(expecting expected: [ExpectedKey] = []) -> ListCommandBindings {
        var commands = ListCommandBindings()
        for entry in entries {
            guard entry.actions.contains(.putKey) else {
                commands.bind(
                    ListCommandBindings.Entry(keys: entry.keys, commands: entry.actions.flatMap(\.commands), help: helpItem(entry)?.action))
                continue
            }
            // `put` types the key's own character: one entry per key.
            for key in entry.keys {
                let typed: [ListCommand] =
                    if case .character(let character) = key.key { [.insert(String(character))] } else { [] }
                let chain = entry.actions.flatMap { $0 == .putKey ? typed : $0.commands }
                commands.bind(ListCommandBindings.Entry(keys: [key], commands: chain, help: helpItem(entry)?.action))
            }
        }
        for key in expected {
            commands.bind(ListCommandBindings.Entry(keys: key.keys, commands: [.acceptReportingKey(key.name)]))
        }
        commands.onStart = events[.start]?.flatMap(\.commands) ?? []
        commands.onQueryChange = events[.change]?.flatMap(\.commands) ?? []
        for (event, actions) in events {
            guard let listEvent = event.listEvent else { continue }
            commands.onEvent[listEvent] = actions.flatMap(\.commands)
        }
        commands.scripting.readActions = { text in (try? Self.actions(parsing: text))?.flatMap(\.commands) }
        return commands
    }

    /// Reads an action chain as a binding's right-hand side (`change-header(x)+reload(ls)`), as
    /// the output of fzf's `transform` is read.
    ///
    /// - Throws: ``KeyBindingError`` naming the unknown or unsupported action.
    package static func actions(parsing text: String) throws(KeyBindingError) -> [BindAction] {
        var scanner = Scanner(Array(text.unicodeScalars))
        var actions: [BindAction] = []
        while !scanner.isAtEnd { actions += try scanner.actions() }
        return actions
    }

    /// Gives `configuration` these bindings and `expected` keys: its ``ListPromptConfiguration/commands``
    /// and its key map (``applied(to:)``).
    ///
    /// ```swift
    /// var configuration = ListPromptConfiguration(filters: true)
    /// try KeyBindings(parsing: "ctrl-r:reload(ls),f1:change-query(swift)").configure(&configuration)
    /// ```
    package func configure(_ configuration: inout ListPromptConfiguration, expecting expected: [ExpectedKey] = []) {
        configuration.commands = commandBindings(expecting: expected)
        configuration.keyMap = applied(to: configuration.keyMap)
    }
}

/// Why a `--bind` expression was refused.
package enum KeyBindingError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A key name was not understood.
    case key(KeyNameError)
    /// An action was not understood.
    case action(BindActionError)
    /// The expression's shape is wrong.
    case malformed(String)

    /// One line naming the problem.
    package var description: String {
        switch self {
        case .key(let error): error.description
        case .action(let error): error.description
        case .malformed(let message): message
        }
    }
}

extension Scanner {
    /// The keys and events of `unbind(ctrl-a,load)`: key names as `--bind` takes them, events by fzf's names.
    fileprivate static func triggers(named list: String) throws(KeyBindingError) -> (keys: [KeyEvent], events: [String]) {
        var keys: [KeyEvent] = []
        var events: [String] = []
        for name in list.split(separator: ",").map({ String($0).trimmingBlanks }) where !name.isEmpty {
            if let event = BindEvent(rawValue: name.lowercased()) {
                events.append(event.rawValue)
                continue
            }
            do {
                keys += try KeyName.events(named: name)
            } catch {
                throw .key(error)
            }
        }
        return (keys, events)
    }
}

extension String {
    /// Without spaces and tabs at either end.
    fileprivate var trimmingBlanks: String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
}

/// Reads a `--bind` expression left to right, a Unicode scalar at a time as fzf reads runes: a
/// character that joins the next one into a grapheme (U+0600 before a `!`) must not hide a mark.
private struct Scanner {
    let characters: [Unicode.Scalar]
    var index = 0

    init(_ characters: [Unicode.Scalar]) { self.characters = characters }

    var isAtEnd: Bool { index >= characters.count }

    /// Steps over `character` when it comes next; whether it did.
    mutating func skip(_ character: Unicode.Scalar) -> Bool {
        guard !isAtEnd, characters[index] == character else { return false }
        index += 1
        return true
    }

    mutating func next() -> Unicode.Scalar? {
        guard !isAtEnd else { return nil }
        defer { index += 1 }
        return characters[index]
    }

    /// The text of some of the scalars.
    private static func text(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
        var text = String.UnicodeScalarView()
        text.append(contentsOf: scalars)
        return String(text)
    }

    /// A key name: up to the next `,` or `:`, which may itself be the whole name when it comes first.
    mutating func keyName() -> String {
        let start = index
        if !isAtEnd, characters[index] == ":" || characters[index] == "," {
            // A name that is the separator itself (`::accept`, `,:up` are unusual but fzf-legal).
            let isName = index + 1 < characters.count && (characters[index + 1] == ":" || characters[index + 1] == ",")
            if isName {
                index += 1
                return String(characters[start])
            }
        }
        while !isAtEnd, characters[index] != ",", characters[index] != ":" { index += 1 }
        return Self.text(characters[start..<index])
    }

    /// `ACTION[+ACTION…]` up to a `,` that follows a whole action, or the end.
    mutating func actions() throws(KeyBindingError) -> [BindAction] {
        var actions: [BindAction] = []
        while true {
            let start = index
            while !isAtEnd,
                characters[index].properties.isAlphabetic || characters[index].properties.numericType != nil
                    || characters[index] == "-"
            {
                index += 1
            }
            var name = Self.text(characters[start..<index]).lowercased()
            if name.hasSuffix("delete-char"), index + 4 <= characters.count, Self.text(characters[index..<(index + 4)]) == "/eof" {
                index += 4
                name += "/eof"
            }
            guard !name.isEmpty else {
                throw .malformed("an action is missing after '\(Sanitiser.sanitise(Self.text(characters[..<start])))'")
            }
            let argument = try self.argument(of: name)
            actions.append(contentsOf: try Self.action(name, argument: argument))
            guard let separator = next() else { return actions }
            switch separator {
            case "+": continue
            case ",": return actions
            default: throw .malformed("unexpected '\(Sanitiser.sanitise(String(separator)))' after action '\(name)'")
            }
        }
    }

    /// The argument after an action's name: in brackets, between two equal marks, or after a colon to the end.
    private mutating func argument(of name: String) throws(KeyBindingError) -> String? {
        guard !isAtEnd else { return nil }
        let opening = characters[index]
        if opening == ":" {
            let text = Self.text(characters[(index + 1)...])
            index = characters.count
            return text
        }
        let pairs: [Unicode.Scalar: Unicode.Scalar] = ["(": ")", "[": "]", "{": "}", "<": ">"]
        let marks: Set<Unicode.Scalar> = ["~", "!", "@", "#", "$", "%", "^", "&", "*", ";", "/", "|"]
        guard let closing = pairs[opening] ?? (marks.contains(opening) ? opening : nil) else { return nil }
        var depth = 0
        var cursor = index + 1
        while cursor < characters.count {
            let character = characters[cursor]
            if character == closing && depth == 0 {
                let text = Self.text(characters[(index + 1)..<cursor])
                index = cursor + 1
                return text
            }
            if opening != closing {
                if character == opening { depth += 1 }
                if character == closing { depth -= 1 }
            }
            cursor += 1
        }
        throw .malformed("the argument of '\(name)' has no closing '\(closing)'")
    }

    private static func action(_ name: String, argument: String?) throws(KeyBindingError) -> [BindAction] {
        if name == "put", argument == nil { return [.putKey] }
        if let actions = BindAction.simpleActions[name] {
            guard argument == nil else { throw .action(.argument(name)) }
            return actions
        }
        if let make = BindAction.argumentActions[name] {
            guard let argument else { throw .action(.argument(name)) }
            return [make(argument)]
        }
        if let commands = BindAction.scriptedActions[name] {
            guard argument == nil else { throw .action(.argument(name)) }
            return [.scripted(name: name, commands: commands)]
        }
        if let make = BindAction.scriptedArgumentActions[name] {
            guard let argument else { throw .action(.argument(name)) }
            if name == "change-preview-window" {
                for words in BindAction.previewWindowAlternatives(argument) {
                    do {
                        _ = try PreviewWindow(parsing: words)
                    } catch {
                        throw .malformed("change-preview-window: \(error)")
                    }
                }
            }
            return [.scripted(name: name + "(...)", commands: [make(argument)])]
        }
        if name == "pos" {
            guard let argument, let position = Int(argument.trimmingBlanks), position != 0 else { throw .action(.argument(name)) }
            return [.scripted(name: "pos(\(position))", commands: [.moveToPosition(position)])]
        }
        if name == "unbind" || name == "rebind" {
            guard let argument else { throw .action(.argument(name)) }
            let (keys, events) = try triggers(named: argument)
            let command: ListCommand = name == "unbind" ? .unbind(keys: keys, events: events) : .rebind(keys: keys, events: events)
            return [.scripted(name: name + "(...)", commands: [command])]
        }
        if BindAction.unsupportedActions.contains(name) || name.hasPrefix("bg-transform") || name.hasPrefix("transform") {
            throw .action(.unsupported(name))
        }
        throw .action(.unknown(name))
    }
}
