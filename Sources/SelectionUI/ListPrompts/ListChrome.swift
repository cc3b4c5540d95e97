import SelectionCore
import SelectionTerminal

/// fzf's layout and chrome for a list prompt that fills its area (`--height`, full-screen): where
/// the query goes (`--layout`), borders around the whole and its sections (`--border`,
/// `--input-border`, `--header-border`, `--list-border`), their labels, `--margin` and
/// `--padding`, the info line (`--info`, `--separator`), and how rows are drawn (`--pointer`,
/// `--marker`, `--gap`, `--scrollbar`).
///
/// A prompt whose configuration has a chrome is drawn as fzf draws (``ListChromeLayout``): the
/// prompt line, the info line under it, the header, the list; without one, as sel draws.
///
/// ```swift
/// var chrome = ListChrome()
/// chrome.layout = .bottomUp              // fzf's default: the query at the bottom
/// chrome.border = .rounded
/// chrome.borderLabel = BorderLabel(text: " Files ")
/// configuration.chrome = chrome
/// ```
package struct ListChrome: Sendable, Hashable {
    /// Where the query and the list go (fzf's `--layout`).
    package enum Layout: Sendable, Hashable {
        /// fzf's `reverse`: the query at the top, the list top-down under it.
        case reverse
        /// fzf's `default`: the query at the bottom, the list bottom-up above it.
        case bottomUp
        /// fzf's `reverse-list`: the list top-down from the top, the query at the bottom.
        case reverseList
    }

    /// Where the match count goes (fzf's `--info`).
    package enum Info: Sendable, Hashable {
        /// A line of its own under the query, the count first, then the separator (`default`).
        case line
        /// That line with the separator first and the count at its right end (`right`).
        case right
        /// No count; the separator line stays (`hidden`).
        case hidden
        /// After the query on its line, after `prefix` (`inline`, default prefix ` < `).
        case inline(prefix: String)
        /// At the right end of the query's line (`inline-right`, after an optional prefix).
        case inlineRight(prefix: String)
    }

    /// Cells on each side, each a number or a percentage of the room (fzf's `--margin`, `--padding`).
    package struct Edges: Sendable, Hashable {
        /// A size: cells, or a percentage.
        package enum Amount: Sendable, Hashable {
            /// This many cells.
            case cells(Int)
            /// This percentage of the room's height (top, bottom) or width (left, right).
            case percent(Int)

            func cells(of room: Int) -> Int {
                switch self {
                case .cells(let count): max(0, count)
                case .percent(let percent): max(0, room * percent / 100)
                }
            }
        }

        /// Top, right, bottom and left, as fzf orders them.
        package var top, right, bottom, left: Amount

        /// The same on every side.
        package init(_ all: Amount = .cells(0)) {
            (top, right, bottom, left) = (all, all, all, all)
        }

        /// Each side.
        package init(top: Amount, right: Amount, bottom: Amount, left: Amount) {
            (self.top, self.right, self.bottom, self.left) = (top, right, bottom, left)
        }

        /// `area` less these edges.
        package func inset(_ area: Rect) -> Rect {
            let top = top.cells(of: area.height)
            let bottom = bottom.cells(of: area.height)
            let left = left.cells(of: area.width)
            let right = right.cells(of: area.width)
            return Rect(
                x: area.x + min(left, area.width), y: area.y + min(top, area.height), width: max(0, area.width - left - right),
                height: max(0, area.height - top - bottom))
        }

        /// The rows taken from a room `height` tall.
        func rows(of height: Int) -> Int { top.cells(of: height) + bottom.cells(of: height) }
    }

    /// Where the query goes.
    package var layout = Layout.reverse
    /// The border around everything (`--border`).
    package var border = BorderShape.none
    /// Its label.
    package var borderLabel: BorderLabel?
    /// Outside the border.
    package var margin = Edges()
    /// Inside the border.
    package var padding = Edges()
    /// Where the count goes.
    package var info = Info.line
    /// Repeated to make the line under the query (`--separator`); empty draws none.
    package var separator = "─"
    /// Whether the separator was asked for (`--separator`): fzf leaves it out by itself when a
    /// border already separates the query from the list.
    package var separatorIsExplicit = false
    /// The border around the query and the count (`--input-border`).
    package var inputBorder: BorderShape?
    /// Its label.
    package var inputLabel: BorderLabel?
    /// The border around the header (`--header-border`).
    package var headerBorder: BorderShape?
    /// Its label.
    package var headerLabel: BorderLabel?
    /// The border around the list (`--list-border`).
    package var listBorder: BorderShape?
    /// Its label.
    package var listLabel: BorderLabel?
    /// Drawn on the highlighted row's first columns (`--pointer`).
    package var pointer = "›"
    /// Drawn after the pointer on checked rows (`--marker`).
    package var marker = "✓"
    /// Drawn in the pointer's columns of the other rows (`--gutter`); blank by default.
    package var gutter = " "
    /// Drawn there instead in raw mode (`--gutter-raw`; fzf's `▖` by default), so that the mode shows.
    package var gutterRaw = "▖"
    /// Lines after each row (`--gap`), the last holding ``gapLine``.
    package var gap = 0
    /// Repeated across the last line of each gap (`--gap-line`; fzf's `┈` by default); empty for blank gaps.
    package var gapLine = "┈"
    /// The list's scroll bar glyph (`--scrollbar`); nil draws none.
    package var scrollBar: Character? = "│"
    /// The preview's scroll bar glyph (`--scrollbar`'s second character); nil: as ``scrollBar``.
    package var previewScrollBar: Character?
    /// Shown in the query's place while it is empty (`--ghost`).
    package var ghost = ""

    /// fzf's default chrome, as sel draws it.
    package init() {}

    /// The column where labels start: after the pointer's and the marker's columns.
    var labelColumn: Int {
        max(1, Buffer.displayWidth(of: pointer)) + max(1, Buffer.displayWidth(of: marker))
    }

    /// True when the separator line is drawn: fzf's rule, a separator only when nothing else
    /// (an input or header border) already separates the query from the list.
    var drawsSeparator: Bool {
        guard !separator.isEmpty else { return false }
        return separatorIsExplicit || (inputBorder?.isEmpty ?? true) && (headerBorder?.isEmpty ?? true)
    }

    /// The rows the chrome takes around the list and the header in a room `height` tall (for an
    /// adaptive height, and `--min-height`'s `+`).
    func chromeRows(height: Int, headerRows: Int) -> Int {
        var rows = margin.rows(of: height) + padding.rows(of: height)
        rows += (border.sides.contains(.top) ? 1 : 0) + (border.sides.contains(.bottom) ? 1 : 0)
        rows += 1 + (showsInfoLine ? 1 : 0) + Self.rows(of: inputBorder)
        if headerRows > 0 { rows += headerRows + Self.rows(of: headerBorder) }
        rows += Self.rows(of: listBorder)
        return rows
    }

    private static func rows(of shape: BorderShape?) -> Int {
        guard let shape else { return 0 }
        return (shape.sides.contains(.top) ? 1 : 0) + (shape.sides.contains(.bottom) ? 1 : 0)
    }
}
