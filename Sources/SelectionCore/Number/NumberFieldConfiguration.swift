/// What a number field accepts: bounds, step, page step, decimal places and how a commit treats
/// a value off the grid or out of range (docs/behaviour.md §7).
///
/// ```swift
/// let weight = NumberFieldConfiguration(minimum: DecimalNumber(0), maximum: DecimalNumber(300), step: DecimalNumber(significand: 5, scale: 1))
/// weight.fractionDigits   // 1, from the step
/// ```
public struct NumberFieldConfiguration: Sendable, Equatable {
    /// What a commit (Enter) does with a number that is off the step grid or out of range (NUM-08).
    public enum CommitBehavior: Sendable, Equatable {
        /// Clamp to the bounds and snap to the grid (the default).
        case snap
        /// Keep the number as typed and mark it invalid when out of range.
        case validate
    }

    /// The lowest value, if any.
    public var minimum: DecimalNumber?
    /// The highest value, if any.
    public var maximum: DecimalNumber?
    /// Up/Down change the value by this much; positive.
    public var step: DecimalNumber
    /// PageUp/PageDown change the value by this much (NUM-01 OPTION `largeStep`, default 10 × step).
    public var pageStep: DecimalNumber
    /// Decimal places shown and accepted while typing; 0 rejects a typed decimal point (NUM-03, NUM-V10).
    public var fractionDigits: Int
    /// What a commit does (NUM-08).
    public var commitBehavior: CommitBehavior

    /// Creates a configuration.
    ///
    /// - Parameters:
    ///   - minimum: the lowest value, if any.
    ///   - maximum: the highest value, if any.
    ///   - step: the Up/Down step (default 1; a step that is not positive is taken as 1).
    ///   - pageStep: the PageUp/PageDown step (default 10 × step).
    ///   - fractionDigits: decimal places (default: the most of step, page step, minimum and maximum).
    ///   - commitBehavior: `.snap` (default) or `.validate`.
    public init(
        minimum: DecimalNumber? = nil, maximum: DecimalNumber? = nil, step: DecimalNumber = DecimalNumber(1),
        pageStep: DecimalNumber? = nil, fractionDigits: Int? = nil, commitBehavior: CommitBehavior = .snap
    ) {
        let step = step.significand > 0 ? step : DecimalNumber(1)
        self.minimum = minimum
        self.maximum = maximum
        self.step = step
        let page =
            pageStep.flatMap { $0.significand > 0 ? $0 : nil } ?? DecimalNumber(significand: step.significand * 10, scale: step.scale)
        self.pageStep = page
        self.fractionDigits = fractionDigits ?? [step.scale, page.scale, minimum?.scale ?? 0, maximum?.scale ?? 0].max() ?? 0
        self.commitBehavior = commitBehavior
    }

    /// The number as the field shows it: exactly ``fractionDigits`` places, or more if the number
    /// has them (a value is never rounded away by display).
    public func text(of number: DecimalNumber) -> String {
        number.formatted(fractionDigits: max(fractionDigits, number.scale))
    }

    /// Whether `number` lies within the bounds, and if not, which one it breaks.
    public func validity(of number: DecimalNumber) -> NumberValidity {
        if let minimum, number < minimum { return .belowMinimum(minimum) }
        if let maximum, maximum < number { return .aboveMaximum(maximum) }
        return .valid
    }
}
