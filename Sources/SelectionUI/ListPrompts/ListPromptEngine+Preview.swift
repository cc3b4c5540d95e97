import SelectionCore
import SelectionTerminal

// The preview pane beside the list (``ListPreview``): what the highlighted option is, the
// commands that show, hide and scroll the pane, and the mouse wheel over it.
extension ListPromptEngine {
    /// Sets (or removes) the preview.
    mutating func setPreview(_ preview: ListPreview<Value>?) {
        if previewPane != nil { effects.append(.stopPreview) }
        previewPane = preview.map { PreviewPaneState($0) }
    }

    /// The host started the prompt: the highlight the list opened on is previewed from the first event.
    mutating func startPreview() {
        guard previewPane != nil else { return }
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
        case .background(.completed(let result)):
            guard case .previewed(let generation, let output) = result.kind else { return false }
            previewPane?.take(output, generation: generation)
            return true
        case .mouse(let mouse):
            guard case .scroll(let direction) = mouse.kind, let area = layout(in: context).previewArea, area.contains(mouse.position)
            else { return false }
            let limit = previewScrollLimit(context: context)
            switch direction {
            case .up: previewPane?.scroll(by: -3, within: limit)
            case .down: previewPane?.scroll(by: 3, within: limit)
            default: break
            }
            return true
        case .key(let key) where key.kind != .release && configuration.commands.commands(for: key) == nil:
            guard key.modifiers == .shift, previewPane?.isShown == true, key.key == .up || key.key == .down else { return false }
            let limit = previewScrollLimit(context: context)
            previewPane?.scroll(by: key.key == .up ? -1 : 1, within: limit)
            return true
        default:
            return false
        }
    }

    /// Runs a preview command bound to a key (``PreviewCommand``).
    mutating func performPreviewCommand(_ command: PreviewCommand, context: PromptContext) {
        guard previewPane != nil else { return }
        if command == .refresh {
            let item = currentPreviewItem()
            previewPane?.refresh(item, now: context.now)
            return
        }
        let pageRows = max(1, layout(in: context).previewTextArea?.height ?? 1)
        let limit = previewScrollLimit(context: context)
        previewPane?.perform(command, pageRows: pageRows, scrollLimit: limit, now: context.now)
    }

    /// The farthest the pane scrolls in `context`, or nil when it is not drawn.
    private func previewScrollLimit(context: PromptContext) -> Int? {
        let layout = layout(in: context)
        guard previewPane?.isShown == true, let area = layout.previewArea else { return nil }
        return view.previewView(theme: context.theme, frame: layout.previewFrame, now: context.now).maximumScroll(in: area)
    }
}
