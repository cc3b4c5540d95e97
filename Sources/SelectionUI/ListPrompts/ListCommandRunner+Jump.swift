import SelectionCore
import SelectionTerminal

// fzf's jump mode (`jump`, `jump-accept`, src/terminal.go): a label on each visible row, from the
// first shown; the next key that is one of them highlights its row (and `jump-accept` chooses
// it), then the `jump` event's commands run; any other key leaves the mode and runs `jump-cancel`'s.
extension ListCommandRunner {
    /// Enters jump mode, unless no row shows (fzf leaves it at once for an empty list).
    static func startJump(accepting: Bool, on engine: inout Engine) {
        guard engine.state.isOpen, !jumpRows(in: engine.state.list, of: engine).isEmpty else { return }
        engine.script.jumpAccepts = accepting
    }

    /// The rows of `list` shown that carry a label, by label, in the order the labels are given.
    static func jumpRows(in list: ListState<Value>, of engine: Engine) -> [(label: Character, row: Int)] {
        let rows = list.viewport.rows.filter { list.option(at: $0) != nil }
        return Array(zip(engine.configuration.commands.scripting.jumpLabels, rows)).map { (label: $0.0, row: $0.1) }
    }

    /// The label of each labelled row of `list` (as drawn) while jump mode waits for a key; nil outside it.
    static func jumpLabels(in list: ListState<Value>, of engine: Engine) -> [Int: Character]? {
        guard engine.script.jumpAccepts != nil else { return nil }
        return Dictionary(jumpRows(in: list, of: engine).map { ($0.row, $0.label) }, uniquingKeysWith: { first, _ in first })
    }

    /// Handles the key typed in jump mode, and nothing else does.
    static func jump(with key: KeyEvent, on engine: inout Engine, context: PromptContext) -> Engine.Outcome {
        let accepts = engine.script.jumpAccepts ?? false
        engine.script.jumpAccepts = nil
        var target: Int?
        if case .character(let character) = key.key, key.modifiers.isSubset(of: .shift) {
            target = jumpRows(in: engine.state.list, of: engine).first { $0.label == character }?.row
        }
        var events: [DropDownEvent<Value>] = []
        if let target { events += engine.state.send(.pointerMove(.row(target))) }
        // What an `accept` (of `jump-accept` or of the event's commands) takes: the row jumped to.
        let highlighted = engine.state.list.highlightedOption
        let event: ListEvent = target == nil ? .jumpCancel : .jump
        if let commands = engine.configuration.commands.onEvent[event], !engine.script.unboundEvents.contains(event.rawValue) {
            let (performed, ending) = perform(commands, on: &engine, context: context)
            if let ending { return ending }
            events += performed
        }
        if target != nil, accepts { events += engine.state.send(.commit) }
        return engine.outcome(of: events, highlighted: highlighted) ?? .proceed
    }
}
