// Range selection in `.multiple` sections (LB-06 .. LB-08, LB-12, LB-13), with react-aria's
// anchor semantics: extending to a row first removes the range anchor…current, then adds
// anchor…row, so that a range can shrink as well as grow.
extension ListState {
    /// Moves the highlight to `row` and makes the selected range anchor…`row`.
    mutating func extendSelection(to row: Int?, events: inout [ListEvent<Value>]) {
        guard let row, isNavigable(row) else { return }
        setHighlight(row, events: &events)
        guard selectionMode(ofRow: row).isMultiple else { return }
        let before = selection
        // After select-all (no anchor, every option of the section checked) the selection
        // becomes the row alone, as react-aria's extendSelection does from "all" (LB-06).
        let section = sectionIndex(ofRow: row)
        if selectionAnchor == nil, isEverythingSelected(inSection: section) {
            for other in selectedRows(inSection: section) where other != row { selection.remove(other) }
        }
        // With no anchor the range starts at the row itself.
        let range = selectionAnchor ?? SelectionAnchor(anchor: row, current: row)
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

    /// LB-08: selects from the highlighted option to `end` (the first or last option) and moves
    /// the highlight there. The range starts at the highlight, which becomes the anchor, whatever
    /// anchored the last range (APG: "selects the focused option and all options down to the
    /// last"); with nothing highlighted it starts at the old anchor, or at `end` itself.
    mutating func selectFromHighlight(to end: Int?, events: inout [ListEvent<Value>]) {
        if let highlighted, isNavigable(highlighted) {
            // anchor…current is the highlight alone: extending takes it away and adds it back
            // with the rest of the range.
            selectionAnchor = SelectionAnchor(anchor: highlighted, current: highlighted)
        }
        extendSelection(to: end, events: &events)
    }

    /// True when every enabled option of `section` is checked (and there is one).
    private func isEverythingSelected(inSection section: Int) -> Bool {
        let enabled = content.enabledRows.rows(in: content.sections[section].rows)
        return !enabled.isEmpty && enabled.allSatisfy { selection.contains($0) }
    }

    /// The enabled options of `.multiple` sections from `start` to `end`, either way round,
    /// ascending.
    private func selectableRows(between start: Int, and end: Int) -> [Int] {
        let bounds = min(start, end)..<(max(start, end) + 1)
        return content.enabledRows.rows(in: bounds).filter { selectionMode(ofRow: $0).isMultiple }
    }
}
