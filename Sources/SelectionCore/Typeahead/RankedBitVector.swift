/// A fixed sequence of bits that counts the ones before any position in O(1).
///
/// The bits are packed 64 to a word; `onesBeforeWord[w]` holds the number of ones in the words
/// before `w`, so a rank is one table read plus one population count.
struct RankedBitVector: Sendable {
    private let words: [UInt64]
    private let onesBeforeWord: [Int]
    /// The number of bits.
    let count: Int

    /// Packs `bits` (true = 1).
    init(_ bits: [Bool]) {
        count = bits.count
        // One word more than needed, so that `rank(count)` reads a real (empty) word.
        var words = [UInt64](repeating: 0, count: bits.count / 64 + 1)
        for (index, bit) in bits.enumerated() where bit {
            words[index >> 6] |= 1 << UInt64(index & 63)
        }
        var onesBeforeWord = [Int](repeating: 0, count: words.count)
        var running = 0
        for (index, word) in words.enumerated() {
            onesBeforeWord[index] = running
            running += word.nonzeroBitCount
        }
        self.words = words
        self.onesBeforeWord = onesBeforeWord
    }

    /// The number of ones among the first `position` bits (`0...count`).
    func ones(before position: Int) -> Int {
        let word = position >> 6
        let below = (UInt64(1) << UInt64(position & 63)) &- 1
        return onesBeforeWord[word] + (words[word] & below).nonzeroBitCount
    }

    /// The number of zeros among the first `position` bits (`0...count`).
    func zeros(before position: Int) -> Int {
        position - ones(before: position)
    }
}
