import SelectionCore
import SelectionTerminal

/// What a ``TablePicker`` keeps of its table: the cells, their layout, and how to make the list
/// that shows the rows in a given order (at the start, and again after each sort, TBL-07).
///
/// ```swift
/// let table = TablePickerTable(title: nil, columns: [Array("Name".utf8)], rows: [[Array("Ada".utf8)]], layout: TablePickerLayout())
/// let list = table.presentation(order: [0], sort: nil, query: "", highlight: nil)
/// ```
package struct TablePickerTable: Sendable {
    /// The list's title.
    package let title: String?
    /// The cells, row by row.
    package let rows: [[[UInt8]]]
    /// The layout of the columns.
    package let text: TableRowText
    /// How the rows are laid out.
    package let layout: TablePickerLayout

    /// The table of `rows` under `columns`, laid out.
    package init(title: String?, columns: [[UInt8]], rows: [[[UInt8]]], layout: TablePickerLayout) {
        self.title = title
        self.rows = rows
        self.layout = layout
        // The list's own columns: the pointer, and a checkbox for several rows.
        text = TableRowText(
            columns: columns, rows: rows, width: max(10, layout.width - (layout.allowsMultiple ? 6 : 3)), fixed: layout.widths)
    }

    /// The list of the rows in `order` (one line of the feed each), the header marking the
    /// sorted column with ↑ or ↓, the filter holding `query`, the highlight on `highlight` (a row
    /// of the table) when given.
    package func presentation(order: [Int], sort: TableSort?, query: String, highlight: Int?) -> TablePicker.Presentation {
        let feed = ItemFeed()
        feed.append(text.lines(of: rows, in: order))
        feed.finish()
        var configuration = ListPromptConfiguration(
            visibleRows: layout.visibleRows, startsOpen: true, filters: true, keyMap: layout.allowsMultiple ? .multiSelect : .dropDown)
        configuration.showsHelp = layout.showsHelp
        configuration.showsCounts = layout.showsCount
        configuration.query = query
        // The header over the labels: the list draws them after its pointer (and checkbox) columns.
        configuration.header = [String(repeating: " ", count: layout.allowsMultiple ? 4 : 2) + header(sort: sort)]
        if layout.allowsMultiple {
            // Space types into the filter: Tab checks the row and moves on, Shift-Tab checks and
            // moves back, as fzf's --multi does.
            configuration.commands.bind([KeyEvent(.tab)], to: [.toggle, .moveDown], help: "check")
            configuration.commands.bind([KeyEvent(.tab, modifiers: .shift)], to: [.toggle, .moveUp])
            var list = MultiSelect(title, feed: feed, configuration: configuration)
            if let highlight { list.engine.stream?.highlightTarget = order.firstIndex(of: highlight) }
            return .multiple(list)
        }
        var list = DropDown(title, feed: feed, configuration: configuration)
        // The row asked for takes the highlight as the rows arrive, as `--cursor` does.
        if let highlight { list.engine.stream?.highlightTarget = order.firstIndex(of: highlight) }
        return .single(list)
    }

    /// The column names, aligned, the sorted one followed by ↑ (ascending) or ↓: in its own
    /// column when the name leaves room, else in the gap after it.
    private func header(sort: TableSort?) -> String {
        var header = ""
        for (index, width) in text.widths.enumerated() {
            let name = text.columns[index]
            var gap = index + 1 < text.widths.count ? "  " : ""
            if let sort, sort.column == index {
                let arrow = sort.isDescending ? "↓" : "↑"
                if Buffer.displayWidth(of: name) < width {
                    header += TableRowText.fitted(name + arrow, width: width)
                } else {
                    header += TableRowText.fitted(name, width: width)
                    gap = arrow + (gap.isEmpty ? "" : " ")
                }
            } else {
                header += TableRowText.fitted(name, width: width)
            }
            header += gap
        }
        return header
    }
}
