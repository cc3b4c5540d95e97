/// The cheap first check for an ASCII item: do the pattern's characters occur in order at all?
///
/// It also narrows the range the fuzzy alignment has to look at: from just before the first
/// occurrence of the first pattern character (whose bonus depends on its left neighbour) to the
/// last occurrence of the last one.
enum AsciiPrefilter {
    /// The range of `bytes[0..<count]` that can hold the pattern, or nil when it cannot match.
    ///
    /// - Parameters:
    ///   - pattern: The pattern as ASCII bytes, lowercase unless `caseSensitive`.
    static func range(
        bytes: UnsafePointer<UInt8>, count: Int,
        pattern: UnsafePointer<UInt8>, patternCount: Int, caseSensitive: Bool
    ) -> Range<Int>? {
        var firstIndex = 0
        var index = 0
        var lastIndex = 0
        var patternIndex = 0
        while patternIndex < patternCount {
            let lower = pattern[patternIndex]
            // The capital of a lowercase letter, or the byte itself (which then never differs).
            let upper = !caseSensitive && lower >= 0x61 && lower <= 0x7A ? lower - 32 : lower
            while index < count {
                let byte = bytes[index]
                if byte == lower || byte == upper { break }
                index += 1
            }
            if index >= count { return nil }
            if patternIndex == 0 && index > 0 { firstIndex = index - 1 }
            lastIndex = index
            index += 1
            patternIndex += 1
        }
        // Narrow the end to the last occurrence of the last pattern character.
        let last = pattern[patternCount - 1]
        let lastUpper = !caseSensitive && last >= 0x61 && last <= 0x7A ? last - 32 : last
        var end = count - 1
        while end > lastIndex {
            let byte = bytes[end]
            if byte == last || byte == lastUpper { return firstIndex..<(end + 1) }
            end -= 1
        }
        return firstIndex..<(lastIndex + 1)
    }

    /// Whether the pattern's characters occur in order in `bytes[0..<count]`.
    static func contains(
        bytes: UnsafePointer<UInt8>, count: Int,
        pattern: UnsafePointer<UInt8>, patternCount: Int, caseSensitive: Bool
    ) -> Bool {
        var index = 0
        var patternIndex = 0
        while patternIndex < patternCount {
            let lower = pattern[patternIndex]
            let upper = !caseSensitive && lower >= 0x61 && lower <= 0x7A ? lower - 32 : lower
            while index < count {
                let byte = bytes[index]
                if byte == lower || byte == upper { break }
                index += 1
            }
            if index >= count { return false }
            index += 1
            patternIndex += 1
        }
        return true
    }
}
