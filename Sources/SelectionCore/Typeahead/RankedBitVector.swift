/// A fixed sequence of bits that counts the ones before any position in O(1).
///
/// The bits are packed 64 to a word, and each word is stored right after the number of ones in
/// the words before it, so that a rank reads one cache line: the count, then one population
/// count of the masked word.
struct RankedBitVector: Sendable {
    /// `[onesBefore(word 0), word 0, onesBefore(word 1), word 1, ...]`.
    private let storage: [UInt64]
    /// The number of bits.
    let count: Int

    /// Packs `bits` (true = 1).
    init(_ bits: [Bool]) {
        count = bits.count
        // One word more than needed, so that `ones(before: count)` reads a real (empty) word.
        let wordCount = bits.count / 64 + 1
        var storage = [UInt64](repeating: 0, count: 2 * wordCount)
        for (index, bit) in bits.enumerated() where bit {
            storage[2 * (index >> 6) + 1] |= 1 << UInt64(index & 63)
        }
        var running: UInt64 = 0
        for word in 0..<wordCount {
            storage[2 * word] = running
            running += UInt64(storage[2 * word + 1].nonzeroBitCount)
        }
        self.storage = storage
    }

    /// The number of ones among the first `position` bits (`0...count`).
    func ones(before position: Int) -> Int {
        let slot = 2 * (position >> 6)
        let below = (UInt64(1) << UInt64(position & 63)) &- 1
        return Int(storage[slot]) + (storage[slot + 1] & below).nonzeroBitCount
    }

    /// The number of zeros among the first `position` bits (`0...count`).
    func zeros(before position: Int) -> Int {
        position - ones(before: position)
    }
}
