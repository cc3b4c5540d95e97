import SelectionCore
import SelectionTerminal
import SelectionUI

extension PreviewWindow {
    /// Reads fzf's `--preview-window` syntax, the subset sel reads, comma-separated in any order:
    /// a side (`right`, the default, `left`, `up` or `top`, `down` or `bottom`), a size (`N`
    /// cells, or `N%` of the room), `border` (the default: a line between the list and the pane;
    /// `border-rounded`, `border-sharp`, `border-line` and `border-left`… are read as it) or
    /// `noborder`, `wrap` or `nowrap`, and `hidden`; later words win.
    ///
    /// ```swift
    /// let window = try PreviewWindow(parsing: "down,40%,wrap")
    /// // side .bottom, size .percent(40), wraps true
    /// ```
    ///
    /// - Throws: ``PreviewWindowError`` naming the word not understood.
    package init(parsing text: String) throws(PreviewWindowError) {
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
package enum PreviewWindowError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A word that is not a side, a size or an option.
    case unknown(String)

    /// `unknown word 'sideways' (write e.g. right,50%,border,wrap,hidden)`.
    package var description: String {
        switch self {
        case .unknown(let word):
            "unknown word '\(Sanitiser.sanitise(word))' (write e.g. right,50%,border,wrap,hidden)"
        }
    }
}
