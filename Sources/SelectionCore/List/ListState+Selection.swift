// Choosing options (LB, SEL-13): single replaces within a section, multiple toggles up to a
// limit, actions fire. Disabled options are never chosen, even where they can be highlighted.
extension ListState {
    /// Chooses the option in `row` per its section's selection mode; in a `.multiple` section
    /// with the `.replace` behaviour it becomes the section's only selected option unless
    /// `toggling` (Ctrl+Space, LB-10).
    mutating func choose(_ row: Int, toggling: Bool = false, events: inout [ListEvent<Value>]) {
        guard let option = option(at: row), option.isEnabled else { return }
        switch selectionMode(ofRow: row) {
        case .single:
            if selection.contains(row) {
                // LB-05 / SEL-13: the choice stands, and nothing is reported, unless an empty
                // selection is allowed.
                guard configuration.allowsEmptySelection else { return }
                selection.remove(row)
                events.append(.deselected(index: row, option: option))
            } else {
                select(row, events: &events)
            }
        case .multiple where configuration.selectionBehavior == .replace && !toggling:
            replaceSelection(with: row, events: &events)
        case .multiple(let limit):
            if selection.contains(row) {
                selection.remove(row)
            } else {
                if let limit, selectedRows(inSection: sectionIndex(ofRow: row)).count >= limit {
                    events.append(.selectionLimitReached(limit: limit))
                    return
                }
                selection.insert(row)
            }
            // A plain toggle, on or off, anchors the next range (LB-06).
            selectionAnchor = SelectionAnchor(anchor: row, current: row)
            events.append(.selectionChanged(selectedRows))
        case .actions:
            events.append(.activated(index: row, option: option))
        }
    }

    /// Makes `row` the only selected option of its `.single` section.
    mutating func select(_ row: Int, events: inout [ListEvent<Value>]) {
        guard let option = option(at: row) else { return }
        for other in selectedRows(inSection: sectionIndex(ofRow: row)) {
            selection.remove(other)
        }
        selection.insert(row)
        events.append(.selected(index: row, option: option))
    }

    /// LB-10 (`.replace`): makes the enabled option in `row` its `.multiple` section's only
    /// selected option and the anchor of the next range.
    mutating func replaceSelection(with row: Int, events: inout [ListEvent<Value>]) {
        guard option(at: row)?.isEnabled == true, selectionMode(ofRow: row).isMultiple else { return }
        let before = selection
        for other in selectedRows(inSection: sectionIndex(ofRow: row)) where other != row {
            selection.remove(other)
        }
        selection.insert(row)
        selectionAnchor = SelectionAnchor(anchor: row, current: row)
        if selection != before { events.append(.selectionChanged(selectedRows)) }
    }

    /// LB-11: Escape clears every `.multiple` section's selection, and a `.single` section's
    /// when an empty selection is allowed, if `escapeClearsSelection` is on.
    mutating func clearSelectionOnEscape(events: inout [ListEvent<Value>]) {
        guard configuration.escapeClearsSelection else { return }
        var multipleChanged = false
        for row in selectedRows {
            switch selectionMode(ofRow: row) {
            case .single:
                guard configuration.allowsEmptySelection, let option = option(at: row) else { continue }
                selection.remove(row)
                events.append(.deselected(index: row, option: option))
            case .multiple:
                selection.remove(row)
                multipleChanged = true
            case .actions:
                continue
            }
        }
        if multipleChanged {
            selectionAnchor = nil
            events.append(.selectionChanged(selectedRows))
        }
    }

    /// The selected rows of one section, in O(selection size).
    func selectedRows(inSection section: Int) -> [Int] {
        let rows = content.sections[section].rows
        return selection.filter { rows.contains($0) }
    }

    /// The section a select-all or deselect-all without a section applies to.
    func multipleSection(_ requested: Int?) -> Int? {
        let index: Int?
        if let requested {
            index = requested
        } else if let highlighted {
            index = sectionIndex(ofRow: highlighted)
        } else {
            index = content.sections.firstIndex { $0.selectionMode.isMultiple }
        }
        guard let index, content.sections.indices.contains(index),
            content.sections[index].selectionMode.isMultiple
        else { return nil }
        return index
    }

    /// Selects the enabled options of a `.multiple` section in row order, up to its limit
    /// (LB-09, LB-12); with `selectAllToggles`, deselects them when all are selected already.
    mutating func selectAll(inSection requested: Int?, events: inout [ListEvent<Value>]) {
        guard let section = multipleSection(requested) else { return }
        let layout = content.sections[section]
        let enabled = content.enabledRows.rows(in: layout.rows)
        let alreadySelected = selectedRows(inSection: section)
        if configuration.selectAllToggles, enabled.allSatisfy(selection.contains) {
            deselectAll(inSection: section, events: &events)
            return
        }
        var count = alreadySelected.count
        let limit: Int? = if case .multiple(let limit) = layout.selectionMode { limit } else { nil }
        var changed = false
        var truncated = false
        for row in enabled where !selection.contains(row) {
            if let limit, count >= limit {
                truncated = true
                break
            }
            selection.insert(row)
            count += 1
            changed = true
        }
        // LB-06: after select-all a range starts afresh at the row it is extended to.
        if changed { selectionAnchor = nil }
        if changed { events.append(.selectionChanged(selectedRows)) }
        if truncated, let limit { events.append(.selectionLimitReached(limit: limit)) }
    }

    /// Deselects every option of a `.multiple` section.
    mutating func deselectAll(inSection requested: Int?, events: inout [ListEvent<Value>]) {
        guard let section = multipleSection(requested) else { return }
        let rows = selectedRows(inSection: section)
        guard !rows.isEmpty else { return }
        for row in rows { selection.remove(row) }
        selectionAnchor = nil
        events.append(.selectionChanged(selectedRows))
    }
}
