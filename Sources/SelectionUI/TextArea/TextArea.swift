import SelectionCore
import SelectionTerminal

/// Several lines of text typed by the user (docs/behaviour.md §15; gum `write`, huh `Text`):
/// Enter breaks the line, Ctrl-D (or Alt-Enter) finishes, Esc cancels; a paste keeps its line
/// breaks and tabs.
///
/// ```swift
/// let notes = TextArea("Release notes", placeholder: "what changed", maximumLines: 20)
/// if case .chosen(let text) = try await notes.run() { print(text) }
/// ```
///
/// ↑/↓ move between lines (keeping the column across short ones), Home/End (Ctrl-A) go to the
/// line's ends, and the text field's keys edit (←/→, Alt-←/→, Backspace, Ctrl-W, Ctrl-U, Ctrl-K).
/// The rows shown scroll to keep the caret's line in view.
public struct TextArea: Prompt {
    /// The answer: the text, its lines separated by `"\n"`.
    public typealias Value = String

    /// The text area shared with `sel write`'s prompt.
    package private(set) var editor: TextAreaEditor

    /// Creates a text area.
    ///
    /// - Parameters:
    ///   - title: A line above the text, and the summary's name.
    ///   - value: The text at first (cut to the limits).
    ///   - placeholder: Shown dimmed while the text is empty.
    ///   - characterLimit: The most characters, line breaks included; nil for no limit.
    ///   - maximumLines: The most lines; nil for no limit.
    ///   - visibleRows: The rows shown.
    ///   - showsLineNumbers: Whether each row starts with its line's number.
    public init(
        _ title: String? = nil, value: String = "", placeholder: String? = nil, characterLimit: Int? = nil,
        maximumLines: Int? = nil, visibleRows: Int = 5, showsLineNumbers: Bool = false
    ) {
        let configuration = TextAreaConfiguration(characterLimit: characterLimit, maximumLines: maximumLines, visibleRows: visibleRows)
        editor = TextAreaEditor(
            title: title, state: TextAreaState(text: value, configuration: configuration), placeholder: placeholder,
            showsLineNumbers: showsLineNumbers)
    }

    /// The title, the rows, the message line and the help line.
    public func preferredHeight(in screen: Size, context: PromptContext) -> Int { editor.height }

    /// Handles one event and says whether the prompt goes on.
    public mutating func handle(_ event: PromptEvent, context: PromptContext) -> PromptStep<String> {
        switch editor.handle(event) {
        case .proceed, .openEditor: .proceed
        case .cancelled: .finish(.cancelled)
        case .submitted(let text): .finish(.chosen(text))
        }
    }

    /// Draws the text area; returns the caret's cell.
    public func render(into buffer: inout Buffer, context: PromptContext) -> Point? {
        editor.render(into: &buffer, context: context)
    }

    /// The line left behind: `Notes: First line (+2 lines)`.
    public func summary(of result: PromptResult<String>) -> String? {
        guard case .chosen(let text) = result else { return nil }
        return editor.summary(of: text)
    }
}
