/// Decoding of UTF-8 bytes that may be invalid, the way Go (and so fzf) reads them.
///
/// Every byte that does not start a valid, shortest-form sequence becomes one U+FFFD on its own,
/// so a text's length in scalars, and the positions in it, are those fzf sees. Swift's own
/// decoder would instead fold a truncated sequence into a single U+FFFD.
enum LenientUTF8 {
    /// U+FFFD REPLACEMENT CHARACTER.
    static let replacement: UInt32 = 0xFFFD

    /// Decodes `bytes[start..<end]` into `scalars`, which must have room for `end - start` values,
    /// and returns how many scalars it wrote. `byteOffsets`, when given, receives the offset of
    /// each scalar's first byte.
    static func decode(
        _ bytes: UnsafePointer<UInt8>, from start: Int, to end: Int,
        into scalars: UnsafeMutablePointer<UInt32>,
        byteOffsets: UnsafeMutablePointer<Int32>? = nil
    ) -> Int {
        var index = start
        var count = 0
        while index < end {
            let first = UInt32(bytes[index])
            var scalar = replacement
            var length = 1
            if first < 0x80 {
                scalar = first
            } else if first >= 0xC2 && first <= 0xDF {
                if index + 1 < end, isContinuation(bytes[index + 1]) {
                    scalar = (first & 0x1F) << 6 | UInt32(bytes[index + 1] & 0x3F)
                    length = 2
                }
            } else if first >= 0xE0 && first <= 0xEF {
                // E0 needs A0...BF next (no overlong forms); ED needs 80...9F (no surrogates).
                let low: UInt8 = first == 0xE0 ? 0xA0 : 0x80
                let high: UInt8 = first == 0xED ? 0x9F : 0xBF
                if index + 2 < end, bytes[index + 1] >= low, bytes[index + 1] <= high,
                    isContinuation(bytes[index + 2])
                {
                    scalar =
                        (first & 0x0F) << 12 | UInt32(bytes[index + 1] & 0x3F) << 6
                        | UInt32(bytes[index + 2] & 0x3F)
                    length = 3
                }
            } else if first >= 0xF0 && first <= 0xF4 {
                // F0 needs 90...BF next (no overlong forms); F4 needs 80...8F (at most U+10FFFF).
                let low: UInt8 = first == 0xF0 ? 0x90 : 0x80
                let high: UInt8 = first == 0xF4 ? 0x8F : 0xBF
                if index + 3 < end, bytes[index + 1] >= low, bytes[index + 1] <= high,
                    isContinuation(bytes[index + 2]), isContinuation(bytes[index + 3])
                {
                    scalar =
                        (first & 0x07) << 18 | UInt32(bytes[index + 1] & 0x3F) << 12
                        | UInt32(bytes[index + 2] & 0x3F) << 6 | UInt32(bytes[index + 3] & 0x3F)
                    length = 4
                }
            }
            scalars[count] = scalar
            byteOffsets?[count] = Int32(truncatingIfNeeded: index - start)
            count += 1
            index += length
        }
        return count
    }

    @inline(__always)
    private static func isContinuation(_ byte: UInt8) -> Bool {
        byte & 0xC0 == 0x80
    }
}
