/// An exact decimal number: an integer significand and a count of decimal places, so that
/// stepping 0.2 by 0.1 gives 0.3 and never 0.30000000000000004 (NUM-V1).
///
/// The value is `significand × 10^−scale`. It is kept normalized — no trailing zeros after the
/// point — so two spellings of one number (`0.30`, `0.3`) are equal.
///
/// ```swift
/// let price = DecimalNumber("12.50")          // 12.5
/// price?.formatted(fractionDigits: 2)        // "12.50"
/// ```
public struct DecimalNumber: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The digits as one integer: 125 for 12.5.
    public let significand: Int
    /// The number of decimal places the significand carries: 1 for 12.5.
    public let scale: Int

    /// The most digits a number may have, so that arithmetic on two of them never overflows.
    package static let maximumDigits = 15

    /// Creates `significand × 10^−scale`, normalized.
    public init(significand: Int, scale: Int = 0) {
        var significand = significand
        var scale = max(scale, 0)
        while scale > 0, significand % 10 == 0 {
            significand /= 10
            scale -= 1
        }
        self.significand = significand
        self.scale = scale
    }

    /// Creates a whole number.
    public init(_ integer: Int) {
        self.init(significand: integer, scale: 0)
    }

    /// Reads `[+|-]digits[.digits]` (or `.5`, `5.`); `nil` for anything else, for text without a
    /// digit, and for a number of more than 15 significant digits or decimal
    /// places (zeros after the last non-zero decimal do not count). No exponent, no grouping.
    ///
    /// ```swift
    /// DecimalNumber("-2.5")   // −2.5
    /// DecimalNumber("1e3")    // nil
    /// ```
    public init?(_ text: some StringProtocol) {
        var characters = Substring(text)
        var negative = false
        if let first = characters.first, first == "-" || first == "+" {
            negative = first == "-"
            characters = characters.dropFirst()
        }
        var significand = 0
        var scale = 0
        var digits = 0
        var pendingZeros = 0  // zeros after the point not yet multiplied in
        var seenPoint = false
        var seenDigit = false
        for character in characters {
            if character == "." {
                guard !seenPoint else { return nil }
                seenPoint = true
                continue
            }
            guard character.isASCII, let digit = character.wholeNumberValue else { return nil }
            seenDigit = true
            if seenPoint, digit == 0 {
                pendingZeros += 1
                continue
            }
            let zeros = seenPoint ? pendingZeros + 1 : 1
            if seenPoint {
                scale += zeros
                pendingZeros = 0
            }
            for _ in 0..<zeros {
                if digits > 0 || significand != 0 { digits += 1 }
                significand *= 10
                guard digits <= Self.maximumDigits else { return nil }
            }
            significand += digit
            if digits == 0, significand != 0 { digits = 1 }
        }
        guard seenDigit, scale <= Self.maximumDigits else { return nil }
        self.init(significand: negative ? -significand : significand, scale: scale)
    }

    /// The significand at `scale` decimal places (≥ ``scale``), or nil if it overflows.
    func significand(atScale target: Int) -> Int? {
        var result = significand
        for _ in 0..<max(target - scale, 0) {
            let (next, overflow) = result.multipliedReportingOverflow(by: 10)
            if overflow { return nil }
            result = next
        }
        return result
    }

    /// Whether this number is below zero.
    package var isNegative: Bool { significand < 0 }

    /// The nearest `Double` (for callers that need one; the decimal itself is exact).
    public var doubleValue: Double {
        var divisor = 1.0
        for _ in 0..<scale { divisor *= 10 }
        return Double(significand) / divisor
    }

    /// The number with exactly `fractionDigits` decimal places, a half rounded away from zero
    /// when it has more: `formatted(fractionDigits: 2)` of 12.5 is `12.50`, of 0.125 is `0.13`.
    public func formatted(fractionDigits: Int) -> String {
        let places = max(fractionDigits, 0)
        var value = significand
        if scale > places {
            var divisor = 1
            for _ in 0..<(scale - places) { divisor *= 10 }
            let quotient = value / divisor
            let remainder = value % divisor
            value = quotient + (remainder.magnitude * 2 >= divisor.magnitude ? (value < 0 ? -1 : 1) : 0)
        }
        // More places than the number has are zeros written out, never a multiplication that could overflow.
        let padding = scale < places ? String(repeating: "0", count: places - scale) : ""
        let magnitude = String(value.magnitude) + padding
        let padded = String(repeating: "0", count: max(0, places + 1 - magnitude.count)) + magnitude
        let sign = value < 0 ? "-" : ""
        guard places > 0 else { return sign + padded }
        let split = padded.index(padded.endIndex, offsetBy: -places)
        return sign + padded[..<split] + "." + padded[split...]
    }

    /// The shortest spelling: `12.5`, `-3`, `0.25`.
    public var description: String { formatted(fractionDigits: scale) }

    /// Orders two numbers exactly.
    public static func < (lhs: DecimalNumber, rhs: DecimalNumber) -> Bool {
        let scale = max(lhs.scale, rhs.scale)
        guard let left = lhs.significand(atScale: scale), let right = rhs.significand(atScale: scale) else {
            return lhs.doubleValue < rhs.doubleValue
        }
        return left < right
    }
}
