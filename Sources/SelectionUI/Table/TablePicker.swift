import SelectionCore
import SelectionTerminal

/// Picks rows of a table (docs/behaviour.md §17; gum `table`): the columns aligned under their
/// names and fitted to the width given, cut with `…` when they do not fit; typing filters across
/// every column with fzf's ranking; one row, or several with `allowsMultiple`.
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
        // The list's own columns: the pointer, and a checkbox for several rows.
        let text = TableRowText(columns: columns, rows: rows, width: max(10, width - (allowsMultiple ? 6 : 3)))
        let options = rows.indices.map { Choice(text.line(of: $0), value: $0) }
        var configuration = ListPromptConfiguration(
            visibleRows: visibleRows, startsOpen: true, filters: true, keyMap: allowsMultiple ? .multiSelect : .dropDown)
        // The header over the labels: the list draws them after its pointer (and checkbox) columns.
        configuration.header = [String(repeating: " ", count: allowsMultiple ? 4 : 2) + text.header]
        if allowsMultiple {
            // Space types into the filter: Tab checks the row and moves on, Shift-Tab checks and
            // moves back, as fzf's --multi does.
            configuration.commands.bind([KeyEvent(.tab)], to: [.toggle, .moveDown], help: "check")
            configuration.commands.bind([KeyEvent(.tab, modifiers: .shift)], to: [.toggle, .moveUp])
        }
        if allowsMultiple {
            presentation = .multiple(MultiSelect(title, options: options, configuration: configuration))
        } else {
            presentation = .single(DropDown(title, options: options, configuration: configuration))
        }
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
        switch presentation {
        case .single(var list):
            let step = list.handle(event, context: context)
            presentation = .single(list)
            return Self.rows(step) { [$0] }
        case .multiple(var list):
            let step = list.handle(event, context: context)
            presentation = .multiple(list)
            return Self.rows(step) { $0.sorted() }
        }
    }

    private static func rows<Inner>(_ step: PromptStep<Inner>, _ transform: (Inner) -> [Int]) -> PromptStep<[Int]> {
        step.map(transform)
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
        switch presentation {
        case .single(let list): list.summary(of: result.map { $0.first ?? 0 })
        case .multiple(let list): list.summary(of: result)
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
