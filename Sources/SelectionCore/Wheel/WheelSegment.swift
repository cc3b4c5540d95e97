/// A group of adjacent wheels that holds one part of the value (see ``WheelRole``).
///
/// The wheels of a numeric segment are its digits, most significant first: the segment's value
/// is the number they spell. Its bounds may depend on other segments (the day on the month and
/// year), and the state keeps every segment within its bounds.
struct WheelSegment: Sendable, Hashable {
    /// What the segment stands for.
    var role: WheelRole
    /// The indexes of its wheels in ``WheelFormat/wheels``.
    var wheels: Range<Int>
    /// The largest value written in the pattern (`23` for `23`, `9` for each decimal place,
    /// the option count − 1 for text); fixed bounds such as the month's 12 come from the role.
    var limit: Int

    /// Whether the segment's wheels show digits.
    var isNumeric: Bool { role != .dayPeriod && role != .choice }

    /// How many wheels the segment has.
    var width: Int { wheels.count }

    /// DT-03 page step, applied to the segment's value; `nil` means "turn the focused wheel by one".
    var pageStep: Int? {
        switch role {
        case .year: 5
        case .month: 2
        case .day: 7
        case .hours, .twelveHourHours: 2
        case .minutes, .seconds: 15
        case .integer, .fraction, .dayPeriod, .choice: nil
        }
    }
}
