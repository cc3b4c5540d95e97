import SelectionCore
import SelectionTerminal

/// `sel write`'s prompt: a ``TextArea`` whose Ctrl-E ends the prompt with the text, so that the
/// command can open `$EDITOR` on it (with the terminal restored) and ask again with what the
/// editor left.
///
/// ```swift
/// let editor = TextAreaEditor(title: nil, state: TextAreaState(), placeholder: nil, showsLineNumbers: false, opensEditor: true)
/// let session = TextAreaSession(editor: editor)   // .chosen(.openEditor("…")) after Ctrl-E
/// ```
package struct TextAreaSession: Prompt {
    /// How the session ended: the text given, or the text to edit.
    package enum Ending: Sendable, Equatable {
        /// Ctrl-D or Alt-Enter.
        case submitted(String)
        /// Ctrl-E.
        case openEditor(String)
    }

    /// The answer: an ending.
    package typealias Value = Ending

    /// The text area.
    package private(set) var editor: TextAreaEditor

    /// Creates the session.
    package init(editor: TextAreaEditor) { self.editor = editor }

    /// The title, the rows, the message line and the help line.
    package func preferredHeight(in screen: Size, context: PromptContext) -> Int { editor.height }

    /// Handles one event and says whether the prompt goes on.
    package mutating func handle(_ event: PromptEvent, context: PromptContext) -> PromptStep<Ending> {
        switch editor.handle(event) {
        case .proceed: .proceed
        case .cancelled: .finish(.cancelled)
        case .submitted(let text): .finish(.chosen(.submitted(text)))
        case .openEditor(let text): .finish(.chosen(.openEditor(text)))
        }
    }

    /// Draws the text area; returns the caret's cell.
    package func render(into buffer: inout Buffer, context: PromptContext) -> Point? {
        editor.render(into: &buffer, context: context)
    }

    /// The line left behind on a submission; nothing when the editor opens.
    package func summary(of result: PromptResult<Ending>) -> String? {
        guard case .chosen(.submitted(let text)) = result else { return nil }
        return editor.summary(of: text)
    }
}
