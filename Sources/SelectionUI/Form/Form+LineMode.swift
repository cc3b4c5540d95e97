import SelectionCore
import SelectionTerminal

extension Form: LineModePrompt {
    /// Each field shown, in turn, line by line, with the same rules (a refused answer is asked
    /// again, the reason written first), conditions and defaults as on the screen; a group's title
    /// and notes are written as they come. End of input on any field cancels the form.
    ///
    /// Every field of the library's kinds has a line mode, and so has a field made with
    /// ``FormField/init(_:makePrompt:)`` whose `AnyPrompt` wraps a ``LineModePrompt``.
    ///
    /// - Throws: `TerminalError/system(_:)` when a field's prompt has no line mode (a prompt of
    ///   your own that is not a ``LineModePrompt``).
    package func askInLineMode(on device: some LineDevice, timeout: Duration?) throws(TerminalError) -> PromptResult<[FormAnswer]> {
        let clock = ContinuousClock()
        let deadline = timeout.map { clock.now + $0 }
        var state = self.state
        var written: Set<FormState.Position> = []
        var groupsWritten: Set<Int> = []
        while true {
            try writeTitlesAndNotes(of: state, upTo: state.focus, written: &written, groupsWritten: &groupsWritten, on: device)
            guard let position = state.focus else { return finish(state.send(.next(committing: nil))) ?? .cancelled }
            let field = field(at: position)
            let resolution = state.resolved
            let result = try ask(
                field, value: resolution.values[field.key], answers: resolution.values, on: device, timeout: deadline.map { $0 - clock.now }
            )
            switch result {
            case .chosen(let value):
                let events = state.send(.next(committing: value))
                if let ending = finish(events) { return ending }
                for case .refused(_, let problem) in events {
                    try device.write(Sanitiser.sanitise("✗ \(state.notice ?? "\(field.label): \(problem)")") + "\n")
                }
            case .cancelled: return .cancelled
            case .timedOut: return .timedOut
            case .interrupted: return .interrupted
            }
        }
    }

    /// The form's result when `events` finished it.
    private func finish(_ events: [FormEvent]) -> PromptResult<[FormAnswer]>? {
        for case .finished(let answers) in events {
            return .chosen(
                answers.compactMap { answer in
                    guard let value = answer.value, let field = fields.first(where: { $0.key == answer.key }) else { return nil }
                    return FormAnswer(key: answer.key, label: field.label, value: value)
                })
        }
        return nil
    }

    /// Writes the titles of the groups entered and the notes shown before `focus`, once each.
    private func writeTitlesAndNotes(
        of state: FormState, upTo focus: FormState.Position?, written: inout Set<FormState.Position>, groupsWritten: inout Set<Int>,
        on device: some LineDevice
    ) throws(TerminalError) {
        for position in state.resolved.shown where focus.map({ position <= $0 }) ?? true {
            if groupsWritten.insert(position.group).inserted {
                let heading = [groupsWritten.count == 1 ? title : nil, groups[position.group].title].compactMap { $0 }.joined(
                    separator: " · ")
                if !heading.isEmpty { try device.write(Sanitiser.sanitise("— \(heading) —") + "\n") }
            }
            let field = field(at: position)
            guard field.role == .note, written.insert(position).inserted else { continue }
            let text = [field.label, field.description].compactMap { $0 }.joined(separator: ": ")
            try device.write(Sanitiser.sanitise(text) + "\n")
        }
    }

    /// Asks one field with its control's line mode, opening on `value`.
    private func ask(
        _ field: FormField, value: FormValue?, answers: [String: FormValue], on device: some LineDevice, timeout: Duration?
    ) throws(TerminalError) -> PromptResult<FormValue> {
        if case .prompt(let make) = field.kind {
            if let ask = field.asksInLineMode { return try ask(value?.description, device, timeout).map { .text($0) } }
            guard let result = try make(value?.description).askInLineModeIfPossible(on: device, timeout: timeout) else {
                throw .system("the field \"\(field.label)\" cannot be asked line by line: its prompt is not a LineModePrompt")
            }
            return result.map { .text($0) }
        }
        if case .choose(_, _, let command?) = field.kind {
            let feed = ItemFeed()
            feed.readOutput(ofShellCommand: FormShell.exporting(answers) + command)
            return try DropDown(field.label, lines: feed).askInLineMode(on: device, timeout: timeout).map { .text($0) }
        }
        switch FormEditor(field: field, value: value, answers: answers, title: field.label) {
        case .text(let prompt): return try prompt.askInLineMode(on: device, timeout: timeout).map { .text($0) }
        case .area(let prompt): return try prompt.askInLineMode(on: device, timeout: timeout).map { .text($0) }
        case .confirm(let prompt): return try prompt.askInLineMode(on: device, timeout: timeout).map { .flag($0) }
        case .number(let prompt): return try prompt.askInLineMode(on: device, timeout: timeout).map { .number($0.doubleValue) }
        case .choice(let prompt): return try prompt.askInLineMode(on: device, timeout: timeout).map { .text($0) }
        case .checklist(let prompt): return try prompt.askInLineMode(on: device, timeout: timeout).map { .list($0) }
        case .wheel(let prompt): return try prompt.askInLineMode(on: device, timeout: timeout).map { .number($0) }
        case .date(let prompt): return try prompt.askInLineMode(on: device, timeout: timeout).map { .text($0.description) }
        case .file(let prompt): return try prompt.askInLineMode(on: device, timeout: timeout).map { .text($0.first ?? "") }
        case .table(let prompt, let rows):
            return try prompt.askInLineMode(on: device, timeout: timeout).map { chosen in
                .list(chosen.first.map { rows.indices.contains($0) ? rows[$0] : [] } ?? [])
            }
        case .custom(let prompt):
            return try prompt.askInLineModeIfPossible(on: device, timeout: timeout)?.map { .text($0) } ?? .cancelled
        }
    }
}
