/// The immutable rows of a list with the index tables built from them once, so that every
/// operation on a ``ListState`` is O(1) or O(log n).
///
/// A final class whose every property is a constant: copies of a `ListState` share one
/// instance (as copies of an `Array` share one buffer), and equality short-cuts on identity.
///
/// Building it reads each row once. A flat list of enabled options (no header, separator or
/// disabled option) — what a large list from a program usually is — needs no tables at all:
/// its one section and its ``RowTable``s are ranges. The typeahead index is not built here but
/// on the first search that needs it (``ListState/typeaheadCache``).
final class ListContent<Value: Sendable & Equatable>: Sendable, Equatable {
    /// The rows, in order.
    let items: ListRows<Value>
    /// The sections, in order; together they cover every row.
    let sections: [ListSectionLayout]
    /// The rows holding enabled options, ascending.
    let enabledRows: RowTable
    /// The rows holding options, enabled or not, ascending.
    let optionRows: RowTable

    /// Builds the tables. `sections` must cover `items` in order; `isUniform` says that every
    /// row is an enabled option (the caller has looked), `nil` that it is not known.
    private init(items: ListRows<Value>, sections: [ListSectionLayout], isUniform: Bool?) {
        self.items = items
        self.sections = sections
        if isUniform ?? Self.isUniform(items) {
            enabledRows = RowTable(range: items.indices)
            optionRows = enabledRows
            return
        }
        var enabledRows: [Int] = []
        var optionRows: [Int] = []
        var hasDisabledOption = false
        optionRows.reserveCapacity(items.count)
        for row in items.indices {
            switch items[row].kind {
            case .enabledOption:
                optionRows.append(row)
                if hasDisabledOption { enabledRows.append(row) }
            case .disabledOption:
                if !hasDisabledOption {
                    // The enabled rows were the option rows until now.
                    hasDisabledOption = true
                    enabledRows = optionRows
                }
                optionRows.append(row)
            case .header, .separator:
                break
            }
        }
        self.optionRows = RowTable(rows: optionRows)
        // Without a disabled option both tables are the same rows: share one array.
        self.enabledRows = hasDisabledOption ? RowTable(rows: enabledRows) : self.optionRows
    }

    /// A flat list: every header starts a new section; all sections share `selectionMode`.
    convenience init(items: [ListItem<Value>], selectionMode: SelectionMode) {
        // One pass finds the headers and whether every row is an enabled option.
        var headerRows: [Int] = []
        var isUniform = true
        for row in items.indices {
            switch items[row].kind {
            case .enabledOption:
                continue
            case .header:
                headerRows.append(row)
                isUniform = false
            case .disabledOption, .separator:
                isUniform = false
            }
        }
        var sections: [ListSectionLayout] = []
        var start = 0
        var title: String?
        for row in headerRows {
            if row > start {
                sections.append(ListSectionLayout(title: title, selectionMode: selectionMode, rows: start..<row))
            }
            start = row
            if case .header(let text) = items[row] { title = text }
        }
        if items.count > start || sections.isEmpty {
            sections.append(ListSectionLayout(title: title, selectionMode: selectionMode, rows: start..<items.count))
        }
        self.init(items: ListRows(items), sections: sections, isUniform: isUniform)
    }

    /// One untitled section of `rows`, every one an enabled option: built in O(1), without
    /// reading a row (the rows of a long or growing input).
    convenience init(options rows: ListRows<Value>, selectionMode: SelectionMode) {
        self.init(
            items: rows, sections: [ListSectionLayout(title: nil, selectionMode: selectionMode, rows: 0..<rows.count)], isUniform: true)
    }

    /// A list made of sections: each titled section contributes its header row, then its options.
    convenience init(sections: [ListSection<Value>]) {
        var items: [ListItem<Value>] = []
        items.reserveCapacity(sections.reduce(0) { $0 + $1.options.count + 1 })
        var layouts: [ListSectionLayout] = []
        for section in sections {
            let start = items.count
            if let title = section.title { items.append(.header(title)) }
            // One pass, no intermediate array: this path carries whole inputs (`sel choose --json`).
            for option in section.options { items.append(.option(option)) }
            layouts.append(ListSectionLayout(title: section.title, selectionMode: section.selectionMode, rows: start..<items.count))
        }
        if layouts.isEmpty {
            layouts.append(ListSectionLayout(title: nil, selectionMode: .single, rows: 0..<0))
        }
        self.init(items: ListRows(items), sections: layouts, isUniform: nil)
    }

    /// True when every row of `items` is an enabled option.
    private static func isUniform(_ items: ListRows<Value>) -> Bool {
        items.allSatisfy { $0.kind == .enabledOption }
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
