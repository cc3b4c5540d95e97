/// The one rounding rule of the cell port: every halving in Floating UI becomes a floor division
/// (rounding toward −∞), applied the same way everywhere (docs/behaviour.md §10.1).
enum PlacementRounding {
    /// `value / divisor` rounded toward −∞ (`floorDiv(-3, 2) == -2`), for a positive `divisor`.
    static func floorDiv(_ value: Int, _ divisor: Int) -> Int {
        let quotient = value / divisor
        // Swift's `/` truncates toward zero; step down when the exact result was negative and inexact.
        return (value % divisor != 0 && (value < 0) != (divisor < 0)) ? quotient - 1 : quotient
    }

    /// Half of `value`, rounded toward −∞.
    static func half(_ value: Int) -> Int { floorDiv(value, 2) }

    /// `value` limited to `lower...upper`; when `lower > upper` the lower bound wins, as in
    /// Floating UI's `clamp(start, value, end) = max(start, min(value, end))`.
    static func clamp(_ lower: Int, _ value: Int, _ upper: Int) -> Int {
        max(lower, min(value, upper))
    }
}
