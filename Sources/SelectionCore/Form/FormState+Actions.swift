extension FormState {
    /// Performs `action` and says what changed.
    @discardableResult
    package mutating func send(_ action: FormAction) -> [FormEvent] {
        switch action {
        case .next(let value):
            return moveForward(committing: value)
        case .previous(let value):
            commit(value, checking: value != nil)
            let focusable = resolved.focusable
            guard let focus, let index = focusable.firstIndex(of: focus), index > 0 else { return [] }
            return move(to: focusable[index - 1])
        case .focus(let position, let value):
            guard position != focus, resolved.focusable.contains(position) else { return [] }
            commit(value, checking: value != nil)
            return move(to: position)
        case .nextGroup(let value):
            commit(value, checking: value != nil)
            guard let target = resolved.focusable.first(where: { $0.group > page }) else { return [] }
            return move(to: target)
        case .previousGroup(let value):
            commit(value, checking: value != nil)
            let before = resolved.focusable.filter { $0.group < page }
            guard let group = before.last?.group, let target = before.first(where: { $0.group == group }) else { return [] }
            return move(to: target)
        case .open:
            guard focusedField?.role == .popover, !isOpen else { return [] }
            isOpen = true
            return [.opened]
        case .close:
            guard isOpen else { return [] }
            isOpen = false
            return [.closed]
        case .escape:
            if isOpen { return send(.close) }
            isAskingToLeave = true
            return [.askedToLeave]
        case .leave(let leaves):
            isAskingToLeave = false
            return leaves ? [.left] : []
        }
    }

    /// Keeps `value` as the focused field's answer; with `checking`, notes (or clears) its problem.
    private mutating func commit(_ value: FormValue?, checking: Bool) {
        guard let field = focusedField else { return }
        if let value { answers[field.key] = value }
        if checking { problems[field.key] = Self.problem(of: field, value: self.value(of: field)) }
    }

    private mutating func moveForward(committing value: FormValue?) -> [FormEvent] {
        commit(value, checking: true)
        guard let field = focusedField else { return finish() }
        if let problem = problems[field.key] { return [.refused(key: field.key, problem: problem)] }
        let focusable = resolved.focusable
        guard let focus, let index = focusable.firstIndex(of: focus), index + 1 < focusable.count else { return finish() }
        return move(to: focusable[index + 1])
    }

    private mutating func move(to position: Position) -> [FormEvent] {
        focus = position
        isOpen = false
        notice = nil
        return [.focused(position)]
    }

    /// Checks every field shown: finishes, or moves to the first refused field and says why.
    private mutating func finish() -> [FormEvent] {
        let resolution = resolved
        var answers: [Answer] = []
        var firstRefused: (position: Position, problem: String)?
        for position in resolution.focusable {
            let field = field(at: position)
            let value = resolution.values[field.key]
            problems[field.key] = Self.problem(of: field, value: value)
            if let problem = problems[field.key], firstRefused == nil { firstRefused = (position, problem) }
            answers.append(Answer(key: field.key, value: value))
        }
        guard let (position, problem) = firstRefused else { return [.finished(answers)] }
        let field = field(at: position)
        var events: [FormEvent] = position == focus ? [] : move(to: position)
        notice = "Cannot finish: \(field.title) — \(problem)"
        events.append(.refused(key: field.key, problem: problem))
        return events
    }
}
