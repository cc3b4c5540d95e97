import SelectionCore
import SelectionTerminal

/// The preview pane's wiring to a list prompt (``ListPreview``): which option is previewed (the
/// highlighted one, with the query and the checked options when the preview uses them), the
/// commands that show, hide and scroll the pane, its output arriving, and the wheel over it. The
/// pane's own state is ``PreviewPaneState``'s.
enum ListPreviewWiring<Value: Sendable & Equatable> {
    typealias Engine = ListPromptEngine<Value>

    /// The option the preview is for now: the highlighted one, with the query and the checked
    /// options when the preview uses them.
    static func currentItem(of engine: Engine) -> PreviewItem<Value>? {
        let state = engine.state
        guard let pane = engine.previewPane, state.isOpen, let row = state.list.highlighted, let choice = state.list.option(at: row)
        else { return nil }
        let index: Int
        if let stream = engine.stream, row < stream.rowCount {
            index = stream.item(ofRow: row)
        } else if let filter = engine.filter, row < filter.optionOfRow.count, let original = filter.optionOfRow[row] {
            index = original
        } else {
            index = row
        }
        let preview = pane.preview
        var item = PreviewItem(
            choice: choice, index: index, query: preview.usesQuery ? (engine.query ?? "") : "",
            checked: preview.usesChecked ? engine.checkedOptions : [])
        if let stream = engine.stream, row < stream.rowCount {
            item.placeholderText = stream.placeholderText(ofItem: index)
            if preview.usesChecked { item.checkedPlaceholderTexts = stream.selectedItems.sorted().map(stream.placeholderText) }
        }
        return item
    }

    /// After every event: a new highlight asks for a new run (the stale one stops at once), and a
    /// due run starts.
    static func update(_ engine: inout Engine, now: Duration) {
        guard engine.previewPane != nil else { return }
        let item = currentItem(of: engine)
        engine.previewPane?.update(to: item, now: now)
    }

    /// Handles what only the preview handles: its output arriving, the wheel over the pane,
    /// Shift-↑/↓ (unless bound). True when the event was used.
    static func handle(_ event: PromptEvent, on engine: inout Engine, context: PromptContext) -> Bool {
        guard engine.previewPane != nil else { return false }
        switch event {
        case .background(.completed(let result)):
            guard case .previewed(let generation, let output) = result.kind else { return false }
            let rows = engine.layout(in: context).previewTextArea?.height
            engine.previewPane?.take(output, generation: generation, textRows: rows)
            return true
        case .mouse(let mouse):
            guard case .scroll(let direction) = mouse.kind, let area = engine.layout(in: context).previewArea,
                area.contains(mouse.position)
            else { return false }
            let limit = scrollLimit(of: engine, context: context)
            switch direction {
            case .up: engine.previewPane?.scroll(by: -3, within: limit)
            case .down: engine.previewPane?.scroll(by: 3, within: limit)
            default: break
            }
            return true
        case .key(let key) where key.kind != .release && engine.configuration.commands.commands(for: key) == nil:
            guard key.modifiers == .shift, engine.previewPane?.isShown == true, key.key == .up || key.key == .down else { return false }
            let limit = scrollLimit(of: engine, context: context)
            engine.previewPane?.scroll(by: key.key == .up ? -1 : 1, within: limit)
            return true
        default:
            return false
        }
    }

    /// Runs a preview command bound to a key (``PreviewCommand``).
    static func perform(_ command: PreviewCommand, on engine: inout Engine, context: PromptContext) {
        guard engine.previewPane != nil else { return }
        if command == .refresh {
            let item = currentItem(of: engine)
            engine.previewPane?.refresh(item, now: context.now)
            return
        }
        let pageRows = max(1, engine.layout(in: context).previewTextArea?.height ?? 1)
        let limit = scrollLimit(of: engine, context: context)
        engine.previewPane?.perform(command, pageRows: pageRows, scrollLimit: limit, now: context.now)
    }

    /// The farthest the pane scrolls in `context`, or nil when it is not drawn.
    private static func scrollLimit(of engine: Engine, context: PromptContext) -> Int? {
        let layout = engine.layout(in: context)
        guard engine.previewPane?.isShown == true, let area = layout.previewArea else { return nil }
        return engine.view.previewView(theme: context.theme, layout: layout, now: context.now).maximumScroll(in: area)
    }
}
