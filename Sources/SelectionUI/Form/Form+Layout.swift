import SelectionCore
import SelectionTerminal

extension Form {
    /// Where the rows of the page go (rows of the content, before scrolling), decided the same
    /// way for handling and for drawing.
    struct Layout {
        /// Whether row 0 is the title line.
        var hasHeader: Bool
        /// The first row of each field shown on the page, in order.
        var fieldRows: [(position: FormState.Position, row: Int)] = []
        /// The editor's cells, if it is shown.
        var editorFrame: Rect?
        /// The column answers start at.
        var answerColumn: Int
        /// The rows of the header and fields.
        var contentHeight = 0
        /// The rows below them: a notice or the leave question, and the help line.
        var footerHeight: Int
        /// The content rows scrolled out of view above.
        var offset = 0

        /// The field whose rows hold `row`.
        func field(atRow row: Int) -> FormState.Position? {
            fieldRows.last { $0.row <= row }.flatMap { row < contentHeight ? $0.position : nil }
        }
    }

    /// The page laid out `width` cells wide, scrolled so that the focused field and its editor show.
    func layout(width: Int, context: PromptContext) -> Layout {
        let page = state.resolved.shown.filter { $0.group == state.page }
        let titles = page.filter { state.field(at: $0).role != .note }.map { DisplayWidth.of(Sanitiser.sanitise(field(at: $0).label)) }
        // Three cells between the longest title and the answers: room for a confirmation's `[`.
        let answerColumn = min(2 + (titles.max() ?? 0) + 3, max(2, width / 2))
        let hasHeader = title != nil || groups.count > 1 || groups.first?.title != nil
        var layout = Layout(
            hasHeader: hasHeader, answerColumn: answerColumn, footerHeight: 1 + (state.isAskingToLeave || state.notice != nil ? 1 : 0))
        var row = hasHeader ? 1 : 0
        for position in page {
            layout.fieldRows.append((position, row))
            let field = field(at: position)
            var height = 1
            if position == state.focus, let editor {
                let below = editor.isPopover && Self.drawsBelow(field.kind)
                var x = below ? 4 : answerColumn
                // `  Yes  ` and `[ Yes ]` put the answer itself in the answers' column.
                if case .confirm = editor { x -= 2 }
                let size = Size(width: max(0, width - x), height: context.screen.height)
                let editorHeight = editor.preferredHeight(in: size, context: editorContext(context, width: size.width))
                layout.editorFrame = Rect(x: x, y: row + (below ? 1 : 0), width: size.width, height: editorHeight)
                height = max(1, editorHeight + (below ? 1 : 0))
            }
            if field.description != nil { height += 1 }
            if field.role != .note, state.problems[field.key] != nil { height += 1 }
            row += height
        }
        layout.contentHeight = row
        let room =
            (context.presentation == .fullScreen ? context.screen.height : min(context.screen.height, row + layout.footerHeight))
            - layout.footerHeight
        if row > room, let focus = state.focus, let top = layout.fieldRows.first(where: { $0.position == focus })?.row {
            let bottom = layout.editorFrame.map { $0.maxY } ?? top + 1
            layout.offset = max(0, min(bottom - room, top))
        }
        return layout
    }

    /// Editors wider than the answer's column (a table, files, several lines of text) draw under
    /// the field's line instead of on it.
    static func drawsBelow(_ kind: FormField.Kind) -> Bool {
        switch kind {
        case .table, .file, .write, .prompt: true
        default: false
        }
    }

    /// The context the editor sees: its own width, and the region's top at the screen's top, so
    /// that a list always opens below its field (the form's region grows to hold it).
    func editorContext(_ context: PromptContext, width: Int? = nil) -> PromptContext {
        var editor = context
        let width = width ?? layout(width: context.screen.width, context: context).editorFrame?.width ?? context.screen.width
        editor.screen = Size(width: width, height: context.screen.height)
        editor.regionTop = 0
        editor.regionTopExpectedUntil = nil
        return editor
    }

    /// How an answer shows on its field's line.
    func display(_ value: FormValue?, of field: FormField) -> String {
        guard let value else { return "" }
        switch (field.kind, value) {
        case (.password, _): return String(repeating: "•", count: value.description.count)
        case (.confirm(let affirmative, let negative), .flag(let flag)): return flag ? affirmative : negative
        case (.number(_, let unit?), _): return value.description + " " + unit
        case (.wheel(let format, let unit), .number(let number)):
            return WheelPicker(title: "", format: format, value: number, unit: unit).displayText
        case (.write, _): return value.description.split(separator: "\n", omittingEmptySubsequences: false).first.map(String.init) ?? ""
        case (.table, .list(let cells)): return cells.joined(separator: "  ")
        default: return value.description
        }
    }
}
