import SelectionCore
import SelectionTerminal

// The commands of a list prompt's scripting layer that run programs (fzf's `execute`,
// `execute-silent`, `become`, the `transform` family) and the other fzf actions that are not the
// list's own: the query edited by word, positions, `print`, bindings turned off and on.
extension ListCommandRunner {
    /// What a command of a chain did to the rest of it.
    enum Step {
        /// Go on with the next command.
        case next
        /// Stop here: the rest runs when the awaited command's result is in.
        case waiting
        /// The prompt ends so.
        case ending(Engine.Outcome)
    }

    /// Runs one of the scripting layer's own commands; `rest` is what follows it in its chain.
    static func performScripted(
        _ command: ListCommand, rest: ArraySlice<ListCommand>, on engine: inout Engine, context: PromptContext
    ) -> (events: [DropDownEvent<Value>], step: Step) {
        switch command {
        case .execute(let template), .executeSilently(let template):
            let isSilent = command != .execute(template)
            guard PreviewPlaceholders.canRun(template, values: placeholderValues(of: engine, for: template)) else { return ([], .next) }
            run(template, mode: isSilent ? .silent : .terminal, for: .status, rest: [], on: &engine, context: context)
            return ([], .next)
        case .become(let template):
            let values = placeholderValues(of: engine, for: template)
            guard PreviewPlaceholders.canRun(template, values: values) else { return ([], .next) }
            engine.script.becoming = CommandRun(
                template: template, values: values, environment: environment(of: engine, context: context), mode: .terminal)
            return ([], .ending(.cancelled))
        case .transform(let template):
            run(template, mode: .output, for: .commands, rest: Array(rest), on: &engine, context: context)
            return ([], .waiting)
        case .transformQuery(let template):
            run(template, mode: .firstLine, for: .query, rest: Array(rest), on: &engine, context: context)
            return ([], .waiting)
        case .transformPrompt(let template):
            run(template, mode: .firstLine, for: .prompt, rest: Array(rest), on: &engine, context: context)
            return ([], .waiting)
        case .transformHeader(let template):
            run(template, mode: .output, for: .header, rest: Array(rest), on: &engine, context: context)
            return ([], .waiting)
        case .transformLabel(let part, let template):
            run(template, mode: .firstLine, for: .label(part), rest: Array(rest), on: &engine, context: context)
            return ([], .waiting)
        case .transformSearch(let template):
            run(template, mode: .firstLine, for: .search, rest: Array(rest), on: &engine, context: context)
            return ([], .waiting)
        case .acceptOrEndWithQuery:
            if engine.state.list.highlightedOption != nil || engine.hasCheckedOptions { return (engine.state.send(.commit), .next) }
            engine.script.endsWithQueryOnly = true
            return ([], .ending(.cancelled))
        case .deleteOrAbort(let forward):
            guard let query = engine.query, !query.isEmpty else { return ([], .ending(.cancelled)) }
            editQuery(forward ? .deleteForward : .deleteBackward, on: &engine)
            return ([], .next)
        default:
            return (performSettings(command, on: &engine, context: context), .next)
        }
    }

    /// The commands that change the prompt's settings or the query, and run nothing.
    private static func performSettings(_ command: ListCommand, on engine: inout Engine, context: PromptContext) -> [DropDownEvent<Value>] {
        switch command {
        case .editQuery(let action): editQuery(action, on: &engine)
        case .yank: ListQueryEditor.edit(.insert(engine.script.killed), on: &engine)
        case .moveToPosition(let position): return move(to: position, on: &engine)
        case .scrollList(let rows): return engine.state.send(.list(.scroll(by: rows)))
        case .print(let text): engine.script.printQueue.append(text)
        case .toggleSort: ListStreaming.toggleSort(on: &engine)
        case .setSearching(let on):
            engine.script.searchOff = !(on ?? engine.script.searchOff)
            if let query = engine.query { ListStreaming.setQuery(query, on: &engine) }
        case .unbind(let keys, let events):
            engine.script.unboundKeys.formUnion(keys)
            engine.script.unboundEvents.formUnion(events)
        case .rebind(let keys, let events):
            engine.script.unboundKeys.subtract(keys)
            engine.script.unboundEvents.subtract(events)
        case .toggleBindings: engine.script.bindingsOff.toggle()
        case .jump(let accepting): startJump(accepting: accepting, on: &engine)
        case .search(let text):
            guard let query = engine.stream?.query else { break }
            engine.stream?.searchOverride = text
            ListStreaming.setQuery(query, on: &engine)
        case .setRaw(let on): engine.stream?.setRaw(on, in: &engine.state)
        case .setLabel(let part, let text): engine.script.labels[part] = text
        case .moveToMatch(let up): return moveToMatch(up: up, on: &engine, context: context)
        case .moveToBest:
            let row = engine.stream?.bestRow ?? (engine.state.list.items.isEmpty ? nil : 0)
            if let row { return engine.state.send(.pointerMove(.row(row))) }
        case .redrawScreen: engine.effects.append(.redrawScreen)
        case .setTracking(let on, let current): setTracking(on, current: current, on: &engine)
        case .reloadSync(let template): reload(template, synchronous: true, on: &engine)
        case .bell: engine.effects.append(.ringBell)
        case .exclude, .excludeChecked: exclude(checked: command == .excludeChecked, on: &engine)
        case .changeMatchedFields(let alternatives): changeFields(alternatives, shown: false, on: &engine)
        case .changeShownFields(let alternatives): changeFields(alternatives, shown: true, on: &engine)
        default: break
        }
        return []
    }

