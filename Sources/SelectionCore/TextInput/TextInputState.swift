/// The state of a one-line text input (docs/behaviour.md §15, gum `input`, huh `Input`): the
/// core's one text field, embedded, with a character limit, a shortest answer, a mask and
/// completion from suggestions. A pure value; ``send(_:)`` is the one way actions come in.
///
/// ```swift
/// var input = TextInputState(configuration: TextInputConfiguration(minimumLength: 3, suggestions: ["Berlin", "Bern"]))
/// input.send(.text(.insert("be")))        // the suggestion shown: "Berlin"
/// input.send(.nextSuggestion)             // now "Bern"
/// input.send(.acceptSuggestion)           // the text is "Bern"
/// input.send(.submit(matchesPattern: true))   // [.submitted("Bern")]
/// ```
///
/// Typing never goes past the character limit (TXT-02); the mask changes what is drawn, never
/// the text (TXT-03); Enter is refused, with the reason, while the text is too short or does not
/// match the pattern (TXT-04).
package struct TextInputState: Sendable, Equatable {
    /// The limit, the minimum length, the mask, the suggestions.
    package let configuration: TextInputConfiguration
    /// The text and its caret (the core's one text field, embedded).
    package private(set) var field: TextFieldState
    /// Which of ``matchingSuggestions`` is offered; reset by every edit.
    package private(set) var suggestionIndex: Int
    /// Which entry of the history is shown: its index, or the history's count for the text being
    /// typed (TXT-11).
    package private(set) var historyIndex: Int
    /// The text being typed when the first entry was recalled, given back past the newest.
    package private(set) var draft: String
    /// Whether Enter was refused since the text last changed: the caller then shows why even on
    /// an empty field.
    package private(set) var wasRefused: Bool

    /// Creates an input holding `text` (cut to the limit), the caret at its end.
    package init(text: String = "", configuration: TextInputConfiguration = TextInputConfiguration()) {
        self.configuration = configuration
        let kept = configuration.characterLimit.map { String(text.prefix($0)) } ?? text
        self.field = TextFieldState(text: kept, configuration: TextFieldConfiguration(mask: configuration.mask))
        self.suggestionIndex = 0
        self.historyIndex = configuration.history.count
        self.draft = ""
        self.wasRefused = false
    }

    /// The text.
    package var text: String { field.text }

    /// The suggestions that complete the text: those starting with it, ignoring case, and longer
    /// than it (TXT-05). None while the text is empty or the caret is not at its end.
    package var matchingSuggestions: [String] {
        guard !text.isEmpty, field.caret == text.count else { return [] }
        let typed = text.lowercased()
        return configuration.suggestions.filter { $0.count > text.count && $0.lowercased().hasPrefix(typed) }
    }

    /// The suggestion offered now, if any.
    package var suggestion: String? {
        let matching = matchingSuggestions
        guard !matching.isEmpty else { return nil }
        return matching[min(suggestionIndex, matching.count - 1)]
    }

    /// What the offered suggestion adds after the text (drawn dimmed after the caret).
    package var completion: String? { suggestion.map { String($0.dropFirst(text.count)) } }

    /// Why the text cannot be the answer (TXT-04), given whether it matches the caller's pattern.
    package func problem(matchesPattern: Bool) -> TextInputProblem? {
        if text.count < configuration.minimumLength { return .tooShort(minimum: configuration.minimumLength) }
        if !matchesPattern { return .patternMismatch }
        return nil
    }

    /// Applies `action`; reports a new text, a cut, an answer or a refusal.
    @discardableResult
    package mutating func send(_ action: TextInputAction) -> [TextInputEvent] {
        let before = text
        var events: [TextInputEvent] = []
        switch action {
        case .text(let edit):
            var cut = false
            switch edit {
            case .insert(let typed):
                let kept = fitting(field.sanitised(typed), replacing: false)
                cut = kept.count < field.sanitised(typed).count
                field.send(.insert(kept))
            case .replaceAll(let newText):
                let kept = fitting(field.sanitised(newText), replacing: true)
                cut = kept.count < field.sanitised(newText).count
                field.send(.replaceAll(kept))
            default:
                field.send(edit)
            }
            if cut { events.append(.truncated) }
        case .acceptSuggestion:
            if let suggestion { field.send(.replaceAll(suggestion)) }
        case .nextSuggestion:
            let count = matchingSuggestions.count
            if count > 1 { suggestionIndex = (suggestionIndex + 1) % count }
        case .previousSuggestion:
            let count = matchingSuggestions.count
            if count > 1 { suggestionIndex = (suggestionIndex + count - 1) % count }
        case .olderEntry:
            recall(historyIndex - 1)
        case .newerEntry:
            recall(historyIndex + 1)
        case .submit(let matchesPattern):
            if let problem = problem(matchesPattern: matchesPattern) {
                wasRefused = true
                return [.refused(problem)]
            }
            return [.submitted(text)]
        }
        if text != before {
            suggestionIndex = 0
            wasRefused = false
            events.insert(.textChanged(text), at: 0)
        }
        return events
    }

    /// Shows entry `index` of the history (the draft past the newest); at either end nothing
    /// moves. The text being typed is kept as the draft when the first entry is recalled.
    private mutating func recall(_ index: Int) {
        let history = configuration.history
        guard index >= 0, index <= history.count, index != historyIndex else { return }
        if historyIndex == history.count { draft = text }
        historyIndex = index
        let shown = index == history.count ? draft : history[index]
        field.send(.replaceAll(fitting(field.sanitised(shown), replacing: true)))
    }

    /// The part of `typed` that fits under the character limit, at the caret or replacing all.
    private func fitting(_ typed: String, replacing: Bool) -> String {
        guard let limit = configuration.characterLimit else { return typed }
        let room = max(0, limit - (replacing ? 0 : text.count))
        return String(typed.prefix(room))
    }
}
