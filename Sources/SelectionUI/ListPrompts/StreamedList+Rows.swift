import SelectionCore
import SelectionMatching

// Pointing a drop-down's rows at a streamed list's items: the query's scans, their results, and
// the item the user moved to keeping its highlight and line as the rows change.
extension StreamedList {
    /// The most items scanned on the loop itself (about a millisecond on one core); more are
    /// scanned in the background, on every core.
    static var inlineScanLimit: Int { 16_384 }

    /// A new query: echoed at once; the scan runs off the loop (here for a small list, or
    /// without a host). Without `searchesWithQuery`, every item stays.
    mutating func setQuery(_ query: String, searchesWithQuery: Bool, in state: inout DropDownState<Value>) {
        if query != self.query {
            searchOverride = nil
            keptHighlight = nil
        }
        self.query = query
        ignoresQuery = !searchesWithQuery && searchOverride == nil
        if listsEveryItem {
            generation += 1
            isScanning = false
            needsRescan = false
            if isConnected { effects.append(.cancelScan) }
            show(nil, isNewQuery: true, in: &state)
            return
        }
        startScan(in: &state)
    }

    /// Scans the items for the current query, refining the result on screen when it can.
    mutating func startScan(in state: inout DropDownState<Value>) {
        generation += 1
        needsRescan = false
        // A small list is scanned here, in well under the time of a frame, so the echoed query
        // and its result reach the screen together; a larger one is scanned off the loop.
        if isConnected, store.count > Self.inlineScanLimit {
            isScanning = true
            effects.append(
                .scan(
                    ScanRequest(
                        query: scannedQuery, store: store, previous: results, limit: Self.listedLimit, generation: generation,
                        matcher: matcher, excluded: excluded.sorted())))
        } else {
            let results = matcher.matchOnCurrentThread(
                scannedQuery, in: store, limit: Self.listedLimit, refining: self.results, excluding: excluded.sorted())
            show(results, isNewQuery: self.results?.query != results.query, in: &state)
        }
    }

    /// Shows `results` (nil: every item, in input order); the item the user moved to keeps its
    /// highlight and line unless the query is new.
    mutating func show(_ results: MatchResults?, isNewQuery: Bool, in state: inout DropDownState<Value>) {
        if filtersSelection {
            // `change-with-nth`: checked items the query no longer matches are unchecked.
            filtersSelection = false
            if let ranked = results?.ranked { selectedItems.formIntersection(ranked.lazy.map(\.index)) }
        }
        if tracksHighlight, !isRaw {
            showTracking(results, in: &state)
            return
        }
        if let kept = keptHighlight, !isRaw {
            // The rows changed under the highlight (`exclude`, `change-nth`): it stays on its row and
            // line, whatever item is there now, as fzf's cursor does without `--track`.
            keptHighlight = nil
            self.results = results
            rawMatches = nil
            shownResults += 1
            showRows(anchor: nil, keepingRow: kept.row, onLine: kept.line, in: &state)
            return
        }
        // Newest first (`--tac`), or ranked items first (`--remember`): until the user moves, the
        // highlight stays on the top row.
        let anchor = (isReversed || !order.isPlain) && !userMoved && !isRaw ? nil : highlightAnchor(in: state)
        self.results = results
        rawMatches = isRaw ? results.map { Set($0.ranked.lazy.map(\.index)) } : nil
        shownResults += 1
        // In raw mode every item stays listed: a new query leaves the highlight where it was, as in fzf.
        showRows(anchor: isNewQuery && !isRaw ? nil : anchor, in: &state)
    }

    /// The highlighted item and its screen line within the list, if the user moved to it (the
    /// first row follows the best match instead).
    func highlightAnchor(in state: DropDownState<Value>) -> (item: Int, line: Int)? {
        // The rows on screen: the ranked result's, or the items there were when they were made
        // (newest first, a row's item depends on how many there were).
        let shownRows = (isRaw ? nil : results?.ranked.count) ?? shownItemCount
        guard let row = state.list.highlighted, row < shownRows else { return nil }
        if isRaw { return (shownOrder.item(ofRow: row, count: shownItemCount, isReversed: isReversed), row - state.list.viewport.top) }
        if row == 0, !searched.isEmpty { return nil }
        let item = results.map { $0.ranked[row].index } ?? shownOrder.item(ofRow: row, count: shownItemCount, isReversed: isReversed)
        return (item, row - state.list.viewport.top)
    }

