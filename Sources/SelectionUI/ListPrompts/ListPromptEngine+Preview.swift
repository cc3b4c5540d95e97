import SelectionCore
import SelectionTerminal

// The preview pane beside the list (``ListPreview``): what the highlighted option is, the
// commands that show, hide and scroll the pane, and the mouse wheel over it.
extension ListPromptEngine {
    /// Sets (or removes) the preview.
    mutating func setPreview(_ preview: ListPreview<Value>?) {
        let runner = previewPane?.runner
        previewPane = preview.map { PreviewPaneState($0) }
        previewPane?.runner = runner
    }

    /// Connects the preview to the host: its runs report to `inbox`.
    mutating func startPreview(reportingTo inbox: PromptInbox) {
        guard previewPane != nil else { return }
        previewPane?.runner = PreviewRunner(inbox: inbox)
        previewPane?.awaitsFirstLook = true
    }

    /// When the preview's next run is due (``PreviewPaneState/deadline``).
    var previewDeadline: Duration? { previewPane?.deadline }

    /// The spinner's frame at `now`, while the preview runs.
    func previewIndicator(now: Duration) -> String? { previewPane?.indicator(now: now) }

    /// The option the preview is for now: the highlighted one, with the query and the checked
    /// options when the preview uses them.
    func currentPreviewItem() -> PreviewItem<Value>? {
        guard let pane = previewPane, state.isOpen, let row = state.list.highlighted, let choice = state.list.option(at: row) else {
            return nil
        }
        let index: Int
        if let stream, row < stream.rowCount {
            index = stream.item(ofRow: row)
        } else if let filter, row < filter.optionOfRow.count, let original = filter.optionOfRow[row] {
            index = original
        } else {
            index = row
        }
        let preview = pane.preview
        return PreviewItem(
            choice: choice, index: index, query: preview.usesQuery ? (query ?? "") : "",
            checked: preview.usesChecked ? hiddenSelection + state.list.selectedOptions : [])
    }

    /// After every event: a new highlight asks for a new run (the stale one stops at once), and a
    /// due run starts.
    mutating func updatePreview(now: Duration) {
        guard previewPane != nil else { return }
        let item = currentPreviewItem()
        previewPane?.update(to: item, now: now)
    }

    /// Handles what only the preview handles: its output arriving, the wheel over the pane,
    /// Shift-↑/↓ (unless bound). True when the event was used.
    mutating func handlePreviewEvent(_ event: PromptEvent, context: PromptContext) -> Bool {
        guard previewPane != nil else { return false }
        switch event {
        case .background(.previewChanged(let generation)):
            previewPane?.take(generation: generation)
            return true
        case .mouse(let mouse):
            guard case .scroll(let direction) = mouse.kind, let area = layout(in: context).previewArea, area.contains(mouse.position)
            else { return false }
            switch direction {
            case .up: scrollPreview(by: -3, context: context)
            case .down: scrollPreview(by: 3, context: context)
            default: break
            }
            return true
        case .key(let key) where key.kind != .release && configuration.commands.commands(for: key) == nil:
            guard key.modifiers == .shift, previewPane?.isShown == true else { return false }
            switch key.key {
            case .up: scrollPreview(by: -1, context: context)
            case .down: scrollPreview(by: 1, context: context)
            default: return false
            }
            return true
        default:
            return false
        }
    }

    /// Runs a preview command bound to a key (``PreviewCommand``).
    mutating func performPreviewCommand(_ command: PreviewCommand, context: PromptContext) {
        guard let pane = previewPane else { return }
        let rows = max(1, layout(in: context).previewTextArea?.height ?? 1)
        switch command {
        case .toggle: previewPane?.setShown(!pane.isShown, now: context.now)
        case .show: previewPane?.setShown(true, now: context.now)
        case .hide: previewPane?.setShown(false, now: context.now)
        case .toggleWrap:
            previewPane?.wraps.toggle()
            previewPane?.scroll = 0
        case .refresh:
            let item = currentPreviewItem()
            previewPane?.refresh(item, now: context.now)
        case .lineUp: scrollPreview(by: -1, context: context)
        case .lineDown: scrollPreview(by: 1, context: context)
        case .pageUp: scrollPreview(by: -rows, context: context)
        case .pageDown: scrollPreview(by: rows, context: context)
        case .halfPageUp: scrollPreview(by: -max(1, rows / 2), context: context)
        case .halfPageDown: scrollPreview(by: max(1, rows / 2), context: context)
        case .top: previewPane?.scroll = 0
        case .bottom: scrollPreview(by: .max / 2, context: context)
        }
    }

    /// Scrolls the pane by `rows`, within its output.
    private mutating func scrollPreview(by rows: Int, context: PromptContext) {
        guard let pane = previewPane, pane.isShown, let area = layout(in: context).previewArea else { return }
        let view = self.view.previewView(theme: context.theme, frame: layout(in: context).previewFrame, now: context.now)
        let limit = view.maximumScroll(in: area)
        previewPane?.scroll = min(max(0, pane.scroll + rows), limit)
    }
}
