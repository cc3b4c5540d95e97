import SelectionCore
import SelectionTerminal

extension PreviewWindow {
    /// fzf's preview window when `--preview-window` says nothing: on the right, half the room, in
    /// a rounded box.
    package static var fzfDefault: PreviewWindow {
        var window = PreviewWindow()
        window.border = .rounded
        return window
    }

    /// Reads fzf's `--preview-window` syntax, words separated by commas or colons, in any order,
    /// later words winning, starting from ``fzfDefault``:
    ///
    /// - a side: `right` (the default), `left`, `up` or `top`, `down` or `bottom`;
    /// - a size: `N` cells or `N%` of the room (under 100);
    /// - a border: `border` or `border-rounded` (the default), `border-sharp`, `-bold`, `-double`,
    ///   `-dashed`, `-block`, `-thinblock`, `-horizontal`, `-vertical`, `-top`/`-up`,
    ///   `-bottom`/`-down`, `-left`, `-right`, `-line` (one line facing the list), `noborder` or
    ///   `border-none`; also `rounded` and `sharp`;
    /// - `wrap`, `wrap-word`, `nowrap`; `follow`, `nofollow`; `cycle`, `nocycle`; `info`,
    ///   `noinfo`; `hidden`, `nohidden`;
    /// - `~N`: the first N lines stay at the top; `+SCROLL[OFFSETS][/DENOM]`: where each item's
    ///   preview starts (``PreviewScrollOffset``);
    /// - `default`: everything back to the default;
    /// - `<N(ALTERNATIVE)`: the words of ALTERNATIVE apply when the pane would be under N cells.
    ///
    /// ```swift
    /// let window = try PreviewWindow(parsing: "down:40%:wrap,~3,+{2}+3/2,<80(up,30%)")
    /// ```
    ///
    /// - Throws: ``PreviewWindowError`` naming the word not understood (`next` is refused: sel
    ///   has no place beside the query for the pane).
    package init(parsing text: String) throws(PreviewWindowError) {
        try self.init(parsing: text, over: .fzfDefault)
    }

    /// The words of `text` applied over `base` (what fzf's `change-preview-window` does with the
    /// window `--preview-window` set).
    package init(parsing text: String, over base: PreviewWindow) throws(PreviewWindowError) {
        self = base
        var alternative: (threshold: Int, text: String)?
        for token in try Self.tokens(of: text) {
            switch token {
            case .word(let word): try apply(word.lowercased())
            case .alternative(let threshold, let words): alternative = (threshold, words)
            }
        }
        if let alternative {
            var other = self
            other.isHidden = false
            other.alternative = nil
            for case .word(let word) in try Self.tokens(of: alternative.text) { try other.apply(word.lowercased()) }
            self.alternative = PreviewWindowAlternative(threshold: alternative.threshold, window: other)
        }
    }

    /// A word or an alternative of the syntax.
    private enum Token {
        case word(String)
        case alternative(Int, String)
    }

    /// `text` cut at commas and colons, `<N(…)` kept whole.
    private static func tokens(of text: String) throws(PreviewWindowError) -> [Token] {
        var tokens: [Token] = []
        var rest = Substring(text)
        while !rest.isEmpty {
            rest = rest.drop { $0 == "," || $0 == ":" }
            guard !rest.isEmpty else { break }
            if rest.first == "<", let open = rest.firstIndex(of: "("), let close = rest.firstIndex(of: ")"), open < close {
                let number = rest[rest.index(after: rest.startIndex)..<open]
                guard let threshold = Int(number), threshold >= 1, number.first != "+" else {
                    throw .unknown(String(rest[...close]))
                }
                tokens.append(.alternative(threshold, String(rest[rest.index(after: open)..<close])))
                rest = rest[rest.index(after: close)...]
                continue
            }
            let word = rest.prefix { $0 != "," && $0 != ":" }
            tokens.append(.word(String(word)))
            rest = rest.dropFirst(word.count)
        }
        return tokens
    }

    /// Applies one word.
    private mutating func apply(_ word: String) throws(PreviewWindowError) {
        if let flag = Self.flags[word] {
            flag(&self)
        } else if word == "default" {
            self = .fzfDefault
        } else if let shape = Self.border(word) {
            border = shape
            hasBorder = !shape.isEmpty || shape.isLine
        } else if let size = Self.extent(word) {
            self.size = size
        } else if word.hasPrefix("~"), let lines = Int(word.dropFirst()), lines >= 0, word.dropFirst().first != "+" {
            headerLines = lines
        } else if word.hasPrefix("+") || word.hasPrefix("-"), let offset = PreviewScrollOffset(parsing: word) {
            scrollOffset = offset
        } else {
            throw .unknown(word)
        }
    }

    /// The words that set one property.
    private static let flags: [String: @Sendable (inout PreviewWindow) -> Void] = [
        "right": { $0.side = .right }, "left": { $0.side = .left }, "up": { $0.side = .top }, "top": { $0.side = .top },
        "down": { $0.side = .bottom }, "bottom": { $0.side = .bottom },
        "wrap": { ($0.wraps, $0.wrapsWords) = (true, false) }, "wrap-word": { ($0.wraps, $0.wrapsWords) = (true, true) },
        "nowrap": { ($0.wraps, $0.wrapsWords) = (false, false) },
        "hidden": { $0.isHidden = true }, "nohidden": { $0.isHidden = false },
        "follow": { $0.follows = true }, "nofollow": { $0.follows = false },
        "cycle": { $0.cycles = true }, "nocycle": { $0.cycles = false },
        "info": { $0.showsPosition = true }, "noinfo": { $0.showsPosition = false },
    ]

    /// The border a word names: `border-STYLE`, `border`, `noborder`, `rounded`, `sharp`.
    private static func border(_ word: String) -> BorderShape? {
        switch word {
        case "border", "rounded": return .rounded
        case "sharp": return BorderShape(fzfName: "sharp")
        case "noborder": return BorderShape.none
        default:
            guard word.hasPrefix("border-") else { return nil }
            return BorderShape(fzfName: String(word.dropFirst("border-".count)))
        }
    }

    private static func extent(_ word: String) -> Extent? {
        if word.hasSuffix("%") {
            guard let percent = Int(word.dropLast()), (0...99).contains(percent), word.first != "+" else { return nil }
            return .percent(percent)
        }
        guard let cells = Int(word), cells >= 0, word.first != "+", word.first != "-" else { return nil }
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
