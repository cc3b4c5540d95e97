import SelectionCore
import SelectionTerminal

/// A list prompt's preview as the loop sees it: what is previewed, when its run is due, the
/// output on screen, and how the pane is shown. Output comes from a ``PreviewRunner`` as
/// background events tagged with a generation; only the current generation's is taken.
struct PreviewPaneState<Value: Sendable & Equatable> {
    /// What to preview and where.
    var preview: ListPreview<Value>
    /// Whether the pane shows (``PreviewCommand/toggle``).
    var isShown: Bool
    /// Whether long lines wrap (``PreviewCommand/toggleWrap``).
    var wraps: Bool
    /// The first display row shown.
    var scroll = 0
    /// Runs requested so far; output of any other run is stale.
    var generation = 0
    /// What is previewed (or waits for its run); nil when nothing is highlighted.
    var item: PreviewItem<Value>?
    /// When the run for ``item`` starts, if it has not.
    var due: Duration?
    /// What the pane shows: the current run's output so far.
    var output = PreviewOutput.empty
    /// The runs to start and stop, for the host to perform (taken after every event).
    var effects: [PromptEffect] = []
    /// True from the host's start until the first event: the highlight the list opened on is
    /// previewed from then (a tick comes at once for it).
    var awaitsFirstLook = false
    /// When the spinner shown while a run goes on moves to its next frame.
    var nextFrame: Duration?
    /// fzf's `follow`: the pane shows the output's last lines as they arrive, until scrolled up
    /// (and again once scrolled back to the end).
    var isFollowing = false
    /// True until the current item's first output places the pane at the window's scroll offset
    /// (fzf's `+SCROLL`), which needs the pane's height.
    var awaitsScrollOffset = false
    /// The window the preview started with, which ``PreviewCommand/changeWindow(alternatives:)``
    /// applies its words over.
    let initialWindow: PreviewWindow
    /// How far each `change-preview-window` list has cycled: the next alternative's index.
    var windowCycles: [[String]: Int] = [:]

    init(_ preview: ListPreview<Value>) {
        self.preview = preview
        initialWindow = preview.window
        isShown = !preview.window.isHidden
        wraps = preview.window.wraps
        isFollowing = preview.window.follows
    }

    /// The highlight (or the query, or the checked options, when the preview uses them) changed
    /// to `item`: the run on screen is stopped at once and its output cleared, and the next
    /// starts after the preview's delay.
    mutating func request(_ item: PreviewItem<Value>?, now: Duration) {
        awaitsFirstLook = false
        guard item != self.item else { return }
        self.item = item
        generation += 1
        effects.append(.stopPreview)
        output = item == nil ? .empty : PreviewOutput(isRunning: true)
        scroll = 0
        isFollowing = preview.window.follows
        awaitsScrollOffset = preview.window.scrollOffset != nil
        due = item != nil && isShown ? now + preview.delay : nil
    }

    /// After every event: a new item asks for a new run (the stale one stops at once), a due run
    /// starts, and while a run goes on the spinner turns.
    mutating func update(to item: PreviewItem<Value>?, now: Duration) {
        request(item, now: now)
        startIfDue(now: now)
        nextFrame = indicator(now: now) != nil ? now + Spinner.interval : nil
    }

    /// Runs the preview of `item` again, at once.
    mutating func refresh(_ item: PreviewItem<Value>?, now: Duration) {
        self.item = nil
        request(item, now: now)
        if item != nil { due = now }
    }

    /// When the next run is due, or the spinner's next frame (at once after the start: the first
    /// highlight is looked at then).
    var deadline: Duration? {
        if awaitsFirstLook { return .zero }
        return [due, nextFrame].compactMap { $0 }.min()
    }

    /// The spinner's frame at `now`, while a run goes on.
    func indicator(now: Duration) -> String? {
        guard isShown, item != nil, output.isRunning else { return nil }
        return Spinner.frame(at: now)
    }

    /// Starts the due run when its time has come.
    mutating func startIfDue(now: Duration) {
        guard let due, now >= due, let item, isShown else { return }
        self.due = nil
        effects.append(.preview(preview.job(for: item), generation: generation))
    }

