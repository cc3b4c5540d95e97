/// The cheap first check for an ASCII item: do the pattern's characters occur in order at all?
///
/// It also narrows the range the fuzzy alignment has to look at: from just before the first
/// occurrence of the first pattern character (whose bonus depends on its left neighbour) to the
/// last occurrence of the last one. Searches eight bytes at a time.
enum AsciiPrefilter {
    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// The range of `bytes[0..<count]` that can hold the pattern, or nil when it cannot match.
    ///
    /// - Parameters:
    ///   - pattern: The pattern as ASCII bytes, lowercase unless `caseSensitive`.
    ///   - first: Receives the first occurrence of each pattern character, in order.
    static func range(
        bytes: UnsafePointer<UInt8>, count: Int,
        pattern: UnsafePointer<UInt8>, patternCount: Int, caseSensitive: Bool,
        first: UnsafeMutablePointer<Int>
    ) -> Range<Int>? {
        var firstIndex = 0
        var index = 0
        var lastIndex = 0
        var patternIndex = 0
        while patternIndex < patternCount {
            index = AsciiPrefilter.firstIndex(
                of: pattern[patternIndex], caseSensitive: caseSensitive,
                in: bytes, from: index, count: count)
            if index < 0 { return nil }
            if patternIndex == 0 && index > 0 { firstIndex = index - 1 }
            first[patternIndex] = index
            lastIndex = index
            index += 1
            patternIndex += 1
        }
        // Narrow the end to the last occurrence of the last pattern character.
        let end = AsciiPrefilter.lastIndex(
            of: pattern[patternCount - 1], caseSensitive: caseSensitive,
            in: bytes, after: lastIndex, count: count)
        return firstIndex..<(end + 1)
    }

    /// The last index after `floor` holding `byte` (or its capital, for a lowercase letter when
    /// case does not count), or `floor` when there is none.
    @inline(__always)
    static func lastIndex(
        of byte: UInt8, caseSensitive: Bool, in bytes: UnsafePointer<UInt8>, after floor: Int, count: Int
    ) -> Int {
        let folds = !caseSensitive && byte >= 0x61 && byte <= 0x7A
        let upper = folds ? byte &- 32 : byte
        let mask: UInt64 = folds ? 0x2020_2020_2020_2020 : 0
        let target = ones &* UInt64(byte)
        let raw = UnsafeRawPointer(bytes)
        var end = count  // bytes[end...] are known not to hold the byte
        while end &- 8 > floor {
            let difference = (raw.loadUnaligned(fromByteOffset: end &- 8, as: UInt64.self) | mask) ^ target
            // Some byte of the word may hold it (the flags above a real hit can be false).
            if (difference &- ones) & ~difference & highBits != 0 { break }
            end &-= 8
        }
        var index = end &- 1
        while index > floor {
            let candidate = bytes[index]
            if candidate == byte || candidate == upper { return index }
            index &-= 1
        }
        return floor
    }

    /// Whether the pattern's characters occur in order in `bytes[0..<count]`.
    static func contains(
        bytes: UnsafePointer<UInt8>, count: Int,
        pattern: UnsafePointer<UInt8>, patternCount: Int, caseSensitive: Bool
    ) -> Bool {
        var index = 0
        var patternIndex = 0
        while patternIndex < patternCount {
            index = AsciiPrefilter.firstIndex(
                of: pattern[patternIndex], caseSensitive: caseSensitive,
                in: bytes, from: index, count: count)
            if index < 0 { return false }
            index += 1
            patternIndex += 1
        }
        return true
    }

    /// The first index at or after `start` holding `byte` (or its capital, for a lowercase
    /// letter when case does not count), or -1.
    @inline(__always)
    static func firstIndex(
        of byte: UInt8, caseSensitive: Bool, in bytes: UnsafePointer<UInt8>, from start: Int, count: Int
    ) -> Int {
        // For a lowercase letter, setting bit 5 of every byte folds its capital onto it and
        // maps no other byte there.
        let folds = !caseSensitive && byte >= 0x61 && byte <= 0x7A
        let mask: UInt64 = folds ? 0x2020_2020_2020_2020 : 0
        let target = ones &* UInt64(byte)
        var index = start
        let raw = UnsafeRawPointer(bytes)
        while index &+ 8 <= count {
            let difference = (raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) | mask) ^ target
            // The lowest flagged byte is exactly the first zero byte of `difference`.
            let found = (difference &- ones) & ~difference & highBits
            if found != 0 { return index &+ found.trailingZeroBitCount >> 3 }
            index &+= 8
        }
        let upper = folds ? byte &- 32 : byte
        while index < count {
            let candidate = bytes[index]
            if candidate == byte || candidate == upper { return index }
            index &+= 1
        }
        return -1
    }
}
