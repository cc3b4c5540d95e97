/// The state of a selection list: its rows, the highlighted row, the selection and the
/// viewport — everything about choosing, nothing about drawing.
///
/// The highlight (where the keyboard is) and the selection (the value) are kept apart
/// (CORE-01): moving never selects unless `selectionFollowsHighlight` says so. Every action
/// goes through ``send(_:)`` and is O(1) or O(log n) in the number of rows (a typeahead search
/// that must look far builds its index once, O(n log n)); the tables that make it so are built
/// at construction, in one read of the rows, and none at all for a flat list of enabled options.
///
/// ```swift
/// var list = ListState(
///     items: [.option(Choice("Red", value: red)), .separator, .option(Choice("Blue", value: blue))],
///     selectionMode: .single,
///     preselecting: .value(blue)
/// )
/// list.send(.focus)        // [.highlightChanged(2)]
/// list.send(.moveUp)       // [.highlightChanged(0)]
/// list.send(.chooseHighlighted)   // [.selected(index: 0, option: ...)]
/// ```
public struct ListState<Value: Sendable & Equatable>: Sendable, Equatable {
    /// The rows and their index tables, shared between copies.
    var content: ListContent<Value>
    /// The behaviours chosen for this list.
    public internal(set) var configuration: ListConfiguration
    /// The highlighted row, always an option's row, or `nil`.
    public internal(set) var highlighted: Int?
    /// The rows of the selected options.
    public internal(set) var selection: Set<Int>
    /// Where the last plain toggle in a `.multiple` section anchored a range (LB-06).
    package internal(set) var selectionAnchor: SelectionAnchor?
    /// The rows on screen.
    public internal(set) var viewport: Viewport
    /// The rows the host last said it can show (`nil`: no limit).
    package internal(set) var availableRows: Int?
    /// The screen lines of each row when rows differ in height (wrapped or multi-line labels),
    /// set by the host with ``setRowHeights(_:)``; the viewport then counts rows. Nil: every row
    /// takes ``ListConfiguration/rowHeight`` lines.
    package internal(set) var rowHeights: RowHeights?
    /// The running type-to-select search.
    package internal(set) var typeahead: TypeaheadBuffer
    /// The typeahead prefix table, once a far search has built it (shared by later copies; never part of
    /// equality).
    var typeaheadCache: TypeaheadTableCache<Value>

    /// Creates a flat list, in which every header starts a new section with `selectionMode`.
    ///
    /// - Parameters:
    ///   - items: The rows: options, headers and separators.
    ///   - selectionMode: What choosing an option does. Default `.single`.
    ///   - preselecting: The options selected to begin with.
    ///   - configuration: Behaviours; the defaults follow docs/behaviour.md §13.
    public init(
        items: [ListItem<Value>],
        selectionMode: SelectionMode = .single,
        preselecting: Preselection<Value> = .nothing,
        configuration: ListConfiguration = ListConfiguration()
    ) {
        self.init(
            content: ListContent(items: items, selectionMode: selectionMode), preselecting: preselecting, configuration: configuration)
    }

    /// Creates a list of sections, each with its own selection mode and its own selection.
    ///
    /// - Parameters:
    ///   - sections: The sections; a titled section starts with a header row.
    ///   - preselecting: The options selected to begin with.
    ///   - configuration: Behaviours; the defaults follow docs/behaviour.md §13.
    public init(
        sections: [ListSection<Value>],
        preselecting: Preselection<Value> = .nothing,
        configuration: ListConfiguration = ListConfiguration()
    ) {
        self.init(content: ListContent(sections: sections), preselecting: preselecting, configuration: configuration)
    }

    /// Creates a list of one untitled section whose rows are all enabled options, in O(1): no row
    /// is read until it is shown (``ListRows/init(count:item:)``).
    ///
    /// - Parameters:
    ///   - rows: The rows; every one an enabled option.
    ///   - selectionMode: What choosing an option does. Default `.single`.
    ///   - configuration: Behaviours; the defaults follow docs/behaviour.md §13.
    public init(rows: ListRows<Value>, selectionMode: SelectionMode = .single, configuration: ListConfiguration = ListConfiguration()) {
        self.init(content: ListContent(options: rows, selectionMode: selectionMode), preselecting: .nothing, configuration: configuration)
    }

    init(content: ListContent<Value>, preselecting: Preselection<Value>, configuration: ListConfiguration) {
        self.content = content
        self.configuration = configuration
        highlighted = nil
        selection = []
        selectionAnchor = nil
        availableRows = nil
        rowHeights = nil
        typeahead = TypeaheadBuffer()
        typeaheadCache = TypeaheadTableCache()
        viewport = Viewport(height: 0, rowCount: 0)
        viewport = Viewport(height: visibleHeight, rowCount: lineCount)
        selection = preselectedRows(preselecting)
    }

    /// The rows, in order.
    public var items: ListRows<Value> { content.items }

    /// The sections, in order; together they cover every row.
    package var sections: [ListSectionLayout] { content.sections }

    /// The option in `row`, or `nil` for a header, a separator or a row out of range.
    public func option(at row: Int) -> Choice<Value>? {
        guard content.items.indices.contains(row) else { return nil }
        return content.items[row].option
    }

    /// The highlighted option, if any.
    public var highlightedOption: Choice<Value>? {
        highlighted.flatMap(option(at:))
    }

    /// True when the option in `row` is selected.
    public func isSelected(_ row: Int) -> Bool {
        selection.contains(row)
    }

    /// The selected rows, ascending.
    public var selectedRows: [Int] { selection.sorted() }

    /// The first selected row, if any.
    public var firstSelectedRow: Int? { selection.min() }

    /// The selected options, in row order.
    public var selectedOptions: [Choice<Value>] {
        selectedRows.compactMap(option(at:))
    }

    /// The index into `sections` of the section that holds `row`.
    public func sectionIndex(ofRow row: Int) -> Int {
        content.sectionIndex(ofRow: row)
    }

    /// The selection mode that applies to `row`.
    public func selectionMode(ofRow row: Int) -> SelectionMode {
        content.sections[content.sectionIndex(ofRow: row)].selectionMode
    }

    /// True when every section's options are actions (a menu holds no selection).
    var isActionsOnly: Bool {
        content.sections.allSatisfy { $0.selectionMode == .actions }
    }

    /// True when some section allows several selected options.
    var hasMultipleSelection: Bool {
        content.sections.contains { $0.selectionMode.isMultiple }
    }

    private func preselectedRows(_ preselection: Preselection<Value>) -> Set<Int> {
        let matches: (Choice<Value>) -> Bool
        switch preselection {
        case .nothing:
            return []
        case .values(let values):
            matches = { option in values.contains(option.value) }
        case .labels(let labels):
            let wanted = Set(labels.map { $0.lowercased() })
            matches = { option in wanted.contains(option.label.lowercased()) }
        }
        var rows: Set<Int> = []
        var countBySection: [Int: Int] = [:]
        for row in content.optionRows {
            guard let option = option(at: row), matches(option) else { continue }
            let section = content.sectionIndex(ofRow: row)
            let count = countBySection[section, default: 0]
            switch content.sections[section].selectionMode {
            case .single where count == 0, .multiple(limit: nil):
                break
            case .multiple(limit: let limit?) where count < limit:
                break
            default:
                continue
            }
            rows.insert(row)
            countBySection[section] = count + 1
        }
        return rows
    }
}
