/// The immutable rows of a list with the index tables built from them once (the typeahead
/// index on first use), so that every operation on a ``ListState`` is O(1) or O(log n).
///
/// A final class whose every property is a constant: copies of a `ListState` share one
/// instance (as copies of an `Array` share one buffer), and equality short-cuts on identity.
final class ListContent<Value: Sendable & Equatable>: Sendable, Equatable {
    /// The rows, in order.
    let items: [ListItem<Value>]
    /// The sections, in order; together they cover every row.
    let sections: [ListSectionLayout]
    /// The rows holding enabled options, ascending.
    let enabledRows: [Int]
    /// The rows holding options, enabled or not, ascending.
    let optionRows: [Int]
    /// Type-to-select over the enabled options, built on first use (see ``LazyTypeaheadIndex``).
    private let lazyTypeaheadIndex: LazyTypeaheadIndex

    /// Type-to-select over the enabled options.
    var typeaheadIndex: TypeaheadIndex { lazyTypeaheadIndex.index }

    /// Builds the tables. `sections` must cover `items` in order.
    private init(items: [ListItem<Value>], sections: [ListSectionLayout]) {
        self.items = items
        self.sections = sections
        var enabledRows: [Int] = []
        var optionRows: [Int] = []
        for (row, item) in items.enumerated() {
            guard case .option(let option) = item else { continue }
            optionRows.append(row)
            if option.isEnabled { enabledRows.append(row) }
        }
        self.enabledRows = enabledRows
        self.optionRows = optionRows
        lazyTypeaheadIndex = LazyTypeaheadIndex(items: items, rows: enabledRows)
    }

    /// A flat list: every header starts a new section; all sections share `selectionMode`.
    convenience init(items: [ListItem<Value>], selectionMode: SelectionMode) {
        var sections: [ListSectionLayout] = []
        var start = 0
        var title: String?
        for (row, item) in items.enumerated() {
            guard case .header(let text) = item else { continue }
            if row > start {
                sections.append(ListSectionLayout(title: title, selectionMode: selectionMode, rows: start..<row))
            }
            start = row
            title = text
        }
        if items.count > start || sections.isEmpty {
            sections.append(ListSectionLayout(title: title, selectionMode: selectionMode, rows: start..<items.count))
        }
        self.init(items: items, sections: sections)
    }

    /// A list made of sections: each titled section contributes its header row, then its options.
    convenience init(sections: [ListSection<Value>]) {
        var items: [ListItem<Value>] = []
        var layouts: [ListSectionLayout] = []
        for section in sections {
            let start = items.count
            if let title = section.title { items.append(.header(title)) }
            items.append(contentsOf: section.options.map { .option($0) })
            layouts.append(ListSectionLayout(title: section.title, selectionMode: section.selectionMode, rows: start..<items.count))
        }
        if layouts.isEmpty {
            layouts.append(ListSectionLayout(title: nil, selectionMode: .single, rows: 0..<0))
        }
        self.init(items: items, sections: layouts)
    }

    /// The index of the section that holds `row`, in O(log s).
    func sectionIndex(ofRow row: Int) -> Int {
        var low = 0
        var high = sections.count
        // The last section whose first row is at or before `row`.
        while high - low > 1 {
            let middle = low + (high - low) / 2
            if sections[middle].rows.lowerBound <= row { low = middle } else { high = middle }
        }
        return low
    }

    static func == (left: ListContent, right: ListContent) -> Bool {
        left === right || (left.items == right.items && left.sections == right.sections)
    }
}