    /// Edits the query as `action` does, keeping what a deletion removed for `yank`.
    private static func editQuery(_ action: TextFieldAction, on engine: inout Engine) {
        let before = engine.query ?? ""
        ListQueryEditor.edit(action, on: &engine)
        let after = engine.query ?? ""
        guard after.count < before.count else { return }
        // One deletion removes one run of characters: what is between the common ends.
        let head = zip(before, after).prefix { $0 == $1 }.count
        let tail = zip(before.reversed(), after.reversed()).prefix { $0 == $1 }.count
        let removed = before.dropFirst(head).dropLast(min(tail, after.count - head))
        if action != .deleteBackward, action != .deleteForward { engine.script.killed = String(removed) }
    }

    /// Moves the highlight a row up or down, and on in raw mode until the query matches its item;
    /// back where it was when none does (fzf's `up-match`, `down-match`).
    private static func moveToMatch(up: Bool, on engine: inout Engine, context: PromptContext) -> [DropDownEvent<Value>] {
        let step: ListCommand = up ? .moveUp : .moveDown
        guard let stream = engine.stream, stream.isRaw, let start = engine.state.list.highlighted else {
            return engine.state.perform(step, at: context.now)
        }
        var row = start
        while true {
            _ = engine.state.perform(step, at: context.now)
            guard let next = engine.state.list.highlighted, next != row else { break }
            row = next
            if stream.rowMatches(row) { return [] }
        }
        return row == start ? [] : engine.state.send(.pointerMove(.row(start)))
    }

    /// Highlights the row at `position` (from 1, or from the end when negative), as fzf's `pos(N)`.
    private static func move(to position: Int, on engine: inout Engine) -> [DropDownEvent<Value>] {
        let count = engine.stream?.rowCount ?? engine.state.list.items.count
        guard count > 0, position != 0 else { return [] }
        let row = position > 0 ? min(position, count) - 1 : max(0, count + position)
        return engine.state.send(.pointerMove(.row(row)))
    }

    /// Asks the host to run `template`, noting what its result is for and the commands after it.
    private static func run(
        _ template: String, mode: CommandRun.Mode, for purpose: AwaitedRun.Purpose, rest: [ListCommand], on engine: inout Engine,
        context: PromptContext
    ) {
        let run = CommandRun(
            template: template, values: placeholderValues(of: engine, for: template),
            environment: environment(of: engine, context: context),
            mode: mode)
        engine.script.awaitedRuns.append(AwaitedRun(purpose: purpose, rest: rest))
        engine.effects.append(.run(run))
    }

    /// A command's result came back: shown when it failed, or read as commands, the query, the
    /// prompt or the header; then the rest of its chain runs.
    static func finishRun(
        status: Int32, output: String, on engine: inout Engine, context: PromptContext
    ) -> (events: [DropDownEvent<Value>], ending: Engine.Outcome?) {
        guard !engine.script.awaitedRuns.isEmpty else { return ([], nil) }
        let awaited = engine.script.awaitedRuns.removeFirst()
        var next = awaited.rest
        switch awaited.purpose {
        case .status:
            if status != 0 { engine.script.message = "! exit \(status)" }
        case .commands:
            let text = output.trimmingLineBreaks()
            if let commands = engine.configuration.commands.scripting.readActions?(String(text)) {
                next = commands + next
            } else if !text.isEmpty {
                engine.script.message = "! not an action"
            }
        case .query: engine.setQueryFromAction(output)
        case .prompt: engine.script.prompt = output
        case .search: next = [.search(output)] + next
        case .label(let part): engine.script.labels[part] = output
        case .header: engine.script.replaceHeaderText(with: ListPromptConfiguration.headerLines(of: output))
        }
        return perform(next, on: &engine, context: context)
    }

