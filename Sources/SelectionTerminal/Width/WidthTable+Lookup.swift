extension WidthTable {
    /// The width of the scalar whose value is `value`, found by binary search over ``runs``.
    ///
    /// - Parameter value: A Unicode scalar value, U+0000...U+10FFFF.
    /// - Returns: 0, 1 or 2.
    @usableFromInline
    static func width(ofScalarValue value: UInt32) -> Int {
        // Every entry whose start is at most `value` compares at most `key`, whatever its width.
        let key = value << 8 | 0xFF
        return runs.withUnsafeBufferPointer { runs in
            // Find the first run that starts after `value`; the one before it holds `value`.
            // runs[0] starts at U+0000, so that run always exists.
            var low = 1
            var high = runs.count
            while low < high {
                let middle = (low + high) / 2
                if runs[middle] <= key {
                    low = middle + 1
                } else {
                    high = middle
                }
            }
            return Int(runs[low - 1] & 0xFF)
        }
    }
}
