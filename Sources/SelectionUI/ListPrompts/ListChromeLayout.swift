import SelectionCore

/// Where each part of a list prompt with fzf's chrome (``ListChrome``) goes in its area, as fzf
/// lays it out: the margin, the border (with a blank column inside each side), the padding, the
/// preview pane on its side, then the input section (the prompt line and the info line), the
/// header and the list, each in its own border when asked for.
///
/// ```
///  reverse            default (bottom-up)    reverse-list
///  > query            ▌ three                ▌ one
///    3/3 ──────       ▌ two                  ▌ two
///    header           ▌ one                  ▌ three
///  ▌ one                header                 header
///  ▌ two                3/3 ──────             3/3 ──────
///  ▌ three            > query                > query
/// ```
struct ListChromeLayout: Equatable {
    /// The frame of the border around everything, when there is one.
    var borderFrame: Rect?
    /// The title's row (sel's `--title`), first inside the padding.
    var titleArea: Rect?
    /// The frames of the section borders, when asked for.
    var inputFrame: Rect?
    var headerFrame: Rect?
    var listFrame: Rect?
    /// The prompt and query's row.
    var promptRow: Rect
    /// The info line's row (the count and the separator), when it has one.
    var infoRow: Rect?
    /// The header's rows.
    var headerArea: Rect?
    /// The list's rows.
    var listArea: Rect
    /// The preview pane, border included.
    var previewArea: Rect?

    /// Lays out `chrome` in `area`.
    ///
    /// - Parameters:
    ///   - headerRows: The header's lines.
    ///   - hasTitle: Whether a title row goes first.
    ///   - preview: The preview's window, when one shows.
    ///   - hasInput: Whether the list is filtered: without a query there is no input section.
    init(area: Rect, chrome: ListChrome, headerRows: Int, hasTitle: Bool, preview: PreviewWindow?, hasInput: Bool = true) {
        var rest = chrome.margin.inset(area)
        if !chrome.border.isEmpty {
            borderFrame = rest
            rest = chrome.border.inner(of: rest, sidePadding: 1)
            // fzf puts the list's last column (its scroll bar) next to a right border, unless a
            // preview with a right border of its own is there.
            let previewHasRight = preview.map { $0.side != .left && ($0.border?.sides.contains(.right) ?? $0.hasBorder) } ?? false
            if chrome.border.sides.contains(.right), !previewHasRight, rest.width > 0 { rest.width += 1 }
        }
        rest = chrome.padding.inset(rest)
        if hasTitle, rest.height > 1 {
            titleArea = Rect(x: rest.x, y: rest.y, width: rest.width, height: 1)
            rest = Rect(x: rest.x, y: rest.y + 1, width: rest.width, height: rest.height - 1)
        }
        if let preview, let split = ListPane(preview).split(rest) {
            previewArea = split.pane
            rest = split.rest
            // fzf keeps a blank column between a preview on the left and the list.
            if preview.side == .left, chrome.listBorder == nil, rest.width > 1 {
                rest = Rect(x: rest.x + 1, y: rest.y, width: rest.width - 1, height: rest.height)
            }
        }
        let hasInfoLine = chrome.showsInfoLine
        let inputRows = hasInput ? 1 + (hasInfoLine ? 1 : 0) + Self.rows(of: chrome.inputBorder) : 0
        let input = Self.take(inputRows, from: &rest, atTop: chrome.layout == .reverse)
        let inputInner = Self.inside(input, chrome.inputBorder, frame: &inputFrame)
        let promptAtTop = chrome.layout == .reverse
        promptRow = Rect(
            x: inputInner.x, y: promptAtTop ? inputInner.y : inputInner.maxY - 1, width: inputInner.width,
            height: min(1, inputInner.height))
        if hasInput, hasInfoLine, inputInner.height > 1 {
            infoRow = Rect(x: inputInner.x, y: promptAtTop ? inputInner.y + 1 : inputInner.maxY - 2, width: inputInner.width, height: 1)
        }
        let listBorderRows = Self.rows(of: chrome.listBorder)
        let headerBorderRows = Self.rows(of: chrome.headerBorder)
        // The header keeps at least one row for the list; on a short area it is cut.
        let shownHeader = min(headerRows, max(0, rest.height - listBorderRows - headerBorderRows - 1))
        if shownHeader > 0 {
            let header = Self.take(shownHeader + headerBorderRows, from: &rest, atTop: chrome.layout == .reverse)
            headerArea = Self.inside(header, chrome.headerBorder, frame: &headerFrame)
        }
        listArea = Self.inside(rest, chrome.listBorder, frame: &listFrame)
    }

    /// `count` rows cut from the top or the bottom of `rest`.
    private static func take(_ count: Int, from rest: inout Rect, atTop: Bool) -> Rect {
        let rows = min(count, rest.height)
        if atTop {
            let taken = Rect(x: rest.x, y: rest.y, width: rest.width, height: rows)
            rest = Rect(x: rest.x, y: rest.y + rows, width: rest.width, height: rest.height - rows)
            return taken
        }
        rest.height -= rows
        return Rect(x: rest.x, y: rest.maxY, width: rest.width, height: rows)
    }

    /// Inside `shape` around `area` (setting `frame`), or `area` without a border.
    private static func inside(_ area: Rect, _ shape: BorderShape?, frame: inout Rect?) -> Rect {
        guard let shape, !shape.isEmpty else { return area }
        frame = area
        var inner = shape.inner(of: area, sidePadding: 1)
        // As inside the outer border: the last column (the scroll bar's) next to the right line.
        if shape.sides.contains(.right), inner.width > 0 { inner.width += 1 }
        return inner
    }

    private static func rows(of shape: BorderShape?) -> Int {
        guard let shape else { return 0 }
        return (shape.sides.contains(.top) ? 1 : 0) + (shape.sides.contains(.bottom) ? 1 : 0)
    }
}

extension ListChrome {
    /// True when the info has a line of its own: the count's, or the separator alone.
    var showsInfoLine: Bool {
        switch info {
        case .line, .right: true
        case .hidden, .inlineRight: drawsSeparator
        case .inline: false
        }
    }
}
