// Range selection in `.multiple` sections (LB-06 .. LB-08, LB-12, LB-13), with react-aria's
// anchor semantics: extending to a row first removes the range anchor…current, then adds
// anchor…row, so that a range can shrink as well as grow.
extension ListState {
    /// Moves the highlight to `row` and makes the selected range anchor…`row`.
    mutating func extendSelection(to row: Int?, events: inout [ListEvent<Value>]) {
        guard let row, isNavigable(row) else { return }
        setHighlight(row, events: &events)
        guard selectionMode(ofRow: row).isMultiple else { return }
        // After select-all (no anchor) the range starts at the row itself.
        let range = selectionAnchor ?? SelectionAnchor(anchor: row, current: row)
        let before = selection
        for stale in selectableRows(between: range.anchor, and: range.current) {
            selection.remove(stale)
        }
        var reachedLimit: Int?
        // Add outward from the anchor, so that a limit keeps the rows nearest to it.
        let fresh = selectableRows(between: range.anchor, and: row)
        for candidate in row >= range.anchor ? Array(fresh) : fresh.reversed() where !selection.contains(candidate) {
            if case .multiple(let limit?) = selectionMode(ofRow: candidate),
                selectedRows(inSection: sectionIndex(ofRow: candidate)).count >= limit
            {
                reachedLimit = limit
                continue
            }
            selection.insert(candidate)
        }
        selectionAnchor = SelectionAnchor(anchor: range.anchor, current: row)
        if selection != before { events.append(.selectionChanged(selectedRows)) }
        if let reachedLimit { events.append(.selectionLimitReached(limit: reachedLimit)) }
    }

    /// The enabled options of `.multiple` sections from `start` to `end`, either way round,
    /// ascending.
    private func selectableRows(between start: Int, and end: Int) -> [Int] {
        let bounds = min(start, end)..<(max(start, end) + 1)
        return content.enabledRows.rows(in: bounds).filter { selectionMode(ofRow: $0).isMultiple }
    }
}
