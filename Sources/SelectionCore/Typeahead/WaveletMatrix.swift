/// A sequence of small non-negative integers that answers order queries on any sub-range in
/// O(log σ), where σ is the largest value.
///
/// ``TypeaheadIndex`` stores, for the options sorted by their folded label, each option's row.
/// The options whose label starts with a query form one contiguous range of that order, and
/// "the first matching row at or after the highlight" is then "the smallest value ≥ start in
/// that range": ``smallest(atLeast:in:)``, two walks down the levels.
///
/// Level `l` holds bit `bitWidth − 1 − l` of every value, with the values stably partitioned by
/// the previous levels' bits (zeros first); `zeroCounts[l]` is where the ones start.
struct WaveletMatrix: Sendable {
    private let levels: [RankedBitVector]
    private let zeroCounts: [Int]
    /// Bits per value.
    let bitWidth: Int
    /// The number of values.
    let count: Int

    /// Builds the matrix over `values`, each in `0 ..< 1 << bitWidth`.
    init(_ values: [Int], bitWidth: Int) {
        self.bitWidth = bitWidth
        count = values.count
        var levels: [RankedBitVector] = []
        var zeroCounts: [Int] = []
        levels.reserveCapacity(bitWidth)
        var current = values
        var zeros: [Int] = []
        var ones: [Int] = []
        zeros.reserveCapacity(values.count)
        ones.reserveCapacity(values.count)
        for level in 0..<bitWidth {
            let shift = bitWidth - 1 - level
            var bits = [Bool](repeating: false, count: current.count)
            zeros.removeAll(keepingCapacity: true)
            ones.removeAll(keepingCapacity: true)
            for (index, value) in current.enumerated() {
                if (value >> shift) & 1 == 1 {
                    bits[index] = true
                    ones.append(value)
                } else {
                    zeros.append(value)
                }
            }
            levels.append(RankedBitVector(bits))
            zeroCounts.append(zeros.count)
            current = zeros + ones
        }
        self.levels = levels
        self.zeroCounts = zeroCounts
    }

    /// The number of values below `bound` among positions `range`.
    func countBelow(_ bound: Int, in range: Range<Int>) -> Int {
        if bound <= 0 { return 0 }
        if bound >= 1 << bitWidth { return range.count }
        var lower = range.lowerBound
        var upper = range.upperBound
        var result = 0
        for level in 0..<bitWidth {
            let bits = levels[level]
            let zerosBeforeLower = bits.zeros(before: lower)
            let zerosBeforeUpper = bits.zeros(before: upper)
            if (bound >> (bitWidth - 1 - level)) & 1 == 1 {
                // Every value with a 0 here (and the same higher bits) is below the bound.
                result += zerosBeforeUpper - zerosBeforeLower
                lower = zeroCounts[level] + lower - zerosBeforeLower
                upper = zeroCounts[level] + upper - zerosBeforeUpper
            } else {
                lower = zerosBeforeLower
                upper = zerosBeforeUpper
            }
        }
        return result
    }

    /// The `rank`-th smallest value (0-based) among positions `range`; `rank < range.count`.
    func smallest(rank: Int, in range: Range<Int>) -> Int {
        var lower = range.lowerBound
        var upper = range.upperBound
        var rank = rank
        var value = 0
        for level in 0..<bitWidth {
            let bits = levels[level]
            let zerosBeforeLower = bits.zeros(before: lower)
            let zerosBeforeUpper = bits.zeros(before: upper)
            let zerosHere = zerosBeforeUpper - zerosBeforeLower
            if rank < zerosHere {
                lower = zerosBeforeLower
                upper = zerosBeforeUpper
            } else {
                rank -= zerosHere
                value |= 1 << (bitWidth - 1 - level)
                lower = zeroCounts[level] + lower - zerosBeforeLower
                upper = zeroCounts[level] + upper - zerosBeforeUpper
            }
        }
        return value
    }

    /// The smallest value that is at least `bound` among positions `range`, or `nil`.
    func smallest(atLeast bound: Int, in range: Range<Int>) -> Int? {
        let below = countBelow(bound, in: range)
        guard below < range.count else { return nil }
        return smallest(rank: below, in: range)
    }
}
