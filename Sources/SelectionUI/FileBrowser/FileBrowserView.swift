import SelectionCore
import SelectionTerminal

/// Draws a file browser into a whole buffer: the title, the directory, the filter field with
/// its counts, the entries (directories first with `▸` and a trailing `/`, sizes and dates when
/// there is room, checks when several can be chosen), a message and the help line.
///
/// ```swift
/// let caret = FileBrowserView(state: browser, title: nil, message: nil, help: nil, theme: .standard).render(into: &buffer)
/// ```
package struct FileBrowserView: Sendable {
    /// The browser.
    package var state: FileBrowserState
    /// A line above the directory.
    package var title: String?
    /// A refusal or a note, drawn under the entries.
    package var message: String?
    /// The help line's items; nil for none.
    package var help: [HelpItem]?
    /// Styles.
    package var theme: Theme

    /// Creates the view.
    package init(state: FileBrowserState, title: String?, message: String?, help: [HelpItem]?, theme: Theme) {
        self.state = state
        self.title = title
        self.message = message
        self.help = help
        self.theme = theme
    }

    /// Draws everything from the buffer's top row; returns the filter's caret.
    @discardableResult
    package func render(into buffer: inout Buffer) -> Point? {
        let width = buffer.size.width
        var row = 0
        if let title {
            buffer.write(title, at: Point(x: 0, y: 0), style: theme.title, overflow: .ellipsis)
            row = 1
        }
        buffer.write(String(decoding: state.directory, as: UTF8.self), at: Point(x: 0, y: row), style: theme.header, overflow: .ellipsis)
        var filter = FilterFieldView(
            query: state.filter.text, counts: (state.shown.count, state.entries.count), theme: theme)
        filter.caret = state.filter.caret
        let caret = filter.render(into: &buffer, area: Rect(x: 0, y: row + 1, width: width, height: 1))
        let top = row + 2
        let rows = state.configuration.visibleRows
        if let problem = state.problem {
            buffer.write(
                "✗ cannot read this directory: \(problem.message) (← goes up)", at: Point(x: 0, y: top), style: theme.error,
                overflow: .ellipsis)
        } else if state.shown.isEmpty {
            buffer.write(state.entries.isEmpty ? "(empty)" : "(nothing matches)", at: Point(x: 2, y: top), style: theme.placeholder)
        }
        for (offset, index) in state.shown.enumerated().dropFirst(state.topRow).prefix(rows) {
            drawEntry(state.entries[index], isHighlighted: offset == state.highlighted, row: top + offset - state.topRow, into: &buffer)
        }
        let messageRow = top + rows
        if let message {
            buffer.write(message, at: Point(x: 0, y: messageRow), style: theme.error, overflow: .ellipsis)
        } else if !state.checked.isEmpty {
            let names = state.checked.map { String(decoding: $0.split(separator: 0x2F).last ?? [], as: UTF8.self) }
            buffer.write(
                "\(names.count) checked: " + names.joined(separator: ", "), at: Point(x: 0, y: messageRow), style: theme.detail,
                overflow: .ellipsis)
        }
        if let help, messageRow + 1 < buffer.size.height {
            HelpLineView(items: help, theme: theme).render(into: &buffer, row: messageRow + 1)
        }
        return caret
    }

    private func drawEntry(_ entry: FileBrowserEntry, isHighlighted: Bool, row: Int, into buffer: inout Buffer) {
        let width = buffer.size.width
        let configuration = state.configuration
        var style = configuration.canChoose(entry) || entry.isDirectory ? theme.text : theme.disabled
        if isHighlighted { style = theme.highlight }
        var x = buffer.write(isHighlighted ? "›" : " ", at: Point(x: 0, y: row), style: style)
        if configuration.isMultiple {
            let isChecked = state.checked.contains(state.path(of: entry))
            x = buffer.write(isChecked ? "[x] " : "[ ] ", at: Point(x: x, y: row), style: style)
        }
        x = buffer.write(entry.isDirectory ? "▸ " : "  ", at: Point(x: x, y: row), style: style)
        let details = width >= 50 && entry.hasDetails ? Self.details(of: entry) : ""
        let nameArea = Rect(x: x, y: row, width: max(0, width - x - details.count - 1), height: 1)
        let name = entry.displayName + (entry.isDirectory ? "/" : "") + (entry.isBroken ? " (broken link)" : "")
        buffer.write(name, at: nameArea.origin, style: style, clip: nameArea, overflow: .ellipsis)
        if !details.isEmpty { buffer.write(details, at: Point(x: width - details.count, y: row), style: theme.detail) }
    }

    /// `  2.1K  2026-11-27`: the size (none for a directory) and the day it was changed (UTC).
    static func details(of entry: FileBrowserEntry) -> String {
        let size = entry.isDirectory ? "" : humanSize(entry.size)
        let day = CalendarDay.iso(CalendarDay.date(floorDivide(entry.modified, 86_400)))
        return String(repeating: " ", count: max(0, 6 - size.count)) + size + "  " + day
    }

    /// `120`, `2.1K`, `14M`, `3.0G`.
    static func humanSize(_ bytes: Int64) -> String {
        let units = ["", "K", "M", "G", "T", "P"]
        var value = Double(bytes)
        var unit = 0
        while value >= 1024, unit < units.count - 1 {
            value /= 1024
            unit += 1
        }
        if unit == 0 { return String(bytes) }
        if value < 10 { return String(Double(Int(value * 10)) / 10) + units[unit] }
        return String(Int(value)) + units[unit]
    }

    private static func floorDivide(_ a: Int, _ b: Int) -> Int { a >= 0 ? a / b : (a - b + 1) / b }
}
