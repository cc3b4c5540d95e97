/// The state of a multi-line text area (docs/behaviour.md §15, gum `write`, huh `Text`): the
/// core's one text field, embedded, keeping line breaks and tabs, with line moves, a character
/// and a line limit, and the first row shown. A pure value; ``send(_:)`` is the one way actions
/// come in.
///
/// ```swift
/// var notes = TextAreaState(configuration: TextAreaConfiguration(maximumLines: 2))
/// notes.send(.text(.insert("first")))
/// notes.send(.newline)
/// notes.send(.text(.insert("second\nthird")))   // the third line is dropped: [.textChanged(…), .truncated]
/// ```
package struct TextAreaState: Sendable, Equatable {
    /// The limits and the rows shown.
    package let configuration: TextAreaConfiguration
    /// The text and its caret, as one string with `"\n"` between lines.
    package private(set) var field: TextFieldState
    /// The first line drawn (TXT-07): moved in ``send(_:)`` so the caret's line is shown.
    package private(set) var topLine: Int
    /// The column ↑ and ↓ aim for, kept across short lines; nil after any other action.
    package private(set) var goalColumn: Int?

    /// Creates a text area holding `text` (cut to the limits), the caret at its end.
    package init(text: String = "", configuration: TextAreaConfiguration = TextAreaConfiguration()) {
        self.configuration = configuration
        var fieldConfiguration = TextFieldConfiguration(keepsLineBreaks: true)
        fieldConfiguration.keepsTabs = true
        self.field = TextFieldState(configuration: fieldConfiguration)
        self.topLine = 0
        self.goalColumn = nil
        send(.text(.insert(text)))
    }

    /// The text.
    package var text: String { field.text }

    /// The lines of the text (one, empty, for an empty text).
    package var lines: [String] { text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }

    /// The caret's line and column, in characters.
    package var caretPosition: (line: Int, column: Int) {
        var line = 0
        var column = 0
        for character in text.prefix(field.caret) {
            if character == "\n" {
                line += 1
                column = 0
            } else {
                column += 1
            }
        }
        return (line, column)
    }

    /// Applies `action`; reports a new text and whether an insertion was cut.
    @discardableResult
    package mutating func send(_ action: TextAreaAction) -> [TextAreaEvent] {
        let before = text
        var truncated = false
        let keepsGoal = action == .moveUp || action == .moveDown
        switch action {
        case .text(.insert(let typed)):
            truncated = insert(typed)
        case .text(.replaceAll(let newText)):
            field.send(.replaceAll(""))
            truncated = insert(newText)
        case .text(let edit):
            field.send(edit)
        case .newline:
            truncated = insert("\n")
        case .moveUp, .moveDown:
            let position = caretPosition
            let target = position.line + (action == .moveUp ? -1 : 1)
            let all = lines
            if (0..<all.count).contains(target) {
                let goal = goalColumn ?? position.column
                goalColumn = goal
                moveCaret(line: target, column: min(goal, all[target].count))
            } else {
                moveCaret(line: position.line, column: action == .moveUp ? 0 : all[position.line].count)
            }
        case .moveToLineStart:
            moveCaret(line: caretPosition.line, column: 0)
        case .moveToLineEnd:
            let line = caretPosition.line
            moveCaret(line: line, column: lines[line].count)
        }
        if !keepsGoal { goalColumn = nil }
        reveal()
        var events: [TextAreaEvent] = text == before ? [] : [.textChanged(text)]
        if truncated { events.append(.truncated) }
        return events
    }

    /// Inserts what of `typed` fits under the character and line limits, character by
    /// character; returns whether something was dropped.
    private mutating func insert(_ typed: String) -> Bool {
        var kept = ""
        var count = text.count
        var lineCount = lines.count
        var dropped = false
        for character in field.sanitised(typed) {
            if let limit = configuration.characterLimit, count >= limit {
                dropped = true
                break
            }
            if character == "\n" {
                if let most = configuration.maximumLines, lineCount >= most {
                    dropped = true
                    continue
                }
                lineCount += 1
            }
            kept.append(character)
            count += 1
        }
        field.send(.insert(kept))
        return dropped
    }

    private mutating func moveCaret(line: Int, column: Int) {
        var offset = 0
        for (index, text) in lines.enumerated() {
            if index == line { break }
            offset += text.count + 1
        }
        field.caret = offset + column
    }

    /// TXT-07: the least scrolling that shows the caret's line.
    private mutating func reveal() {
        let line = caretPosition.line
        let rows = configuration.visibleRows
        if line < topLine { topLine = line }
        if line >= topLine + rows { topLine = line - rows + 1 }
        topLine = max(0, min(topLine, max(0, lines.count - rows)))
    }
}
