import SelectionCore
import SelectionTerminal

/// Picks rows of a table (docs/behaviour.md §17; gum `table`): the columns aligned under their
/// names and fitted to the width given, cut with `…` when they do not fit; typing filters across
/// every column with fzf's ranking; one row, or several with `allowsMultiple`; Alt-1 … Alt-9
/// sort by that column (again: the other way; a third time: the table's order).
///
/// ```swift
/// let people = TablePicker("Owner", columns: ["Name", "Team"], rows: [["Ada", "Core"], ["Grace", "UI"]])
/// if case .chosen(let rows) = try await people.run() { print(rows) }   // [1] after ↓, Enter
/// ```
///
/// The result is the indices of the chosen rows in `rows`, in their order there. Keys are the
/// filtered list's (``KeyMap/dropDown``, or ``KeyMap/multiSelect`` with Tab checking a row and
/// moving down, Shift-Tab checking and moving up).
public struct TablePicker: Prompt {
    /// The answer: the indices of the chosen rows.
    public typealias Value = [Int]

    /// The list under the table's header: a drop-down, or a checklist for several rows.
    package enum Presentation {
        /// One row.
        case single(DropDown<Int>)
        /// Several rows.
        case multiple(MultiSelect<Int>)
    }

    /// The list.
    package private(set) var presentation: Presentation
    /// The table, laid out.
    private let table: TablePickerTable
    /// The order shown: the row of each item of the list.
    package private(set) var order: [Int]
    /// The sort applied, if any (TBL-07).
    package private(set) var sort: TableSort?
    /// The host's inbox, for a list made again by a sort.
    private var inbox: PromptInbox?

    /// Creates a table picker.
    ///
    /// - Parameters:
    ///   - title: Shown before the list and in the summary.
    ///   - columns: The column names (the header).
    ///   - rows: The cells, row by row; a short row is padded with empty cells.
    ///   - allowsMultiple: Whether several rows can be checked.
    ///   - width: The cells the columns are fitted to.
    ///   - visibleRows: The rows of the list shown; nil for the default.
    public init(
        _ title: String? = nil, columns: [String], rows: [[String]], allowsMultiple: Bool = false, width: Int = 80,
        visibleRows: Int? = nil
    ) {
        self.init(
            title, columns: columns.map { Array($0.utf8) }, rows: rows.map { $0.map { Array($0.utf8) } },
            layout: TablePickerLayout(allowsMultiple: allowsMultiple, width: width, visibleRows: visibleRows))
    }

    /// Creates a table picker over cells as bytes (`sel table`): the rows are laid out once, as
    /// lines of one ``ItemFeed``, so a table of 100,000 rows opens as fast as `sel choose` does.
    package init(_ title: String?, columns: [[UInt8]], rows: [[[UInt8]]], layout: TablePickerLayout) {
        table = TablePickerTable(title: title, columns: columns, rows: rows, layout: layout)
        sort = layout.sort
        order = layout.sort.map { $0.order(of: rows) } ?? Array(rows.indices)
        presentation = table.presentation(order: order, sort: sort, query: "", highlight: layout.highlightedRow)
    }

    /// The list's height.
    public func preferredHeight(in screen: Size, context: PromptContext) -> Int {
        switch presentation {
        case .single(let list): list.preferredHeight(in: screen, context: context)
        case .multiple(let list): list.preferredHeight(in: screen, context: context)
        }
    }

    /// Handles one event and says whether the prompt goes on.
    public mutating func handle(_ event: PromptEvent, context: PromptContext) -> PromptStep<[Int]> {
        if case .key(let key) = event, key.modifiers == .alt, case .character(let character) = key.key,
            let digit = character.wholeNumberValue, digit >= 1, digit <= 9
        {
            sortKey(column: digit - 1, context: context)
            return .proceed
        }
        let order = self.order
        switch presentation {
        case .single(var list):
            let step = list.handle(event, context: context)
            presentation = .single(list)
            return step.map { [order[$0]] }
        case .multiple(var list):
            let step = list.handle(event, context: context)
            presentation = .multiple(list)
            return step.map { $0.map { order[$0] }.sorted() }
        }
    }

    /// Alt-N: sorts by column N, then the other way, then back to the table's order; the query
    /// is kept. Nothing happens while rows are checked: a list made again would lose them.
    private mutating func sortKey(column: Int, context: PromptContext) {
        guard column < table.text.widths.count else { return }
        let query: String
        switch presentation {
        case .single(let list): query = list.query ?? ""
        case .multiple(let list):
            guard list.engine.checkedOptions.isEmpty else { return }
            query = list.query ?? ""
        }
        if sort?.column == column {
            sort = sort?.isDescending == true ? nil : TableSort(column: column, isDescending: true)
        } else {
            sort = TableSort(column: column)
        }
        order = sort.map { $0.order(of: table.rows) } ?? Array(table.rows.indices)
        presentation = table.presentation(order: order, sort: sort, query: query, highlight: nil)
        prepare(for: context)
        if let inbox { start(reportingTo: inbox) }
    }

    /// Draws the list; returns the cursor's cell.
    public func render(into buffer: inout Buffer, context: PromptContext) -> Point? {
        switch presentation {
        case .single(let list): list.render(into: &buffer, context: context)
        case .multiple(let list): list.render(into: &buffer, context: context)
        }
    }

    /// The list's summary: the title and the chosen rows.
    public func summary(of result: PromptResult<[Int]>) -> String? {
        // The list's items are in the order shown: the rows chosen, as items.
        var item = [Int](repeating: 0, count: order.count)
        for (index, row) in order.enumerated() { item[row] = index }
        let items = result.map { $0.map { $0 < item.count ? item[$0] : $0 } }
        switch presentation {
        case .single(let list): return list.summary(of: items.map { $0.first ?? 0 })
        case .multiple(let list): return list.summary(of: items)
        }
    }

    /// The list's deadline (its typeahead and scans).
    public var deadline: Duration? {
        switch presentation {
        case .single(let list): list.deadline
        case .multiple(let list): list.deadline
        }
    }

    /// Told where the region is, as the list is.
    public mutating func prepare(for context: PromptContext) {
        switch presentation {
        case .single(var list):
            list.prepare(for: context)
            presentation = .single(list)
        case .multiple(var list):
            list.prepare(for: context)
            presentation = .multiple(list)
        }
    }

    /// Starts the list's background work (the scans of a long table).
    public mutating func start(reportingTo inbox: PromptInbox) {
        self.inbox = inbox
        switch presentation {
        case .single(var list):
            list.start(reportingTo: inbox)
            presentation = .single(list)
        case .multiple(var list):
            list.start(reportingTo: inbox)
            presentation = .multiple(list)
        }
    }
}
