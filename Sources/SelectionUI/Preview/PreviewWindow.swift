import SelectionCore
import SelectionTerminal

/// Where a list prompt's preview pane goes and how it looks: fzf's `--preview-window`.
///
/// ```swift
/// let window = try PreviewWindow(parsing: "down,40%,wrap")
/// // side .bottom, size .percent(40), wraps true
/// ```
///
/// fzf's syntax subset sel reads, comma-separated in any order: a side (`right`, the default,
/// `left`, `up` or `top`, `down` or `bottom`), a size (`N` cells, or `N%` of the room), `border`
/// (the default: a line between the list and the pane; `border-rounded`, `border-sharp`,
/// `border-line` and `border-left`… are read as it) or `noborder`, `wrap` or `nowrap`, and `hidden`.
public struct PreviewWindow: Sendable, Hashable {
    /// How big the pane is, along its side's axis.
    public enum Extent: Sendable, Hashable {
        /// This many columns (left, right) or rows (up, down), border included.
        case cells(Int)
        /// This percentage of the room, border included.
        case percent(Int)

        /// The cells out of `room`: at least 1 and at most `room - 1`, so the list keeps a cell.
        public func cells(of room: Int) -> Int {
            guard room > 1 else { return 0 }
            let wanted =
                switch self {
                case .cells(let count): count
                case .percent(let percent): room * percent / 100
                }
            return min(max(1, wanted), room - 1)
        }
    }

    /// The side of the list the pane is on (`.right` by default).
    public var side: Placement.Side
    /// How big the pane is (half the room by default).
    public var size: Extent
    /// Whether a line separates the pane from the list.
    public var hasBorder: Bool
    /// Whether long lines wrap (else they are cut at the pane's edge).
    public var wraps: Bool
    /// Whether the pane starts hidden (`toggle-preview` shows it).
    public var isHidden: Bool

    /// A pane on `side` taking `size`, with a border, cutting long lines, shown.
    public init(
        side: Placement.Side = .right, size: Extent = .percent(50), hasBorder: Bool = true, wraps: Bool = false, isHidden: Bool = false
    ) {
        self.side = side
        self.size = size
        self.hasBorder = hasBorder
        self.wraps = wraps
        self.isHidden = isHidden
    }

    /// Reads fzf's `--preview-window` syntax; later words win.
    ///
    /// - Throws: ``PreviewWindowError`` naming the word not understood.
    public init(parsing text: String) throws(PreviewWindowError) {
        self.init()
        for word in text.split(separator: ",", omittingEmptySubsequences: true) {
            let word = word.lowercased()
            switch word {
            case "right": side = .right
            case "left": side = .left
            case "up", "top": side = .top
            case "down", "bottom": side = .bottom
            case "border", "border-rounded", "border-sharp", "border-bold", "border-double", "border-block", "border-thinblock",
                "border-line", "border-left", "border-right", "border-top", "border-bottom", "border-horizontal", "border-vertical":
                hasBorder = true
            case "noborder", "border-none": hasBorder = false
            case "wrap": wraps = true
            case "nowrap": wraps = false
            case "hidden": isHidden = true
            case "nohidden": isHidden = false
            default:
                if let size = Self.extent(word) {
                    self.size = size
                } else if Self.ignoredWords.contains(word) || word.hasPrefix("+") || word.hasPrefix("~") {
                    // Scroll offsets, header lines, cycling and info: fzf's, not used by sel.
                    continue
                } else {
                    throw .unknown(word)
                }
            }
        }
    }

    /// fzf's words that sel accepts and leaves alone.
    private static let ignoredWords: Set<String> = ["cycle", "nocycle", "follow", "nofollow", "info", "noinfo", "wrap-word"]

    private static func extent(_ word: String) -> Extent? {
        if word.hasSuffix("%") {
            guard let percent = Int(word.dropLast()), (0...100).contains(percent) else { return nil }
            return .percent(percent)
        }
        guard let cells = Int(word), cells >= 0 else { return nil }
        return .cells(cells)
    }
}

/// Why a `--preview-window` value was refused.
public enum PreviewWindowError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A word that is not a side, a size or an option.
    case unknown(String)

    /// `unknown word 'sideways' (write e.g. right,50%,border,wrap,hidden)`.
    public var description: String {
        switch self {
        case .unknown(let word):
            "unknown word '\(Sanitiser.sanitise(word))' (write e.g. right,50%,border,wrap,hidden)"
        }
    }
}
