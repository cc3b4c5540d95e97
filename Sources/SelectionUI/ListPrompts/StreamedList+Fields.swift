import SelectionCore

// fzf's `change-nth` and `change-with-nth`: the feed shapes every item again from its record as
// read (``PromptEffect/reshape(_:)``), the indices staying; the list drops every result (their
// texts changed), scans the query again and keeps the highlight on its row.
extension StreamedList {
    /// The next of `alternatives` (cycling from the first), counted per list of alternatives.
    mutating func nextAlternative(of alternatives: [String]) -> String? {
        guard !alternatives.isEmpty else { return nil }
        let index = (fieldCycles[alternatives] ?? 0) % alternatives.count
        fieldCycles[alternatives] = index + 1
        return alternatives[index]
    }

    /// Asks the host to shape the items with `shaper`, matching `nth` and showing `withNth` from
    /// now on; unchecks the checked items the query no longer matches when `filtersSelection`.
    mutating func reshape(
        with shaper: ItemShaper, nth: String, withNth: String?, filtersSelection: Bool, in state: DropDownState<Value>
    ) {
        fieldsInEffect = (nth, withNth)
        keptHighlight = highlightNow(in: state)
        awaitsReshapedItems = true
        if filtersSelection { self.filtersSelection = true }
        // The host abandons the scan running: its result would be over the old texts.
        generation += 1
        isScanning = false
        needsRescan = false
        effects.append(.reshape(shaper))
    }

    /// True once when the items read are the ones shaped again: the result on screen is dropped
    /// (the next scan does not refine it).
    mutating func takeReshapedItems() -> Bool {
        guard awaitsReshapedItems else { return false }
        awaitsReshapedItems = false
        results = nil
        return true
    }
}
