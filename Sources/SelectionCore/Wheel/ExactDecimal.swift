/// A finite `Double` read as the decimal its shortest round-trip spelling shows.
///
/// `1.005` is stored in binary as 1.00499999999999989…, so `(1.005 * 100).rounded()` gives 100
/// and the value would round *down* to 1.00. People mean the decimal they typed, so wheel formats
/// round that decimal instead: Swift's `description` of a `Double` is the shortest spelling that
/// reads back as the same `Double` ("1.005"), and from its digits the rounding is exact integer
/// arithmetic in the format's smallest unit.
struct ExactDecimal: Sendable, Equatable {
    /// Whether the value is below zero (`-0.0` counts as zero).
    var isNegative: Bool
    /// The significant digits, most significant first, without leading zeros (empty for zero).
    var digits: [Int]
    /// The power of ten of the last digit: the value is `digits × 10^exponent`.
    var exponent: Int

    /// How a quotient that is not whole becomes an integer.
    enum Rounding: Sendable {
        /// To the nearest integer, a half going away from zero (1.5 → 2, −1.5 → −2).
        case halfAwayFromZero
        /// Down, towards negative infinity (−0.5 → −1).
        case down
    }

    /// Reads a finite double; `nil` for NaN and infinities.
    init?(_ value: Double) {
        guard value.isFinite else { return nil }
        var text = Substring(value.description)
        var negative = false
        if text.first == "-" {
            negative = true
            text = text.dropFirst()
        }
        var mantissa = text
        var exponent = 0
        if let e = text.firstIndex(where: { $0 == "e" || $0 == "E" }) {
            mantissa = text[..<e]
            guard let power = Int(text[text.index(after: e)...]) else { return nil }
            exponent = power
        }
        var digits: [Int] = []
        var seenPoint = false
        for character in mantissa {
            if character == "." {
                seenPoint = true
                continue
            }
            guard let digit = character.wholeNumberValue, character.isASCII else { return nil }
            digits.append(digit)
            if seenPoint { exponent -= 1 }
        }
        // Leading zeros say nothing; trailing zeros move into the exponent.
        while let first = digits.first, first == 0 { digits.removeFirst() }
        while let last = digits.last, last == 0 {
            digits.removeLast()
            exponent += 1
        }
        if digits.isEmpty {
            negative = false
            exponent = 0
        }
        self.isNegative = negative
        self.digits = digits
        self.exponent = exponent
    }

    /// `value × 10^powerOfTen ÷ divisor`, made whole by `rounding`; `nil` when it would not fit in an `Int`.
    ///
    /// - Parameters:
    ///   - powerOfTen: the format's decimal places (2 for `999.99`), so the result counts hundredths.
    ///   - divisor: the size of the smallest unit in those counts (60 for a clock without seconds).
    ///   - rounding: how a remainder is resolved.
    func quotient(scaledBy powerOfTen: Int, dividedBy divisor: Int, rounding: Rounding) -> Int? {
        precondition(divisor > 0, "the divisor of a wheel format's unit is positive")
        let shift = exponent + powerOfTen
        // Split `digits × 10^shift` into a whole part and the fraction digits after the point.
        let wholeCount = digits.count + shift
        var whole = 0
        for index in 0..<max(wholeCount, 0) {
            let digit = index < digits.count ? digits[index] : 0
            let (times10, overflow1) = whole.multipliedReportingOverflow(by: 10)
            let (sum, overflow2) = times10.addingReportingOverflow(digit)
            if overflow1 || overflow2 { return nil }
            whole = sum
        }
        let fraction = wholeCount >= digits.count ? [] : Array(digits[max(wholeCount, 0)...])
        // How the fraction (in [0, 1)) compares with one half, and whether it is zero at all.
        // When the whole part starts after the point, the first fraction digit is a leading zero.
        let firstFractionDigit = wholeCount < 0 ? 0 : (fraction.first ?? 0)
        let fractionIsZero = fraction.isEmpty
        let fractionAtLeastHalf = firstFractionDigit >= 5

        var quotient = whole / divisor
        let remainder = whole % divisor
        let hasRemainder = remainder != 0 || !fractionIsZero
        switch (rounding, isNegative) {
        case (.halfAwayFromZero, _):
            // (remainder + fraction) / divisor ≥ 1/2  ⇔  2·remainder + 2·fraction ≥ divisor.
            let needed = divisor - 2 * remainder
            if needed <= 0 || (needed == 1 && fractionAtLeastHalf) { quotient += 1 }
        case (.down, false):
            break
        case (.down, true):
            if hasRemainder { quotient += 1 }
        }
        return isNegative ? -quotient : quotient
    }
}
