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
        var total = 0
        Sanitiser.forEachSanitisedCharacter(in: text) { character in
            total += drawableCell(character, style: .plain)?.width ?? 0
            return total <= limit
        }
        return total
    }
}
