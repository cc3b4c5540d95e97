import SelectionCore
import SelectionMatching

// fzf's `--track`: when the rows change (a new query's result, items arriving), the highlighted
// item keeps the highlight and its line wherever it moved; when it is gone, the highlight keeps
// its row (within the list), as fzf's index-based tracking does.
extension StreamedList {
    /// Shows `results` keeping the highlighted item highlighted (``tracksHighlight``).
    mutating func showTracking(_ results: MatchResults?, in state: inout DropDownState<Value>) {
        let tracked = trackedItem(in: state)
        let rowBefore = state.list.highlighted
        self.results = results
        rawMatches = nil
        shownResults += 1
        showRows(anchor: tracked, keepingRow: rowBefore, in: &state)
    }

    /// The highlighted item and its line within the list, whatever the query (nil when nothing
    /// is highlighted).
    func trackedItem(in state: DropDownState<Value>) -> (item: Int, line: Int)? {
        let shownRows = results?.ranked.count ?? shownItemCount
        guard let row = state.list.highlighted, row < shownRows else { return nil }
        let item = results.map { $0.ranked[row].index } ?? shownOrder.item(ofRow: row, count: shownItemCount, isReversed: isReversed)
        return (item, row - state.list.viewport.top)
    }
}
