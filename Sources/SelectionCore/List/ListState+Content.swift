// Replacing the rows while the list is in use (NAV-10): a stale index must never point at a
// different option.
extension ListState {
    /// Replaces the rows with `items`, keeping the highlight and the selection on the same
    /// options (found by equality of label, value and the rest), wherever they now are.
    ///
    /// A highlighted option that is gone (or can no longer be highlighted) leaves nothing
    /// highlighted; selected options that are gone are dropped. O(n + k) for n rows and k
    /// selected options; the new index tables are built as at construction.
    ///
    /// ```swift
    /// let events = list.replaceItems(filtered)   // [.highlightChanged(nil)] if it vanished
    /// ```
    ///
    /// - Parameters:
    ///   - items: The new rows.
    ///   - selectionMode: The sections' selection mode; `nil` keeps the first section's.
    /// - Returns: `.highlightChanged` when the highlighted row changed, `.selectionChanged`
    ///   with the new selected rows when selected options were dropped.
    @discardableResult
    public mutating func replaceItems(_ items: [ListItem<Value>], selectionMode: SelectionMode? = nil) -> [ListEvent<Value>] {
        let mode = selectionMode ?? content.sections.first?.selectionMode ?? .single
        return replaceContent(ListContent(items: items, selectionMode: mode))
    }

    /// Replaces the rows with `sections`, as ``replaceItems(_:selectionMode:)`` does.
    @discardableResult
    public mutating func replaceSections(_ sections: [ListSection<Value>]) -> [ListEvent<Value>] {
        replaceContent(ListContent(sections: sections))
    }

    private mutating func replaceContent(_ newContent: ListContent<Value>) -> [ListEvent<Value>] {
        var events: [ListEvent<Value>] = []
        let oldHighlight = highlighted
        let highlightedOption = self.highlightedOption
        // Old selected options grouped by label, so each new row is checked in O(1) expected.
        var selectedByLabel: [String: [Choice<Value>]] = [:]
        for row in selection {
            if let option = option(at: row) { selectedByLabel[option.label, default: []].append(option) }
        }
        let selectedCount = selection.count

        content = newContent
        typeaheadCache = TypeaheadTableCache()
        // Heights measured for the old rows say nothing of the new ones: the host measures again.
        rowHeights = nil
        selection = []
        selectionAnchor = nil
        var newHighlight: Int?
        var filledSingleSections: Set<Int> = []
        for row in newContent.optionRows {
            guard let option = option(at: row) else { continue }
            if newHighlight == nil, let highlightedOption, option == highlightedOption, isNavigable(row) {
                newHighlight = row
            }
            if let candidates = selectedByLabel[option.label], candidates.contains(option) {
                // A duplicate of the chosen option must not give a `.single` section two choices.
                let section = newContent.sectionIndex(ofRow: row)
                switch newContent.sections[section].selectionMode {
                case .single where !filledSingleSections.contains(section):
                    filledSingleSections.insert(section)
                    selection.insert(row)
                case .multiple:
                    selection.insert(row)
                case .single, .actions:
                    break
                }
            }
        }
        viewport = Viewport(top: viewport.top, height: visibleHeight, rowCount: lineCount)
        highlighted = newHighlight
        if let newHighlight { reveal(newHighlight) }
        if newHighlight != oldHighlight { events.append(.highlightChanged(newHighlight)) }
        if selection.count < selectedCount { events.append(.selectionChanged(selectedRows)) }
        return events
    }

    /// Replaces the rows with `rows` (one untitled section of enabled options, as
    /// ``init(rows:selectionMode:configuration:)``) in O(1): the caller, who knows where its
    /// items went (a re-ranked filter, items appended), says which row is highlighted, which
    /// are selected, and which row is at the top of the view, so the list does not jump.
    ///
    /// - Parameters:
    ///   - rows: The new rows.
    ///   - row: The row to highlight, or nil.
    ///   - selected: The selected rows.
    ///   - top: The row to show first (kept in range, then moved as little as needed to show the highlight).
    package mutating func replaceRows(_ rows: ListRows<Value>, highlighting row: Int?, selecting selected: Set<Int>, top: Int) {
        let mode = content.sections.first?.selectionMode ?? .single
        content = ListContent(options: rows, selectionMode: mode)
        typeaheadCache = TypeaheadTableCache()
        rowHeights = nil
        selection = selected.filter { $0 >= 0 && $0 < rows.count }
        selectionAnchor = nil
        highlighted = row.flatMap { $0 >= 0 && $0 < rows.count ? $0 : nil }
        viewport = Viewport(top: line(ofRow: max(0, top)), height: visibleHeight, rowCount: lineCount)
        if let highlighted { reveal(highlighted) }
    }
}
