import SelectionCore
import SelectionMatching

// fzf's `exclude` and `exclude-multi`: items taken out of every later result. The set is carried
// into the scans (the matcher passes over its items), so the count, the ranking, `--tail` and a
// refined query all leave them out; an empty query is scanned too while some are excluded. A
// reload starts over without exclusions (``StreamedList/startOver()``), as fzf clears its list.
extension StreamedList {
    /// True when every item is listed, in input order, with no scan: no query searched (or the
    /// query does not narrow the list) and nothing excluded.
    var listsEveryItem: Bool { (searched.isEmpty || ignoresQuery) && excluded.isEmpty }

    /// What a scan matches: the query searched, or nothing when the query does not narrow the list.
    var scannedQuery: String { ignoresQuery ? "" : searched }

    /// The highlighted row's line within the list and the row, if one is highlighted.
    func highlightNow(in state: DropDownState<Value>) -> (line: Int, row: Int)? {
        guard let row = state.list.highlighted, row < rowCount else { return nil }
        return (row - state.list.viewport.top, row)
    }

    /// Takes `items` out of the list for good (until a reload): they are no longer chosen, and
    /// the query's scan runs again without them. The highlight stays on its row (fzf keeps the
    /// cursor's position).
    mutating func exclude(_ items: some Sequence<Int>, searchesWithQuery: Bool, in state: inout DropDownState<Value>) {
        let count = store.count
        let items = Set(items.lazy.filter { $0 >= 0 && $0 < count })
        guard !items.isSubset(of: excluded) else { return }
        keptHighlight = highlightNow(in: state)
        excluded.formUnion(items)
        selectedItems.subtract(items)
        if let target = highlightTarget, items.contains(target) { highlightTarget = nil }
        if let target = selectedTarget, items.contains(target) { selectedTarget = nil }
        ignoresQuery = !searchesWithQuery && searchOverride == nil
        // The result on screen held the excluded items; a scan of the same query refines it (and
        // stops a scan still running without them).
        startScan(in: &state)
    }
}