    /// Takes the news of run `generation`: ignored unless it is the current run. The first output
    /// of an item scrolls to the window's offset for it in a pane of `textRows` rows.
    mutating func take(_ output: PreviewOutput, generation: Int, textRows: Int? = nil) {
        guard generation == self.generation, due == nil else { return }
        self.output = output
        if awaitsScrollOffset, let offset = preview.window.scrollOffset, let item, let textRows {
            awaitsScrollOffset = false
            // fzf's offset counts the header lines, which stay where they are.
            let headerLines = preview.window.headerLines
            let firstRow = offset.firstRow(
                item: item.choice.label, index: item.index, height: textRows - headerLines, delimiter: preview.fieldDelimiter)
            scroll = max(0, firstRow - headerLines)
        }
    }

    /// Runs `command` (``PreviewCommand/refresh`` is the caller's: it needs the highlighted item);
    /// a page is `pageRows`, and the pane scrolls no farther than `scrollLimit` (nil: not drawn).
    mutating func perform(_ command: PreviewCommand, pageRows: Int, scrollLimit: Int?, now: Duration) {
        switch command {
        case .toggle: setShown(!isShown, now: now)
        case .show: setShown(true, now: now)
        case .hide: setShown(false, now: now)
        case .toggleWrap:
            wraps.toggle()
            scroll = 0
        case .refresh: break
        case .lineUp: scroll(by: -1, within: scrollLimit)
        case .lineDown: scroll(by: 1, within: scrollLimit)
        case .pageUp: scroll(by: -pageRows, within: scrollLimit)
        case .pageDown: scroll(by: pageRows, within: scrollLimit)
        case .halfPageUp: scroll(by: -max(1, pageRows / 2), within: scrollLimit)
        case .halfPageDown: scroll(by: max(1, pageRows / 2), within: scrollLimit)
        case .top:
            scroll = 0
            isFollowing = false
        case .bottom: scroll(by: .max / 2, within: scrollLimit)
        case .changeWindow(let alternatives): changeWindow(alternatives, now: now)
        }
    }

    /// fzf's `change-preview-window`: the next of `alternatives` (cycling), its words applied over
    /// the window the preview started with (an empty one is that window), wrapping kept as the
    /// last toggle left it; words not understood leave the window as it is.
    mutating func changeWindow(_ alternatives: [String], now: Duration) {
        guard !alternatives.isEmpty else { return }
        let index = (windowCycles[alternatives] ?? 0) % alternatives.count
        windowCycles[alternatives] = index + 1
        let words = alternatives[index]
        var base = initialWindow
        base.wraps = wraps
        if !words.isEmpty, initialWindow.isHidden { base.isHidden = false }
        guard let window = try? PreviewWindow(parsing: words, over: base) else { return }
        preview.window = window
        wraps = window.wraps
        isFollowing = window.follows
        setShown(!window.isHidden, now: now)
    }

    /// Scrolls by `rows`, within the output (no farther than `limit`); nothing when the pane is
    /// hidden or not drawn (`limit` nil).
    mutating func scroll(by rows: Int, within limit: Int?) {
        guard isShown, let limit else { return }
        if isFollowing { scroll = limit }
        if preview.window.cycles, limit > 0, rows != 0 {
            // fzf's `cycle`: past the end to the start, and back.
            if rows > 0, scroll >= limit {
                scroll = 0
            } else if rows < 0, scroll <= 0 {
                scroll = limit
            } else {
                scroll = min(max(0, scroll + rows), limit)
            }
        } else {
            scroll = min(max(0, scroll + rows), limit)
        }
        if preview.window.follows { isFollowing = scroll >= limit }
    }

    /// Shows or hides the pane; showing it previews the highlighted option again.
    mutating func setShown(_ shown: Bool, now: Duration) {
        guard shown != isShown else { return }
        isShown = shown
        if shown {
            let item = self.item
            self.item = nil
            request(item, now: now)
            due = item == nil ? nil : now
        } else {
            effects.append(.stopPreview)
            generation += 1
            due = nil
        }
    }
}
