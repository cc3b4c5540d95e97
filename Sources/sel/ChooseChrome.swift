import ArgumentParser
import SelectionCore
import SelectionTerminal
import SelectionUI

/// fzf's layout and chrome on `sel choose` (issue 27), by fzf's names and meanings: borders and
/// their labels, margins, the info line, the separator, section borders, `--style`, the query
/// at the bottom (`--layout default`, `reverse-list`). Any of them draws the list as fzf does
/// (``ListChrome``), in the region `--height` sets or, without it, over the whole screen as fzf.
struct ChooseChrome: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "fzf's border around everything: \(BorderShape.fzfNames) (bare --border: rounded; unlike fzf, a next word that is not a style stays an item).",
            valueName: "style"))
    var border: String?

    @Option(name: .customLong("border-label"), help: ArgumentHelp("Text on the border's top line.", valueName: "label"))
    var borderLabel: String?

    @Option(
        name: .customLong("border-label-pos"),
        help: ArgumentHelp(
            "Where the label goes: 0 centred (default), N from the left, -N from the right; :bottom for the bottom line.",
            valueName: "N[:top|bottom]"))
    var borderLabelPosition: String?

    @Option(help: ArgumentHelp("Blank cells around the border: TRBL, TB,RL, T,RL,B or T,R,B,L, each N or N%.", valueName: "margin"))
    var margin: String?

    @Option(help: ArgumentHelp("Blank cells inside the border, as --margin.", valueName: "padding"))
    var padding: String?

    @Option(
        name: .customLong("min-height"),
        help: ArgumentHelp(
            "With --height N%: at least this many rows; N+ counts N list rows plus the rest (fzf's default 10+ applies with fzf's layout flags).",
            valueName: "N[+]"))
    var minHeight: String?

    @Option(
        help: ArgumentHelp(
            "fzf's presets: default, minimal (no separator) or full[:STYLE] (borders around the query, header, list and preview).",
            valueName: "preset"))
    var style: String?

    @Flag(name: .customLong("inline-info"), help: "The same as --info inline.")
    var inlineInfo = false

    @Flag(name: .customLong("no-info"), help: "The same as --info hidden.")
    var noInfo = false

    @Flag(
        name: .customLong("no-input"),
        help: "With fzf's look: no query line, and typing does not filter (fzf's --no-input). Without it, fzf's look filters as fzf does.")
    var noInput = false

    @Option(help: ArgumentHelp("Repeated to make the line under the query (default ─).", valueName: "text"))
    var separator: String?

    @Flag(name: .customLong("no-separator"), help: "No line under the query.")
    var noSeparator = false

    @Option(
        name: .customLong("input-border"),
        help: ArgumentHelp("A border around the query and the count (bare: rounded).", valueName: "style"))
    var inputBorder: String?
    @Option(name: .customLong("input-label"), help: ArgumentHelp("Text on --input-border.", valueName: "label"))
    var inputLabel: String?
    @Option(
        name: .customLong("input-label-pos"), help: ArgumentHelp("As --border-label-pos, for --input-label.", valueName: "N[:top|bottom]"))
    var inputLabelPosition: String?

    @Option(name: .customLong("header-border"), help: ArgumentHelp("A border around the header (bare: rounded).", valueName: "style"))
    var headerBorder: String?
    @Option(name: .customLong("header-label"), help: ArgumentHelp("Text on --header-border.", valueName: "label"))
    var headerLabel: String?
    @Option(
        name: .customLong("header-label-pos"), help: ArgumentHelp("As --border-label-pos, for --header-label.", valueName: "N[:top|bottom]")
    )
    var headerLabelPosition: String?

    @Option(name: .customLong("list-border"), help: ArgumentHelp("A border around the list (bare: rounded).", valueName: "style"))
    var listBorder: String?
    @Option(name: .customLong("list-label"), help: ArgumentHelp("Text on --list-border.", valueName: "label"))
    var listLabel: String?
    @Option(
        name: .customLong("list-label-pos"), help: ArgumentHelp("As --border-label-pos, for --list-label.", valueName: "N[:top|bottom]"))
    var listLabelPosition: String?

    @Option(
        name: .customLong("preview-border"),
        help: ArgumentHelp("The preview's border: --preview-window border-STYLE (bare: rounded).", valueName: "style"))
    var previewBorder: String?
    @Option(name: .customLong("preview-label"), help: ArgumentHelp("Text on the preview's border.", valueName: "label"))
    var previewLabel: String?
    @Option(
        name: .customLong("preview-label-pos"),
        help: ArgumentHelp("As --border-label-pos, for --preview-label.", valueName: "N[:top|bottom]"))
    var previewLabelPosition: String?

    @Option(help: ArgumentHelp("Drawn in the pointer's columns of the other rows (default blank).", valueName: "char"))
    var gutter: String?

    @Option(
        name: .customLong("gutter-raw"),
        help: ArgumentHelp("Drawn there instead in raw mode (--raw; default ▖, as fzf).", valueName: "char"))
    var gutterRaw: String?

    @Option(help: ArgumentHelp("The scroll bar's glyph (a second one for the preview's).", valueName: "chars"))
    var scrollbar: String?

    @Flag(name: .customLong("no-scrollbar"), help: "No scroll bar.")
    var noScrollbar = false

    @Option(help: ArgumentHelp("Shown in the query's place while it is empty.", valueName: "text"))
    var ghost: String?

    @Flag(name: .customLong("highlight-line"), help: "Highlight the whole highlighted row (how sel always draws it).")
    var highlightLine = false

    @Flag(name: .customLong("no-hscroll"), help: "Draw a long item from its start, whatever matched (default: the part around the match).")
    var noHscroll = false

    @Flag(name: .customLong("keep-right"), help: "Show the end of a long item that has no match.")
    var keepRight = false

    @Option(
        name: .customLong("hscroll-off"),
        help: ArgumentHelp(
            "Columns to keep after the match of a long item (default 10; at most half the row, as fzf).", valueName: "n"))
    var hscrollOff: Int?

    @Option(
        help: ArgumentHelp(
            "fzf's --gap: N lines after each item (bare --gap: 1), the last holding --gap-line; fzf's look.", valueName: "n"))
    var gap: String?

    @Flag(name: .customLong("no-gap"), help: "No lines between items (wins over --gap wherever it stands).")
    var noGap = false

    @Option(
        name: .customLong("gap-line"),
        help: ArgumentHelp(
            "Repeated across each gap's last line (fzf's dotted line by default, also bare).", valueName: "text"))
    var gapLine: String?

    @Flag(name: .customLong("no-gap-line"), help: "Blank gaps.")
    var noGapLine = false

    @Option(
        name: .customLong("freeze-left"),
        help: ArgumentHelp(
            "Keep the first N fields (--delimiter's, else blank-separated) of a long item on screen as the rest scrolls to the match.",
            valueName: "n"))
    var freezeLeft: String?

    @Option(
        name: .customLong("freeze-right"),
        help: ArgumentHelp("Keep the last N fields of a long item on screen (with a query, where --keep-right does not).", valueName: "n"))
    var freezeRight: String?

    /// The options that take a value, for ``FzfSpellings`` (bare ones: ``bareDefaults``).
    static let valueOptions: Set<String> = [
        "--gap", "--gap-line", "--freeze-left", "--freeze-right", "--border", "--border-label", "--border-label-pos", "--margin",
        "--padding", "--min-height", "--style", "--separator",
        "--input-border", "--input-label", "--input-label-pos", "--header-border", "--header-label", "--header-label-pos",
        "--list-border", "--list-label", "--list-label-pos", "--preview-border", "--preview-label", "--preview-label-pos",
        "--gutter", "--gutter-raw", "--scrollbar", "--ghost", "--hscroll-off",
    ]

    /// fzf's options whose value is optional, and what they mean bare (`--border` alone is `--border=rounded`).
    static let bareDefaults: [String: String] = [
        "--border": "rounded", "--input-border": "rounded", "--header-border": "rounded", "--list-border": "rounded",
        "--preview-border": "rounded", "--gap": "1", "--gap-line": ListChrome().gapLine,
    ]

    func validate() throws {
        _ = try chrome(layout: nil, info: nil, pointer: nil, marker: nil)
        _ = try minimumHeight()
        _ = try previewLabelValue()
        _ = try gapLines()
        _ = try frozenFields(delimiter: nil)
    }

    /// `--gap`, read: 0 without it or with `--no-gap`.
    func gapLines() throws -> Int {
        guard let gap, !noGap else { return 0 }
        guard let lines = Int(gap), lines >= 0, gap.first != "+" else {
            throw ValidationError("--gap must be a number of lines, 0 or more, not '\(Sanitiser.sanitise(gap))'.")
        }
        return lines
    }

    /// `--freeze-left` and `--freeze-right`, read, cutting fields at `delimiter`; nil when neither freezes a field.
    func frozenFields(delimiter: String?) throws -> FrozenFields? {
        func count(_ text: String?, _ option: String) throws -> Int {
            guard let text else { return 0 }
            guard let number = Int(text), number >= 0, text.first != "+" else {
                throw ValidationError("\(option) must be a number of fields, 0 or more, not '\(Sanitiser.sanitise(text))'.")
            }
            return number
        }
        let left = try count(freezeLeft, "--freeze-left")
        let right = try count(freezeRight, "--freeze-right")
        guard left > 0 || right > 0 else { return nil }
        return FrozenFields(left: left, right: right, delimiter: delimiter)
    }

    /// True when `--freeze-left` or `--freeze-right` asks for fields (cut at `--delimiter`, as fzf's).
    var freezesFields: Bool { freezeLeft != nil || freezeRight != nil }

    /// True when a flag asks for fzf's drawing.
    var isRequested: Bool {
        border != nil || borderLabel != nil || margin != nil || padding != nil || (style != nil && style != "default") || inlineInfo
            || noInfo || separator != nil || noSeparator || inputBorder != nil || headerBorder != nil || listBorder != nil
            || gutter != nil || scrollbar != nil || noScrollbar || ghost != nil || minHeight != nil || (gap != nil && !noGap)
    }

    /// `--min-height`, read.
    func minimumHeight() throws -> (rows: Int, addsChrome: Bool)? {
        guard let minHeight else { return nil }
        let addsChrome = minHeight.hasSuffix("+")
        guard let rows = Int(addsChrome ? String(minHeight.dropLast()) : minHeight), rows >= 0, minHeight.first != "+" else {
            throw ValidationError("--min-height must be N or N+ (N rows, at least 0), not '\(Sanitiser.sanitise(minHeight))'.")
        }
        return (rows, addsChrome)
    }

    /// A border style read for `option`.
    static func shape(_ text: String?, _ option: String) throws -> BorderShape? {
        guard let text else { return nil }
        guard let shape = BorderShape(fzfName: text.lowercased()) else {
            throw ValidationError("\(option) must be one of \(BorderShape.fzfNames), not '\(Sanitiser.sanitise(text))'.")
        }
        return shape
    }

    /// A label and its position read for `option`.
    static func label(_ text: String?, position: String?, _ option: String) throws -> BorderLabel? {
        guard let text, !text.isEmpty else { return nil }
        var label = BorderLabel(text: text)
        if let position {
            guard let place = BorderLabel.position(position) else {
                throw ValidationError(
                    "\(option)-pos must be N[:top|bottom] (0 centred, negative from the right), not '\(Sanitiser.sanitise(position))'.")
            }
            (label.column, label.isAtBottom) = place
        }
        return label
    }

    /// `--preview-label`, read.
    func previewLabelValue() throws -> BorderLabel? {
        try Self.label(previewLabel, position: previewLabelPosition, "--preview-label")
    }

    /// fzf's `--margin`/`--padding`: 1 to 4 comma-separated sizes, each N or N%.
    static func edges(_ text: String?, _ option: String) throws -> ListChrome.Edges? {
        guard let text else { return nil }
        func amount(_ part: Substring) throws -> ListChrome.Edges.Amount {
            let percent = part.hasSuffix("%")
            guard let number = Int(percent ? part.dropLast() : part), number >= 0, part.first != "+", !percent || number < 50 else {
                throw ValidationError(
                    "\(option) must be 1 to 4 comma-separated sizes, each N or N% (under 50%), not '\(Sanitiser.sanitise(text))'.")
            }
            return percent ? .percent(number) : .cells(number)
        }
        let parts = try text.split(separator: ",", omittingEmptySubsequences: false).map(amount)
        switch parts.count {
        case 1: return ListChrome.Edges(parts[0])
        case 2: return ListChrome.Edges(top: parts[0], right: parts[1], bottom: parts[0], left: parts[1])
        case 3: return ListChrome.Edges(top: parts[0], right: parts[1], bottom: parts[2], left: parts[1])
        case 4: return ListChrome.Edges(top: parts[0], right: parts[1], bottom: parts[2], left: parts[3])
        default:
            throw ValidationError("\(option) must be 1 to 4 comma-separated sizes, not '\(Sanitiser.sanitise(text))'.")
        }
    }

    /// The chrome these flags, `--layout`, `--info`, `--pointer` and `--marker` ask for.
    func chrome(layout: ListChrome.Layout?, info: ListChrome.Info?, pointer: String?, marker: String?) throws -> ListChrome {
        var chrome = ListChrome()
        try applyStyle(&chrome)
        if let layout { chrome.layout = layout }
        if let shape = try Self.shape(border, "--border") { chrome.border = shape.isLine ? BorderShape(sides: .top) : shape }
        chrome.borderLabel = try Self.label(borderLabel, position: borderLabelPosition, "--border-label")
        if let margin = try Self.edges(margin, "--margin") { chrome.margin = margin }
        if let padding = try Self.edges(padding, "--padding") { chrome.padding = padding }
        if let info { chrome.info = info }
        if inlineInfo { chrome.info = .inline(prefix: " < ") }
        if noInfo { chrome.info = .hidden }
        if let separator {
            chrome.separator = separator
            chrome.separatorIsExplicit = true
        }
        if noSeparator { chrome.separator = "" }
        if let shape = try Self.shape(inputBorder, "--input-border") {
            chrome.inputBorder = shape.resolvingLine(as: chrome.layout == .reverse ? .bottom : .top)
        }
        if let shape = try Self.shape(headerBorder, "--header-border") {
            chrome.headerBorder = shape.resolvingLine(as: chrome.layout == .reverse ? .bottom : .top)
        }
        if let shape = try Self.shape(listBorder, "--list-border") {
            guard !shape.isLine else { throw ValidationError("--list-border does not take line (fzf's rule).") }
            chrome.listBorder = shape
        }
        chrome.inputLabel = try Self.label(inputLabel, position: inputLabelPosition, "--input-label")
        chrome.headerLabel = try Self.label(headerLabel, position: headerLabelPosition, "--header-label")
        chrome.listLabel = try Self.label(listLabel, position: listLabelPosition, "--list-label")
        if let pointer { chrome.pointer = pointer }
        if let marker { chrome.marker = marker }
        if let gutter { chrome.gutter = gutter }
        if let gutterRaw { chrome.gutterRaw = gutterRaw }
        if let scrollbar {
            chrome.scrollBar = scrollbar.first
            chrome.previewScrollBar = scrollbar.dropFirst().first ?? scrollbar.first
        }
        if noScrollbar { (chrome.scrollBar, chrome.previewScrollBar) = (nil, nil) }
        if let ghost { chrome.ghost = ghost }
        chrome.gap = try gapLines()
        if let gapLine { chrome.gapLine = gapLine }
        if noGapLine { chrome.gapLine = "" }
        return chrome
    }

    /// `--style`: `default` changes nothing; `minimal` draws no separator; `full[:STYLE]` draws
    /// borders around the query, the header and the list, and the count at the query's right.
    private func applyStyle(_ chrome: inout ListChrome) throws {
        guard let style, style != "default" else { return }
        if style == "minimal" {
            chrome.separator = ""
            return
        }
        let parts = style.split(separator: ":", maxSplits: 1).map(String.init)
        guard parts.first == "full" else {
            throw ValidationError("--style must be default, minimal or full[:STYLE], not '\(Sanitiser.sanitise(style))'.")
        }
        let shape = try Self.shape(parts.count > 1 ? parts[1] : "rounded", "--style full") ?? .rounded
        chrome.inputBorder = shape
        chrome.headerBorder = shape
        chrome.listBorder = shape
        chrome.info = .inlineRight(prefix: "")
    }

    /// The preview's border `--preview-border` or `--style full` asks for, if any.
    func previewBorderShape() throws -> BorderShape? {
        if let shape = try Self.shape(previewBorder, "--preview-border") { return shape }
        if let style, style.hasPrefix("full:") { return try Self.shape(String(style.dropFirst(5)), "--style full") }
        return nil
    }
}
