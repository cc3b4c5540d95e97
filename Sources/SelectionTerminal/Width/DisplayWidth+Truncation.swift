extension DisplayWidth {
    /// The longest start of `text` that fits in `width` columns.
    ///
    /// Whole grapheme clusters only: a wide glyph that would straddle the limit is left out,
    /// so the result may be one column narrower than `width`; padding is the caller's
    /// business. Zero-width clusters that follow the last fitting one are kept.
    ///
    /// ```swift
    /// DisplayWidth.prefix("漢字かな", fittingWidth: 5)  // "漢字" (4 columns)
    /// ```
    ///
    /// - Parameters:
    ///   - text: The text to cut.
    ///   - width: The number of columns available; 0 or less gives an empty result.
    /// - Returns: A prefix of `text` at most `width` columns wide (a `Substring` for a `String`).
    public static func prefix<Text: StringProtocol>(_ text: Text, fittingWidth width: Int) -> Text.SubSequence {
        var used = 0
        var index = text.startIndex
        while index != text.endIndex {
            let columns = of(text[index])
            if used + columns > width { break }
            used += columns
            text.formIndex(after: &index)
        }
        return text[text.startIndex..<index]
    }

    /// The longest end of `text` that fits in `width` columns.
    ///
    /// The mirror of ``prefix(_:fittingWidth:)``: whole grapheme clusters only, a wide glyph
    /// that would straddle the limit is left out, and zero-width clusters that precede the
    /// first fitting one are kept.
    ///
    /// ```swift
    /// DisplayWidth.suffix("Sources/sel", fittingWidth: 3)  // "sel"
    /// ```
    ///
    /// - Parameters:
    ///   - text: The text to cut.
    ///   - width: The number of columns available; 0 or less gives an empty result.
    /// - Returns: A suffix of `text` at most `width` columns wide (a `Substring` for a `String`).
    public static func suffix<Text: StringProtocol>(_ text: Text, fittingWidth width: Int) -> Text.SubSequence {
        var used = 0
        var index = text.endIndex
        while index != text.startIndex {
            let previous = text.index(before: index)
            let columns = of(text[previous])
            if used + columns > width { break }
            used += columns
            index = previous
        }
        return text[index..<text.endIndex]
    }

    /// Whether `text` is wider than `width` columns, measuring no further than needed.
    ///
    /// - Parameters:
    ///   - text: The text to measure.
    ///   - width: The number of columns available.
    /// - Returns: `true` when `text` needs more than `width` columns.
    public static func exceeds(_ text: some StringProtocol, width: Int) -> Bool {
        // No cluster is wider than its UTF-8 encoding is long (wide scalars take 3 or 4
        // bytes), so short text fits without being measured.
        if text.utf8.count <= width { return false }
        var used = 0
        for character in text {
            used += of(character)
            if used > width { return true }
        }
        return false
    }

    /// `text` shortened with an ellipsis so that it fits in `width` columns.
    ///
    /// Text that fits is returned unchanged. Otherwise whole grapheme clusters are removed at
    /// `position` and `ellipsis` takes their place; a wide glyph that would straddle the
    /// limit is dropped, so the result can be one column narrower than `width` (padding is
    /// the caller's business). The result is never wider than `width`:
    ///
    /// - width 0 or less gives `""`;
    /// - width 1 with text wider than that gives the ellipsis alone;
    /// - if the ellipsis itself is wider than `width`, the text is cut without one.
    ///
    /// ```swift
    /// DisplayWidth.truncate("Purple #ff00ff", toWidth: 10)              // "Purple #f…"
    /// DisplayWidth.truncate("漢字かな", toWidth: 6)                      // "漢字…" (5 columns)
    /// DisplayWidth.truncate("Sources/sel/Sel.swift", toWidth: 10, position: .start)
    ///                                                                  // "…Sel.swift"
    /// ```
    ///
    /// - Parameters:
    ///   - text: The text to fit.
    ///   - width: The number of columns available.
    ///   - ellipsis: What marks the cut; `…` (U+2026) by default.
    ///   - position: Where to cut; the end by default.
    /// - Returns: `text`, or a shortened copy at most `width` columns wide.
    public static func truncate(
        _ text: some StringProtocol,
        toWidth width: Int,
        ellipsis: Character = "…",
        position: TruncationPosition = .end
    ) -> String {
        guard width > 0 else { return "" }
        guard exceeds(text, width: width) else { return String(text) }
        let budget = width - of(ellipsis)
        guard budget >= 0 else {
            // The ellipsis alone does not fit: cut without it.
            return position == .start
                ? String(suffix(text, fittingWidth: width))
                : String(prefix(text, fittingWidth: width))
        }
        switch position {
        case .end:
            return String(prefix(text, fittingWidth: budget)) + String(ellipsis)
        case .start:
            return String(ellipsis) + String(suffix(text, fittingWidth: budget))
        case .middle:
            let head = prefix(text, fittingWidth: (budget + 1) / 2)
            // The end gets whatever the start left, so a wide glyph dropped from the start
            // does not waste its column.
            let tail = suffix(text, fittingWidth: budget - of(head))
            return String(head) + String(ellipsis) + String(tail)
        }
    }
}
