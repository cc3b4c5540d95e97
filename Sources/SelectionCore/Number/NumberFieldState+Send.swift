// The one entry point, `send`: steps, typing, commit and press-and-hold.

extension NumberFieldState {
    /// Applies one action and reports what changed.
    ///
    /// - Returns: ``NumberFieldEvent/valueChanged(_:)``, ``NumberFieldEvent/textChanged(_:)`` and
    ///   ``NumberFieldEvent/validityChanged(_:)`` for what changed, after a commit's own event
    ///   (``NumberFieldEvent/commitAdjusted(typed:)``, ``NumberFieldEvent/commitReverted``); or only
    ///   ``NumberFieldEvent/rejectedInput(_:)`` when a keystroke was refused.
    @discardableResult
    public mutating func send(_ action: NumberFieldAction) -> [NumberFieldEvent] {
        let before = (value: value, text: text, validity: validity)
        var leading: [NumberFieldEvent] = []
        switch action {
        case .increment: step(1, by: configuration.step)
        case .decrement: step(-1, by: configuration.step)
        case .incrementPage: step(1, by: configuration.pageStep)
        case .decrementPage: step(-1, by: configuration.pageStep)
        case .toMinimum:
            if let minimum = configuration.minimum { show(minimum) }
        case .toMaximum:
            if let maximum = configuration.maximum { show(configuration.snapped(maximum)) }
        case .text(let edit):
            if case .insert(let typed) = edit, let rejected = firstRejected(in: typed) { return [.rejectedInput(rejected)] }
            field.send(edit)
        case .commit:
            leading = commit()
        case .pressStepButton(let direction, let now):
            step(direction, by: configuration.step)
            repeating = Repeat(direction: direction, next: now + Self.repeatDelay)
        case .releaseStepButton:
            repeating = nil
        case .tick(let now):
            guard let held = repeating, now >= held.next else { break }
            let previous = value
            step(held.direction, by: configuration.step)
            // NUM-10: stop at the bound.
            repeating = value == previous ? nil : Repeat(direction: held.direction, next: now + Self.repeatInterval)
        }
        var events = leading
        if value != before.value { events.append(.valueChanged(value)) }
        if text != before.text { events.append(.textChanged(text)) }
        let newValidity = validity
        if newValidity != before.validity { events.append(.validityChanged(newValidity)) }
        return events
    }

    /// Steps from the typed number (or from the bounds when there is none) and shows the result,
    /// re-syncing the text even when the number did not change (NUM-12).
    private mutating func step(_ direction: Int, by amount: DecimalNumber) {
        show(configuration.stepped(typedNumber, direction: direction, by: amount))
    }

    private mutating func show(_ number: DecimalNumber) {
        value = number
        text = configuration.text(of: number)
        caret = text.count
    }

    /// NUM-03: the first character of `typed` that cannot be part of a valid number where it
    /// would go, typed one by one at the caret; nil when all can.
    func firstRejected(in typed: String) -> Character? {
        var copy = self
        for character in field.sanitised(typed) {
            guard copy.accepts(character) else { return character }
            copy.field.send(.insert(String(character)))
        }
        return nil
    }

    /// NUM-03: whether `character` typed at the caret can be part of a valid number.
    func accepts(_ character: Character) -> Bool {
        let characters = Array(text)
        let hasSign = characters.first == "-" || characters.first == "+"
        let pointIndex = characters.firstIndex(of: ".")
        switch character {
        case "-":
            // A minus sign only where negatives exist, once, first.
            return caret == 0 && !hasSign && (configuration.minimum.map(\.isNegative) ?? true)
        case "+":
            return caret == 0 && !hasSign && (configuration.maximum.map { DecimalNumber(0) < $0 } ?? true)
        case ".":
            return configuration.fractionDigits > 0 && pointIndex == nil && (caret > 0 || !hasSign)
        default:
            guard character.isASCII, character.isNumber, caret > 0 || !hasSign else { return false }
            let digits = characters.filter { $0.isASCII && $0.isNumber }.count
            guard digits < DecimalNumber.maximumDigits else { return false }
            if let pointIndex, caret > pointIndex {
                return characters.count - pointIndex - 1 < configuration.fractionDigits
            }
            return true
        }
    }

    /// NUM-08: empty → no value; not a number → the formatted value back; else clamp and snap
    /// (`.snap`) or keep and flag (`.validate`), then reformat.
    private mutating func commit() -> [NumberFieldEvent] {
        if text.isEmpty {
            value = nil
            caret = 0
            return []
        }
        guard let typed = typedNumber else {
            text = value.map { configuration.text(of: $0) } ?? ""
            caret = text.count
            return [.commitReverted]
        }
        switch configuration.commitBehavior {
        case .snap:
            let committed = configuration.snapped(typed)
            show(committed)
            return committed == typed ? [] : [.commitAdjusted(typed: typed)]
        case .validate:
            show(typed)
            return []
        }
    }
}
