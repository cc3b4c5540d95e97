import SelectionCore
import SelectionTerminal

/// One line of text typed by the user (docs/behaviour.md §15; gum `input`, huh `Input`): with a
/// placeholder, a character limit, a password mask, a check that refuses Enter with a message,
/// and completion from suggestions.
///
/// ```swift
/// let name = TextInput("Branch", placeholder: "feature/…", suggestions: ["main", "more-controls"]) { text in
///     text.contains(" ") ? "no spaces in a branch name" : nil
/// }
/// if case .chosen(let branch) = try await name.run() { print(branch) }
/// ```
///
/// It looks like this inline (the caret in reverse video, a suggestion dimmed after it):
///
/// ```
/// Branch > mo▮re-controls
///
/// enter submit · tab complete · esc cancel
/// ```
///
/// The text is edited with the text field's keys (←/→, Alt-←/→, Home/End, Ctrl-W, Ctrl-U,
/// Ctrl-K); Tab, or → at the end, takes the suggestion shown, ↓/↑ show the next or previous
/// one. Enter answers with the text unless it is shorter than `minimumLength` or `validate`
/// returns a message: the message is shown under the field and Enter does nothing (TXT-04). A
/// secure input draws `•` for each character and leaves `(hidden)` as its summary (TXT-03).
public struct TextInput: Prompt {
    /// The answer: the text typed.
    public typealias Value = String

    /// The text, its caret, the limit and the suggestions.
    package private(set) var state: TextInputState
    /// The title before the field and in the summary; nil for none.
    package let title: String?
    /// Drawn before the text (`> `).
    package let prompt: String
    /// Shown dimmed while the field is empty.
    package let placeholder: String?
    /// A line above the field; nil for none.
    package let header: String?
    /// Why a text is refused, beyond its length (a pattern); nil accepts any text.
    package let validate: (@Sendable (String) -> String?)?
    /// The keys.
    package var keyMap: KeyMap<TextInputIntent>
    /// Whether the help line is shown.
    package var showsHelp: Bool
    /// A message for the last key (a paste cut to the limit); cleared by the next key.
    package private(set) var message: String?

    /// Creates an input.
    ///
    /// - Parameters:
    ///   - title: Shown before the field and in the summary.
    ///   - value: The text at first (cut to `characterLimit`).
    ///   - placeholder: Shown dimmed while the field is empty.
    ///   - prompt: Drawn before the text.
    ///   - header: A line above the field.
    ///   - characterLimit: The most characters the text may hold; nil for no limit.
    ///   - minimumLength: The fewest characters Enter accepts.
    ///   - isSecure: Draw `•` for each character (a password); the summary says `(hidden)`.
    ///   - suggestions: What the text completes to, with Tab or → at its end.
    ///   - showsHelp: Whether the help line is shown.
    ///   - validate: Why `text` cannot be the answer (shown under the field), or nil when it can.
    public init(
        _ title: String? = nil, value: String = "", placeholder: String? = nil, prompt: String = "> ", header: String? = nil,
        characterLimit: Int? = nil, minimumLength: Int = 0, isSecure: Bool = false, suggestions: [String] = [],
        showsHelp: Bool = true, validate: (@Sendable (String) -> String?)? = nil
    ) {
        let configuration = TextInputConfiguration(
            characterLimit: characterLimit, minimumLength: minimumLength, mask: isSecure ? "•" : nil, suggestions: suggestions)
        self.state = TextInputState(text: value, configuration: configuration)
        self.title = title
        self.prompt = prompt
        self.placeholder = placeholder
        self.header = header
        self.validate = validate
        var keys = KeyMap<TextInputIntent>.textInput
        if suggestions.isEmpty {
            // Nothing to complete: Tab stays bound (it does nothing) but is not advertised.
            for index in keys.bindings.indices where keys.bindings[index].intent == .acceptSuggestion {
                keys.bindings[index].help = nil
            }
        }
        self.keyMap = keys
        self.showsHelp = showsHelp
        self.message = nil
    }