    /// What the placeholders of `template` stand for now.
    static func placeholderValues(of engine: Engine, for template: String) -> PlaceholderValues {
        var values = PlaceholderValues(
            current: currentItem(of: engine), checked: checkedItems(of: engine), query: engine.query ?? "", prompt: engine.script.prompt,
            action: engine.script.lastAction, delimiter: engine.configuration.commands.scripting.fieldDelimiter)
        values.shell = engine.configuration.commands.scripting.shell
        if PreviewPlaceholders.uses("*", in: template) { values.matched = matchedItems(of: engine) }
        return values
    }

    /// The highlighted item, with its index in the input (a streamed list) or among the options.
    private static func currentItem(of engine: Engine) -> PlaceholderItem? {
        guard engine.state.isOpen, let row = engine.state.list.highlighted else { return nil }
        return placeholderItem(ofRow: row, in: engine)
    }

    /// The item in `row` as placeholders see it: the line as read for a streamed list's item
    /// (``StreamedList/placeholderText(ofItem:)``), the label otherwise.
    static func placeholderItem(ofRow row: Int, in engine: Engine) -> PlaceholderItem? {
        guard let choice = engine.state.list.option(at: row) else { return nil }
        let index = itemIndex(ofRow: row, in: engine)
        if let stream = engine.stream, row < stream.rowCount {
            return PlaceholderItem(text: stream.placeholderText(ofItem: index), index: index)
        }
        return PlaceholderItem(text: choice.label, index: index)
    }

    /// The item shown in `row`: its index in the input (a streamed list), among the options, or the row.
    static func itemIndex(ofRow row: Int, in engine: Engine) -> Int {
        if let stream = engine.stream, row < stream.rowCount { return stream.item(ofRow: row) }
        if let filter = engine.filter, row < filter.optionOfRow.count, let original = filter.optionOfRow[row] { return original }
        return row
    }

    /// The checked items, in the order checked when it is known.
    private static func checkedItems(of engine: Engine) -> [PlaceholderItem] {
        if let stream = engine.stream {
            let order = engine.pickOrder.order.compactMap { $0.base as? Int }
            let checked = stream.selectedItems
            let ordered = order.filter { checked.contains($0) } + checked.subtracting(order).sorted()
            return ordered.map { PlaceholderItem(text: stream.placeholderText(ofItem: $0), index: $0) }
        }
        return engine.checkedOptions.map { PlaceholderItem(text: $0.label, index: nil) }
    }

    /// Every item that matches, in the list's order.
    private static func matchedItems(of engine: Engine) -> [PlaceholderItem] {
        if let stream = engine.stream {
            return (0..<stream.rowCount).map { row in
                let index = stream.item(ofRow: row)
                return PlaceholderItem(text: stream.placeholderText(ofItem: index), index: index)
            }
        }
        return engine.state.list.items.indices.compactMap { row in
            engine.state.list.option(at: row).map { PlaceholderItem(text: $0.label, index: itemIndex(ofRow: row, in: engine)) }
        }
    }

    /// fzf's variables for a command (`FZF_QUERY`, `FZF_PROMPT`, `FZF_ACTION`, the counts, …).
    static func environment(of engine: Engine, context: PromptContext) -> [String: String] {
        let total = engine.stream?.store.count ?? engine.state.list.items.count
        let matching = engine.stream?.matchCount ?? engine.state.list.items.count
        let checked = engine.stream.map { $0.selectedItems.count } ?? engine.checkedOptions.count
        let layout = engine.layout(in: context)
        var variables = [
            "FZF_QUERY": engine.query ?? "", "FZF_PROMPT": engine.script.prompt, "FZF_ACTION": engine.script.lastAction,
            "FZF_KEY": engine.script.lastKey, "FZF_TOTAL_COUNT": String(total), "FZF_MATCH_COUNT": String(matching),
            "FZF_SELECT_COUNT": String(checked), "FZF_POS": String(min(matching, (engine.state.list.highlighted ?? 0) + 1)),
            "FZF_LINES": String(layout.visibleListRows), "FZF_COLUMNS": String(context.screen.width),
            "FZF_INPUT_STATE": engine.script.searchOff ? "disabled" : "enabled",
        ]
        variables.merge(engine.script.headerClick) { _, clicked in clicked }
        if let stream = engine.stream, stream.isRaw {
            variables["FZF_RAW"] = stream.rowMatches(engine.state.list.highlighted ?? -1) ? "1" : "0"
        }
        return variables
    }
}

extension String {
    /// Without the line breaks at its end.
    fileprivate func trimmingLineBreaks() -> Substring {
        var text = self[...]
        while let last = text.last, last.isNewline { text = text.dropLast() }
        while let first = text.first, first.isNewline { text = text.dropFirst() }
        return text
    }
}
