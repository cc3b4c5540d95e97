extension Buffer {
    /// The columns `text` takes when written into a buffer: sanitised, zero-width clusters dropped, lone marks on a dotted circle.
    ///
    /// Measure untrusted labels with this rather than ``DisplayWidth``: a control counts as
    /// its one-column placeholder here (`"a\tb"` is 3), as it will be drawn, where
    /// ``DisplayWidth`` gives the raw control no width at all.
    ///
    /// ```swift
    /// let widest = options.map { Buffer.displayWidth(of: $0.label) }.max() ?? 0
    /// Buffer.displayWidth(of: hugeLabel, limit: 80)  // stops reading once past 80
    /// ```
    ///
    /// - Parameters:
    ///   - text: Untrusted text.
    ///   - limit: Stop reading once the width is known to exceed this; the result is then
    ///     greater than `limit` but not necessarily the full width.
    /// - Returns: The number of columns.
    package static func displayWidth(of text: some StringProtocol, limit: Int = .max) -> Int {
        // Compiled for the two types callers pass, as ``write(_:at:style:clip:overflow:)`` is:
        // called from another module, the generic body reads every byte through
        // `StringProtocol`'s witness table (ten times slower: most of a 10,000-line first
        // frame's measuring of the list's width).
        if let string = text as? String { return measuredWidth(of: string, limit: limit) }
        if let substring = text as? Substring { return measuredWidth(of: substring, limit: limit) }
        return measuredWidth(of: text, limit: limit)
    }

    private static func measuredWidth(of text: some StringProtocol, limit: Int) -> Int {
        if let width = printableASCIIWidth(of: text, limit: limit) { return width }
        var total = 0
        Sanitiser.forEachSanitisedCharacter(in: text) { character in
            total += drawableCell(character, style: .plain)?.width ?? 0
            return total <= limit
        }
        return total
    }

    /// The width of `text` when it is printable ASCII (a column a byte, nothing to sanitise),
    /// without segmenting it into clusters; nil when it holds any other byte.
    ///
    /// Reading stops once the width is known to exceed `limit`: each byte read is a cluster of
    /// its own or begins one (no printable ASCII character joins the next one), and a cluster
    /// that begins with one takes at least a column, whatever follows it.
    private static func printableASCIIWidth(of text: some StringProtocol, limit: Int) -> Int? {
        var count = 0
        for byte in text.utf8 {
            guard byte >= 0x20 && byte < 0x7F else { return nil }
            count += 1
            if count > limit { return count }
        }
        return count
    }
}