    /// This input with `history` (the texts given before, oldest first) recalled by ↑ and ↓
    /// (TXT-11); Ctrl-P and Ctrl-N still go through the suggestions.
    package func recalling(_ history: [String]) -> TextInput {
        var input = self
        var configuration = state.configuration
        configuration.history = history
        input.state = TextInputState(text: state.text, configuration: configuration)
        for index in input.keyMap.bindings.indices {
            let intent = input.keyMap.bindings[index].intent
            if intent == .nextSuggestion || intent == .previousSuggestion {
                input.keyMap.bindings[index].keys.removeAll { $0.key == .up || $0.key == .down }
            }
        }
        input.keyMap.bindings.insert(KeyBinding([KeyEvent(.up)], .olderEntry, help: "history"), at: 0)
        input.keyMap.bindings.insert(KeyBinding([KeyEvent(.down)], .newerEntry), at: 1)
        return input
    }

    // MARK: Prompt

    /// The header, the field, the message line and the help line.
    public func preferredHeight(in screen: Size, context: PromptContext) -> Int {
        (header == nil ? 0 : 1) + 2 + (showsHelp ? 1 : 0)
    }

    /// Handles one event and says whether the prompt goes on.
    public mutating func handle(_ event: PromptEvent, context: PromptContext) -> PromptStep<String> {
        switch event {
        case .key(let key):
            message = nil
            if let intent = keyMap.intent(for: key) { return perform(intent) }
            if case .character(let character) = key.key, key.modifiers.isSubset(of: .shift) {
                edit(.insert(String(character)))
            }
        case .paste(let text):
            message = nil
            edit(.insert(text))
        case .mouse, .tick, .resize, .background:
            break
        }
        return .proceed
    }

    private mutating func perform(_ intent: TextInputIntent) -> PromptStep<String> {
        switch intent {
        case .text(.moveRight) where state.completion != nil: state.send(.acceptSuggestion)
        case .text(let action): edit(action)
        case .acceptSuggestion: state.send(.acceptSuggestion)
        case .nextSuggestion: state.send(.nextSuggestion)
        case .previousSuggestion: state.send(.previousSuggestion)
        case .olderEntry: state.send(.olderEntry)
        case .newerEntry: state.send(.newerEntry)
        case .cancel: return .finish(.cancelled)
        case .submit:
            let matches = validate?(state.text) == nil
            for event in state.send(.submit(matchesPattern: matches)) {
                if case .submitted(let text) = event { return .finish(.chosen(text)) }
            }
        }
        return .proceed
    }

    private mutating func edit(_ action: TextFieldAction) {
        if state.send(.text(action)).contains(.truncated), let limit = state.configuration.characterLimit {
            message = "↳ at most \(limit) characters"
        }
    }

    /// Why the text cannot be the answer, once there is something to say: after a refused Enter,
    /// or while the field holds text (TXT-04).
    package var problemText: String? {
        guard state.wasRefused || !state.text.isEmpty else { return nil }
        switch state.problem(matchesPattern: validate?(state.text) == nil) {
        case nil: return nil
        case .tooShort(let minimum): return "✗ at least \(minimum) character\(minimum == 1 ? "" : "s")"
        case .patternMismatch: return "✗ " + (validate?(state.text) ?? "not accepted")
        }
    }

    /// Draws the prompt; returns the caret's cell.
    public func render(into buffer: inout Buffer, context: PromptContext) -> Point? {
        let theme = context.theme
        let width = buffer.size.width
        var row = 0
        if let header {
            buffer.write(header, at: Point(x: 0, y: 0), style: theme.header, overflow: .ellipsis)
            row = 1
        }
        guard row < buffer.size.height else { return nil }
        var x = 0
        if let title { x = buffer.write(title + " ", at: Point(x: 0, y: row), style: theme.title) }
        x = buffer.write(prompt, at: Point(x: x, y: row), style: theme.prompt ?? theme.help)
        let caret = TextInputFieldView(state: state, placeholder: placeholder, theme: theme)
            .render(into: &buffer, area: Rect(x: x, y: row, width: max(0, width - x), height: 1))
        if let text = message ?? problemText, row + 1 < buffer.size.height {
            buffer.write(text, at: Point(x: 0, y: row + 1), style: theme.error, overflow: .ellipsis)
        }
        if showsHelp, row + 2 < buffer.size.height {
            HelpLineView(items: keyMap.helpItems, theme: theme).render(into: &buffer, row: row + 2)
        }
        return caret
    }

    /// The line left behind: `Name: Ada`, or `Password: (hidden)` for a secure input (TXT-03).
    public func summary(of result: PromptResult<String>) -> String? {
        guard case .chosen(let text) = result else { return nil }
        let shown = state.configuration.mask == nil ? text : "(hidden)"
        guard let title else { return prompt + shown }
        return title + ": " + shown
    }
}
