import SelectionCore
import SelectionTerminal

// fzf's events besides `start` and `change` (`load`, `focus`, `result`, `one`, `zero`, `resize`,
// `multi`, `backward-eof`), fired after each event a list prompt handles, with fzf's rules
// (src/terminal.go): `zero` and `one` once the input ended, before `result`; `focus` when the
// highlighted item differs from the one it last ran for (not for an empty list at the start).
extension ListCommandRunner {
    /// How many rounds of events one event may cause (`focus:up` on a cycling list would loop).
    static var eventRounds: Int { 10 }

    /// Runs the commands of the events `event` and what it changed cause; how they end the
    /// prompt, if they do.
    static func fireEvents(after event: PromptEvent, on engine: inout Engine, context: PromptContext) -> Engine.Outcome? {
        // Nothing to look at for a list with no such event bound (the common case: every key and arrival).
        guard !engine.configuration.commands.onEvent.isEmpty else { return nil }
        var isResize = false
        if case .resize = event { isResize = true }
        for round in 0..<eventRounds {
            let fired = dueEvents(of: engine, isResize: isResize && round == 0)
            note(fired, on: &engine)
            guard !fired.isEmpty else { return nil }
            for name in fired {
                guard let commands = engine.configuration.commands.onEvent[name], !engine.script.unboundEvents.contains(name.rawValue)
                else { continue }
                if let ending = performEvent(commands, on: &engine, context: context) { return ending }
            }
        }
        return nil
    }

    /// The events due now, in fzf's order.
    private static func dueEvents(of engine: Engine, isResize: Bool) -> [ListEvent] {
        let bound = engine.configuration.commands.onEvent
        var due: [ListEvent] = []
        if isResize { due.append(.resize) }
        let isFinished = engine.stream.map { $0.isFinished && !$0.isScanning } ?? true && !engine.script.tracking.holdsReload
        if engine.script.awaitsLoad, isFinished { due.append(.load) }
        if engine.script.resultsSeen != resultVersion(of: engine) {
            if isFinished {
                let matching = engine.stream?.matchCount ?? engine.state.list.items.count
                if matching == 0 { due.append(.zero) }
                if matching == 1 { due.append(.one) }
            }
            due.append(.result)
        }
        if focusedItem(of: engine) != engine.script.focused { due.append(.focus) }
        if checkedSignature(of: engine) != engine.script.checkedSeen { due.append(.multi) }
        if engine.script.hitBackwardEOF { due.append(.backwardEOF) }
        return due.filter { bound[$0] != nil }
    }

    /// Notes what the events due now saw, so that they do not fire again for it.
    private static func note(_ fired: [ListEvent], on engine: inout Engine) {
        let isFinished = engine.stream.map { $0.isFinished && !$0.isScanning } ?? true && !engine.script.tracking.holdsReload
        if isFinished { engine.script.awaitsLoad = false }
        engine.script.resultsSeen = resultVersion(of: engine)
        engine.script.focused = focusedItem(of: engine)
        engine.script.checkedSeen = checkedSignature(of: engine)
        engine.script.hitBackwardEOF = false
    }

    /// Counts the results shown: a streamed list's scans and arrivals, a whole list's filterings.
    private static func resultVersion(of engine: Engine) -> Int {
        engine.stream?.shownResults ?? engine.script.filterRuns
    }

    /// The highlighted item (its index), or nil.
    private static func focusedItem(of engine: Engine) -> Int? {
        guard engine.state.isOpen, let row = engine.state.list.highlighted, engine.state.list.option(at: row) != nil else { return nil }
        return itemIndex(ofRow: row, in: engine)
    }

    /// What tells one set of checked items from another.
    private static func checkedSignature(of engine: Engine) -> Set<Int> {
        if let stream = engine.stream { return stream.selectedItems }
        return Set(engine.checkedOptions.map { $0.label.hashValue })
    }

    /// The commands bound to `key`, unless `unbind` or `toggle-bind` turned it off.
    static func boundCommands(for key: KeyEvent, in engine: Engine) -> [ListCommand]? {
        guard !engine.script.bindingsOff else { return nil }
        var pressed = key
        pressed.kind = .press
        guard !engine.script.unboundKeys.contains(pressed) else { return nil }
        return engine.configuration.commands.commands(for: key)
    }

    /// fzf's name of `key` (`FZF_KEY`): `ctrl-a`, `alt-x`, `enter`, `a`.
    static func fzfKeyName(_ key: KeyEvent) -> String {
        var prefix = ""
        if key.modifiers.contains(.ctrl) { prefix += "ctrl-" }
        if key.modifiers.contains(.alt) { prefix += "alt-" }
        if key.modifiers.contains(.shift), !key.key.isCharacter { prefix += "shift-" }
        let names: [Key: String] = [
            .up: "up", .down: "down", .left: "left", .right: "right", .enter: "enter", .escape: "esc", .tab: "tab",
            .backspace: "bspace", .pageUp: "page-up", .pageDown: "page-down", .home: "home", .end: "end", .delete: "delete",
        ]
        if let name = names[key.key] { return prefix + name }
        if case .character(let character) = key.key { return prefix + (character == " " ? "space" : String(character)) }
        return prefix + key.key.description
    }
}

extension Key {
    /// True for a character key.
    fileprivate var isCharacter: Bool {
        if case .character = self { return true }
        return false
    }
}
