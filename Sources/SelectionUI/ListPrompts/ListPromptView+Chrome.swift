import SelectionCore
import SelectionTerminal

// Drawing fzf's chrome (``ListChrome``): the borders and their labels, the info line, the count
// after the query, and the list drawn bottom-up.
extension ListPromptView {
    /// Draws the borders, their labels and the info line of `layout`.
    func renderChrome(_ layout: ListChromeLayout, into buffer: inout Buffer, context: PromptContext) {
        guard let chrome = configuration.chrome else { return }
        let theme = context.theme
        let frames: [(Rect?, BorderShape?, BorderLabel?, Style)] = [
            (layout.borderFrame, chrome.border, label(chrome.borderLabel, part: "border"), theme.border),
            (layout.inputFrame, chrome.inputBorder, label(chrome.inputLabel, part: "input"), theme.inputBorder ?? theme.border),
            (layout.headerFrame, chrome.headerBorder, label(chrome.headerLabel, part: "header"), theme.headerBorder ?? theme.border),
            (layout.listFrame, chrome.listBorder, label(chrome.listLabel, part: "list"), theme.listBorder ?? theme.border),
        ]
        for case (let frame?, let shape?, let label, let style) in frames {
            shape.render(into: &buffer, area: frame, style: style)
            label?.render(into: &buffer, frame: frame, shape: shape, style: theme.title)
        }
        if let row = layout.infoRow { renderInfoLine(chrome, into: &buffer, row: row, context: context) }
    }

    /// The label of `part` (fzf's name: `border`, `list`, …): the one a command set, at the place
    /// of `configured` (fzf's default place without one), else `configured`; nil when empty.
    func label(_ configured: BorderLabel?, part: String) -> BorderLabel? {
        guard let text = engine.script.labels[part] else { return configured }
        guard !text.isEmpty else { return nil }
        var label = configured ?? BorderLabel(text: text)
        label.text = text
        return label
    }

    /// The count as fzf shows it: `12/345`, then ` (3)` when options are checked, after the
    /// spinner while the input is read.
    private func infoText(now: Duration) -> String? {
        guard let counts = matchCounts(now: now) else { return nil }
        var text = (counts.indicator.map { $0 + " " } ?? "") + "\(counts.matching)/\(counts.total)"
        let checked = engine.checkedOptions.count
        if isMultiple, checked > 0 { text += " (\(checked))" }
        return text + engine.script.tracking.indicator
    }

    /// The separator repeated over `columns` cells.
    private func separatorText(_ chrome: ListChrome, columns: Int) -> String {
        guard columns > 0, !chrome.separator.isEmpty else { return "" }
        var text = ""
        while Buffer.displayWidth(of: text) < columns { text += chrome.separator }
        return text
    }

    /// The info line: the count and the separator, as `--info` places them; fzf leaves the last
    /// column free.
    private func renderInfoLine(_ chrome: ListChrome, into buffer: inout Buffer, row: Rect, context: PromptContext) {
        let theme = context.theme
        let end = row.maxX - 1
        let clip = Rect(x: row.x, y: row.y, width: max(0, end - row.x), height: 1)
        let separatorStyle = theme.separator
        let counts = configuration.showsCounts ? infoText(now: context.now) : nil
        switch chrome.info {
        case .line:
            var x = row.x + rowPrefixWidth(chrome)
            if let counts { x = buffer.write(counts, at: Point(x: x, y: row.y), style: theme.info ?? theme.help, clip: clip) }
            if chrome.drawsSeparator {
                let start = counts == nil ? x : x + 1
                buffer.write(separatorText(chrome, columns: end - start), at: Point(x: start, y: row.y), style: separatorStyle, clip: clip)
            }
        case .right:
            let text = counts.map { " " + $0 } ?? ""
            let start = max(row.x, end - Buffer.displayWidth(of: text))
            if chrome.drawsSeparator {
                let line = Rect(x: row.x, y: row.y, width: max(0, start - row.x), height: 1)
                buffer.write(separatorText(chrome, columns: line.width), at: line.origin, style: separatorStyle, clip: line)
            }
            buffer.write(text, at: Point(x: start, y: row.y), style: theme.info ?? theme.help, clip: clip)
        case .hidden, .inlineRight:
            if chrome.drawsSeparator {
                buffer.write(separatorText(chrome, columns: clip.width), at: row.origin, style: separatorStyle, clip: clip)
            }
        case .inline:
            break
        }
    }

    /// The count on the query's line, for `--info inline` and `inline-right`.
    func renderInlineInfo(_ chrome: ListChrome, into buffer: inout Buffer, row: Rect, context: PromptContext) {
        guard configuration.showsCounts, let counts = infoText(now: context.now) else { return }
        let theme = context.theme
        let end = row.maxX - 1
        let clip = Rect(x: row.x, y: row.y, width: max(0, end - row.x), height: 1)
        switch chrome.info {
        case .inline(let prefix):
            let query = filter?.query ?? stream?.query ?? ""
            let queryWidth = query.isEmpty ? Buffer.displayWidth(of: chrome.ghost) : Buffer.displayWidth(of: query)
            var x = row.x + Buffer.displayWidth(of: prompt) + queryWidth + 1
            x = buffer.write(prefix + counts, at: Point(x: x, y: row.y), style: theme.info ?? theme.help, clip: clip)
            if chrome.drawsSeparator {
                buffer.write(separatorText(chrome, columns: end - x - 1), at: Point(x: x + 1, y: row.y), style: theme.separator, clip: clip)
            }
        case .inlineRight(let prefix):
            let text = prefix + counts
            let start = max(row.x, end - Buffer.displayWidth(of: text))
            buffer.write(text, at: Point(x: start, y: row.y), style: theme.info ?? theme.help, clip: clip)
        default:
            break
        }
    }

    /// The columns of the pointer and the marker, where labels and the count start.
    private func rowPrefixWidth(_ chrome: ListChrome) -> Int { chrome.labelColumn }

    /// Draws `view` into `area` with its first row at the bottom (fzf's default layout): drawn
    /// top-down aside, then copied row by row upside down. Returns the highlighted row's cell.
    static func renderBottomUp(_ view: ListView<Value>, into buffer: inout Buffer, area: Rect) -> Point? {
        var aside = Buffer(size: area.size)
        let cursor = view.render(into: &aside, area: aside.area)
        for row in 0..<area.height {
            let y = area.maxY - 1 - row
            buffer.fill(Rect(x: area.x, y: y, width: area.width, height: 1), with: .blank)
            for x in 0..<area.width where !aside[x, row].isContinuation {
                buffer.set(aside[x, row], at: Point(x: area.x + x, y: y))
            }
        }
        return cursor.map { Point(x: area.x + $0.x, y: area.maxY - 1 - $0.y) }
    }
}
