/// fzf's `+SCROLL[OFFSETS][/DENOM]` in `--preview-window`: the line a preview starts at for each
/// item — a number or a field of the item (`+{2}`, `+{-1}`, `+{n}` the index), adjusted by signed
/// numbers (`-5`, `+3`), and moved up by a fraction of the pane's height (`/2` puts that line in
/// the middle).
///
/// ```swift
/// let offset = PreviewScrollOffset(parsing: "+{2}-5")      // `git grep -n` output: file:LINE:text
/// offset?.firstRow(item: "main.swift 42 let x", index: 0, height: 20)   // 36: line 37 at the top
/// ```
package struct PreviewScrollOffset: Sendable, Hashable {
    /// Where the base number comes from.
    package enum Base: Sendable, Hashable {
        /// No base (only offsets).
        case none
        /// This number.
        case number(Int)
        /// Field N of the item (negative: from the end), a placeholder `{N}`.
        case field(Int)
        /// The item's index, `{n}`.
        case index
    }

    /// The base.
    package var base: Base
    /// The signed numbers added to it.
    package var offsets: [Int]
    /// `/DENOM`: the pane's height (less its header lines) divided by this is taken off.
    package var denominator: Int?

    /// Reads a `+…` word of `--preview-window`; nil when it is not one.
    package init?(parsing word: String) {
        var rest = Substring(word)
        base = .none
        offsets = []
        denominator = nil
        if rest.hasPrefix("+{"), let close = rest.firstIndex(of: "}") {
            let inner = rest[rest.index(rest.startIndex, offsetBy: 2)..<close]
            if inner == "n" {
                base = .index
            } else if let field = Int(inner), field != 0 {
                base = .field(field)
            } else {
                return nil
            }
            rest = rest[rest.index(after: close)...]
        }
        while let sign = rest.first, sign == "+" || sign == "-" {
            let digits = rest.dropFirst().prefix { $0.isASCII && $0.isNumber }
            if sign == "-", digits.isEmpty, rest.dropFirst().first == "/" {
                rest = rest.dropFirst()
                break
            }
            guard !digits.isEmpty, let number = Int(digits) else { return nil }
            offsets.append(sign == "-" ? -number : number)
            rest = rest.dropFirst(1 + digits.count)
        }
        if rest.first == "/" {
            guard let number = Int(rest.dropFirst()), number >= 1, rest.dropFirst().first != "+" else { return nil }
            denominator = number
            rest = ""
        }
        guard rest.isEmpty, base != .none || !offsets.isEmpty || denominator != nil else { return nil }
        // A plain `+N` is a number base, as fzf reads it.
        if base == .none, let first = offsets.first, word.hasPrefix("+") {
            base = .number(first)
            offsets.removeFirst()
        }
    }

    /// The offset written as fzf's `--preview-window` word (read back, the same offset).
    package var fzfSpelling: String {
        var text: String
        switch base {
        case .none: text = ""
        case .number(let number): text = "+\(number)"
        case .field(let field): text = "+{\(field)}"
        case .index: text = "+{n}"
        }
        for (position, offset) in offsets.enumerated() {
            // Without a base the word starts with `-` (a leading `+N` reads as the base): a first 0 is `-0`.
            let leadsWithoutBase = position == 0 && base == .none
            text += offset < 0 || (leadsWithoutBase && offset == 0) ? "-\(-offset)" : "+\(offset)"
        }
        if let denominator { text += (text.isEmpty ? "-/" : "/") + "\(denominator)" }
        return text
    }

    /// The first row to show for `item` (its text) at `index` in a pane `height` rows tall (less
    /// header lines): fzf's line number made zero-based, less `height / denominator`, at least 0.
    /// A field that is not a number counts as nothing.
    package func firstRow(item: String, index: Int, height: Int, delimiter: String? = nil) -> Int {
        var row = -1
        switch base {
        case .none: break
        case .number(let number): row += number
        case .index: row += index
        case .field(let field):
            let text = PreviewPlaceholders.replacing(
                in: "{\(field)}", item: item, checked: [], query: "", index: index, delimiter: delimiter)
            row += Int(text.filter { $0.isASCII && ($0.isNumber || $0 == "-") }) ?? 0
        }
        row += offsets.reduce(0, +)
        if let denominator { row -= max(0, height) / denominator }
        return max(0, row)
    }
}
