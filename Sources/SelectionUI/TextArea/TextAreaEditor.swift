import SelectionCore
import SelectionTerminal

/// What ``TextArea`` and `sel write`'s prompt share: the text area's state, keys, messages and
/// drawing (docs/behaviour.md §15). Each prompt wraps one and says what an ending is.
///
/// ```
/// Notes
///   1 First line
///   2 and a second▮
///
/// enter newline · ctrl+d/alt+enter done · ctrl+e editor · esc cancel
/// ```
///
/// ```swift
/// var editor = TextAreaEditor(title: "Notes", state: TextAreaState(), placeholder: nil, showsLineNumbers: true)
/// editor.perform(.area(.text(.insert("hello"))))   // .proceed
/// ```
package struct TextAreaEditor: Sendable {
    /// How an event left the text area.
    package enum Outcome: Sendable, Equatable {
        /// Still editing.
        case proceed
        /// Esc.
        case cancelled
        /// Ctrl-D or Alt-Enter: this text.
        case submitted(String)
        /// Ctrl-E: this text, to edit in `$EDITOR`.
        case openEditor(String)
    }

    /// The text, the caret, the first row shown.
    package private(set) var state: TextAreaState
    /// A line above the text, and the summary's name; nil for none.
    package let title: String?
    /// Shown dimmed while the text is empty.
    package let placeholder: String?
    /// Whether each row starts with its line's number.
    package let showsLineNumbers: Bool
    /// The keys.
    package var keyMap: KeyMap<TextAreaIntent>
    /// Whether the help line is shown.
    package var showsHelp: Bool
    /// Why the last key did less than asked (a paste cut to the limits); cleared by the next key.
    package private(set) var message: String?
    /// Drawn before each row, before its number (gum write's `--prompt`); nil for none.
    package var prompt: String?
    /// The columns the rows take, the prompt and numbers included (gum write's `--width`); nil
    /// for the terminal's width.
    package var width: Int?

    /// Creates the editor; without `opensEditor` Ctrl-E does nothing and is not advertised.
    package init(
        title: String?, state: TextAreaState, placeholder: String?, showsLineNumbers: Bool, opensEditor: Bool = false,
        showsHelp: Bool = true
    ) {
        self.state = state
        self.title = title
        self.placeholder = placeholder
        self.showsLineNumbers = showsLineNumbers
        var keys = KeyMap<TextAreaIntent>.textArea
        if !opensEditor { keys.bindings.removeAll { $0.intent == .openEditor } }
        self.keyMap = keys
        self.showsHelp = showsHelp
        self.message = nil
    }

    /// The title, the rows, the message line and the help line.
    package var height: Int { (title == nil ? 0 : 1) + state.configuration.visibleRows + 1 + (showsHelp ? 1 : 0) }

    /// Handles one event.
    package mutating func handle(_ event: PromptEvent) -> Outcome {
        switch event {
        case .key(let key):
            message = nil
            if let intent = keyMap.intent(for: key) { return perform(intent) }
            if case .character(let character) = key.key, key.modifiers.isSubset(of: .shift) {
                apply(state.send(.text(.insert(String(character)))))
            }
        case .paste(let text):
            // TXT-09: a paste is text, its line breaks and tabs kept, never keys.
            message = nil
            apply(state.send(.text(.insert(text))))
        case .mouse, .tick, .resize, .background:
            break
        }
        return .proceed
    }

    /// Does what `intent` means.
    package mutating func perform(_ intent: TextAreaIntent) -> Outcome {
        switch intent {
        case .area(let action): apply(state.send(action))
        case .submit: return .submitted(state.text)
        case .openEditor: return .openEditor(state.text)
        case .cancel: return .cancelled
        }
        return .proceed
    }

    private mutating func apply(_ events: [TextAreaEvent]) {
        guard events.contains(.truncated) else { return }
        let configuration = state.configuration
        var limits: [String] = []
        if let characters = configuration.characterLimit { limits.append("\(characters) characters") }
        if let lines = configuration.maximumLines { limits.append("\(lines) lines") }
        message = "↳ at most " + limits.joined(separator: " and ")
    }

    /// Draws the text area; returns the caret's cell.
    package func render(into buffer: inout Buffer, context: PromptContext) -> Point? {
        let theme = context.theme
        var row = 0
        if let title {
            buffer.write(title, at: Point(x: 0, y: 0), style: theme.title, overflow: .ellipsis)
            row = 1
        }
        let lines = state.lines
        let rows = state.configuration.visibleRows
        let promptWidth = prompt.map { Buffer.displayWidth(of: $0, limit: buffer.size.width) } ?? 0
        let gutter = promptWidth + (showsLineNumbers ? max(3, String(lines.count).count) + 1 : 0)
        let width = max(0, min(buffer.size.width, self.width ?? buffer.size.width) - gutter)
        let caret = state.caretPosition
        var caretCell: Point?
        for index in state.topLine..<min(lines.count, state.topLine + rows) {
            let y = row + index - state.topLine
            if let prompt { buffer.write(prompt, at: Point(x: 0, y: y), style: theme.prompt ?? theme.input) }
            if showsLineNumbers {
                let number = String(index + 1)
                let text = String(repeating: " ", count: max(0, gutter - promptWidth - 1 - number.count)) + number
                buffer.write(text, at: Point(x: promptWidth, y: y), style: theme.detail)
            }
            let area = Rect(x: gutter, y: y, width: width, height: 1)
            if index == caret.line {
                caretCell = drawCaretLine(lines[index], column: caret.column, in: area, into: &buffer, theme: theme)
            } else {
                buffer.write(Self.expandingTabs(lines[index]), at: area.origin, style: theme.input, clip: area, overflow: .ellipsis)
            }
        }
        if state.text.isEmpty, let placeholder, !placeholder.isEmpty {
            buffer.write(placeholder, at: Point(x: gutter + 1, y: row), style: theme.placeholder, overflow: .ellipsis)
        }
        let messageRow = row + rows
        if let message { buffer.write(message, at: Point(x: 0, y: messageRow), style: theme.error, overflow: .ellipsis) }
        if showsHelp, messageRow + 1 < buffer.size.height {
            HelpLineView(items: keyMap.helpItems, theme: theme).render(into: &buffer, row: messageRow + 1)
        }
        return caretCell
    }

    /// The caret's line, scrolled to keep the caret in view (`TextFieldWindow`), the caret in
    /// reverse video.
    private func drawCaretLine(_ line: String, column: Int, in area: Rect, into buffer: inout Buffer, theme: Theme) -> Point? {
        guard area.width > 0 else { return nil }
        let shown = Self.expandingTabs(line)
        let shownColumn = Self.expandingTabs(String(line.prefix(column))).count
        let field = TextFieldState(text: shown, caret: shownColumn)
        let window = TextFieldWindow(field, width: area.width) { Buffer.displayWidth(of: String($0)) }
        var x = area.x
        if window.hidesStart { x = buffer.write("…", at: area.origin, style: theme.input, clip: area) }
        x = buffer.write(window.text, at: Point(x: x, y: area.y), style: theme.input, clip: area)
        if window.hidesEnd { buffer.write("…", at: Point(x: x, y: area.y), style: theme.input, clip: area) }
        let caretX = area.x + window.caretColumn
        guard caretX < area.maxX else { return nil }
        let characters = Array(shown)
        let under = shownColumn < characters.count ? String(characters[shownColumn]) : " "
        buffer.write(under, at: Point(x: caretX, y: area.y), style: theme.input.adding(.reverse), clip: area)
        return Point(x: caretX, y: area.y)
    }

    /// `line` with each tab drawn as spaces to the next multiple of four columns.
    package static func expandingTabs(_ line: String) -> String {
        var shown = ""
        var column = 0
        for character in line {
            if character == "\t" {
                let spaces = 4 - column % 4
                shown += String(repeating: " ", count: spaces)
                column += spaces
            } else {
                shown.append(character)
                column += 1
            }
        }
        return shown
    }

    /// The line left behind: `Notes: First line (+1 line)`.
    package func summary(of text: String) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let more = lines.count > 1 ? " (+\(lines.count - 1) line\(lines.count == 2 ? "" : "s"))" : ""
        return (title ?? "Text") + ": " + Self.expandingTabs(String(lines.first ?? "")) + more
    }
}
