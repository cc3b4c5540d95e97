import SelectionCore
import SelectionTerminal

/// The scripting layer of a list prompt, apart from the list itself: it runs the chains of
/// ``ListCommand``s bound to keys (``ListCommandBindings``, looked up before the key map), to the
/// start and to query changes, and wires reloads (the items replaced by a command's output, the
/// query kept, the highlight found again where the same text comes back). What it changes of the
/// prompt's own (the prompt, the header, how it ended) is kept in ``ListScriptState``.
enum ListCommandRunner<Value: Sendable & Equatable> {
    typealias Engine = ListPromptEngine<Value>

    /// Runs `commands` in order on `engine`; the core's events they cause, and whether one ended the prompt.
    static func perform(
        _ commands: [ListCommand], on engine: inout Engine, context: PromptContext
    ) -> (events: [DropDownEvent<Value>], ending: Engine.Outcome?) {
        var events: [DropDownEvent<Value>] = []
        for (position, command) in commands.enumerated() {
            defer { engine.script.lastAction = command.fzfName }
            switch command {
            case .accept:
                events += engine.state.send(.commit)
            case .acceptUnlessEmpty:
                if engine.state.list.highlightedOption != nil || engine.hasCheckedOptions { events += engine.state.send(.commit) }
            case .acceptReportingKey(let name):
                engine.script.endingKey = name
                let wasOpen = engine.state.isOpen
                events += engine.state.send(.commit)
                // On a closed trigger Enter opens the list: accept its highlighted option at once.
                if !wasOpen { events += engine.state.send(.commit) }
            case .abort:
                return (events, .cancelled)
            case .clearQueryOrAbort:
                guard let query = engine.query, !query.isEmpty else { return (events, .cancelled) }
                engine.setQueryFromAction("")
            case .endWithQuery:
                engine.script.endsWithQueryOnly = true
                return (events, .cancelled)
            case .setQuery, .previousHistory, .nextHistory, .deleteBeforeCaret, .insert, .setPrompt, .setHeader, .preview, .reload,
                .moveUp, .moveDown, .pageUp, .pageDown, .halfPageUp, .halfPageDown, .moveToFirst, .moveToLast, .toggle, .check,
                .uncheck, .toggleAll, .checkAll, .uncheckAll, .clearChecks:
                events += perform(editing: command, on: &engine, context: context)
            default:
                let (performed, step) = performScripted(command, rest: commands[(position + 1)...], on: &engine, context: context)
                events += performed
                switch step {
                case .next: continue
                case .waiting: return (events, nil)
                case .ending(let outcome): return (events, outcome)
                }
            }
        }
        return (events, nil)
    }

    /// Runs a command that neither accepts nor ends: query edits, the prompt and header, the
    /// preview, a reload, and the moves and checks the drop-down's state runs itself.
    private static func perform(editing command: ListCommand, on engine: inout Engine, context: PromptContext) -> [DropDownEvent<Value>] {
        switch command {
        case .setQuery(let text): engine.setQueryFromAction(text)
        case .previousHistory, .nextHistory:
            let query = engine.query ?? ""
            if let recalled = engine.script.history?.recall(older: command == .previousHistory, leaving: query) {
                engine.setQueryFromAction(recalled)
            }
        case .deleteBeforeCaret: ListQueryEditor.edit(.deleteBackward, on: &engine)
        case .insert(let text): ListQueryEditor.edit(.insert(String(text.filter { !$0.isNewline })), on: &engine)
        case .setPrompt(let text): engine.script.prompt = text
        case .setHeader(let lines): engine.script.replaceHeaderText(with: lines.flatMap(ListPromptConfiguration.headerLines))
        case .preview(let previewCommand): ListPreviewWiring.perform(previewCommand, on: &engine, context: context)
        case .reload(let template): reload(template, on: &engine)
        default:
            let events = engine.state.perform(command, at: context.now)
            if command == .clearChecks { engine.clearHiddenSelection() }
            return events
        }
        return []
    }

    /// The host started the prompt: `start`'s commands run at once, and whatever the prompt runs
    /// is stopped when it ends.
    static func start(_ engine: inout Engine) {
        if engine.configuration.commands.reloads || engine.previewPane != nil {
            // Nothing the prompt started outlives it, stale runs included.
            engine.effects.append(.stopChildrenAtEnd)
        }
        if !engine.configuration.commands.onStart.isEmpty { engine.script.isStartPending = true }
        if let remote = engine.configuration.commands.scripting.remote { engine.effects.append(.listen(remote)) }
    }

    /// Runs the commands bound to the start (once) and, when the query changed, to its change.
    static func runEventCommands(queryBefore: String?, on engine: inout Engine, context: PromptContext) -> Engine.Outcome? {
        let commands = engine.configuration.commands
        if engine.script.isStartPending {
            engine.script.isStartPending = false
            if !engine.script.unboundEvents.contains("start"), let ending = performEvent(commands.onStart, on: &engine, context: context) {
                return ending
            }
        }
        if engine.query != queryBefore, !commands.onQueryChange.isEmpty, !engine.script.unboundEvents.contains("change") {
            return performEvent(commands.onQueryChange, on: &engine, context: context)
        }
        return nil
    }

    /// Runs the commands bound to an event; how they end the prompt, if they do (an `accept`
    /// takes what was highlighted before them).
    static func performEvent(_ commands: [ListCommand], on engine: inout Engine, context: PromptContext) -> Engine.Outcome? {
        let highlighted = engine.state.list.highlightedOption
        let (events, ending) = perform(commands, on: &engine, context: context)
        if let ending { return ending }
        return engine.outcome(of: events, highlighted: highlighted)
    }

    /// Replaces the items with the output of `template` (placeholders replaced), keeping the query.
    static func reload(_ template: String, synchronous: Bool = false, on engine: inout Engine) {
        guard let stream = engine.stream else { return }
        let highlighted = engine.state.list.highlightedOption
        let row = engine.state.list.highlighted
        let command = PreviewPlaceholders.replacing(
            in: template,
            item: row.flatMap { placeholderItem(ofRow: $0, in: engine)?.text },
            checked: engine.checkedOptions.map(\.label), query: engine.query ?? "",
            index: row.map { $0 < stream.rowCount ? stream.item(ofRow: $0) : $0 },
            delimiter: engine.configuration.commands.scripting.fieldDelimiter, shell: engine.configuration.commands.scripting.shell)
        engine.script.reloadAnchor = highlighted?.label
        engine.script.reloadCount += 1
        engine.script.awaitsLoad = true
        // A read of the old feed not yet performed (a reload bound to `start` runs before the first
        // read) would hand the old items back after the list started over.
        engine.effects.removeAll { effect in
            if case .readItems = effect { true } else { false }
        }
        startReload(running: command, synchronous: synchronous, on: &engine)
    }

    /// After the rows changed: highlights the item the reload started on when its text shows up
    /// (and stops looking once the reload's output has ended).
    static func highlightReloadAnchor(_ engine: inout Engine) {
        guard let anchor = engine.script.reloadAnchor, let stream = engine.stream, engine.state.isOpen else { return }
        if let row = stream.row(showing: anchor) {
            engine.state.send(.pointerMove(.row(row)))
            engine.script.reloadAnchor = nil
        } else if stream.isFinished, !stream.isScanning {
            engine.script.reloadAnchor = nil
        }
    }
}