    /// Points the list at the stream's rows; the anchored item keeps its highlight and line (when
    /// it is gone, the highlight goes to row `keepingRow`, if given, within the list). Without an
    /// anchor, `keepingRow` and `line` keep the highlight on that row, on that line.
    mutating func showRows(
        anchor: (item: Int, line: Int)?, keepingRow: Int? = nil, onLine line: Int? = nil, in state: inout DropDownState<Value>
    ) {
        let stream = self
        let rows = stream.rows
        var highlight: Int? = rows.isEmpty ? nil : 0
        var top = 0
        if let anchor, let row = stream.row(ofItem: anchor.item) {
            highlight = row
            top = max(0, row - anchor.line)
        } else if let keepingRow, let line = anchor?.line ?? line, !rows.isEmpty {
            let row = min(keepingRow, rows.count - 1)
            highlight = row
            top = max(0, row - line)
        }
        let isMultiple = state.list.sections.contains { $0.selectionMode.isMultiple }
        // `--cursor` (or a single choice's `--selected`) takes the highlight until the user moves.
        if !stream.userMoved, stream.results == nil, let target = stream.highlightTarget ?? (isMultiple ? nil : stream.selectedTarget),
            let row = stream.row(ofItem: target)
        {
            highlight = row
            // A chosen option opens on the top row, as a drop-down does (SEL-02); `--cursor` is revealed.
            top = stream.highlightTarget == nil ? row : 0
        }
        var selected: Set<Int> = []
        if !stream.selectedItems.isEmpty {
            if stream.results == nil || stream.isRaw {
                let isIdentity = !stream.isReversed && stream.order.isPlain
                selected = isIdentity ? stream.selectedItems : Set(stream.selectedItems.compactMap { stream.row(ofItem: $0) })
            } else {
                for (row, match) in (stream.results?.ranked ?? []).enumerated() where stream.selectedItems.contains(match.index) {
                    selected.insert(row)
                }
            }
        }
        if !isMultiple, stream.results == nil {
            if let target = stream.selectedTarget, let row = stream.row(ofItem: target) {
                selected = [row]
            } else if !stream.isReversed, stream.order.isPlain, let only = state.list.selection.first {
                selected = [only]
            }
        }
        state.replaceRows(rows, highlighting: state.isOpen ? highlight : nil, selecting: selected, top: top)
        shownItemCount = store.count
        shownOrder = order
    }

    /// The feed dropped its first `count` items (`--tail`) and the store taken already lacks them:
    /// every index kept goes down by `count` (the chosen items, the targets, the result on
    /// screen); a dropped item is no longer chosen, as in fzf. The highlighted item (`anchor`,
    /// read before the store was taken) keeps its line while it is still there; a scan running
    /// over the old items is stale.
    mutating func dropFirstItems(_ count: Int, anchor: (item: Int, line: Int)?, in state: inout DropDownState<Value>) {
        guard count > 0 else { return }
        func kept(_ index: Int) -> Int? { index >= count ? index - count : nil }
        selectedItems = Set(selectedItems.compactMap(kept))
        excluded = Set(excluded.compactMap(kept))
        keptHighlight = nil
        highlightTarget = highlightTarget.flatMap(kept)
        selectedTarget = selectedTarget.flatMap(kept)
        shownItemCount = max(0, shownItemCount - count)
        results = results?.droppingFirstItems(count)
        if isScanning {
            generation += 1
            isScanning = false
            needsRescan = false
            if isConnected { effects.append(.cancelScan) }
        }
        let moved = anchor.flatMap { anchor in kept(anchor.item).map { (item: $0, line: anchor.line) } }
        showRows(anchor: moved, in: &state)
    }

    /// Items `indices` arrived: a `--selected` one is checked (a multiple choice, up to its
    /// limit) or becomes the single choice's, and a `--cursor` one takes the highlight. Of
    /// several, the first in the list's order counts: the earliest, or the latest when reversed.
    mutating func noteArrivals(_ indices: Range<Int>, selectionMode: SelectionMode?) {
        guard let shaped else { return }
        for index in indices where index < shaped.count {
            let item = shaped[index]
            if let rank = item.rank { order.add(index, rank: rank) }
            if item.isPreselected {
                switch selectionMode {
                case .multiple(let limit)?:
                    if limit.map({ selectedItems.count < $0 }) ?? true { selectedItems.insert(index) }
                default:
                    if selectedTarget == nil || isReversed { selectedTarget = index }
                }
            }
            if item.isCursorTarget, highlightTarget == nil || isReversed { highlightTarget = index }
        }
    }
}
