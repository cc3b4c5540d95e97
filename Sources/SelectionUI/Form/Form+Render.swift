import SelectionCore
import SelectionTerminal

extension Form {
    /// Draws the page: the header, each field's line (its answer or its editor), its description
    /// and its problem, then the notice or the leave question, and the help line.
    public func render(into buffer: inout Buffer, context: PromptContext) -> Point? {
        let layout = layout(width: buffer.width, context: context)
        var content = Buffer(width: buffer.width, height: layout.contentHeight)
        let cursor = renderContent(into: &content, layout: layout, context: context)
        let room = max(0, buffer.height - layout.footerHeight)
        for y in 0..<min(room, content.height - layout.offset) {
            for x in 0..<content.width where !content[x, y + layout.offset].isContinuation {
                buffer.set(content[x, y + layout.offset], at: Point(x: x, y: y))
            }
        }
        renderFooter(into: &buffer, row: min(room, layout.contentHeight - layout.offset), theme: context.theme)
        return cursor.flatMap { $0.y >= layout.offset && $0.y - layout.offset < room ? Point(x: $0.x, y: $0.y - layout.offset) : nil }
    }

    private func renderContent(into buffer: inout Buffer, layout: Layout, context: PromptContext) -> Point? {
        let theme = context.theme
        if layout.hasHeader { renderHeader(into: &buffer, theme: theme) }
        var cursor: Point?
        let values = state.resolved.values
        for (position, row) in layout.fieldRows {
            let field = field(at: position)
            let isFocused = position == state.focus
            var y = row
            if field.role == .note {
                buffer.write(field.label, at: Point(x: 2, y: y), style: theme.header, overflow: .ellipsis)
            } else {
                if isFocused { buffer.write(String(theme.highlightMarker), at: Point(x: 0, y: y), style: theme.highlight) }
                let titleStyle = isFocused ? theme.title.adding(.underline) : theme.title
                buffer.write(
                    field.label, at: Point(x: 2, y: y), style: titleStyle, clip: Rect(x: 2, y: y, width: layout.answerColumn - 3, height: 1)
                )
                if isFocused, let editor, let frame = layout.editorFrame {
                    cursor = renderEditor(editor, into: &buffer, frame: frame, context: context)
                    y = max(y, frame.maxY - 1)
                } else {
                    renderAnswer(of: field, value: values[field.key], into: &buffer, at: Point(x: layout.answerColumn, y: y), theme: theme)
                    if isFocused { cursor = Point(x: layout.answerColumn, y: y) }
                }
            }
            if let description = field.description {
                y += 1
                buffer.write(description, at: Point(x: 4, y: y), style: theme.detail, overflow: .ellipsis)
            }
            if field.role != .note, let problem = state.problems[field.key] {
                y += 1
                buffer.write("✗ " + problem, at: Point(x: 4, y: y), style: theme.error, overflow: .ellipsis)
            }
        }
        return cursor
    }

    /// `Deploy · Target (1/3)`: the form's title, the group's, and where it is among the groups shown.
    private func renderHeader(into buffer: inout Buffer, theme: Theme) {
        let shown = state.shownGroups
        var parts: [String] = []
        if let title { parts.append(title) }
        if let group = groups[state.page].title { parts.append(group) }
        var text = parts.joined(separator: " · ")
        if shown.count > 1, let index = shown.firstIndex(of: state.page) {
            text += (text.isEmpty ? "" : " ") + "(\(index + 1)/\(shown.count))"
        }
        buffer.write(text, at: Point(x: 0, y: 0), style: theme.title.adding(.bold), overflow: .ellipsis)
    }

    /// The answer (a default dimmed), or a placeholder; `▾` after a popover field's.
    private func renderAnswer(of field: FormField, value: FormValue?, into buffer: inout Buffer, at point: Point, theme: Theme) {
        let isGiven = state.answers[field.key] != nil
        var text = display(value, of: field)
        var style = isGiven ? theme.text : theme.detail
        if text.isEmpty {
            text = placeholder(of: field)
            style = theme.placeholder
        }
        var x = buffer.write(text, at: point, style: style, overflow: .ellipsis)
        if field.role == .popover {
            x = buffer.write(" " + String(theme.closedIndicator), at: Point(x: x, y: point.y), style: theme.detail)
        }
    }

    private func placeholder(of field: FormField) -> String {
        switch field.kind {
        case .input(let placeholder?), .password(let placeholder?), .write(let placeholder?, _): placeholder
        case .choose, .multi, .table, .file, .prompt: "Select…"
        default: "—"
        }
    }

    /// The editor drawn into its frame; returns its cursor in the content's cells.
    private func renderEditor(_ editor: FormEditor, into buffer: inout Buffer, frame: Rect, context: PromptContext) -> Point? {
        var cells = Buffer(width: frame.width, height: frame.height)
        let cursor = editor.render(into: &cells, context: editorContext(context, width: frame.width))
        for y in 0..<cells.height {
            for x in 0..<cells.width where !cells[x, y].isContinuation {
                buffer.set(cells[x, y], at: Point(x: frame.x + x, y: frame.y + y))
            }
        }
        return cursor.map { Point(x: $0.x + frame.x, y: $0.y + frame.y) }
    }

    /// The leave question or the notice, then the keys.
    private func renderFooter(into buffer: inout Buffer, row: Int, theme: Theme) {
        var y = row
        if state.isAskingToLeave {
            buffer.write("Leave the form? Your answers are dropped. (y/N)", at: Point(x: 0, y: y), style: theme.error, overflow: .ellipsis)
            y += 1
        } else if let notice = state.notice {
            buffer.write("✗ " + notice, at: Point(x: 0, y: y), style: theme.error, overflow: .ellipsis)
            y += 1
        }
        guard y < buffer.height else { return }
        buffer.write(helpText, at: Point(x: 0, y: y), style: theme.help, overflow: .ellipsis)
    }

    /// The keys that do something now.
    private var helpText: String {
        if state.isAskingToLeave { return "y leave · n stay" }
        var items: [String]
        if state.isOpen {
            items = ["enter choose", "esc close"]
        } else if state.focusedField?.role == .popover {
            items = ["enter open", "tab next", "shift+tab back"]
        } else {
            items = ["enter next", "shift+tab back"]
        }
        if state.shownGroups.count > 1, !state.isOpen { items.append("pgdn/pgup page") }
        if !state.isOpen { items.append("esc leave") }
        return items.joined(separator: " · ")
    }
}
